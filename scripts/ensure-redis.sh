#!/usr/bin/env bash
# Prints the path of redis-server, installing Debian's `redis-server` package first when it is missing.
# The shared-cache and cluster tests run against it.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="$(command -v redis-server || true)"
if [ -z "$BIN" ]; then
  bash scripts/apt-install.sh redis-server
  BIN="$(command -v redis-server)"
fi
echo "$BIN"
