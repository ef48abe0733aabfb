#!/usr/bin/env bash
# `npm test`: every test. Lint, unit and API tests (embedded PGlite), then the browser tests in Chromium.
# The PostgreSQL pass of the API tests is .ci/run's (scripts/postgres-pass.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
npm run lint
npx vitest run --project contracts --project server-unit --project web --project server-api --project server-api-mocked
npm run build
# Browser tests wait on pages more than they compute: three files at a time, also on two cores.
npx vitest run --project e2e --maxWorkers=3
