import FlowLayoutEngine

/// Where a flow puts its subviews: the engine's result over the subviews it shows, including an
/// overflow indicator when ``FlowEngine/maxLines`` hides some, and separator subviews between
/// neighbours.
///
/// A class, so that the cache hands out a reference, not a copy of the result, which retained
/// and released each of its arrays on every question SwiftUI asks; once arranged, it is not
/// changed, except when the cache no longer keeps it and a new arrangement takes it over.
///
/// Its properties are not checked for exclusive access as the program runs: each is changed only
/// while an arrangement is made, which no other access to it overlaps, and the checks cost a
/// SwiftUI-like pass over 10 subviews (four sizes and a placement) 13% of its instructions.
@usableFromInline
final class Arrangement {
  /// The engine's result; its frames are those of the subviews in `shown`, in order.
  @usableFromInline @exclusivity(unchecked) var result: FlowResult
  /// The index of the subview behind each of the result's frames.
  @usableFromInline @exclusivity(unchecked) var shown: [Int]
  /// How many ordinary subviews are hidden.
  @usableFromInline @exclusivity(unchecked) var hiddenCount: Int
  /// The separator subviews, in order: the first ones take the result's separator frames.
  @usableFromInline @exclusivity(unchecked) var separators: [Int] = []

  @inlinable
  init(result: FlowResult, shown: [Int], hiddenCount: Int) {
    self.result = result
    self.shown = shown
    self.hiddenCount = hiddenCount
  }

  /// Arranges the subviews for a proposal, into `bounds` or into the size that fits.
  ///
  /// Ordinary subviews are laid out first. When ``FlowEngine/maxLines`` hides some of them and
  /// overflow indicators exist, the indicator for the hidden count (or the largest count below
  /// it) joins the last line, and subviews move from the end of the last line behind it until it
  /// fits. All of this happens in the same pass, so the indicator needs no second render.
  ///
  /// The storage of `replaced`, an arrangement no longer kept, if any, is reused: a new width in
  /// every frame of a live resize then allocates no frames or lines.
  ///
  /// - Complexity: O(*n*) without an indicator; O(*n* × *k*) with one, where *k* is the number of
  ///   subviews the indicator displaces from the last line (at most the items of a line).
  @inlinable
  static func arrange<Subviews: RandomAccessCollection>(
    _ subviews: Subviews, with flow: FlowEngine, proposal: ProposedSize, bounds: Rect?,
    memo: MeasurementMemo, reusing replaced: inout Arrangement?
  ) -> Arrangement where Subviews.Element: FlowSubview, Subviews.Index == Int {
    // One pass that sorts the subviews into ordinary ones, indicators and separators.
    var ordinary: [CachedSubview<Subviews.Element>] = []
    var indicators: [CachedSubview<Subviews.Element>] = []
    var collapse: CachedSubview<Subviews.Element>?
    var separators: [Int] = []
    ordinary.reserveCapacity(subviews.count)
    for index in subviews.indices {
      let item = CachedSubview(subview: subviews[index], index: index, memo: memo)
      if item.subview.isSeparator {
        separators.append(index)
      } else if item.subview.collapseLineLimit != nil {
        collapse = item
      } else if item.subview.overflowCount == nil {
        ordinary.append(item)
      } else {
        indicators.append(item)
      }
    }
    var flow = flow
    if let first = separators.first {
      // Separators take the first separator's ideal size.
      flow.itemSeparator =
        CachedSubview(subview: subviews[first], index: first, memo: memo)
        .dimensions(in: .unspecified).size
    }
    // The items reach their records in the memo, not the memo, which must outlive the layout.
    let arrangement = withExtendedLifetime(memo) {
      let plain = arrange(
        ordinary, indicators: indicators, with: flow, proposal: proposal, bounds: bounds,
        reusing: &replaced)
      return collapse.map {
        withCollapse(
          $0, joining: plain, ordinary: ordinary, flow: flow, proposal: proposal,
          bounds: bounds)
      } ?? plain
    }
    arrangement.separators = separators
    return arrangement
  }

  /// Arranges ordinary subviews, and an overflow indicator among `indicators` when
  /// ``FlowEngine/maxLines`` hides some of them, in the storage of `replaced`, if any.
  @inlinable
  static func arrange<Subview: FlowSubview>(
    _ ordinary: [CachedSubview<Subview>], indicators: [CachedSubview<Subview>],
    with flow: FlowEngine, proposal: ProposedSize, bounds: Rect?,
    reusing replaced: inout Arrangement?
  ) -> Arrangement {
    // The replaced arrangement is taken over when nothing else holds it; its storage is then
    // not shared, and the layout writes into it.
    let plain: Arrangement
    if var taken = replaced.take(), isKnownUniquelyReferenced(&taken) {
      plain = taken
      plain.separators.removeAll(keepingCapacity: true)
    } else {
      plain = Arrangement(
        result: FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0), shown: [],
        hiddenCount: 0)
    }
    flow.layout(ordinary, proposal: proposal, bounds: bounds, into: &plain.result)
    plain.hiddenCount = plain.result.hiddenCount
    // Written in place, through the buffer: appending each index cost more at 1,000 subviews
    // than a new array.
    plain.shown.resize(to: ordinary.count, filling: 0)
    plain.shown.withUnsafeMutableBufferPointer { shown in
      for slot in ordinary.indices { shown[slot] = ordinary[slot].index }
    }
    guard !indicators.isEmpty,
      let overflow = flow.overflow(
        of: ordinary, hiddenCount: plain.hiddenCount, proposal: proposal, bounds: bounds,
        indicator: { Self.indicator(for: $0, among: indicators) })
    else { return plain }
    let shown = ordinary.count - overflow.hiddenCount
    return Arrangement(
      result: overflow.result,
      shown: ordinary.prefix(shown).map(\.index)
        + [Self.indicator(for: overflow.hiddenCount, among: indicators).index],
      hiddenCount: overflow.hiddenCount)
  }

  /// `plain`, the arrangement of an expanded flow's `ordinary` subviews, with its collapse
  /// control joining the last line when the subviews take more lines than the control's line
  /// limit, so that collapsing would hide some; otherwise `plain`, the control hidden, as it
  /// is in a collapsed flow, one with ``FlowEngine/maxLines``.
  @inlinable
  static func withCollapse<Subview: FlowSubview>(
    _ collapse: CachedSubview<Subview>, joining plain: Arrangement,
    ordinary: [CachedSubview<Subview>], flow: FlowEngine, proposal: ProposedSize, bounds: Rect?
  ) -> Arrangement {
    guard flow.maxLines == nil,
      plain.result.lines.count > Swift.max(collapse.subview.collapseLineLimit ?? 0, 0)
    else { return plain }
    let candidate = ordinary + [collapse]
    return Arrangement(
      result: flow.layout(candidate, proposal: proposal, bounds: bounds),
      shown: candidate.map(\.index), hiddenCount: 0)
  }

  /// The indicator standing for `hidden` items: the one with that count, else the one with the
  /// largest count below it, else the one with the smallest count.
  @inlinable
  static func indicator<Subview>(
    for hidden: Int, among indicators: [CachedSubview<Subview>]
  ) -> CachedSubview<Subview> {
    let counts = indicators.map { $0.subview.overflowCount ?? 0 }
    let below = zip(indicators, counts).filter { $0.1 <= hidden }.max { $0.1 < $1.1 }
    return below?.0 ?? zip(indicators, counts).min { $0.1 < $1.1 }!.0
  }

  /// Whether an overflow indicator joined the last line: it is then the result's last frame.
  @inlinable
  var showsIndicator: Bool { hiddenCount > 0 && result.hiddenCount == 0 }

  /// The subviews in the result's lines, each with its frame: those not hidden past
  /// ``FlowEngine/maxLines``.
  ///
  /// - Complexity: O(1); iterating it is O(*s*) for *s* shown subviews.
  @inlinable
  var placements: Zip2Sequence<ArraySlice<Rect>, ArraySlice<Int>> {
    let count = result.lines.last?.upperBound ?? 0
    return zip(result.frames[..<count], shown[..<count])
  }

  /// The separator subviews that show, each with its frame: one between each two neighbours
  /// of a line, as many as there are separator subviews.
  ///
  /// - Complexity: O(1); iterating it is O(*s*) for *s* separators shown.
  @inlinable
  var separatorPlacements: Zip2Sequence<[Rect], [Int]> {
    zip(result.separators, separators)
  }

  /// Whether each of `count` subviews shows: those in the result's lines and the separators
  /// placed. The others are hidden: those past ``FlowEngine/maxLines``, and the overflow
  /// indicators, separators and collapse control not needed.
  ///
  /// - Complexity: O(*n*), where *n* is `count`.
  @inlinable
  func shownSubviews(count: Int) -> [Bool] {
    var shown = [Bool](repeating: false, count: count)
    for (_, index) in placements { shown[index] = true }
    for (_, index) in separatorPlacements { shown[index] = true }
    return shown
  }

  /// The frame of the last subview shown (the overflow indicator's or the collapse control's,
  /// when one joined the last line), or `nil` when none shows.
  @inlinable
  var lastShownFrame: Rect? {
    guard let last = result.lines.last, !last.isEmpty else { return nil }
    return result.frames[last.upperBound - 1]
  }
}
