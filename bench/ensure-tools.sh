#!/usr/bin/env bash
# Installs what the benchmark needs from Debian's packages when it is missing: Chromium (Lighthouse
# and the above-the-fold measurement), nginx (the deploy/ recipe and the plain-file reference) and
# wrk (load). Nothing is downloaded outside the package registries.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation fonts-noto-color-emoji)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
command -v wrk >/dev/null 2>&1 || missing+=(wrk)
[ -x /usr/bin/time ] || missing+=(time)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
bash "$(dirname "$0")/../scripts/apt-install.sh" "${missing[@]}"
