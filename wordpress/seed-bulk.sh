#!/usr/bin/env bash
# Add copies of the seeded posts until WordPress has COUNT published posts in all, with SQL inserts (seconds for 10,000),
# for the scale benchmark. Use a throwaway instance: WORDPRESS_STATE_DIR=... bash wordpress/seed-bulk.sh 10000
# Needs the database from wordpress/up.sh and the posts of wordpress/seed.sh. BULK_PICTURES=<folder below
# wp-content/uploads> gives each added post its own featured image, drawn there before (lib/seed-bulk.php).
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

count="${1:-}"
[[ "$count" =~ ^[1-9][0-9]*$ ]] || die "usage: bash wordpress/seed-bulk.sh COUNT"
[[ -f "$SITE_DIR/wp-config.php" ]] || die "no WordPress in $SITE_DIR; run: bash wordpress/up.sh"
db_running || die "MariaDB is not running; run: bash wordpress/up.sh"

POSTS_WANTED="$count" BULK_PICTURES="${BULK_PICTURES:-}" WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" \
  php -d display_errors=stderr -d memory_limit=1024M "$WP_SCRIPTS_DIR/lib/seed-bulk.php"
