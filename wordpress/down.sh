#!/usr/bin/env bash
# Stop exactly what wordpress/up.sh started -- the php -S server (master and
# workers) and the private mariadbd -- using the PIDs it recorded in .wordpress/.
# Safe to run when nothing is running. State (database, uploads) is kept;
# `rm -rf .wordpress` after this resets everything.
# Usage: bash wordpress/down.sh [--php-only]
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

php_only=0
[[ "${1:-}" == "--php-only" ]] && php_only=1

PHP_PATTERN='php.* -S 127\.0\.0\.1:'

# wait_gone SECONDS PID...: wait until none of the PIDs exists any more.
wait_gone() {
  local limit=$(($1 * 10)) pid alive; shift
  for ((i = 0; i < limit; i++)); do
    alive=0
    for pid in "$@"; do [[ -d "/proc/$pid" ]] && alive=1; done
    ((alive)) || return 0
    sleep 0.1
  done
  return 1
}

# --- php -S master + workers ------------------------------------------------
master="$(read_pid "$PHP_PIDFILE")"
pids=()
if pid_alive "$master" "$PHP_PATTERN"; then pids+=("$master"); fi
if [[ -s "$PHP_WORKERS_FILE" ]]; then
  while read -r w; do pid_alive "$w" "$PHP_PATTERN" && pids+=("$w"); done <"$PHP_WORKERS_FILE"
fi
# Workers forked after up.sh recorded them (php -S respawns dead ones).
if pid_alive "$master" "$PHP_PATTERN"; then
  while read -r w; do pid_alive "$w" "$PHP_PATTERN" && pids+=("$w"); done < <(pgrep -P "$master" || true)
fi

if ((${#pids[@]})); then
  mapfile -t pids < <(printf '%s\n' "${pids[@]}" | sort -un)
  log "stopping php -S (pids ${pids[*]})"
  kill -TERM "${pids[@]}" 2>/dev/null || true
  if ! wait_gone 10 "${pids[@]}"; then
    kill -KILL "${pids[@]}" 2>/dev/null || true
    wait_gone 5 "${pids[@]}" || true
  fi
else
  log "php -S not running"
fi
rm -f "$PHP_PIDFILE" "$PHP_WORKERS_FILE" "$COMPRESS_FILE" "$PLUGIN_STATE_FILE"

((php_only)) && exit 0

# --- the mail sink (mail-sink.sh), if it runs -------------------------------
bash "$WP_SCRIPTS_DIR/mail-sink.sh" down

# --- mariadbd ---------------------------------------------------------------
db_pid="$(read_pid "$DB_PIDFILE")"
if pid_alive "$db_pid" "mariadbd.*--datadir=$DB_DATADIR"; then
  log "stopping mariadbd (pid $db_pid)"
  kill -TERM "$db_pid"
  # A clean InnoDB shutdown normally takes a second or two.
  if ! wait_gone 60 "$db_pid"; then
    log "mariadbd did not stop in 60 s; killing it"
    kill -KILL "$db_pid" 2>/dev/null || true
    wait_gone 5 "$db_pid" || true
  fi
else
  log "mariadbd not running"
fi
rm -f "$DB_PIDFILE"
rm -f "$PORT_FILE"
