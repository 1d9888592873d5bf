#!/usr/bin/env bash
# Checks the public API of the library products against the record in API/:
# - FlowLayoutEngine, from the Linux build;
# - SwiftFlowLayout, from the macOS 13 build of Scripts/check-swiftui-adapter.sh, since its SwiftUI
#   types exist only for Apple platforms.
#
# It fails when the API breaks source compatibility (the toolchain's swift-api-digester judges
# that) while the newest version in CHANGELOG.md has the same major number as the record, and
# when the record no longer matches the API, so that every change, breaking or not, is recorded
# deliberately. `Scripts/check-api.sh --update` records the API again; it refuses a breaking
# change until the changelog names a new major version.
#
# Last, a control makes sure the check still catches what it is for: the engine with one public
# declaration made internal must be reported as a breaking change.
set -euo pipefail
shopt -s globstar
cd "$(dirname "$0")/.."

update=false
case "${1:-}" in
  --update) update=true ;;
  "") ;;
  *)
    echo "usage: Scripts/check-api.sh [--update]" >&2
    exit 64
    ;;
esac

record=API
work=.build/api
adapter_target=x86_64-apple-macosx13.0
adapter_modules=.build/apple-platforms/modules/$adapter_target
resources=.build/apple-platforms/resources
rm -rf "$work/current" "$work/control"
mkdir -p "$work/current" "$work/control" "$work/module-cache"

# The version being built: the newest "## X.Y.Z" heading of the changelog.
version=$(sed -n -E 's/^## \[?([0-9]+\.[0-9]+\.[0-9]+)\]?.*/\1/p' CHANGELOG.md | head -n 1)
recorded=$(cat "$record/version")
[ -n "$version" ] || {
  echo "Error: CHANGELOG.md names no version (a heading '## X.Y.Z')." >&2
  exit 1
}

# Dumps module $1's public API to $2; the remaining arguments say where its module is.
dump() {
  local module=$1 output=$2
  shift 2
  swift-api-digester -dump-sdk -module "$module" -avoid-location \
    -module-cache-path "$work/module-cache" -o "$output" "$@"
  # The arguments it was called with are not part of the API, nor the order of declarations,
  # which follows the order of the source files.
  python3 -c '
import json, sys

def key(node):
    return (node.get("kind", ""), node.get("name", ""), node.get("usr", ""),
            node.get("printedName", ""), json.dumps(node, sort_keys=True))

def sort_declarations(node):
    for child in node.get("children", []):
        sort_declarations(child)
    if node.get("kind") in ("Root", "TypeDecl"):
        node["children"] = sorted(node.get("children", []), key=key)
    if "conformances" in node:
        node["conformances"] = sorted(node["conformances"], key=key)

path = sys.argv[1]
with open(path) as file:
    api = json.load(file)
api["ABIRoot"].pop("tool_arguments", None)
sort_declarations(api["ABIRoot"])
with open(path, "w") as file:
    json.dump(api, file, indent=1, sort_keys=True)
    file.write("\n")
' "$output"
}

# Prints the source-breaking changes from API record $1 to API dump $2, one a line.
breaking_changes() {
  swift-api-digester -diagnose-sdk -input-paths "$1" -input-paths "$2" -o "$work/diagnosis.txt" \
    >/dev/null 2>&1
  grep -v -e '^/\*' -e '^[[:space:]]*$' "$work/diagnosis.txt" || true
}

# The engine, as SwiftPM builds it.
swift build --target FlowLayoutEngine >/dev/null
dump FlowLayoutEngine "$work/current/FlowLayoutEngine.json" -I .build/debug/Modules

# The adapter, from the SwiftUI check's build, made again when a source is newer than it.
Scripts/check-swiftui-adapter.sh --if-changed
dump SwiftFlowLayout "$work/current/SwiftFlowLayout.json" -target "$adapter_target" \
  -resource-dir "$resources" -I "$adapter_modules"
dump FlowCollectionLayout "$work/current/FlowCollectionLayout.json" -target "$adapter_target" \
  -resource-dir "$resources" -I "$adapter_modules"

major() { echo "${1%%.*}"; }
failed=0
for product in FlowLayoutEngine SwiftFlowLayout FlowCollectionLayout; do
  current="$work/current/$product.json"
  breaks=$(breaking_changes "$record/$product.json" "$current")
  if [ -n "$breaks" ] && [ "$(major "$version")" = "$(major "$recorded")" ]; then
    echo "Error: $product's public API breaks source compatibility, but CHANGELOG.md's newest" \
      "version, $version, has the major number of the record ($recorded):" >&2
    echo "$breaks" | sed 's/^/  /' >&2
    failed=1
  elif [ "$update" = true ]; then
    cp "$current" "$record/$product.json"
    echo "$product: API recorded at $version."
  elif ! cmp -s "$record/$product.json" "$current"; then
    echo "Error: $product's public API no longer matches $record/$product.json. If the change is" \
      "deliberate, add it to CHANGELOG.md and run Scripts/check-api.sh --update." >&2
    [ -z "$breaks" ] || echo "$breaks" | sed 's/^/  /' >&2
    failed=1
  else
    echo "$product: the public API matches the record ($recorded)."
  fi
done
[ "$failed" -eq 0 ] || exit 1
if [ "$update" = true ]; then
  echo "$version" >"$record/version"
  exit 0
fi

# The control: FlowHit's `item` made internal (usable from the inlinable code that sets it) must
# be a breaking change.
mkdir -p "$work/control/modules"
cp -R Sources/FlowLayoutEngine "$work/control/sources"
hit=Incremental/FlowHit.swift
sed -i 's/^  public var item: Int?$/  @usableFromInline var item: Int?/' "$work/control/sources/$hit"
if cmp -s "Sources/FlowLayoutEngine/$hit" "$work/control/sources/$hit"; then
  echo "Error: the control found no FlowHit.item to remove." >&2
  exit 1
fi
swiftc -emit-module -module-name FlowLayoutEngine -package-name swift_flow_layout \
  -parse-as-library -swift-version 6 -wmo -module-cache-path "$work/module-cache" \
  -o "$work/control/modules/FlowLayoutEngine.swiftmodule" "$work/control/sources"/**/*.swift
dump FlowLayoutEngine "$work/control/FlowLayoutEngine.json" -I "$work/control/modules"
control=$(breaking_changes "$record/FlowLayoutEngine.json" "$work/control/FlowLayoutEngine.json")
if [ -z "$control" ]; then
  echo "Error: the check did not notice a removed public declaration." >&2
  exit 1
fi
echo "Control: the check fails when a public declaration is removed ($control)."
