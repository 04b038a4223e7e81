#!/usr/bin/env bash
# A second local WordPress holding WordPress's Theme Unit Test data (wordpress/data/), next to the
# seeded one: its own state dir (.wordpress-themeunit/), database and port, and no companion plugin
# (a WordPress the site supports without it).
#   bash wordpress/themeunit.sh        start it if needed and (re)import the data (idempotent)
#   bash wordpress/themeunit.sh down   stop it (state is kept; rm -rf .wordpress-themeunit resets it)
# Port: THEMEUNIT_WORDPRESS_PORT, else the port it runs on, else 8882. WORDPRESS_PORT is ignored:
# it belongs to the seeded instance.
set -euo pipefail

scripts_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export WORDPRESS_STATE_DIR="${THEMEUNIT_STATE_DIR:-$(dirname "$scripts_dir")/.wordpress-themeunit}"
export WORDPRESS_PLUGIN=off

if [[ -n "${THEMEUNIT_WORDPRESS_PORT:-}" ]]; then
  export WORDPRESS_PORT="$THEMEUNIT_WORDPRESS_PORT"
elif [[ -s "$WORDPRESS_STATE_DIR/port" ]]; then
  WORDPRESS_PORT="$(cat "$WORDPRESS_STATE_DIR/port")"
  export WORDPRESS_PORT
else
  export WORDPRESS_PORT=8882
fi

case "${1:-up}" in
  up)
    bash "$scripts_dir/up.sh"
    bash "$scripts_dir/import.sh" "$scripts_dir/data/themeunittestdata.wordpress.xml"
    ;;
  down) bash "$scripts_dir/down.sh" ;;
  *) echo "usage: bash wordpress/themeunit.sh [up|down]" >&2; exit 2 ;;
esac
