#!/usr/bin/env bash
# Regenerates the browser conformance fixtures with headless Chromium (Debian's chromium
# package), then checks the engine against them.
#   Conformance/regenerate.sh [SEED] [COUNT]
set -euo pipefail
cd "$(dirname "$0")/.."
seed="${1:-1}"
count="${2:-2500}"
directory="Tests/FlowLayoutPreviewerTests/Conformance"
cases="$(mktemp)"
trap 'rm -f "$cases"' EXIT
mkdir -p "$directory"
# The container's settings with fixed and growing items, the full item model, balanced lines.
for kind in "fixtures" "fixtures-item-model" "fixtures-balance"; do
  flags=()
  [ "$kind" = "fixtures-item-model" ] && flags=(--item-model)
  [ "$kind" = "fixtures-balance" ] && flags=(--balance)
  python3 Conformance/generate.py --seed "$seed" --count "$count" "${flags[@]}" >"$cases"
  python3 Conformance/chromium.py "$cases" "$directory/$kind.jsonl"
  echo "wrote $(wc -l <"$directory/$kind.jsonl") cases to $directory/$kind.jsonl"
done
swift test --filter BrowserConformanceTests
