#if canImport(SwiftUI)
  import SwiftUI

  /// A view that arranges its subviews in columns that wrap to the trailing side.
  ///
  /// ```swift
  /// VFlow(alignment: .leading, spacing: 4, lineSpacing: 16) {
  ///   ForEach(items) { ItemRow($0) }
  /// }
  /// ```
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct VFlow: FlowContainerLayout {
    /// Every setting of the flow, which the engine lays the subviews out with.
    public var flow: FlowEngine

    /// Creates a column flow with every setting of `flow`, laid out along the vertical axis
    /// whatever `flow.axis` says.
    public init(_ flow: FlowEngine) {
      self.flow = flow
      self.flow.axis = .vertical
    }

    /// Creates a column flow; the parameters are those of ``HFlow``, turned a quarter.
    ///
    /// - Parameters:
    ///   - alignment: Where views sit within a wider column: `.leading`, `.center` or
    ///     `.trailing`.
    ///   - spacing: The distance between views in a column; `nil` for their own preferences.
    ///   - lineSpacing: The distance between columns; `nil` for the views' own preferences.
    ///   - justification: How each column shares its free height.
    ///   - lastLineJustification: The last column's justification; `nil` for `justification`.
    ///   - lineAlignment: How columns share free width when the flow is given more.
    ///   - wrap: `.reverse` puts the first column at the trailing side.
    ///   - lineBreaking: `.greedy`, `.balanced` or `.minimumRaggedness`.
    ///   - minLines: With `.balanced` breaking, the fewest columns; `nil` for no minimum.
    ///   - maxLines: The most columns shown; `nil` for no limit.
    ///   - maxItemsPerLine: The most views in a column; `nil` for no limit.
    public init(
      alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
      lineSpacing: CGFloat? = nil, justification: Justification = .start,
      lastLineJustification: Justification? = nil, lineAlignment: LineAlignment = .start,
      wrap: Wrap = .forward, lineBreaking: LineBreaking = .greedy, minLines: Int? = nil,
      maxLines: Int? = nil, maxItemsPerLine: Int? = nil
    ) {
      self.init(
        itemAlignment: ItemAlignment(alignment), spacing: spacing, lineSpacing: lineSpacing,
        justification: justification, lastLineJustification: lastLineJustification,
        lineAlignment: lineAlignment, wrap: wrap, lineBreaking: lineBreaking,
        minLines: minLines, maxLines: maxLines, maxItemsPerLine: maxItemsPerLine)
    }

    /// Creates a flow of `columns` columns that scrolls vertically: the views, in order, in at
    /// most that many balanced columns at the shortest height that holds them, whatever height
    /// is proposed (see ``FlowEngine/lineCount`` and ``HFlow/init(rows:alignment:spacing:lineSpacing:)``).
    ///
    /// - Parameters:
    ///   - columns: The most columns; values below one act as one.
    ///   - alignment: Where views sit within a wider column.
    ///   - spacing: The distance between views in a column; `nil` for their own preferences.
    ///   - lineSpacing: The distance between columns; `nil` for the views' own preferences.
    public init(
      columns: Int, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
      lineSpacing: CGFloat? = nil
    ) {
      self.init(alignment: alignment, spacing: spacing, lineSpacing: lineSpacing)
      flow.lineCount = columns
    }

    /// A stack orientation along the columns, so that a `Spacer` inside the flow expands along
    /// them, as in a stack.
    public static var layoutProperties: LayoutProperties {
      var properties = LayoutProperties()
      properties.stackOrientation = .vertical
      return properties
    }
  }
#endif
