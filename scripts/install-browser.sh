#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through playwright-core (a browser download is not possible here).
# Installs it when missing; fails loudly when it cannot, so browser tests never silently skip.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "install-browser: $CHROMIUM not found; installing Debian's chromium" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
if [ ! -x "$CHROMIUM" ]; then echo "install-browser: chromium is still missing at $CHROMIUM" >&2; exit 1; fi
