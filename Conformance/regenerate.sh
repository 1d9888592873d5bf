#!/usr/bin/env bash
# Regenerates the browser conformance fixtures with headless Chromium (Debian's chromium
# package), then checks the engine against them.
#   Conformance/regenerate.sh [SEED] [COUNT]
set -euo pipefail
cd "$(dirname "$0")/.."
seed="${1:-1}"
count="${2:-2500}"
fixtures="Tests/FlowLayoutPreviewerTests/Conformance/fixtures.jsonl"
cases="$(mktemp)"
trap 'rm -f "$cases"' EXIT
mkdir -p "$(dirname "$fixtures")"
python3 Conformance/generate.py --seed "$seed" --count "$count" >"$cases"
python3 Conformance/chromium.py "$cases" "$fixtures"
echo "wrote $(wc -l <"$fixtures") cases to $fixtures"
swift test --filter BrowserConformanceTests
