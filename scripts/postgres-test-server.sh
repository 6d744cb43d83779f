#!/usr/bin/env bash
# A throw-away PostgreSQL for the tests: `start DIR PORT` creates a cluster in DIR (an empty temp
# folder), listens on 127.0.0.1:PORT only, and prints its URL; `stop DIR` stops it. fsync is off
# (test data need not survive a power cut) and the cluster is copied from a template made once, so
# it starts in well under a second. initdb refuses to run as
# root, so as root the cluster belongs to the `postgres` user that Debian's package creates.
set -euo pipefail
cd "$(dirname "$0")/.."
ACTION="${1:?usage: postgres-test-server.sh start DIR PORT | stop DIR}"
DIR="${2:?data folder}"
BIN="$(bash scripts/ensure-postgres.sh)"
AS=()
if [ "$(id -u)" -eq 0 ]; then AS=(runuser -u postgres --); fi

case "$ACTION" in
  start)
    PORT="${3:?port}"
    mkdir -p "$DIR"
    if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR"; fi
    # initdb once per machine into a template (about 1.5 s), then copy it (a few milliseconds).
    TEMPLATE="${TMPDIR:-/tmp}/tidewater-pg-template-$(basename "$(dirname "$BIN")")"
    if [ ! -f "$TEMPLATE/PG_VERSION" ]; then
      rm -rf "$TEMPLATE.new" && mkdir -p "$TEMPLATE.new"
      if [ "$(id -u)" -eq 0 ]; then chown postgres "$TEMPLATE.new"; fi
      "${AS[@]}" "$BIN/initdb" -D "$TEMPLATE.new" -U postgres --auth=trust --no-sync --no-instructions -E UTF8 --locale=C >/dev/null
      mv -T "$TEMPLATE.new" "$TEMPLATE" 2>/dev/null || rm -rf "$TEMPLATE.new"
    fi
    cp -a "$TEMPLATE" "$DIR/data"
    "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -s \
      -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start
    echo "postgresql://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    if [ -f "$DIR/data/postmaster.pid" ]; then "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate -s stop || true; fi
    rm -rf "$DIR"
    ;;
  *)
    echo "unknown action: $ACTION" >&2
    exit 2
    ;;
esac
