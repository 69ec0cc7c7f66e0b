#!/usr/bin/env bash
# npm test: everything, from a fresh checkout — dependencies, Chromium, the site build, then every test
# (type checks, unit, golden fixtures, properties, built-site inspection, browser end-to-end).
set -euo pipefail
cd "$(dirname "$0")/.."
# Dependencies: CI always installs with `npm ci`, exactly from package-lock.json, so a lock file that `npm ci` rejects
# (out of step with package.json, or missing another platform's optional package) fails CI. Locally a fresh checkout
# does the same; a stale node_modules (package.json or the lock changed since) is brought up to date by `npm install`.
if [ -n "${CI:-}" ] || [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund
elif [ package-lock.json -nt node_modules ] || [ package.json -nt node_modules ]; then
  npm install --no-audit --no-fund && touch node_modules
fi
# Formatting is checked first: it takes seconds (npm run format rewrites the files).
npm run --silent format:check
bash scripts/install-browser.sh
npm run --silent build
# Type errors fail the run: astro check (pages, components) and tsc over src/, scripts/, tests/, e2e/.
npm run --silent typecheck
results="$(mktemp)"
status=0
npx vitest run --reporter=default --reporter=json --outputFile="$results" || status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
' "$results" || true
rm -f "$results"
exit $status
