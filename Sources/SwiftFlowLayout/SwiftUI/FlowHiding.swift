#if canImport(SwiftUI)
  import SwiftUI

  /// The hidden state of a flow's subview, which its layout sets (see ``FlowHiding``).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowHiddenKey: LayoutValueKey {
    static var defaultValue: Binding<Bool>? { nil }
  }

  /// A view of a flow that is drawn, read by assistive technologies and reachable by the keyboard
  /// only while the flow's layout shows it. A layout can place a view but not hide it, so the
  /// view keeps a hidden state of its own, which the layout sets once it has placed it (see
  /// `LayoutSubviews.showOnly(_:)`): a view past ``FlowEngine/maxLines``, or an overflow
  /// indicator, separator or collapse control not needed, is transparent, disabled and hidden
  /// from VoiceOver, whether the flow is collapsed or expanded, animated or not.
  ///
  /// Applied to a flow's content, it reaches each of its views, as any modifier of a `Group`
  /// does, and each keeps its own state.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowHiding {
    /// Whether VoiceOver reads the view while it shows: a separator's `false`.
    let isReadable: Bool
    @State private var isHidden = false
  }

  // Conforming in an extension isolates only `body` to the main actor, so that the flows'
  // layouts, which are not, create the modifier.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension FlowHiding: ViewModifier {
    func body(content: Content) -> some View {
      content
        .opacity(isHidden ? 0 : 1)
        .disabled(isHidden)
        .accessibilityHidden(isHidden || !isReadable)
        .layoutValue(key: FlowHiddenKey.self, value: $isHidden)
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// Each view of this content, hidden while its flow does not show it (see ``FlowHiding``),
    /// and from VoiceOver always unless `readable`.
    nonisolated func flowHiding(readable: Bool = true) -> some View {
      modifier(FlowHiding(isReadable: readable))
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension LayoutSubviews {
    /// Shows the subviews `arrangement` shows and hides the others, by their ``FlowHiding``
    /// state, once this layout pass is over: SwiftUI's state must not change while it lays
    /// out. Only states that change are set, so a pass that changes none renders nothing again.
    func showOnly(_ arrangement: Arrangement) {
      let shown = arrangement.shownSubviews(count: count)
      let changes = indices.compactMap { index -> (Binding<Bool>, Bool)? in
        guard let isHidden = self[index][FlowHiddenKey.self], isHidden.wrappedValue == shown[index]
        else { return nil }
        return (isHidden, !shown[index])
      }
      guard !changes.isEmpty else { return }
      let states = HiddenStates(changes: changes)
      Task { @MainActor in
        for (isHidden, value) in states.changes { isHidden.wrappedValue = value }
      }
    }
  }

  /// Hidden states to set after a layout pass, each with its new value. SwiftUI lays out on the
  /// main thread, where they are set.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  private struct HiddenStates: @unchecked Sendable {
    let changes: [(Binding<Bool>, Bool)]
  }
#endif
