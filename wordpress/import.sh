#!/usr/bin/env bash
# Import a WordPress export (WXR) into the local WordPress, offline (see lib/import-wxr.php):
# posts and pages with their original ids, categories, tags, and the images drawn locally.
# Idempotent. Needs the database from wordpress/up.sh (the HTTP server is not required).
# Usage: bash wordpress/import.sh FILE.xml     (env: WORDPRESS_STATE_DIR, WORDPRESS_PORT as for up.sh)
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

[[ $# -eq 1 ]] || die "usage: bash wordpress/import.sh FILE.xml"
wxr_file="$(realpath "$1")"
[[ -r "$wxr_file" ]] || die "cannot read $1"
[[ -f "$SITE_DIR/wp-config.php" ]] || die "no WordPress in $SITE_DIR; run: bash wordpress/up.sh"
db_running || die "MariaDB is not running; run: bash wordpress/up.sh"

WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" WXR_FILE="$wxr_file" IMPORT_SUMMARY="$STATE_DIR/import-summary.json" \
  php -d display_errors=stderr -d memory_limit=512M "$WP_SCRIPTS_DIR/lib/import-wxr.php"
