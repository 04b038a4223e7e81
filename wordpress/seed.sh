#!/usr/bin/env bash
# Fill the local WordPress with pt-BR product posts, categories, generated
# featured images and the edge cases the app must cope with.
# Idempotent: re-running updates the same posts (keyed by slug), never duplicates,
# and re-dates them relative to "now" so recent posts stay "new".
# Needs the database from wordpress/up.sh (the HTTP server is not required).
# Usage: bash wordpress/seed.sh
#   SEED_LEGACY_UPLOADS=1   featured images as uploaded before the plugin: 3:2 JPEGs (1500x1000)
#                           with WordPress's default sizes only (a fresh state dir); the plugin's
#                           backfill, run at the end as WP-Cron would, then adds its 4:3 WebP sizes
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

[[ -f "$SITE_DIR/wp-config.php" ]] || die "no WordPress in $SITE_DIR; run: bash wordpress/up.sh"
db_running || die "MariaDB is not running; run: bash wordpress/up.sh"

WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" SEED_SUMMARY="$SEED_SUMMARY" \
  php -d display_errors=stderr -d memory_limit=512M "$WP_SCRIPTS_DIR/lib/seed.php"
# The plugin's image backfill, as WP-Cron would run it after activation (DISABLE_WP_CRON here).
WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" \
  php -d display_errors=stderr -d memory_limit=512M "$WP_SCRIPTS_DIR/lib/image-backfill.php"
