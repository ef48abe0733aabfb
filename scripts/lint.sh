#!/usr/bin/env bash
# `npm run lint`: every static check, in two lanes side by side (each check is one process on one core;
# one after the other they took 110 s on two cores, side by side about 65 s). Every check runs even when
# another fails; a failing check's output is printed, and the script fails.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# One check: its output kept in a file, a line saying how it went.
check() {
  local name=$1
  shift
  local started=$SECONDS
  if "$@" > "$logs/$name.log" 2>&1; then
    echo "lint: $name passed ($((SECONDS - started)) s)"
  else
    echo "lint: $name FAILED ($((SECONDS - started)) s)"
    cat "$logs/$name.log"
    return 1
  fi
}

# The checks of one lane, one after the other; the lane fails when any of them does.
lane() {
  local failed=0
  while [ $# -gt 0 ]; do
    local step=$1
    shift
    # shellcheck disable=SC2086 # a step is a name and its command, split on spaces
    check $step || failed=1
  done
  return $failed
}

# The two lanes take about as long: the web app's type check is the longest single check.
lane 'types-web npx tsc -p packages/web' 'types-e2e npx tsc -p packages/e2e' 'eslint npx eslint .' \
  'imports npm run lint:imports --silent' &
first=$!
lane 'types-server npx tsc -p packages/server' 'types-bench npx tsc -p bench' 'types-contracts npx tsc -p packages/contracts' \
  'prettier npx prettier --check .' 'openapi npm run lint:openapi --silent' 'dead-code npm run lint:dead --silent' &
second=$!

status=0
wait $first || status=1
wait $second || status=1
exit $status
