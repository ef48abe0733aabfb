#!/usr/bin/env bash
# `npm test`: every test. Lint, unit and API tests (embedded PGlite), the deployment tests (the built server's
# processes), then the browser tests in Chromium.
# The PostgreSQL pass of the API tests is .ci/run's (scripts/postgres-pass.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-path.sh

bash scripts/ensure-system-packages.sh
npm run lint
npx vitest run --project contracts --project server-unit --project web --project server-api --project server-api-mocked
npm run build
# The server as shipped: compiled, as several processes, on the machine's PostgreSQL (ADR 35, 36).
npx vitest run --project deployment
# The image and the compose file, built and run with podman (ADR 41).
npx vitest run --project container
# Browser tests wait on pages more than they compute: three files at a time, also on two cores.
npx vitest run --project e2e --maxWorkers=3
