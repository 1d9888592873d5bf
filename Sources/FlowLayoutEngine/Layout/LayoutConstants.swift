/// What a layout pass knows before it starts and never changes: the flow's settings with the
/// input policy applied, and the proposal and bounds. Every step reads it; none writes it.
@usableFromInline
struct LayoutConstants: Sendable {
  @usableFromInline let flow: FlowEngine
  /// The main-axis length that lines are broken at: the proposal's, or infinity.
  @usableFromInline let available: Double
  /// The longest line that fits `available`, with the fit tolerance (see ``fitLimit(_:)``).
  @usableFromInline let limit: Double
  /// The proposal's cross-axis length, or `nil`.
  @usableFromInline let proposedCross: Double?
  @usableFromInline let bounds: Rect?
  /// Where the container is: the bounds' origin, or the origin of the coordinates.
  @usableFromInline let containerOrigin: Point
  /// ``FlowEngine/maxItemsPerLine``, at least 1, and ``FlowEngine/maxLines``, at least 0; each
  /// `Int.max` when not set.
  @usableFromInline let maxItemsPerLine: Int
  @usableFromInline let maxLines: Int
  /// ``FlowEngine/minLines`` with balanced breaking, at least 1; 1 otherwise, and with a line
  /// count.
  @usableFromInline let minLines: Int
  /// ``FlowEngine/lineCount``, at least 1, or `nil`.
  @usableFromInline let lineCount: Int?
  /// ``FlowEngine/lineSpacing`` with the input policy applied, or `nil`.
  @usableFromInline let lineSpacing: Double?
  /// The item separator's size along and across the lines, and the line separator's
  /// thickness, with the input policy applied, or `nil`.
  @usableFromInline let itemSeparator: (main: Double, cross: Double)?
  @usableFromInline let lineSeparator: Double?

  @inlinable
  init(flow: FlowEngine, proposal: ProposedSize, bounds: Rect?) {
    self.flow = flow
    lineCount = flow.lineCount.map { Swift.max($0, 1) }
    // With a line count, lines break at a length found from the items, whatever is proposed.
    available =
      lineCount == nil ? sanitizedProposal(flow.axis.main(proposal)) ?? .infinity : .infinity
    limit = fitLimit(available)
    proposedCross = sanitizedProposal(flow.axis.cross(proposal))
    self.bounds = bounds
    containerOrigin = Point(
      x: sanitizedCoordinate(bounds?.minX ?? 0), y: sanitizedCoordinate(bounds?.minY ?? 0))
    maxItemsPerLine = Swift.max(flow.maxItemsPerLine ?? .max, 1)
    maxLines = Swift.max(flow.maxLines ?? .max, 0)
    minLines =
      flow.lineBreaking == .balanced && lineCount == nil ? Swift.max(flow.minLines ?? 1, 1) : 1
    lineSpacing = flow.lineSpacing.map(sanitizedLength)
    itemSeparator = flow.itemSeparator.map {
      sanitizedLengths(flow.axis.main($0), flow.axis.cross($0))
    }
    lineSeparator = flow.lineSeparator.map { sanitizedLength($0.thickness) }
  }

  /// How lines are broken: the flow's breaking, except that with an unbounded length every line
  /// has infinite free space, where optimal breaking is greedy, unless balanced breaking must make
  /// at least ``FlowEngine/minLines`` lines; with a ``FlowEngine/lineCount``, balanced breaking
  /// at the length it narrows to, which makes as many lines as greedy breaking there (minimum
  /// raggedness may make more).
  @inlinable
  var lineBreaking: LineBreaking {
    if lineCount != nil { return .balanced }
    return available.isFinite || minLines > 1 ? flow.lineBreaking : .greedy
  }

  /// Whether the flow has item or line separators to frame.
  @inlinable
  var drawsSeparators: Bool { itemSeparator != nil || lineSeparator != nil }

  /// Whether a line of `itemCount` items, `main` long, is one item longer than the available
  /// length, which is then offered that length: the rule every path applies.
  @inlinable @inline(__always)
  func isOversized(itemCount: Int, main: Double) -> Bool {
    itemCount == 1 && !fits(main, in: available)
  }

  /// Makes `line` at least as thick as the item separator when it has one: when
  /// `separatedItems`, the items that separators go between, are two or more.
  @inlinable @inline(__always)
  func fitSeparators(in line: inout Line, separatedItems: Int) {
    guard let itemSeparator, separatedItems > 1 else { return }
    line.fit(cross: itemSeparator.cross)
  }

  /// The main-axis length of the container that fits lines whose longest is `longestLine` once
  /// items grew: that, or all of a definite available length when something in it spreads, or
  /// grew into all of it (`filledByGrowth`) rather than stopping at its greatest length.
  @inlinable @inline(__always)
  func fittingMain(longestLine: Double, hasLines: Bool, filledByGrowth: Bool) -> Double {
    guard available.isFinite, hasLines else { return longestLine }
    let spreads =
      flow.justification.fillsAvailableSpace
      || flow.lastLineJustification?.fillsAvailableSpace == true || filledByGrowth
    return spreads ? Swift.max(longestLine, available) : longestLine
  }

  /// The cross-axis length of the container that fits lines that are `content` thick with the
  /// gaps between them, or all of a definite proposed length when the lines spread over it.
  @inlinable @inline(__always)
  func fittingCross(content: Double, hasLines: Bool) -> Double {
    guard spreadsLines, hasLines, let proposedCross else { return content }
    return Swift.max(content, proposedCross)
  }

  /// Whether the lines spread over a definite proposed cross-axis length (by
  /// ``FlowEngine/lineAlignment``), so that where each line goes depends on all of them.
  @inlinable
  var spreadsLines: Bool {
    guard let proposedCross, proposedCross.isFinite else { return false }
    return flow.lineAlignment.fillsAvailableSpace
  }
}

/// Where lines go after one another: the one definition of the gap between two lines and of where
/// a line packed after another starts, which the general steps, the streaming loop and
/// ``IncrementalFlow`` all apply.
extension LayoutConstants {
  /// The distance between two lines: ``FlowEngine/lineSpacing`` (`lineSpacing`, which a caller
  /// that knows it is `nil` may pass as such), or the larger of the spacing preferences that face
  /// each other across the gap; with a line separator, that spacing on both sides of it.
  @inlinable @inline(__always)
  func lineGap(after spacingAfter: Double, before spacingBefore: Double, lineSpacing: Double?)
    -> Double
  {
    let spacing = lineSpacing ?? Swift.max(spacingAfter, spacingBefore)
    guard let lineSeparator else { return spacing }
    return spacing + lineSeparator + spacing
  }

  /// The distance between `line` and the next line, whose items' largest spacing preference
  /// towards it is `spacingBefore`.
  @inlinable @inline(__always)
  func gap(after line: Line, before spacingBefore: Double) -> Double {
    lineGap(after: line.spacingAfter, before: spacingBefore, lineSpacing: lineSpacing)
  }

  /// Where a line packed after another starts across the lines: where the other starts, plus its
  /// thickness and the gap.
  @inlinable @inline(__always)
  static func lineStart(after crossOffset: Double, thickness: Double, gap: Double) -> Double {
    crossOffset + thickness + gap
  }

  /// Where the line after `line` starts across the lines when packed against it, when that
  /// line's items prefer `spacingBefore` towards `line`.
  @inlinable @inline(__always)
  func offset(ofLineAfter line: Line, before spacingBefore: Double) -> Double {
    Self.lineStart(
      after: line.crossOffset, thickness: line.cross, gap: gap(after: line, before: spacingBefore))
  }
}
