# shellcheck shell=bash
# shellcheck disable=SC2034  # variables are used by the scripts that source this file
# Shared paths and settings for the local WordPress scripts (up/down/seed/check).
# Sourced by the scripts, never executed on its own.

WP_SCRIPTS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"   # <repo>/wordpress
REPO_ROOT="$(cd "$WP_SCRIPTS_DIR/.." && pwd)"

# Everything the local WordPress writes lives here (gitignored), so a clean
# clone plus `up.sh` always rebuilds it and `rm -rf .wordpress` resets it.
# WORDPRESS_STATE_DIR runs a second, independent instance (its own database,
# files and port), e.g. one holding other test content or a theme for benchmarks.
STATE_DIR="${WORDPRESS_STATE_DIR:-$REPO_ROOT/.wordpress}"
SITE_DIR="$STATE_DIR/site"
DB_DATADIR="$STATE_DIR/mysql"
DB_PIDFILE="$STATE_DIR/mariadbd.pid"
DB_LOG="$STATE_DIR/mariadbd.log"
PHP_PIDFILE="$STATE_DIR/php-server.pid"          # php -S master (also its process group id)
PHP_WORKERS_FILE="$STATE_DIR/php-server-workers.pids"
PHP_LOG="$STATE_DIR/php-server.log"
PHP_ERROR_LOG="$STATE_DIR/php-errors.log"
PORT_FILE="$STATE_DIR/port"                       # port the running server was started on
COMPRESS_FILE="$STATE_DIR/compress"               # 1 when it was started with WORDPRESS_COMPRESS=1
PLUGIN_STATE_FILE="$STATE_DIR/plugin"             # off when it was started with WORDPRESS_PLUGIN=off
SEED_SUMMARY="$STATE_DIR/seed-summary.json"

# Unix socket paths are limited to ~107 bytes; a deep checkout would overflow,
# so fall back to a per-checkout name in /tmp.
DB_SOCKET="$STATE_DIR/mariadbd.sock"
if (( ${#DB_SOCKET} > 100 )); then
  DB_SOCKET="/tmp/curadoria-wp-$(printf '%s' "$STATE_DIR" | md5sum | cut -c1-12).sock"
fi

# Port: explicit env wins, then the port a running instance recorded, then 8881.
if [[ -z "${WORDPRESS_PORT:-}" && -s "$PORT_FILE" ]]; then
  WORDPRESS_PORT="$(cat "$PORT_FILE")"
fi
WORDPRESS_PORT="${WORDPRESS_PORT:-8881}"
SITE_URL="http://127.0.0.1:$WORDPRESS_PORT"
REST_BASE="$SITE_URL/wp-json/wp/v2"
# The address visitors use when a front serves this WordPress over HTTPS (the benchmark's TLS front,
# as a host would); WordPress writes its links with it. The scripts keep talking to SITE_URL.
PUBLIC_URL="${WORDPRESS_PUBLIC_URL:-$SITE_URL}"

# Local-only credentials (the DB listens on a private unix socket, no TCP).
DB_NAME="curadoria_wp"
DB_USER="curadoria"
DB_PASSWORD="curadoria-local"
WP_ADMIN_USER="admin"
WP_ADMIN_PASSWORD="admin"
WP_ADMIN_EMAIL="admin@example.com"

PLUGIN_SLUG="curadoria-afiliados"

log() { printf '[wordpress] %s\n' "$*" >&2; }
die() { printf '[wordpress] ERROR: %s\n' "$*" >&2; exit 1; }

# pid_alive PID NAME_REGEX: true when PID exists and its command line matches,
# so a recycled PID belonging to something else is never mistaken for ours.
pid_alive() {
  local pid="$1" pattern="$2"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  [[ -r "/proc/$pid/cmdline" ]] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -Eq -- "$pattern"
}

read_pid() { if [[ -s "$1" ]]; then tr -dc '0-9' <"$1"; fi; }

db_running() { pid_alive "$(read_pid "$DB_PIDFILE")" "mariadbd.*--datadir=$DB_DATADIR"; }
php_running() { pid_alive "$(read_pid "$PHP_PIDFILE")" "php.* -S 127\.0\.0\.1:"; }

# Client as the DB superuser: root over the socket, authenticated by unix_socket
# (the OS user), which is how mariadb-install-db sets it up below.
db_root_client() {
  mariadb --no-defaults --socket="$DB_SOCKET" --user="$(id -un)" "$@"
}
