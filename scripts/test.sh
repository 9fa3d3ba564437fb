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
# one written to a log that is printed when both have ended. And each run takes more test files at once
# than vitest's default of one fewer than the cores (one here): 12 API files took 628 s one at a time and
# 257 s three at a time, for the same CPU (57 and 61 s; measured at load 21). PostgreSQL's run, the
# longer one, takes one more file at once than SQLite's, so the two end together; API_WORKERS sets
# SQLite's (PostgreSQL's is one more).
cores=$(nproc 2>/dev/null || echo 2)
sqlite_workers=${API_WORKERS:-$((cores > 3 ? cores - 1 : 2))}
pg_pid=
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  pg_log=$(mktemp)
  npx vitest run --maxWorkers=$((sqlite_workers + 1)) src/server >"$pg_log" 2>&1 &
  pg_pid=$!
fi
echo "== unit and API tests (embedded SQLite)"
sqlite_rc=0
TEST_DATABASE_URL= npx vitest run --maxWorkers="$sqlite_workers" || sqlite_rc=$?
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
