#!/usr/bin/env bash
# The browser tests run in Debian's Chromium; Playwright's own download cannot reach its host here.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium tidak ditemukan di $CHROMIUM: memasang paket Debian 'chromium' dengan apt-get..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium tidak ditemukan di $CHROMIUM." >&2
echo "Pasang dengan: sudo apt-get install chromium   (atau set CHROMIUM_PATH ke Chromium/Chrome yang ada)" >&2
exit 1
