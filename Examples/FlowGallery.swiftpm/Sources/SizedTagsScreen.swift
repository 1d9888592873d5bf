import SwiftFlowLayout
import SwiftUI

/// The 20,000 tags in a sized lazy flow, each chip's size given by the app for the text size
/// it is drawn at, its elements focused as one view each and moved by the keys, which scroll
/// the lines they reach into view.
@MainActor
struct SizedTagsScreen: View {
  @FocusState private var focused: String?
  @ScaledMetric(relativeTo: .body) private var fontSize = Chip.standardFontSize

  init() {}

  var body: some View {
    ScrollView {
      LazyHFlow(Tags.sample, id: \.self, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8)) {
        Chip.size(of: $0, fontSize: fontSize)
      } content: { tag in
        Chip(text: tag, isHighlighted: focused == tag)
      }
      .focusNavigation($focused)
    }
    // Margins rather than padding: the flow takes the space above it, where the scroll view
    // rests when it appears, for an inset, which padding is not.
    .contentMargins(16, for: .scrollContent)
    // The bars' insets, so that keys reveal lines above the tab bar and the home indicator.
    .lazyFlowScrollView()
  }
}
