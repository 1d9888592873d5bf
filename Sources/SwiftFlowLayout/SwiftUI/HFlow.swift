#if canImport(SwiftUI)
  import SwiftUI

  /// A view that arranges its subviews in rows that wrap downwards, like tag chips or words.
  ///
  /// ```swift
  /// HFlow(alignment: .center, spacing: 8, lineSpacing: 12) {
  ///   ForEach(tags, id: \.self) { tag in
  ///     Text(tag).padding(8).background(.blue.opacity(0.2)).clipShape(Capsule())
  ///   }
  /// }
  /// ```
  ///
  /// Each subview is measured once per distinct proposal in a layout pass; sizing and placing
  /// share one arrangement. The flow hugs its content like `HStack`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct HFlow: FlowContainerLayout {
    /// Every setting of the flow, which the engine lays the subviews out with.
    public var flow: FlowEngine

    /// Creates a row flow with every setting of `flow`, laid out along the horizontal axis
    /// whatever `flow.axis` says.
    public init(_ flow: FlowEngine) {
      self.flow = flow
      self.flow.axis = .horizontal
    }

    /// Creates a row flow.
    ///
    /// - Parameters:
    ///   - alignment: Where views sit within a taller row: `.top`, `.center`, `.bottom`,
    ///     `.firstTextBaseline` or `.lastTextBaseline`.
    ///   - spacing: The distance between views in a row; `nil` for their own preferences.
    ///   - lineSpacing: The distance between rows; `nil` for the views' own preferences.
    ///   - justification: How each row shares its free width.
    ///   - lastLineJustification: The last row's justification; `nil` for `justification`.
    ///   - lineAlignment: How rows share free height when the flow is given more.
    ///   - wrap: `.reverse` puts the first row at the bottom.
    ///   - lineBreaking: `.greedy`, `.balanced` or `.minimumRaggedness`.
    ///   - minLines: With `.balanced` breaking, the fewest rows; `nil` for no minimum.
    ///   - maxLines: The most rows shown; `nil` for no limit.
    ///   - maxItemsPerLine: The most views in a row; `nil` for no limit.
    public init(
      alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
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

    /// Creates a flow of `rows` rows that scrolls sideways: the views, in order, in at most
    /// that many balanced rows at the narrowest width that holds them, whatever width is
    /// proposed (see ``FlowEngine/lineCount``). Inside `ScrollView(.horizontal)` this is a row
    /// of filter chips in two or three lines, as CSS lays out a `flex-wrap` container whose
    /// width fits its content (`width: max-content` and a balanced wrap), narrowed to that many
    /// lines.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///   HFlow(rows: 3, spacing: 8) {
    ///     ForEach(filters) { FilterChip($0) }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - rows: The most rows; values below one act as one.
    ///   - alignment: Where views sit within a taller row.
    ///   - spacing: The distance between views in a row; `nil` for their own preferences.
    ///   - lineSpacing: The distance between rows; `nil` for the views' own preferences.
    public init(
      rows: Int, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
      lineSpacing: CGFloat? = nil
    ) {
      self.init(alignment: alignment, spacing: spacing, lineSpacing: lineSpacing)
      flow.lineCount = rows
    }

    /// A stack orientation along the rows, so that a `Spacer` inside the flow expands along
    /// them, as in a stack.
    public static var layoutProperties: LayoutProperties {
      var properties = LayoutProperties()
      properties.stackOrientation = .horizontal
      return properties
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension ItemAlignment {
    /// A row's item alignment from SwiftUI's vertical alignment; custom guides centre.
    init(_ alignment: VerticalAlignment) {
      switch alignment {
      case .top: self = .start
      case .bottom: self = .end
      case .firstTextBaseline: self = .firstTextBaseline
      case .lastTextBaseline: self = .lastTextBaseline
      default: self = .center
      }
    }

    /// A column's item alignment from SwiftUI's horizontal alignment; custom guides centre.
    init(_ alignment: HorizontalAlignment) {
      switch alignment {
      case .leading: self = .start
      case .trailing: self = .end
      default: self = .center
      }
    }
  }
#endif
