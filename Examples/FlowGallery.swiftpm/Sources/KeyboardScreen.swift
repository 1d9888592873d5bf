import SwiftFlowLayout
import SwiftUI

/// Keyboard focus across wrapped lines with the system's default settings: each chip takes focus
/// by its `.edit` focus interactions, which need neither Full Keyboard Access nor keyboard
/// navigation turned on. Tap a chip, then use the arrows, Home, End and the page keys of a
/// hardware keyboard; Return or Space selects the focused chip.
@MainActor
struct KeyboardScreen: View {
  private let tags = Array(Tags.sample.prefix(80))
  @FocusState private var focused: String?
  @State private var selected: String?

  init() {}

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        Text("Focused: \(focused ?? "none") · Selected: \(selected ?? "none")")
        HFlow(spacing: 8).focusNavigation($focused, ids: tags) {
          ForEach(tags, id: \.self) { tag in
            Chip(text: tag, isHighlighted: focused == tag)
              .focusable(interactions: .edit)
              .focused($focused, equals: tag)
              .onKeyPress(keys: [.return, .space]) { _ in
                selected = tag
                return .handled
              }
              .onTapGesture { selected = tag }
          }
        }
      }
      .padding()
    }
  }
}
