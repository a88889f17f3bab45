#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what is missing, then lint, typecheck, unit and
# integration tests on PGlite, the same on PostgreSQL, a production build and the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system-deps.sh
npm ci --no-audit --no-fund
npm run lint
npm run typecheck
rm -rf reports
npm run test:unit -- --reporter=default --reporter=json --outputFile.json=reports/vitest-pglite.json
bash scripts/test-postgres.sh --reporter=default --reporter=json --outputFile.json=reports/vitest-postgres.json
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json npm run test:e2e -- --reporter=list,json
npx tsx scripts/test-summary.ts
