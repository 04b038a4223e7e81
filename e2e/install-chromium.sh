#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing. Playwright never downloads a
# browser here (playwright.config.ts points at /usr/bin/chromium).
set -euo pipefail

if [[ -x /usr/bin/chromium ]]; then
  exit 0
fi

as_root() {
  if [[ $EUID -eq 0 ]]; then "$@"; else sudo -n "$@"; fi
}

echo "Installing Debian's chromium (needs root or passwordless sudo)..."
as_root apt-get update
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium
