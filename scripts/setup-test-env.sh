#!/usr/bin/env bash
# Installs what the browser tests need from Debian's packages when it is missing:
# Chromium (driven by playwright-core) and a Korean font, so Korean text renders in screenshots.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -i "Noto Sans CJK" >/dev/null || need+=(fonts-noto-cjk)
if [ "${1:-}" = "--bench" ]; then
  command -v wrk >/dev/null || need+=(wrk)
fi
if [ "${1:-}" = "--instructions" ]; then
  command -v wrk >/dev/null || need+=(wrk)
  command -v valgrind >/dev/null || need+=(valgrind)
fi
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} from Debian's packages…"
  SUDO=""
  [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
