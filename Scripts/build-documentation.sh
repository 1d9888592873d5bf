#!/usr/bin/env bash
# Builds the DocC documentation of the library products with the toolchain's docc, treating
# warnings (such as broken links or undocumented parameters) as errors, and checks that every
# public declaration has a documentation comment (Scripts/check-documentation-coverage.py).
# - FlowLayoutEngine, from a Linux build's symbol graph;
# - SwiftFlowLayout, from the symbol graphs of Scripts/check-swiftui-adapter.sh's macOS 13 build,
#   since its SwiftUI types exist only for Apple platforms.
# The archives go to .build/documentation/MODULE.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

documentation=".build/documentation"
graphs="$documentation/symbol-graphs"
# A build of its own, so that the compiler runs and writes the symbol graph every time.
rm -rf "$documentation"
mkdir -p "$graphs/FlowLayoutEngine" "$graphs/SwiftFlowLayout" "$graphs/FlowCollectionLayout"
swift build --target FlowLayoutEngine --scratch-path "$documentation/build" \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
  -Xswiftc "$PWD/$graphs/FlowLayoutEngine" >/dev/null
Scripts/check-swiftui-adapter.sh --if-changed
cp .build/apple-platforms/modules/x86_64-apple-macosx13.0/SwiftFlowLayout*.symbols.json \
  "$graphs/SwiftFlowLayout/"
cp .build/apple-platforms/modules/x86_64-apple-macosx13.0/FlowCollectionLayout*.symbols.json \
  "$graphs/FlowCollectionLayout/"

for module in FlowLayoutEngine SwiftFlowLayout FlowCollectionLayout; do
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs/$module" --warnings-as-errors \
    --output-dir "$documentation/$module.doccarchive"
  echo "Documentation built in $documentation/$module.doccarchive"
done
Scripts/check-documentation-coverage.py "$graphs/FlowLayoutEngine/FlowLayoutEngine.symbols.json" \
  "$graphs/SwiftFlowLayout/SwiftFlowLayout.symbols.json" \
  "$graphs/FlowCollectionLayout/FlowCollectionLayout.symbols.json"
