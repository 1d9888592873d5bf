import SwiftFlowLayout
import SwiftUI

/// Rows that scroll sideways: sixty filter chips in an `HFlow` of three rows, and the 20,000
/// tags in a lazy flow of three rows that creates only the chips in view, its focus binding
/// following the focused chip.
@MainActor
struct SidewaysScreen: View {
  @FocusState private var focused: String?
  @ScaledMetric(relativeTo: .body) private var fontSize = Chip.standardFontSize

  init() {}

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("HFlow(rows: 3)")
      ScrollView(.horizontal) {
        HFlow(rows: 3, spacing: 8) {
          ForEach(Tags.sample.prefix(60), id: \.self) { Chip(text: $0) }
        }
        .padding()
      }
      Text("LazyHFlow(rows: 3) · Focused: \(focused ?? "none")")
      ScrollView(.horizontal) {
        LazyHFlow(
          Tags.sample, id: \.self, rows: 3, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8)
        ) {
          Chip.size(of: $0, fontSize: fontSize)
        } content: { tag in
          Chip(text: tag, isHighlighted: focused == tag)
        }
        .focusNavigation($focused)
        .padding()
      }
    }
    .padding()
  }
}
