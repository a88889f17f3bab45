#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what is missing, then lint, typecheck, unit and
# integration tests on PGlite, the same on PostgreSQL, a production build and the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system-deps.sh
npm ci --no-audit --no-fund
npm run lint
npm run typecheck
npm run test:unit
bash scripts/test-postgres.sh
npm run test:e2e
