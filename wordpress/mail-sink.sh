#!/usr/bin/env bash
# The local WordPress's mail sink: a real SMTP server on 127.0.0.1 (lib/mail-sink.py, Debian's
# python3-aiosmtpd, installed here when missing) with an HTTP API the tests read the received
# messages from. The must-use plugin lib/test-mail.php points WordPress's wp_mail() at it while it
# runs: it reads the ports from .wordpress/mail-sink.json, which this script writes.
# Usage: bash wordpress/mail-sink.sh [up|down]
#   (env: MAIL_SINK_SMTP_PORT, default 8883; MAIL_SINK_HTTP_PORT, default 8884; WORDPRESS_STATE_DIR)
# Idempotent: `up` while it runs on the same ports is a no-op.
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

SMTP_PORT="${MAIL_SINK_SMTP_PORT:-8883}"
HTTP_PORT="${MAIL_SINK_HTTP_PORT:-8884}"
SINK_PIDFILE="$STATE_DIR/mail-sink.pid"
SINK_CONFIG="$STATE_DIR/mail-sink.json"
SINK_LOG="$STATE_DIR/mail-sink.log"
SINK_PATTERN='mail-sink\.py'
# Debian's interpreter, whatever python3 comes first on the PATH (pyenv and the like lack aiosmtpd).
PYTHON=/usr/bin/python3

sink_running() { pid_alive "$(read_pid "$SINK_PIDFILE")" "$SINK_PATTERN"; }

stop_sink() {
  local pid
  pid="$(read_pid "$SINK_PIDFILE")"
  if pid_alive "$pid" "$SINK_PATTERN"; then
    log "stopping the mail sink (pid $pid)"
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do [[ -d "/proc/$pid" ]] || break; sleep 0.1; done
    [[ -d "/proc/$pid" ]] && kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$SINK_PIDFILE" "$SINK_CONFIG"
}

if [[ "${1:-up}" == down ]]; then
  stop_sink
  exit 0
fi
[[ "${1:-up}" == up ]] || die "usage: bash wordpress/mail-sink.sh [up|down]"

wanted="{\"smtp\": $SMTP_PORT, \"http\": $HTTP_PORT}"
if sink_running && [[ "$(cat "$SINK_CONFIG" 2>/dev/null)" == "$wanted" ]]; then
  log "mail sink already running (SMTP $SMTP_PORT, HTTP $HTTP_PORT)"
  exit 0
fi
stop_sink

if ! "$PYTHON" -c 'import aiosmtpd' 2>/dev/null; then
  log "installing python3-aiosmtpd"
  as_root() { if [[ $EUID -eq 0 ]]; then "$@"; else sudo -n "$@"; fi; }
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends python3-aiosmtpd >/dev/null \
    || { as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends python3-aiosmtpd >/dev/null; }
fi

mkdir -p "$STATE_DIR"
setsid nohup "$PYTHON" "$WP_SCRIPTS_DIR/lib/mail-sink.py" --smtp-port "$SMTP_PORT" --http-port "$HTTP_PORT" \
  </dev/null >>"$SINK_LOG" 2>&1 &
echo $! >"$SINK_PIDFILE"
for _ in $(seq 1 100); do
  if curl -fs -o /dev/null --max-time 1 "http://127.0.0.1:$HTTP_PORT/health"; then
    printf '%s' "$wanted" >"$SINK_CONFIG"
    log "mail sink up: SMTP 127.0.0.1:$SMTP_PORT, messages at http://127.0.0.1:$HTTP_PORT/messages"
    exit 0
  fi
  sink_running || { tail -n 20 "$SINK_LOG" >&2; die "the mail sink exited"; }
  sleep 0.1
done
tail -n 20 "$SINK_LOG" >&2
die "the mail sink did not answer on port $HTTP_PORT"
