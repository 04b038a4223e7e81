#!/usr/bin/env bash
# The companion plugin's checks (wordpress/plugin/curadoria-afiliados/TESTS.md): its coding standard, its unit tests
# (no WordPress) and its integration tests against the local WordPress, started and seeded here (up.sh + seed.sh,
# idempotent: the tests read what the seed wrote) with its mail sink, and stopped afterwards if it was not running
# before.
# Usage: bash wordpress/test-plugin.sh   (env: WORDPRESS_PORT, as for up.sh)
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

plugin="$WP_SCRIPTS_DIR/plugin/$PLUGIN_SLUG"
# Debian's PHPUnit and PHP_CodeSniffer (no Composer), installed when missing, as up.sh installs WordPress.
if ! command -v phpunit >/dev/null || ! command -v phpcs >/dev/null; then
  as_root() { if [[ $EUID -eq 0 ]]; then "$@"; else sudo -n "$@"; fi; }
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends phpunit php-codesniffer
fi
phpcs -q --standard="$plugin/phpcs.xml.dist"
phpunit -c "$plugin/phpunit.xml.dist" --testsuite unit

if ! { php_running && db_running; }; then
  trap 'WORDPRESS_PORT="$WORDPRESS_PORT" bash "$WP_SCRIPTS_DIR/down.sh"' EXIT
fi
WORDPRESS_PORT="$WORDPRESS_PORT" bash "$WP_SCRIPTS_DIR/up.sh" >/dev/null
WORDPRESS_PORT="$WORDPRESS_PORT" bash "$WP_SCRIPTS_DIR/seed.sh" >/dev/null
# The subscriptions' tests read what a real SMTP server received (started here, stopped with WordPress above).
WORDPRESS_PORT="$WORDPRESS_PORT" bash "$WP_SCRIPTS_DIR/mail-sink.sh" up >/dev/null
WORDPRESS_PORT="$WORDPRESS_PORT" phpunit -c "$plugin/phpunit.xml.dist" --testsuite integration
