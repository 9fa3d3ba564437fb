#!/usr/bin/env bash
# npm test: typecheck, lint, unit and API tests (embedded database, and PostgreSQL too when
# TEST_DATABASE_URL is set), then browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-tools.sh

# A run stopped half-way (Ctrl-C, a failed step) takes its side-by-side jobs with it.
trap 'kill $(jobs -p) 2>/dev/null || true' EXIT

# Both are single-threaded: on two cores they take the time of the longer one side by side.
echo "== typecheck and lint"
npx tsc --noEmit -p tsconfig.json &
tsc_pid=$!
lint_rc=0
npx eslint . --max-warnings=0 || lint_rc=$?
tsc_rc=0
wait "$tsc_pid" || tsc_rc=$?
if [ "$tsc_rc" -ne 0 ] || [ "$lint_rc" -ne 0 ]; then
  echo "Pemeriksaan gagal: typecheck keluar dengan $tsc_rc, lint dengan $lint_rc." >&2
  exit 1
fi
# The API tests mostly wait (timers, spawned servers, races, the database): measured, they keep the two
# cores about a fifth busy. So with PostgreSQL the two databases' runs go side by side, the PostgreSQL
# one written to a log that is printed when both have ended. API_WORKERS=N lets each run take N test
# files at once (PostgreSQL's N + 1) instead of vitest's default (one fewer than the cores: one here):
# 12 API files on SQLite took 628 s one at a time and 257 s three at a time at load 21, but on a quiet
# machine 28-46 s one at a time and 39-46 s two at a time for more CPU (34-41 against 48 s): so not by
# default, until a whole quiet run shows it.
sqlite_workers=()
pg_workers=()
if [ -n "${API_WORKERS:-}" ]; then
  sqlite_workers=(--maxWorkers="$API_WORKERS")
  pg_workers=(--maxWorkers="$((API_WORKERS + 1))")
fi
pg_pid=
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  pg_log=$(mktemp)
  npx vitest run "${pg_workers[@]}" src/server >"$pg_log" 2>&1 &
  pg_pid=$!
fi
echo "== unit and API tests (embedded SQLite)"
sqlite_rc=0
TEST_DATABASE_URL= npx vitest run "${sqlite_workers[@]}" || sqlite_rc=$?
pg_rc=0
if [ -n "$pg_pid" ]; then
  wait "$pg_pid" || pg_rc=$?
  echo "== API tests (PostgreSQL), run beside the SQLite ones"
  cat "$pg_log"
  rm -f "$pg_log"
fi
if [ "$sqlite_rc" -ne 0 ] || [ "$pg_rc" -ne 0 ]; then
  echo "Tes gagal: SQLite keluar dengan $sqlite_rc, PostgreSQL dengan $pg_rc." >&2
  exit 1
fi
echo "== build"
npx vite build --logLevel warn
echo "== browser tests"
npx playwright test
