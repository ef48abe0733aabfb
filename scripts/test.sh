#!/usr/bin/env bash
# `npm test`: every test. The lint beside the unit and API tests (embedded PGlite), then the browser
# tests in Chromium. The PostgreSQL pass of the API tests is .ci/run's (scripts/postgres-pass.sh).
#
# The lint runs on one core for most of its time while the tests leave part of the second idle: side
# by side they finish sooner than one after the other. Its output is shown once it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
mkdir -p .tmp
npm run lint >.tmp/lint.log 2>&1 &
lint=$!
tests=0
npx vitest run --project contracts --project server-unit --project web --project server-api --project server-api-mocked || tests=$?
linted=0
wait "$lint" || linted=$?
cat .tmp/lint.log
if [ "$linted" -ne 0 ]; then echo "npm test: the lint failed (above)." >&2; exit "$linted"; fi
if [ "$tests" -ne 0 ]; then echo "npm test: unit or API tests failed." >&2; exit "$tests"; fi

npm run build
# Browser tests wait on pages more than they compute: three files at a time, also on two cores.
npx vitest run --project e2e --maxWorkers=3
