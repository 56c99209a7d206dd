#!/usr/bin/env bash
# Installs exactly what package-lock.json records (npm ci), when node_modules is missing or older
# than the lock file. Shared by `npm start`, `npm test` and the operator commands.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing the npm packages of package-lock.json (about 840; the first time takes a few minutes)…"
  npm ci --no-audit --no-fund
fi
