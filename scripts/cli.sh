#!/usr/bin/env bash
# Operator commands (npm run staff:create, db:backup, …) work on a fresh clone: packages and the
# build are made first when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
if [ ! -f build/cli.js ]; then
  echo "Building once before the first command (about a minute)…"
  npm run --silent build
fi
exec node build/cli.js "$@"
