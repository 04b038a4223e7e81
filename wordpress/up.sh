#!/usr/bin/env bash
# Start a real local WordPress for development and CI, without Docker/systemd:
#   Debian's wordpress 6.1 package (copied into .wordpress/site), a private
#   MariaDB on a unix socket, and PHP's built-in server on 127.0.0.1:$WORDPRESS_PORT.
# Idempotent: re-running while everything is up is a quick no-op.
# Usage: bash wordpress/up.sh      (env: WORDPRESS_PORT, default 8881)
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

SITE_TITLE="Curadoria Local"
PACKAGES=(wordpress mariadb-server mariadb-client php-cli php-mysql php-gd curl ca-certificates fonts-dejavu-core)

# ---------------------------------------------------------------------------
# 0. Already running? Then there is nothing to do (a cheap no-op for CI/npm).
# ---------------------------------------------------------------------------
if php_running && db_running; then
  running_port="$(cat "$PORT_FILE" 2>/dev/null || true)"
  if [[ -n "$running_port" && "$running_port" != "$WORDPRESS_PORT" ]]; then
    die "WordPress already running on port $running_port; run wordpress/down.sh before switching to $WORDPRESS_PORT"
  fi
  if curl -fsS -o /dev/null --max-time 10 "$SITE_URL/wp-json/"; then
    log "already running"
    echo "$REST_BASE"
    exit 0
  fi
  log "processes found but /wp-json/ does not answer; restarting the PHP server"
fi

# Fail fast if someone else (e.g. another checkout's WordPress) holds the port.
port_busy() { (echo >"/dev/tcp/127.0.0.1/$WORDPRESS_PORT") 2>/dev/null; }
if ! php_running && port_busy; then
  die "port $WORDPRESS_PORT is already in use by another program (another checkout's WordPress? run its wordpress/down.sh, or set WORDPRESS_PORT)"
fi

# ---------------------------------------------------------------------------
# 1. Debian packages (only when something is missing).
# ---------------------------------------------------------------------------
as_root() {
  if [[ $EUID -eq 0 ]]; then "$@"
  elif command -v sudo >/dev/null; then sudo -n "$@"
  else die "need root (or passwordless sudo) to run: $*"; fi
}

missing=()
for pkg in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done

if ((${#missing[@]})); then
  log "installing Debian packages: ${missing[*]}"
  # The wordpress package depends on apache2 and mariadb-server would start its
  # own service; a policy-rc.d returning 101 makes invoke-rc.d refuse every
  # service start during the install. Only remove it if we created it.
  created_policy=0
  if [[ ! -e /usr/sbin/policy-rc.d ]]; then
    as_root sh -c 'printf "#!/bin/sh\n# temporary: written by wordpress/up.sh during apt-get install\nexit 101\n" > /usr/sbin/policy-rc.d && chmod 755 /usr/sbin/policy-rc.d'
    created_policy=1
  fi
  cleanup_policy() { if ((created_policy)); then as_root rm -f /usr/sbin/policy-rc.d; fi; }
  trap cleanup_policy EXIT

  apt_install() {
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
      -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "$@"
  }
  # The package lists may be missing or stale on a fresh machine: update once and retry.
  if ! apt_install "${missing[@]}"; then
    log "apt-get install failed; running apt-get update and retrying"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
    apt_install "${missing[@]}"
  fi
  cleanup_policy
  trap - EXIT

  # Belt and braces: if a service got started anyway (e.g. a pre-existing
  # policy-rc.d allowed it), stop it -- we only want our own private servers.
  if pgrep -x apache2 >/dev/null; then
    log "stopping apache2 started by the package install"
    as_root apache2ctl -k stop >/dev/null 2>&1 || as_root service apache2 stop >/dev/null 2>&1 || true
  fi
  if [[ -s /run/mysqld/mysqld.pid ]]; then
    log "stopping the system mariadb started by the package install"
    as_root service mariadb stop >/dev/null 2>&1 || true
  fi
fi

mkdir -p "$STATE_DIR"

# ---------------------------------------------------------------------------
# 2. Private MariaDB: own datadir, unix socket only, no systemd.
# ---------------------------------------------------------------------------
db_user_args=()
[[ $EUID -eq 0 ]] && db_user_args=(--user=root)   # mariadbd refuses to run as root otherwise

if [[ ! -d "$DB_DATADIR/mysql" ]]; then
  log "initialising MariaDB data dir in $DB_DATADIR"
  rm -rf "$DB_DATADIR"
  mkdir -p "$DB_DATADIR"
  # unix_socket auth for the OS user running this script: no password to manage.
  mariadb-install-db --no-defaults --datadir="$DB_DATADIR" "${db_user_args[@]}" \
    --auth-root-authentication-method=socket --auth-root-socket-user="$(id -un)" \
    --skip-test-db >"$STATE_DIR/mariadb-install-db.log" 2>&1 \
    || { tail -n 30 "$STATE_DIR/mariadb-install-db.log" >&2; die "mariadb-install-db failed"; }
fi

if ! db_running; then
  log "starting mariadbd (socket $DB_SOCKET)"
  rm -f "$DB_PIDFILE"
  # setsid: own session, so it survives the calling shell/CI step and is not
  # hit by signals sent to the caller's process group.
  setsid nohup /usr/sbin/mariadbd --no-defaults "${db_user_args[@]}" \
    --datadir="$DB_DATADIR" --socket="$DB_SOCKET" --pid-file="$DB_PIDFILE" \
    --skip-networking --log-error="$DB_LOG" \
    --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci \
    --innodb-buffer-pool-size=64M --innodb-flush-log-at-trx-commit=2 \
    --skip-name-resolve </dev/null >>"$DB_LOG" 2>&1 &
  for _ in $(seq 1 60); do
    if [[ -S "$DB_SOCKET" ]] && db_root_client -e 'SELECT 1' >/dev/null 2>&1; then break; fi
    sleep 0.5
  done
  db_root_client -e 'SELECT 1' >/dev/null 2>&1 || { tail -n 30 "$DB_LOG" >&2; die "mariadbd did not come up"; }
fi

# Cheap and idempotent, so always run: database + application user.
db_root_client <<SQL
CREATE DATABASE IF NOT EXISTS \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'localhost';
SQL

# ---------------------------------------------------------------------------
# 3. WordPress files: a real copy (ABSPATH is derived from the real path of
#    wp-load.php, so symlinking /usr/share/wordpress would not work).
# ---------------------------------------------------------------------------
wp_version_of() { sed -n "s/^\$wp_version = '\(.*\)';/\1/p" "$1/wp-includes/version.php" 2>/dev/null || true; }

if [[ ! -f "$SITE_DIR/wp-load.php" || "$(wp_version_of "$SITE_DIR")" != "$(wp_version_of /usr/share/wordpress)" ]]; then
  log "copying /usr/share/wordpress to $SITE_DIR"
  mkdir -p "$SITE_DIR"
  # Debian ships some files as symlinks into /usr/share/javascript, /usr/share/php
  # and /etc; -L copies their targets. A dangling link makes cp complain but it
  # still copies everything else, so only log it. wp-content/uploads is not in
  # the source, so existing uploads survive a re-copy (package upgrade).
  if ! cp -rL /usr/share/wordpress/. "$SITE_DIR/" 2>"$STATE_DIR/copy-errors.log"; then
    log "some links in /usr/share/wordpress could not be followed (see .wordpress/copy-errors.log)"
  fi
  # Our wp-config.php is written below; the Apache .htaccess is useless here.
  rm -f "$SITE_DIR/.htaccess"
fi
mkdir -p "$SITE_DIR/wp-content/plugins" "$SITE_DIR/wp-content/themes" "$SITE_DIR/wp-content/uploads"

# The companion plugin is symlinked so edits in wordpress/plugin/ are live.
ln -sfn "$WP_SCRIPTS_DIR/plugin/$PLUGIN_SLUG" "$SITE_DIR/wp-content/plugins/$PLUGIN_SLUG"

# Salts are generated once per state dir and kept, so logins survive restarts.
if [[ ! -s "$STATE_DIR/salts.php" ]]; then
  # shellcheck disable=SC2016  # PHP code, not shell
  php -r '
    echo "<?php\n// Generated once by wordpress/up.sh.\n";
    foreach (["AUTH_KEY","SECURE_AUTH_KEY","LOGGED_IN_KEY","NONCE_KEY","AUTH_SALT","SECURE_AUTH_SALT","LOGGED_IN_SALT","NONCE_SALT"] as $k) {
      echo "define( \x27$k\x27, \x27" . bin2hex(random_bytes(32)) . "\x27 );\n";
    }' >"$STATE_DIR/salts.php"
fi

# Rewritten on every start (cheap) so a changed port or socket path is picked up.
cat >"$SITE_DIR/wp-config.php" <<PHP
<?php
// Generated by wordpress/up.sh -- local development/CI only. Do not edit:
// it is rewritten on every start.
define( 'DB_NAME', '$DB_NAME' );
define( 'DB_USER', '$DB_USER' );
define( 'DB_PASSWORD', '$DB_PASSWORD' );
define( 'DB_HOST', 'localhost:$DB_SOCKET' ); // unix socket, no TCP
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';

require __DIR__ . '/../salts.php';

define( 'WP_HOME', '$SITE_URL' );
define( 'WP_SITEURL', '$SITE_URL' );

// Offline and deterministic: no outbound HTTP, no pseudo-cron on requests,
// no update checks.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );

// WordPress 6.1 on PHP 8.2 emits deprecation notices; keep them out of JSON.
define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

# ---------------------------------------------------------------------------
# 4. Install (first run only), permalinks, plugin activation, CORS allow-list.
# ---------------------------------------------------------------------------
WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" WP_SITE_TITLE="$SITE_TITLE" \
WP_ADMIN_USER="$WP_ADMIN_USER" WP_ADMIN_PASSWORD="$WP_ADMIN_PASSWORD" WP_ADMIN_EMAIL="$WP_ADMIN_EMAIL" \
WP_PLUGIN_FILE="$PLUGIN_SLUG/$PLUGIN_SLUG.php" \
  php -d display_errors=stderr "$WP_SCRIPTS_DIR/lib/install.php"

# ---------------------------------------------------------------------------
# 5. PHP built-in server with 4 workers (the app fires several requests at once).
# ---------------------------------------------------------------------------
if php_running; then
  # Reached only when /wp-json/ did not answer above: restart it cleanly.
  bash "$WP_SCRIPTS_DIR/down.sh" --php-only
fi
port_busy && die "port $WORDPRESS_PORT is already in use by another program"

log "starting php -S 127.0.0.1:$WORDPRESS_PORT"
rm -f "$PHP_PIDFILE" "$PHP_WORKERS_FILE"
# setsid makes the php master the leader of a new process group containing its
# workers, so down.sh can stop exactly that group. opcache.enable_cli keeps
# compiled WordPress in memory per worker (much faster responses).
(
  cd "$REPO_ROOT"
  PHP_CLI_SERVER_WORKERS=4 exec setsid nohup php \
    -d display_errors=0 -d log_errors=1 -d error_log="$PHP_ERROR_LOG" \
    -d opcache.enable_cli=1 -d memory_limit=256M \
    -S "127.0.0.1:$WORDPRESS_PORT" -t .wordpress/site wordpress/router.php \
    </dev/null >>"$PHP_LOG" 2>&1
) &
echo $! >"$PHP_PIDFILE"
echo "$WORDPRESS_PORT" >"$PORT_FILE"

deadline=$((SECONDS + 30))
until curl -fs -o /dev/null --max-time 5 "$SITE_URL/wp-json/"; do
  if ! php_running; then tail -n 30 "$PHP_LOG" >&2; die "php -S exited"; fi
  ((SECONDS < deadline)) || { tail -n 30 "$PHP_LOG" >&2; die "timed out waiting for $SITE_URL/wp-json/"; }
  sleep 0.3
done
# Workers are forked at start-up; record them too so down.sh can verify/stop them.
pgrep -P "$(read_pid "$PHP_PIDFILE")" >"$PHP_WORKERS_FILE" || true

log "WordPress is up: $SITE_URL (admin: $WP_ADMIN_USER / $WP_ADMIN_PASSWORD)"
echo "$REST_BASE"
