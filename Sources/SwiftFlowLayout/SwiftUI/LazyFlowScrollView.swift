#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// Lets the sized lazy flows in this scroll view (`LazyHFlow(_:id:flow:size:content:)`,
    /// `LazyVFlow`) read the insets of its safe area: the bars over either end (a navigation
    /// bar, a tab bar, the home indicator). A key then brings the line it reaches into the part
    /// of the view no bar covers, at the end as at the start, and Page Up and Page Down move by
    /// the lines no bar covers.
    ///
    /// Apply it to the `ScrollView` itself, not to its content, and before the modifiers that
    /// add to the scroll view's safe area (`safeAreaInset(edge:content:)`, a custom bar), so
    /// that the area it reads counts them; it reaches the sized flows in nested scroll views
    /// too, which should have their own. Without it, a sized flow, which lies in the app's
    /// scroll view, takes the inset at the start from where the scroll view appeared and none
    /// at the end, so that a key can focus an element under a tab bar. The self-sizing flows
    /// own their scroll view and read its safe area themselves.
    ///
    /// ```swift
    /// ScrollView {
    ///     LazyHFlow(tags, id: \.self, size: Chip.size) { Chip($0) }
    /// }
    /// .lazyFlowScrollView()
    /// ```
    nonisolated public func lazyFlowScrollView() -> some View {
      modifier(LazyFlowScrollViewReader())
    }
  }

  /// Reads the safe area of the scroll view it modifies and gives it to the sized lazy flows in
  /// its content.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct LazyFlowScrollViewReader {
    @State private var insets: EdgeInsets?
  }

  // Conforming in an extension isolates only `body` to the main actor, so that the modifier is
  // created anywhere, as SwiftUI's are.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension LazyFlowScrollViewReader: ViewModifier {
    func body(content: Content) -> some View {
      content
        .environment(\.lazyFlowScrollViewInsets, insets)
        .onGeometryChange(for: EdgeInsets.self) { proxy in
          proxy.safeAreaInsets
        } action: { insets in
          self.insets = insets
        }
    }
  }

  /// The safe area of the scroll view that `lazyFlowScrollView()` modifies, for the sized lazy
  /// flows in it; `nil` in a scroll view without it.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct LazyFlowScrollViewInsetsKey: EnvironmentKey {
    static let defaultValue: EdgeInsets? = nil
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension EnvironmentValues {
    /// The safe area of the scroll view a sized lazy flow lies in, when the app's scroll view
    /// gives it (see `lazyFlowScrollView()`).
    var lazyFlowScrollViewInsets: EdgeInsets? {
      get { self[LazyFlowScrollViewInsetsKey.self] }
      set { self[LazyFlowScrollViewInsetsKey.self] = newValue }
    }
  }
#endif
