#!/usr/bin/env bash
# A throw-away Redis for the tests: `start DIR PORT` starts redis-server on 127.0.0.1:PORT with its
# files in DIR (an empty temp folder), nothing saved to disk, and prints its URL once it answers;
# `stop DIR` stops it and removes DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
ACTION="${1:?usage: redis-test-server.sh start DIR PORT | stop DIR}"
DIR="${2:?data folder}"

case "$ACTION" in
  start)
    PORT="${3:?port}"
    BIN="$(bash scripts/ensure-redis.sh)"
    mkdir -p "$DIR"
    "$BIN" --port "$PORT" --bind 127.0.0.1 --dir "$DIR" --save '' --appendonly no \
      --daemonize yes --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log" >/dev/null
    for _ in $(seq 1 100); do
      if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
        echo "redis://127.0.0.1:$PORT"
        exit 0
      fi
      sleep 0.05
    done
    echo "redis-server did not answer on port $PORT: $(tail -n 5 "$DIR/redis.log" 2>/dev/null)" >&2
    exit 1
    ;;
  stop)
    if [ -f "$DIR/redis.pid" ]; then kill "$(cat "$DIR/redis.pid")" 2>/dev/null || true; fi
    rm -rf "$DIR"
    ;;
  *)
    echo "unknown action: $ACTION" >&2
    exit 2
    ;;
esac
