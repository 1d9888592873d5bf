#if canImport(SwiftUI)
  import SwiftUI

  /// A flow layout under the name the SwiftUI lessons use: a drop-in replacement for a
  /// hand-written `FlowLayout`, with its `spacing` actually used, its size right for every
  /// proposal, and every setting of ``HFlow`` and ``VFlow``.
  ///
  /// ```swift
  /// FlowLayout(spacing: 8) {
  ///   ForEach(tags, id: \.self) { Text($0) }
  /// }
  /// ```
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct FlowLayout: FlowContainerLayout {
    /// Every setting of the flow, which the engine lays the subviews out with.
    public var flow: FlowEngine

    /// Creates a flow with every setting of `flow`.
    public init(_ flow: FlowEngine) {
      self.flow = flow
    }

    /// Creates a flow.
    ///
    /// - Parameters:
    ///   - axis: `.horizontal` for rows, `.vertical` for columns.
    ///   - spacing: The distance between views in a line, and between lines unless
    ///     `lineSpacing` is given; `nil` for the views' own preferences.
    ///   - lineSpacing: The distance between lines; `nil` for `spacing`.
    ///   - itemAlignment: Where views sit within a thicker line; `.start` by default, as in the
    ///     lessons' layouts.
    ///   - justification: How each line shares its free length.
    ///   - lastLineJustification: The last line's justification; `nil` for `justification`.
    ///   - lineAlignment: How lines share free room across them when the flow is given more.
    ///   - wrap: `.reverse` puts the first line last: at the bottom, or for columns, at the
    ///     trailing side.
    ///   - lineBreaking: `.greedy`, `.balanced` or `.minimumRaggedness`.
    ///   - minLines: With `.balanced` breaking, the fewest lines; `nil` for no minimum.
    ///   - maxLines: The most lines shown; `nil` for no limit.
    ///   - maxItemsPerLine: The most views in a line; `nil` for no limit.
    public init(
      axis: Axis = .horizontal, spacing: CGFloat? = 8, lineSpacing: CGFloat? = nil,
      itemAlignment: ItemAlignment = .start, justification: Justification = .start,
      lastLineJustification: Justification? = nil, lineAlignment: LineAlignment = .start,
      wrap: Wrap = .forward, lineBreaking: LineBreaking = .greedy, minLines: Int? = nil,
      maxLines: Int? = nil, maxItemsPerLine: Int? = nil
    ) {
      self.init(
        FlowEngine(
          axis: axis == .horizontal ? .horizontal : .vertical,
          itemSpacing: spacing.map(Double.init),
          lineSpacing: (lineSpacing ?? spacing).map(Double.init), justification: justification,
          lastLineJustification: lastLineJustification, itemAlignment: itemAlignment,
          lineAlignment: lineAlignment, wrap: wrap, lineBreaking: lineBreaking,
          minLines: minLines, maxLines: maxLines, maxItemsPerLine: maxItemsPerLine))
    }

    /// No stack orientation: the flow's axis may be either, so a `Spacer` inside it takes no
    /// direction from it.
    public static var layoutProperties: LayoutProperties {
      LayoutProperties()
    }
  }
#endif
