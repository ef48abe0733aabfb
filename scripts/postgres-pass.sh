#!/usr/bin/env bash
# The API tests again on a PostgreSQL server (default: this machine's, postgres://root@127.0.0.1:5432/test).
# Each test app gets a database of its own, copied from a migrated template (test/helpers/migrated.ts).
# The schema fuzzer sends 200 requests per operation on PGlite in `npm test`; here 100 check PostgreSQL's
# answers (with a seed of their own: more inputs, not the same ones again).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-path.sh
DATABASE_URL="${POSTGRES_TEST_URL:-postgres://root@127.0.0.1:5432/test}" FUZZ_RUNS=100 \
  npx vitest run --project server-api --project server-api-mocked
