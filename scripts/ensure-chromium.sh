#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing. Playwright never downloads
# a browser here (no network beyond the package registries).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Chromium not found at /usr/bin/chromium: installing Debian's package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation fonts-noto-color-emoji >/dev/null
/usr/bin/chromium --version
