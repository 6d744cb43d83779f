#!/usr/bin/env bash
# Restarts the site's instances one at a time, so that the others keep answering behind nginx:
# each instance is restarted only while every other one is ready, and the next one waits until the
# restarted instance's GET /api/health answers 200 (store, article index and shared cache ready).
#
#   deploy/rolling-restart.sh 3000 3001          # systemd: systemctl restart tidewater@PORT
#   RESTART_COMMAND='my-supervisor restart web-%s' deploy/rolling-restart.sh 3000 3001
#
# RESTART_COMMAND: how one instance is restarted, %s standing for its port.
# READY_TIMEOUT: seconds an instance may take to become ready (default 120); then the roll stops
# with status 1, leaving the instances not yet restarted as they were.
# SETTLE_SECONDS: how long to wait after an instance is ready before the next one goes down (default
# 10, nginx's fail_timeout): the refused connections of its restart made nginx leave it out for
# fail_timeout, and taking the next one down meanwhile would leave nginx nobody to send requests to.
set -euo pipefail

RESTART_COMMAND="${RESTART_COMMAND:-systemctl restart tidewater@%s}"
READY_TIMEOUT="${READY_TIMEOUT:-120}"
SETTLE_SECONDS="${SETTLE_SECONDS:-10}"
HOST="${HEALTH_HOST:-127.0.0.1}"
if [ "$#" -eq 0 ]; then
  echo "usage: $0 PORT [PORT...]" >&2
  exit 2
fi
for port in "$@"; do
  [[ "$port" =~ ^[0-9]{1,5}$ ]] || { echo "not a port: $port" >&2; exit 2; }
done

ready() {
  [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 3 "http://$HOST:$1/api/health" || true)" = 200 ]
}

wait_ready() {
  local deadline=$((SECONDS + READY_TIMEOUT))
  until ready "$1"; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      echo "The instance on port $1 is not ready after ${READY_TIMEOUT}s: stopping the roll." >&2
      return 1
    fi
    sleep 0.5
  done
}

for port in "$@"; do
  # Never take one down while another is not serving: that could leave nobody to answer.
  for other in "$@"; do
    if [ "$other" != "$port" ] && ! ready "$other"; then
      echo "The instance on port $other is not ready: not restarting $port." >&2
      exit 1
    fi
  done
  echo "Restarting the instance on port $port..."
  # shellcheck disable=SC2059 # the command is a printf template by design
  bash -c "$(printf "$RESTART_COMMAND" "$port")"
  wait_ready "$port"
  echo "The instance on port $port is ready."
  if [ "$port" != "${*: -1}" ]; then sleep "$SETTLE_SECONDS"; fi
done
echo "All $# instances restarted."
