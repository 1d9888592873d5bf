import SwiftFlowLayout
import SwiftUI

/// The 20,000 tags in columns that scroll sideways, measured as they appear, laid out right to
/// left: the first column at the right, where the scroll view starts. Whether SwiftUI reports a
/// scroll view's frames mirrored right to left is not documented, and the flow reads its place
/// from them; on a device, chips fill the screen from the first frame and as you scroll, with
/// no blank columns.
@MainActor
struct RightToLeftScreen: View {
  init() {}

  var body: some View {
    LazyVFlow(
      Tags.sample, id: \.self, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8),
      estimatedSize: CGSize(width: 80, height: 32)
    ) {
      Chip(text: $0)
    }
    .environment(\.layoutDirection, .rightToLeft)
  }
}
