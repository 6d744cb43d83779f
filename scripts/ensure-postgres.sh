#!/usr/bin/env bash
# Prints the folder of PostgreSQL's server programs (initdb, pg_ctl), installing Debian's
# `postgresql` package first when no server is on the machine. The storage tests run against it.
set -euo pipefail
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL not found: installing Debian's package..." >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >&2
  $SUDO apt-get install -y -qq --no-install-recommends postgresql >&2
  BIN="$(find_bin)"
fi
echo "$BIN"
