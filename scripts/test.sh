#!/usr/bin/env bash
# The whole test suite, as CI runs it: types, unit, integration (SQLite and PostgreSQL, Redis),
# the JS budget, and browser tests on a desktop and a phone viewport.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-test-env.sh
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # npm ci refuses this lockfile: npm 11 leaves other platforms' optional packages out of it.
  npm install --no-audit --no-fund
fi
mkdir -p test-results
npm run --silent typecheck
npm run --silent lint
npm run --silent build
node scripts/check-bundle-budget.mjs
npx vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json "$@"
node scripts/summarise-tests.mjs test-results/vitest.json
