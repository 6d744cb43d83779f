#!/usr/bin/env bash
# Prints the folder of PostgreSQL's server programs (initdb, pg_ctl), installing Debian's
# `postgresql` package first when no server is on the machine. The storage tests run against it.
set -euo pipefail
cd "$(dirname "$0")/.."
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  bash scripts/apt-install.sh postgresql
  BIN="$(find_bin)"
fi
echo "$BIN"
