#!/usr/bin/env bash
# Prints the path of redis-server, installing Debian's `redis-server` package first when it is missing.
# The shared-cache and cluster tests run against it.
set -euo pipefail
BIN="$(command -v redis-server || true)"
if [ -z "$BIN" ]; then
  echo "redis-server not found: installing Debian's package..." >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >&2
  $SUDO apt-get install -y -qq --no-install-recommends redis-server >&2
  # Debian's package starts a system-wide server on 6379; the tests start their own on a free port.
  { $SUDO systemctl disable --now redis-server || $SUDO service redis-server stop || true; } >/dev/null 2>&1
  BIN="$(command -v redis-server)"
fi
echo "$BIN"
