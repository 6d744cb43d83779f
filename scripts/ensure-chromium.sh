#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing. Playwright never downloads
# a browser here (no network beyond the package registries).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
bash scripts/apt-install.sh chromium fonts-liberation fonts-noto-color-emoji
/usr/bin/chromium --version
