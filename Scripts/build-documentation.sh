#!/usr/bin/env bash
# Builds the DocC documentation of the engine with the toolchain's docc, treating warnings (such
# as broken links) as errors. The archive goes to .build/documentation/FlowLayoutEngine.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

documentation=".build/documentation"
graphs="$documentation/symbol-graphs"
# A build of its own, so that the compiler runs and writes the symbol graph every time.
rm -rf "$documentation"
mkdir -p "$graphs"
swift build --target FlowLayoutEngine --scratch-path "$documentation/build" \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null
docc convert Sources/FlowLayoutEngine/FlowLayoutEngine.docc \
  --additional-symbol-graph-dir "$graphs" --warnings-as-errors \
  --output-dir "$documentation/FlowLayoutEngine.doccarchive"
echo "Documentation built in $documentation/FlowLayoutEngine.doccarchive"
