#!/usr/bin/env bash
# What the tests need beyond npm: Debian's Chromium for the browser tests (Playwright's own download
# cannot reach its host here), poppler-utils (pdftotext, pdfinfo) to read the PDF reports back, and
# with TEST_DATABASE_URL the PostgreSQL client (pg_dump, pg_restore) for the backup tests.
# As root with apt-get they are installed when missing; otherwise we stop and say how to get them.
set -euo pipefail
missing=()
# The browser tests run Chromium's headless shell (less CPU, playwright.config.ts), unless CHROMIUM_PATH
# names another browser.
if [ -n "${CHROMIUM_PATH:-}" ]; then
  CHROMIUM="$CHROMIUM_PATH"
  [ -x "$CHROMIUM" ] || missing+=(chromium)
else
  CHROMIUM=/usr/lib/chromium/chromium-headless-shell
  [ -x "$CHROMIUM" ] || missing+=(chromium-headless-shell)
fi
command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null || missing+=(poppler-utils)
# The PostgreSQL backup tests run pg_dump and pg_restore.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  command -v pg_dump >/dev/null && command -v pg_restore >/dev/null || missing+=(postgresql-client)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Memasang paket Debian yang dibutuhkan tes: ${missing[*]} (apt-get)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Tes membutuhkan paket yang belum terpasang: ${missing[*]}." >&2
echo "Pasang dengan: sudo apt-get install ${missing[*]}" >&2
[ -x "$CHROMIUM" ] || echo "(atau set CHROMIUM_PATH ke Chromium/Chrome yang ada)" >&2
exit 1
