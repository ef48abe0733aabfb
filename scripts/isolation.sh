#!/usr/bin/env bash
# Runs every test of the given files alone (as `it.only` would), one Vitest run per test, and lists
# those that pass with their file but fail alone: a test must not depend on what an earlier test of
# its file left behind.
#   bash scripts/isolation.sh <project> <file>...
#   e.g. bash scripts/isolation.sh server-api packages/server/test/api/account.test.ts
# Slow (one app and database per test): run it on the files you suspect, not on the whole suite.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/node-path.sh
project="$1"
shift
logs=$(mktemp -d /tmp/isolation-XXXX)
failed=()
n=0
for file in "$@"; do
  # The file as a whole first: the full names ("describe > test") of the tests that pass there.
  NO_COLOR=1 npx vitest run --project "$project" "$file" --reporter=json --outputFile="$logs/whole.json" >/dev/null 2>&1
  mapfile -t names < <(node -e '
    const report = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const file of report.testResults)
      for (const test of file.assertionResults)
        if (test.status === "passed") console.log([...test.ancestorTitles, test.title].join(" > "));' "$logs/whole.json")
  echo "== $file: ${#names[@]} tests pass with their file"
  for name in "${names[@]}"; do
    n=$((n + 1))
    # Vitest matches -t against the names joined by spaces; the pattern is the whole name, escaped.
    pattern="^$(node -e 'process.stdout.write(process.argv[1].split(" > ").join(" ").replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))' "$name")\$"
    # Exactly one test must run, and pass.
    if NO_COLOR=1 npx vitest run --project "$project" "$file" -t "$pattern" >"$logs/$n.log" 2>&1 && grep -Eq "Tests +1 passed" "$logs/$n.log"; then
      echo "   ok   $name"
    else
      echo "   FAIL $name  ($logs/$n.log)"
      failed+=("$file: $name")
    fi
  done
done
if ((${#failed[@]})); then
  printf '\nPass with their file, fail alone:\n'
  printf '  %s\n' "${failed[@]}"
  exit 1
fi
echo "Every test passed alone."
