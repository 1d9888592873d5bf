#if canImport(SwiftUI)
  import SwiftUI

  /// Whether a subview starts a new line.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowLineBreakKey: LayoutValueKey {
    static let defaultValue = false
  }

  /// Whether a subview stays on the line of the subview after it.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowKeepWithNextKey: LayoutValueKey {
    static let defaultValue = false
  }

  /// A subview's share of its line's free space.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowGrowKey: LayoutValueKey {
    static let defaultValue: CGFloat = 0
  }

  /// The length a subview starts from along its line, or `nil` for its ideal length.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowBasisKey: LayoutValueKey {
    static let defaultValue: CGFloat? = nil
  }

  /// Where a subview sits across its line, or `nil` for the flow's item alignment.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowAlignmentKey: LayoutValueKey {
    static let defaultValue: ItemAlignment? = nil
  }

  /// For an overflow indicator, the number of hidden views it stands for.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowOverflowCountKey: LayoutValueKey {
    static let defaultValue: Int? = nil
  }

  /// For the collapse control of an expanded flow, the line limit collapsing returns to.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowCollapseLineLimitKey: LayoutValueKey {
    static let defaultValue: Int? = nil
  }

  /// Whether a subview is one of a flow's item separators.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowSeparatorKey: LayoutValueKey {
    static let defaultValue = false
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// Starts a new line in a flow before this view.
    nonisolated public func flowLineBreak(_ isOn: Bool = true) -> some View {
      layoutValue(key: FlowLineBreakKey.self, value: isOn)
    }

    /// Keeps this view on the line of the view after it in a flow: a label and its field, an
    /// icon and its word. Views joined this way start a new line together when they do not fit
    /// the rest of a line; views too long together for an empty line are laid out as if not
    /// joined, so nothing is clipped or lost. A line break before a view (`flowLineBreak()`)
    /// parts it from the views before it, and the last view's flag does nothing.
    nonisolated public func flowKeepWithNext(_ isOn: Bool = true) -> some View {
      layoutValue(key: FlowKeepWithNextKey.self, value: isOn)
    }

    /// Lets this view grow into its line's free space in a flow, in proportion to `weight`
    /// among the growing views of the line, up to its largest size (like CSS's `flex-grow`).
    nonisolated public func flowGrow(_ weight: CGFloat = 1) -> some View {
      layoutValue(key: FlowGrowKey.self, value: weight)
    }

    /// Makes this view start from `length` along its line in a flow, like CSS's `flex-basis`:
    /// lines break on it, held between the view's smallest and largest sizes, and a growing view
    /// grows from it. For views of equal width in a line, give each `.flowBasis(0)`,
    /// `.flowGrow(1)` and a frame whose minimum is no larger than its share, such as
    /// `.frame(minWidth: 0, maxWidth: .infinity)`. `nil` restores the view's ideal length.
    nonisolated public func flowBasis(_ length: CGFloat?) -> some View {
      layoutValue(key: FlowBasisKey.self, value: length)
    }

    /// Places this view across its line in a flow by `alignment` rather than the flow's item
    /// alignment, like CSS's `align-self`: views aligned on text baselines line them up with
    /// each other, the others sit by their own alignment. `nil` restores the flow's.
    nonisolated public func flowAlignment(_ alignment: ItemAlignment?) -> some View {
      layoutValue(key: FlowAlignmentKey.self, value: alignment)
    }

    /// Marks this view as a flow's overflow indicator for `count` hidden views: it shows, at the
    /// end of the last line, only when ``FlowEngine/maxLines`` hides that many.
    nonisolated public func flowOverflowIndicator(count: Int) -> some View {
      layoutValue(key: FlowOverflowCountKey.self, value: count)
    }

    /// Marks this view as one of a flow's item separators: the flow sizes its separators by the
    /// first one's ideal size and places them, in order, midway between neighbours of a line;
    /// the ones not needed are hidden (see ``FlowContainerLayout/callAsFunction(_:)``).
    nonisolated public func flowSeparator() -> some View {
      layoutValue(key: FlowSeparatorKey.self, value: true)
    }

    /// Marks this view as the collapse control of an expanded flow whose collapsed form shows
    /// `lineLimit` lines: the flow places it at the end of the last line only when the views
    /// take more lines than that.
    nonisolated func flowCollapseIndicator(lineLimit: Int) -> some View {
      layoutValue(key: FlowCollapseLineLimitKey.self, value: lineLimit)
    }
  }
#endif
