/// A flow layout: it places items one after another along a line and starts a new line when the
/// next item would not fit, like tag chips or words of text.
///
/// A `FlowEngine` is a plain value holding every arrangement setting; ``layout(_:proposal:bounds:)``
/// computes where the items go. It needs nothing but the standard library, so the SwiftUI types
/// and the command-line previewer are thin layers on it.
///
/// ```swift
/// let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
/// let chips = [BoxItem(width: 60, height: 30), BoxItem(width: 90, height: 30)]
/// let result = flow.layout(chips, proposal: ProposedSize(width: 120, height: nil))
/// // result.size == Size(width: 90, height: 68), two lines of one chip each
/// ```
public struct FlowEngine: Hashable, Sendable {
  /// The direction of a line: rows (``FlowAxis/horizontal``) or columns.
  public var axis: FlowAxis
  /// The distance between neighbours in a line, or `nil` to use the items' own
  /// ``FlowItem/spacing`` preferences.
  public var itemSpacing: Double?
  /// The distance between lines, or `nil` to use the largest preference of the items facing each
  /// other across the gap.
  public var lineSpacing: Double?
  /// How each line shares its free main-axis space.
  public var justification: Justification
  /// The justification of the last line and of every line that ends at a forced break, or `nil` to
  /// use ``justification``. `.spaceBetween` with a last line at `.start` justifies like text.
  public var lastLineJustification: Justification?
  /// Where items sit within a thicker line.
  public var itemAlignment: ItemAlignment
  /// How lines share the container's free cross-axis space.
  public var lineAlignment: LineAlignment
  /// Whether the first line is at the cross-start or the cross-end edge.
  public var wrap: Wrap
  /// Left to right, or its exact mirror.
  public var layoutDirection: FlowLayoutDirection
  /// How items are divided into lines.
  public var lineBreaking: LineBreaking
  /// With ``LineBreaking/balanced`` breaking, the fewest lines the items are divided into (never
  /// more lines than items), balanced, like CSS's `flex-line-count`; `nil` for no minimum. The
  /// other breakings ignore it. Values below one act as one.
  public var minLines: Int?
  /// The number of lines to divide the items into, or `nil` to break them at the proposed
  /// length: with a count, the flow takes the shortest length along the lines that holds the
  /// items, in order, in at most that many lines, whatever length is proposed, and balances the
  /// lines within it, whatever ``lineBreaking`` says (minimizing raggedness could make more
  /// lines). A proposal shorter than that length is overflowed and one longer is not filled,
  /// as SwiftUI's grids keep their rows: the count is what the flow keeps, and a scroll view
  /// along the lines is what makes it fit (rows of chips scrolling sideways). Where forced
  /// breaks, ``maxItemsPerLine`` or items kept together allow no division into that few lines,
  /// the lines are no more than an unbounded length makes, at the shortest length that keeps
  /// them so few. It replaces ``minLines``. Values below one act as one.
  ///
  /// - Complexity: O(*n*) for each of at most 64 halvings of the length, then the balanced
  ///   breaking of ``LineBreaking/balanced``.
  public var lineCount: Int? = nil
  /// The most lines shown, or `nil` for no limit. Items past the last line are hidden: they get
  /// a zero frame and are counted in ``FlowResult/hiddenCount``. Values below zero act as zero.
  public var maxLines: Int?
  /// The most items in one line, or `nil` for no limit. Values below one act as one.
  public var maxItemsPerLine: Int?
  /// A separator between neighbours in a line, this size, or `nil` for none. It sits midway
  /// between the two, with the item spacing (or the pair's preferred gap) on both sides, so
  /// line breaking counts it; it is never at the start or end of a line. Across the line it
  /// sits as ``itemAlignment`` places items (centred for the baseline alignments), and a line
  /// with one is at least as thick as it. Its frames are ``FlowResult/separators``.
  public var itemSeparator: Size?
  /// A separator between lines, or `nil` for none. It sits midway between two lines, with the
  /// line spacing on both sides, and spans the container along the lines. Its frames are
  /// ``FlowResult/lineSeparators``.
  public var lineSeparator: LineSeparator?
  /// Whether items of zero length along the line that do not grow, such as a view with nothing
  /// to show, collapse: they take no gap, no separator and no spacing towards other lines, so
  /// they leave no double gap, and lines are broken as if they were not there (they count for
  /// neither ``maxItemsPerLine`` nor ``minLines``; a forced break passes to the next item that
  /// does not collapse). Each sits at the end of the item before it, on that item's line (the
  /// first ones at the start of the first line); its thickness still counts for its line. Off by
  /// default, as in SwiftUI's stacks and CSS, which keep the gaps.
  public var collapsesEmptyItems: Bool

  /// Creates a flow with these settings; each defaults as SwiftUI's stacks and CSS's `flex-wrap`
  /// do (see the properties of the same names).
  public init(
    axis: FlowAxis = .horizontal,
    itemSpacing: Double? = nil,
    lineSpacing: Double? = nil,
    justification: Justification = .start,
    lastLineJustification: Justification? = nil,
    itemAlignment: ItemAlignment = .center,
    lineAlignment: LineAlignment = .start,
    wrap: Wrap = .forward,
    layoutDirection: FlowLayoutDirection = .leftToRight,
    lineBreaking: LineBreaking = .greedy,
    minLines: Int? = nil,
    maxLines: Int? = nil,
    maxItemsPerLine: Int? = nil,
    itemSeparator: Size? = nil,
    lineSeparator: LineSeparator? = nil,
    collapsesEmptyItems: Bool = false
  ) {
    self.axis = axis
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
    self.justification = justification
    self.lastLineJustification = lastLineJustification
    self.itemAlignment = itemAlignment
    self.lineAlignment = lineAlignment
    self.wrap = wrap
    self.layoutDirection = layoutDirection
    self.lineBreaking = lineBreaking
    self.minLines = minLines
    self.maxLines = maxLines
    self.maxItemsPerLine = maxItemsPerLine
    self.itemSeparator = itemSeparator
    self.lineSeparator = lineSeparator
    self.collapsesEmptyItems = collapsesEmptyItems
  }
}
