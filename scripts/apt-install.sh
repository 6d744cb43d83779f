#!/usr/bin/env bash
# Installs Debian packages with apt-get (as root, or through sudo), quietly, without recommended
# extras, and without letting a package start a system-wide service of its own (PostgreSQL, Redis and
# nginx packages would otherwise take ports 5432, 6379 and 80): the tests and the benchmarks start
# their own servers on free local ports. Progress goes to standard error, so a caller's standard
# output stays what it prints itself.
#
#   bash scripts/apt-install.sh PACKAGE [PACKAGE...]
set -euo pipefail
[ "$#" -gt 0 ] || { echo "usage: apt-install.sh PACKAGE [PACKAGE...]" >&2; exit 2; }
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
echo "Installing Debian's $* with apt-get..." >&2
# policy-rc.d answering 101 is Debian's documented way to forbid service starts during an install.
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
  $SUDO chmod +x /usr/sbin/policy-rc.d
  trap '$SUDO rm -f /usr/sbin/policy-rc.d' EXIT
fi
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq --no-install-recommends "$@" >&2
