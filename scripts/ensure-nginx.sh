#!/usr/bin/env bash
# Prints the path of nginx, installing Debian's `nginx` package first when it is missing. The
# deployment tests check deploy/nginx.conf with `nginx -t`; the benchmarks serve through it.
set -euo pipefail
BIN="$(command -v nginx || true)"
if [ -z "$BIN" ] && [ -x /usr/sbin/nginx ]; then BIN=/usr/sbin/nginx; fi
if [ -z "$BIN" ]; then
  echo "nginx not found: installing Debian's package..." >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >&2
  $SUDO apt-get install -y -qq --no-install-recommends nginx >&2
  # Debian's package starts a system-wide server on port 80; the tests run their own checks only.
  { $SUDO systemctl disable --now nginx || $SUDO service nginx stop || true; } >/dev/null 2>&1
  BIN="$(command -v nginx || echo /usr/sbin/nginx)"
fi
echo "$BIN"
