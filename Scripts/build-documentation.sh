#!/usr/bin/env bash
# Builds the DocC documentation of the engine with the toolchain's docc, treating warnings (such
# as broken links) as errors. The archive goes to .build/documentation/FlowLayoutEngine.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members >/dev/null
graphs=".build/documentation/symbol-graphs"
rm -rf "$graphs"
mkdir -p "$graphs"
cp "$(swift build --show-bin-path)/../symbolgraph"/FlowLayoutEngine*.symbols.json "$graphs"
docc convert Sources/FlowLayoutEngine/FlowLayoutEngine.docc \
  --additional-symbol-graph-dir "$graphs" --warnings-as-errors \
  --output-dir .build/documentation/FlowLayoutEngine.doccarchive
echo "Documentation built in .build/documentation/FlowLayoutEngine.doccarchive"
