// swift-tools-version: 5.9

// An app that shows each flow and checks, on a device or a simulator, what the frame simulators
// of the package can only model. Open this folder in Xcode (or Swift Playgrounds) and run it.
// It is not part of the package's products: the package's own build never reads it.
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "FlowGallery",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "FlowGallery",
      targets: ["FlowGallery"],
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .layers),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]
    )
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "FlowGallery",
      dependencies: [
        .product(name: "SwiftFlowLayout", package: "swift-flow-layout"),
        .product(name: "FlowCollectionLayout", package: "swift-flow-layout"),
      ],
      path: "Sources")
  ]
)
