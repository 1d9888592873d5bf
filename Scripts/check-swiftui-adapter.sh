#!/usr/bin/env bash
# Type-checks the SwiftUI adapter (Sources/SwiftFlowLayout) against a stand-in of SwiftUI's
# public API (Scripts/SwiftUIStandIn), because SwiftUI does not exist on Linux. The stand-in is
# only compiled here and never shipped.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target FlowLayoutEngine >/dev/null
modules="$(swift build --show-bin-path)/Modules"
standin="$(mktemp -d)"
trap 'rm -rf "$standin"' EXIT

swiftc -parse-as-library -swift-version 6 -module-name SwiftUI -emit-module \
  -emit-module-path "$standin/SwiftUI.swiftmodule" Scripts/SwiftUIStandIn/SwiftUI.swift

# DEBUG includes the preview content; the #Preview macros need Xcode's DeveloperToolsSupport.
swiftc -typecheck -swift-version 6 -module-name SwiftFlowLayout -D DEBUG \
  -I "$standin" -I "$modules" \
  Sources/SwiftFlowLayout/*.swift Sources/SwiftFlowLayout/SwiftUI/*.swift
echo "The SwiftUI adapter type-checks against the stand-in of SwiftUI's API."
