#if canImport(SwiftUI)
  import SwiftUI

  /// Xcode's previews of the flows. A `PreviewProvider` rather than `#Preview`, whose macro
  /// needs Xcode's preview plugin: this target then builds with any toolchain, and it is part of
  /// no product, so the package's users never build it.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowPreviews: PreviewProvider {
    static var previews: some View {
      PreviewContent.Chips().previewDisplayName("Chips with an overflow indicator")
      PreviewContent.JustifiedText().previewDisplayName("Justified like text")
      PreviewContent.RightToLeft().previewDisplayName("Right to left")
      PreviewContent.Switching().previewDisplayName("Switching with a stack")
    }
  }
#endif
