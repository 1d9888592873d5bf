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
  ///
  /// A view starts in the state it is most often in, since the layout sets the state only after
  /// the first pass, which is drawn first: a view of the content or a separator shown, an
  /// overflow indicator or a collapse control, of which at most one shows, hidden. So on first
  /// appearance the flow draws no indicator it does not need, and the one it needs a frame late.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowHiding {
    /// Whether VoiceOver reads the view while it shows: a separator's `false`.
    let isReadable: Bool
    @State private var isHidden: Bool

    /// Hides a view while its flow does not show it, starting hidden when `startsHidden`.
    init(isReadable: Bool, startsHidden: Bool) {
      self.isReadable = isReadable
      _isHidden = State(initialValue: startsHidden)
    }
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
    /// and from VoiceOver always unless `readable`; hidden until the flow's first pass shows it
    /// when `startsHidden`.
    nonisolated func flowHiding(readable: Bool = true, startsHidden: Bool = false) -> some View {
      modifier(FlowHiding(isReadable: readable, startsHidden: startsHidden))
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
