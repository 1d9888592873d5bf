import SwiftFlowLayout
import SwiftUI

/// A flow collapsed to two lines with a "+N more" button that expands it, and a "Show less"
/// button that collapses it, both animated: the chips that appear come out of the end of the
/// lines shown, and those hidden go into it. Hidden chips are neither drawn nor reached by
/// VoiceOver or the keyboard.
@MainActor
struct ExpandScreen: View {
  private let tags = Array(Tags.sample.prefix(40))
  @State private var showsAll = false

  var body: some View {
    ScrollView {
      HFlow(spacing: 8, maxLines: 2)(isExpanded: $showsAll) {
        ForEach(tags, id: \.self) { Chip(text: $0) }
      } overflow: { hidden in
        Button("+\(hidden) more") { withAnimation { showsAll = true } }
      } collapse: {
        Button("Show less") { withAnimation { showsAll = false } }
      }
      .padding()
    }
  }
}
