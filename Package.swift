// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-flow-layout",
  products: [
    .library(name: "FlowLayoutEngine", targets: ["FlowLayoutEngine"])
  ],
  targets: [
    .target(name: "FlowLayoutEngine"),
    .testTarget(name: "FlowLayoutEngineTests", dependencies: ["FlowLayoutEngine"]),
  ]
)
