#!/usr/bin/env bash
# npm test: everything, from a fresh checkout — dependencies, Chromium, the site build, then every test
# (unit, golden fixtures, properties, built-site inspection, browser end-to-end).
set -euo pipefail
cd "$(dirname "$0")/.."
# npm ci refuses this lock file on npm 11 (platform-specific optional packages), so install from it instead.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules ]; then npm install --no-audit --no-fund; fi
bash scripts/install-browser.sh
npm run --silent build
results="$(mktemp)"
status=0
npx vitest run --reporter=default --reporter=json --outputFile="$results" || status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
' "$results" || true
rm -f "$results"
exit $status
