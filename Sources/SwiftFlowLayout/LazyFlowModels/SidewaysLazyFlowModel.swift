import FlowLayoutEngine

/// What a lazy flow of a set number of rows that scrolls sideways (`LazyHFlow(rows:)`) does,
/// apart from SwiftUI: it lays out the elements' sizes once, in the rows the engine's
/// ``FlowEngine/lineCount`` gives, and says which elements to create for the range of the rows
/// that the scroll view shows; tests drive it as the view does.
///
/// **Layout.** New sizes, elements or settings lay the rows out again, once:
/// O(*n* log *n*) for *n* elements (the balanced breaking at the narrowest length). A scroll
/// lays out nothing.
///
/// **The window.** The view reports the range along the rows that its scroll view shows
/// (``scrolled(to:)-(VisibleRanges)``). The elements of each row whose frames meet that range and ``overscan``
/// viewport lengths beyond each edge are created (``createdElements()``), found in each row by a
/// binary search, keyed by identity.
///
/// A class, so that the view's later updates read what its earlier ones set, without counting
/// as a change of the view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public final class SidewaysLazyFlowModel<ID: Hashable> {
  /// The elements' identities, in order.
  public private(set) var ids: [ID] = []
  private var sizes: [Size] = []
  private var flow = FlowEngine()
  /// The layout of the sizes in rows.
  public private(set) var result = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)
  /// The range along the rows that the scroll view shows, in the flow's coordinates.
  public private(set) var visible: Range<Double> = 0..<0
  /// The range along the rows the scroll view shows if the frame it is read from is not
  /// mirrored with the layout, when that may be so (see ``VisibleRanges``).
  public private(set) var unmirrored: Range<Double>?
  /// How far beyond each edge of the view elements are created, in viewport lengths.
  public var overscan = SelfSizingFlow.standardOverscan {
    didSet { overscan = overscan.isFinite ? Swift.max(overscan, 0) : 0 }
  }

  /// A model with no elements, laid out once the view gives them.
  public init() {}

  /// Lays out the elements `ids` of sizes `sizes` in `rows` rows with `flow`'s other settings,
  /// when any of them changed.
  ///
  /// - Complexity: O(*n*) to compare; O(*n* log *n*) to lay out again.
  public func update(ids newIDs: [ID], sizes newSizes: [Size], flow newFlow: FlowEngine, rows: Int)
  {
    var flow = newFlow
    flow.axis = .horizontal
    flow.lineCount = rows
    guard newIDs != ids || newSizes != sizes || flow != self.flow else { return }
    ids = newIDs
    sizes = newSizes
    self.flow = flow
    result = flow.layout(newSizes, proposal: ProposedSize(width: nil, height: nil))
  }

  /// Takes the range along the rows that the scroll view shows, and answers whether the
  /// created elements changed.
  ///
  /// - Complexity: O(*r* log *n*) for *r* rows, plus the elements created.
  @discardableResult
  public func scrolled(to range: Range<Double>) -> Bool {
    scrolled(to: VisibleRanges(range))
  }

  /// Takes the ranges along the rows that the scroll view may show (both, right to left, where
  /// they are read from a frame in the window that may not be mirrored), and answers whether
  /// the created elements changed. The rows never ask the scroll view to move, so no landing
  /// shows which range it shows: the elements around each are created.
  ///
  /// - Complexity: O(*r* log *n*) for *r* rows, plus the elements created.
  @discardableResult
  public func scrolled(to ranges: VisibleRanges) -> Bool {
    let before = createdIndices()
    visible = ranges.range
    unmirrored = ranges.unmirrored
    return createdIndices() != before
  }

  /// The range along the rows whose elements are created: the visible range and ``overscan``
  /// of its lengths beyond each edge.
  public var createdRange: Range<Double> {
    SelfSizingFlow.createdRange(around: visible, overscan: overscan)
  }

  /// The elements whose views are created, row by row: those whose frames meet
  /// ``createdRange`` or the same around the range the rows are shown in if the frame they are
  /// read from is not mirrored, each at its frame.
  ///
  /// - Complexity: O(*r* log *n* + *k*) for *r* rows and *k* elements created.
  public func createdElements() -> [CreatedElement<ID>] {
    createdIndices().map {
      CreatedElement(id: ids[$0], index: $0, frame: result.frames[$0], isShown: true)
    }
  }

  /// The indices of the elements created, row by row and in order within a row.
  ///
  /// - Complexity: O(*r* log *n* + *k*) for *r* rows and *k* elements created.
  private func createdIndices() -> [Int] {
    let ranges =
      [createdRange]
      + (unmirrored.map { [SelfSizingFlow.createdRange(around: $0, overscan: overscan)] } ?? [])
    return result.lines.flatMap { line in
      ranges.map { indices(in: line, meeting: $0) }.sorted { $0.lowerBound < $1.lowerBound }
        .reduce(into: [Int]()) { indices, found in
          let start = Swift.max(found.lowerBound, (indices.last ?? found.lowerBound - 1) + 1)
          if start < found.upperBound { indices += start..<found.upperBound }
        }
    }
  }

  /// The indices of the elements of the row `line` whose frames meet `range`, found by binary
  /// searches over its frames, which follow each other from left to right.
  ///
  /// - Complexity: O(log *n*) for *n* elements in the row.
  private func indices(in line: Range<Int>, meeting range: Range<Double>) -> Range<Int> {
    let first = partitionPoint(in: line) { result.frames[$0].maxX > range.lowerBound }
    let end = partitionPoint(in: first..<line.upperBound) {
      result.frames[$0].minX >= range.upperBound
    }
    return first..<end
  }

  /// The size of the rows: the scroll view's content.
  public var contentSize: Size { result.size }
}
