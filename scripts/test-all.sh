#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what is missing, then lint, typecheck, unit and
# integration tests on PGlite (again for the database-heavy modules with PGlite on its own thread), the
# same on PostgreSQL, a production build and the browser journeys, and the production install.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system-deps.sh
npm ci --no-audit --no-fund
npm run lint
npm run typecheck
rm -rf reports
npm run test:unit -- --reporter=default --reporter=json --outputFile.json=reports/vitest-pglite.json
# The server runs PGlite on a thread of its own (decision 061): the database-heavy modules again so.
TEST_PGLITE_THREAD=1 npm run test:unit -- server/db server/jobs server/modules/reservations server/modules/catalog \
  server/modules/search --reporter=default --reporter=json --outputFile.json=reports/vitest-pglite-thread.json
bash scripts/test-postgres.sh --reporter=default --reporter=json --outputFile.json=reports/vitest-postgres.json
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json npm run test:e2e -- --reporter=list,json
# The production install on a clean directory, from the build test:e2e made (about a minute, decision 077).
TEST_INSTALL=1 npx vitest run scripts/install-production.test.ts --reporter=default --reporter=json \
  --outputFile.json=reports/vitest-install.json
npx tsx scripts/test-summary.ts
