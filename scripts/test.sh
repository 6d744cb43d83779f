#!/usr/bin/env bash
# The whole test suite, as CI runs it: install, typecheck, lint, unit tests, two production builds,
# HTML validity of the prerendered pages, end-to-end tests in Debian's Chromium (including the quality
# gates in e2e/quality: links, sitemap, structured data, axe on every route kind).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints its start time since the suite began, so a slow step shows in CI's log.
SUITE_STARTED=$SECONDS
# With it, the CPU time the suite's finished processes have used so far (user plus system, children
# included, from /proc), so that a step that waits rather than computes shows as well.
cpu_seconds() { awk -v tick="$(getconf CLK_TCK)" '{ printf "%.0f", ($16 + $17) / tick }' "/proc/$$/stat"; }
step() { printf '\n== %s (at %d s; CPU so far %s s) ==\n' "$1" "$((SECONDS - SUITE_STARTED))" "$(cpu_seconds)"; }

step "Install dependencies"
# `npm install` rather than `npm ci`: npm 11 writes lockfiles without the other platforms' optional
# binaries (npm/cli#4828, #8320), which `npm ci` then refuses. With the lockfile present, `npm install`
# installs exactly the locked versions.
if [ -n "${CI:-}" ] || [ ! -d node_modules ]; then
  npm install --no-audit --no-fund
fi
bash scripts/ensure-chromium.sh
# Ports, build folders and the test analytics ids: the same values playwright.config.ts reads.
TEST_SETTINGS="$(npx tsx test/support/settings.ts --shell)"
eval "$TEST_SETTINGS"

step "Typecheck, lint and spelling (American English, cspell.json), side by side"
# Each is one process on one core: run together, they take as long as the slowest. Each one's
# output is printed whole, in this order, once all three have ended; any failure fails the step.
CHECKS_DIR="$(mktemp -d)"
npx tsc --noEmit >"$CHECKS_DIR/typecheck" 2>&1 & TYPECHECK=$!
npx eslint . --max-warnings=0 >"$CHECKS_DIR/lint" 2>&1 & LINT=$!
npx cspell --no-progress >"$CHECKS_DIR/spelling" 2>&1 & SPELLING=$!
CHECKS_FAILED=""
for check in typecheck:$TYPECHECK lint:$LINT spelling:$SPELLING; do
  if wait "${check#*:}"; then echo "${check%%:*}: passed"; else CHECKS_FAILED="$CHECKS_FAILED ${check%%:*}"; echo "${check%%:*}: FAILED"; fi
  cat "$CHECKS_DIR/${check%%:*}"
done
rm -rf "$CHECKS_DIR"
if [ -n "$CHECKS_FAILED" ]; then echo "Failed:$CHECKS_FAILED" >&2; exit 1; fi

step "PostgreSQL for the storage tests"
# The same storage tests run on the embedded database and on a real PostgreSQL, started here in a
# temp folder on 127.0.0.1 and stopped on exit.
PG_TEST_DIR="$(mktemp -d)"
trap 'bash scripts/postgres-test-server.sh stop "$PG_TEST_DIR"' EXIT
TEST_DATABASE_URL="$(bash scripts/postgres-test-server.sh start "$PG_TEST_DIR" "$E2E_POSTGRES_PORT")"
export TEST_DATABASE_URL

step "Unit tests"
# Two workers on two cores: many suites wait on real servers (PostgreSQL, Redis, SMTP, nginx) or on
# child processes, so a second worker fills that wait (a third made the step slower: 107 s at two,
# 123 s at three). Each storage test file gets a database of its own.
NODE_OPTIONS=--experimental-vm-modules npx jest --ci --maxWorkers=2

step "Production build (site)"
export NEXT_TELEMETRY_DISABLED=1
export NEXT_BUILD_CPUS="${NEXT_BUILD_CPUS:-2}"
# The typecheck step above covered every file the builds compile.
export NEXT_TYPES_CHECKED=1
NEXT_DIST_DIR="$E2E_SITE_DIST" npx next build

step "HTML validity (every prerendered page, html-validate)"
node scripts/check-html.mjs "$E2E_SITE_DIST"

step "Production build (with test analytics ids)"
NEXT_DIST_DIR="$E2E_TAGS_DIST" NEXT_PUBLIC_GTM_ID="$TEST_GTM_ID" NEXT_PUBLIC_META_PIXEL_ID="$TEST_META_PIXEL_ID" npx next build
node scripts/check-html.mjs "$E2E_TAGS_DIST"

step "End-to-end tests"
npx playwright test
step "Done"
