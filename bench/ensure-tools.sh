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
echo "bench: installing ${missing[*]} with apt-get..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# Do not let the package start a system nginx on port 80: the benchmark runs its own instances.
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
  $SUDO chmod +x /usr/sbin/policy-rc.d
  trap '$SUDO rm -f /usr/sbin/policy-rc.d' EXIT
fi
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
