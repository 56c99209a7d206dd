#!/usr/bin/env bash
# The whole test suite, as CI runs it: types, unit, integration (SQLite and PostgreSQL, Redis),
# the JS budget (bytes as sent: 130 KB for public pages), Lighthouse on every public page type
# (eleven pages, issue 27; mobile, median of LIGHTHOUSE_RUNS=5 runs as DESIGN 7 asks — TBT varies
# from run to run — one after another with nothing else running: about 10 minutes; fails under
# LIGHTHOUSE_MIN_PERFORMANCE (98), over 150 ms median TBT or 130 KB of JavaScript, or under 100
# accessibility/best practices/SEO), and browser tests on a desktop and a phone viewport.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-test-env.sh
bash scripts/install-deps.sh
mkdir -p test-results
npm run --silent typecheck
npm run --silent lint
# Dead code (knip.ts): an export, file or dependency that nothing uses fails the suite.
npm run --silent knip
npm run --silent build
node scripts/check-bundle-budget.mjs
# Performance gate at 98 and TBT ≤ 150 ms (issue 27; 95 since issue 17), the median of 5 runs
# per page; accessibility, best practices and SEO must be 100. On a machine shared with other work
# TBT grows (the script calibrates the CPU slowdown to Lighthouse's CPU index, prints it, and
# measures a page again that missed only the performance gates while the index fell).
# Each long step has a time limit, so a step that hangs fails CI with its name instead of using up
# CI's 90 minutes (a Lighthouse run once waited forever on its own server process).
LIGHTHOUSE_MIN_PERFORMANCE="${LIGHTHOUSE_MIN_PERFORMANCE:-98}" timeout --kill-after=30s 45m node scripts/lighthouse.mjs --runs "${LIGHTHOUSE_RUNS:-5}"
# The suite takes about 34 minutes on the quiet 2-core machine and took 48 on a slow CI host
# (2026-11-28), close to the 50 it was allowed: 60 leaves room and still names the step that hangs.
timeout --kill-after=30s 60m npx vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json "$@"
node scripts/summarise-tests.mjs test-results/vitest.json
