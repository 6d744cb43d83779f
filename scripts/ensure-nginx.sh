#!/usr/bin/env bash
# Prints the path of nginx, installing Debian's `nginx` package first when it is missing. The
# deployment tests check deploy/nginx.conf with `nginx -t`; the benchmarks serve through it.
set -euo pipefail
cd "$(dirname "$0")/.."
find_bin() { command -v nginx || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; } || true; }
BIN="$(find_bin)"
if [ -z "$BIN" ]; then
  bash scripts/apt-install.sh nginx
  BIN="$(find_bin)"
fi
echo "$BIN"
