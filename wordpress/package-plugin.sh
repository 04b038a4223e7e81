#!/usr/bin/env bash
# Build dist/curadoria-afiliados.zip, installable via Plugins > Add New > Upload
# (the zip holds a single curadoria-afiliados/ folder, without the plugin's tests,
# phpunit.xml.dist, phpcs.xml.dist and TESTS.md). Uses python3's zipfile
# because the `zip` tool is not guaranteed to be installed.
# Usage: bash wordpress/package-plugin.sh
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

command -v python3 >/dev/null || die "python3 is required to build the zip"

src="$WP_SCRIPTS_DIR/plugin/$PLUGIN_SLUG"
out="$REPO_ROOT/dist/$PLUGIN_SLUG.zip"
mkdir -p "$(dirname "$out")"

# Refuse to ship a plugin with a PHP syntax error when php is around.
if command -v php >/dev/null; then
  while IFS= read -r -d '' f; do php -l "$f" >/dev/null || die "syntax error in $f"; done \
    < <(find "$src" -path "$src/tests" -prune -o -name '*.php' -print0)
fi

python3 - "$src" "$out" "$PLUGIN_SLUG" <<'PY'
import os, sys, zipfile

src, out, slug = sys.argv[1:4]
# The plugin's tests and their configuration are for development, not for a site.
DEV_DIRS = {"tests"}
DEV_FILES = {"phpunit.xml.dist", "phpcs.xml.dist", "TESTS.md"}
tmp = out + ".tmp"
with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
    for root, dirs, files in os.walk(src):
        top = root == src
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and not (top and d in DEV_DIRS))
        for name in sorted(files):
            if name.startswith(".") or name.endswith("~") or (top and name in DEV_FILES):
                continue
            path = os.path.join(root, name)
            arc = os.path.join(slug, os.path.relpath(path, src))
            # Fixed timestamp and mode: the same sources give the same zip.
            info = zipfile.ZipInfo(arc, date_time=(2024, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            with open(path, "rb") as fh:
                z.writestr(info, fh.read())
os.replace(tmp, out)
with zipfile.ZipFile(out) as z:
    for n in z.namelist():
        print("  " + n)
PY
echo "$out"
