#!/usr/bin/env bash
# One command from a fresh clone: install, build, serve on the embedded defaults
# (SQLite under data/, files under data/uploads/, in-process cache) with Korean demo content.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
npm run build
export NODE_ENV=production
echo "Serving on http://${HOST:-127.0.0.1}:${PORT:-3000}${BASE_PATH:-}/"
exec node build/server.js
