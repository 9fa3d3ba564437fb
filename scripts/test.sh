#!/usr/bin/env bash
# npm test: typecheck, lint, unit and API tests (embedded database, and PostgreSQL too when
# TEST_DATABASE_URL is set), then browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-tools.sh

echo "== typecheck"
npx tsc --noEmit -p tsconfig.json
echo "== lint"
npx eslint . --max-warnings=0
echo "== unit and API tests (embedded SQLite)"
TEST_DATABASE_URL= npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests (PostgreSQL)"
  npx vitest run src/server
fi
echo "== build"
npx vite build --logLevel warn
echo "== browser tests"
npx playwright test
