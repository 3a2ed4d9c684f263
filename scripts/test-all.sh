#!/usr/bin/env bash
# `npm test`: every check the project has, in the order a failure is cheapest to find.
set -uo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
step() { printf '\n==> %s\n' "$*"; }
fail() { printf '\nFAILED: %s\n' "$*"; exit 1; }

# The type check and the other static checks are each one process on one core: run them side by side.
checks=$(mktemp -d)
npx tsc --noEmit -p tsconfig.json >"$checks/types" 2>&1 &
types_pid=$!
{
  npx depcruise --config .dependency-cruiser.cjs domain machines src server stories tests >"$checks/imports" 2>&1 && echo ok >"$checks/imports.ok"
  npx eslint . --max-warnings 0 >"$checks/lint" 2>&1 && echo ok >"$checks/lint.ok"
  npx prettier --check . --log-level warn >"$checks/format" 2>&1 && echo ok >"$checks/format.ok"
} &
wait $!
wait $types_pid && echo ok >"$checks/types.ok"

report() { step "$1"; cat "$checks/$2"; [ -f "$checks/$2.ok" ] || fail "$3"; }
report "Type check (TypeScript strict)" types "type check"
report "Import directions (dependency-cruiser)" imports "import directions"
report "Lint (ESLint, zero warnings)" lint "lint"
report "Format (Prettier)" format "format (run: npm run format)"
rm -rf "$checks"

step "Build the app (Parcel)"
npm run -s build >/dev/null || fail "app build"

# Before the tests: the end-to-end test of a walk's link opens the built Storybook.
step "Storybook build"
mkdir -p test-results
npm run -s build-storybook >/dev/null 2>test-results/storybook-build.log || { cat test-results/storybook-build.log; fail "storybook build"; }
echo "Storybook built into storybook-static/"

projects=(--project unit --project views --project server)
if [ -x "$CHROMIUM" ]; then
  projects+=(--project e2e)
elif [ "${CI:-}" = "true" ]; then
  fail "Chromium is required under CI but was not found at $CHROMIUM"
else
  echo "Chromium was not found at $CHROMIUM: the end-to-end tests are not run (apt-get install chromium, or set CHROMIUM_PATH)."
fi

step "Tests (vitest: ${projects[*]})"
mkdir -p test-results
npx vitest run "${projects[@]}" --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
tests_status=$?

node -e '
  const r = require("./test-results/vitest.json");
  const files = r.testResults
    .map((file) => ({ name: require("path").relative(process.cwd(), file.name), ms: file.endTime - file.startTime, tests: file.assertionResults.length }))
    .sort((a, b) => b.ms - a.ms);
  console.log("\nSlowest test files:");
  for (const file of files.slice(0, 20)) console.log(`${(file.ms / 1000).toFixed(1).padStart(7)} s  ${String(file.tests).padStart(4)} tests  ${file.name}`);
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed`);
' || true
[ "$tests_status" -eq 0 ] || fail "tests"
