import SeededRandom
import Testing

@testable import SwiftFlowLayout

/// A sized lazy flow's model, driven as its view drives it: its lines always show what
/// ``FlowLines`` cuts from a fresh layout of the same sizes, its window is what its scroll view
/// shows and the margin, keyed by identity, and edits and new widths keep the first line in
/// view in place by one request each.
@Suite struct SizedLazyFlowModelTests {
  /// The lines of a layout of `sizes` with a forced break before each line `model` holds.
  static func fresh<ID>(
    _ model: SizedLazyFlowModel<ID>, flow: FlowEngine, sizes: [Size], proposal: ProposedSize
  ) -> FlowLines {
    let held = Set(model.heldLineStarts)
    let boxes = sizes.indices.map {
      BoxItem(width: sizes[$0].width, height: sizes[$0].height, breakBefore: held.contains($0))
    }
    return FlowLines(flow: flow, result: flow.layout(boxes, proposal: proposal))
  }

  /// Every slot, in visual order, with its frames, and the line of every item.
  static func expectMatchesFreshLines(
    _ lines: SizedLazyFlowModel<Int>, flow: FlowEngine, sizes: [Size], proposal: ProposedSize,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fresh = FlowLines(flow: flow, sizes: sizes, proposal: proposal)
    #expect(lines.lineCount == fresh.slots.count, sourceLocation: sourceLocation)
    guard lines.lineCount == fresh.slots.count else { return }
    for (position, slot) in fresh.slots.enumerated() {
      #expect(lines.slot(atVisualPosition: position) == slot, sourceLocation: sourceLocation)
      #expect(lines.frames(in: slot) == fresh.frames(in: slot), sourceLocation: sourceLocation)
    }
    for index in sizes.indices {
      let slot = fresh.slot(containing: index)
      #expect(
        lines.visualPosition(ofItem: index) == slot.flatMap(fresh.slots.firstIndex(of:)),
        sourceLocation: sourceLocation)
    }
  }

  /// A new width, as the rows' view gives it, lays the sizes out again without reading them:
  /// the lines are those of the sizes last given at the new width, and the next update of the
  /// sizes keeps it.
  @Test func aNewWidthLaysTheLastSizesOut() {
    let lines = SizedLazyFlowModel<Int>()
    #expect(lines.proposal == nil)
    lines.propose(ProposedSize(width: 200, height: nil))
    #expect(lines.lineCount == 0)
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    var sizes = (0..<200).map { Size(width: Double(20 + $0 * 37 % 101), height: 28) }
    lines.update(
      ids: Array(sizes.indices), sizes: sizes, flow: flow,
      proposal: ProposedSize(width: nil, height: nil))
    for width in [390.0, 120, 600] {
      let proposal = ProposedSize(width: width, height: nil)
      lines.propose(proposal)
      #expect(lines.proposal == proposal)
      Self.expectMatchesFreshLines(lines, flow: flow, sizes: sizes, proposal: proposal)
    }
    sizes[3].width = 90
    lines.update(ids: Array(sizes.indices), sizes: sizes, flow: flow, proposal: lines.proposal!)
    Self.expectMatchesFreshLines(
      lines, flow: flow, sizes: sizes, proposal: ProposedSize(width: 600, height: nil))
  }

  /// Sizes that change, come and go, a width that changes, and settings that change, in turn.
  @Test func updatesShowWhatFreshLinesShow() {
    let lines = SizedLazyFlowModel<Int>()
    // Tag-like sizes, spread by a multiplicative step so that the test needs no random numbers.
    var sizes: [Size] = (0..<300).map { (index: Int) -> Size in
      Size(width: Double(20 + index * 37 % 101), height: Double(20 + index % 21))
    }
    var flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    var proposal = ProposedSize(width: 390, height: nil)
    for round in 0..<24 {
      switch round % 4 {
      case 0: sizes[round * 53 % sizes.count].width += 30
      case 1:
        sizes.insert(Size(width: 44, height: 30), at: round * 71 % sizes.count)
        sizes.remove(at: round * 29 % sizes.count)
        sizes.remove(at: round * 13 % sizes.count)
      case 2:
        proposal =
          flow.axis == .horizontal
          ? ProposedSize(width: Double(100 + round * 97 % 700), height: nil)
          : ProposedSize(width: nil, height: Double(100 + round * 97 % 700))
      default:
        flow.wrap = round % 8 == 3 ? .reverse : .forward
        flow.justification = Justification.allCases[round % Justification.allCases.count]
        flow.axis = round % 12 == 7 ? .vertical : .horizontal
        flow.layoutDirection = round % 16 == 11 ? .rightToLeft : .leftToRight
        proposal =
          flow.axis == .horizontal
          ? ProposedSize(width: 390, height: nil) : ProposedSize(width: nil, height: 390)
      }
      lines.update(ids: Array(sizes.indices), sizes: sizes, flow: flow, proposal: proposal)
      Self.expectMatchesFreshLines(lines, flow: flow, sizes: sizes, proposal: proposal)
    }
  }

  /// The window is what the scroll view shows and half a viewport beyond each edge, keyed by
  /// identity: after a new width and an insertion at the start, once the scroll view has gone
  /// where the flow asked, the created elements are those of the lines a fresh layout puts in
  /// that range, each with its own identity at its frame
  /// from the flow's start, and the elements created before and after keep their identities
  /// while they move.
  @Test func createdElementsAreKeyedByIdentityThroughReflows() {
    let model = SizedLazyFlowModel<String>()
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    var sizes = (0..<500).map { Size(width: Double(20 + $0 * 37 % 101), height: 28) }
    var names = sizes.indices.map { "tag \($0)" }
    var proposal = ProposedSize(width: 390, height: nil)
    model.update(ids: names, sizes: sizes, flow: flow, proposal: proposal)
    #expect(model.createdElements().isEmpty)
    #expect(model.scrolled(to: 400..<844))
    #expect(!model.scrolled(to: 401..<845))
    /// Checks the created elements against a fresh layout, and returns them.
    func expectCreated() -> [CreatedElement<String>] {
      let window = model.createdElements()
      let fresh = Self.fresh(model, flow: flow, sizes: sizes, proposal: proposal)
      let slots = Array(fresh.slots(overlapping: model.createdRange))
      #expect(!slots.isEmpty)
      #expect(window.map(\.index) == slots.flatMap { Array($0.items) })
      for element in window {
        #expect(element.id == names[element.index])
        let slot = slots.first { $0.items.contains(element.index) }!
        var frame = fresh.frames(in: slot)[element.index - slot.items.lowerBound]
        frame.origin.y += slot.start
        #expect(element.frame == frame)
      }
      #expect(model.contentLength() == fresh.slots.last.map { $0.start + $0.length })
      return window
    }
    let before = expectCreated()
    /// The scroll view goes where the last request asks, and reports the 444 points it shows.
    func followRequest() {
      guard let offset = model.scrollRequest?.offset else { return }
      model.scrolled(to: offset..<(offset + 444))
    }
    proposal = ProposedSize(width: 600, height: nil)
    #expect(model.propose(proposal))
    #expect(!model.propose(proposal))
    followRequest()
    let wider = expectCreated()
    sizes.insert(Size(width: 300, height: 28), at: 0)
    names.insert("new", at: 0)
    model.update(ids: names, sizes: sizes, flow: flow, proposal: proposal)
    followRequest()
    let inserted = expectCreated()
    // Elements in both windows keep their identities, at new places.
    for (old, new) in [(before, wider), (wider, inserted)] {
      let places = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0.frame) })
      let kept = new.filter { places[$0.id] != nil }
      #expect(kept.count > 20)
      #expect(kept.contains { places[$0.id] != $0.frame })
    }
  }

  /// Edits above the view and a new width keep the first line in view where it is on screen:
  /// each asks the scroll view, once, to move by as much as that line moved, and the window
  /// follows. A scroll target asks to show its element's line at the top, and the window then
  /// holds that line's elements at the frames of a fresh layout.
  @Test func editsAndTargetsAskTheScrollViewToMoveOnce() throws {
    let (model, flow, _) = Self.scrolledModel()
    var sizes = Self.sizes
    var ids = Array(sizes.indices)
    #expect(model.scrollRequest == nil)
    /// The first element of the first line in view, and how far its line starts from the
    /// view's start.
    func anchor() -> (id: Int, distance: Double) {
      let fresh = Self.fresh(model, flow: flow, sizes: sizes, proposal: model.proposal!)
      let slot = fresh.slots(overlapping: model.visible).first!
      return (ids[slot.items.lowerBound], slot.start - model.visible.lowerBound)
    }
    var serial = 0
    for round in 0..<6 {
      let before = anchor()
      switch round % 3 {
      case 0:
        // Three elements inserted far above: about a line.
        for position in [10, 11, 12] {
          sizes.insert(Size(width: 120, height: 28), at: position)
          ids.insert(10_000 + round * 3 + position, at: position)
        }
      case 1:
        sizes.removeSubrange(40..<60)
        ids.removeSubrange(40..<60)
      default:
        model.propose(ProposedSize(width: round == 2 ? 600 : 390, height: nil))
      }
      if round % 3 != 2 {
        model.update(ids: ids, sizes: sizes, flow: flow, proposal: model.proposal!)
      }
      let request = try #require(model.scrollRequest)
      #expect(request.serial == serial + 1 && request.reason == .anchor)
      serial = request.serial
      #expect(model.visible.lowerBound == request.offset)
      #expect(model.scrollMarker.minY == request.offset)
      // The scroll view goes there: the line of the first element in view is as far down.
      model.scrolled(to: request.offset..<(request.offset + 844))
      let fresh = Self.fresh(model, flow: flow, sizes: sizes, proposal: model.proposal!)
      let line = try #require(fresh.slot(containing: ids.firstIndex(of: before.id)!))
      #expect(abs(line.start - model.visible.lowerBound - before.distance) < 1e-9)
      // Nothing else asks again.
      model.update(ids: ids, sizes: sizes, flow: flow, proposal: model.proposal!)
      #expect(model.scrollRequest?.serial == serial)
    }
    let start = try #require(model.scrollTarget(1_500))
    #expect(model.scrollRequest?.reason == .target && model.scrollRequest?.offset == start)
    let fresh = Self.fresh(model, flow: flow, sizes: sizes, proposal: model.proposal!)
    let slot = try #require(fresh.slot(containing: ids.firstIndex(of: 1_500)!))
    #expect(start == slot.start)
    model.scrolled(to: start..<(start + 844))
    #expect(model.createdElements().contains { $0.id == 1_500 })
    #expect(model.scrollTarget(-1) == nil)
  }

  /// A scroll target the scroll view cannot reach, in the last lines while it already rests at
  /// the end, leaves it where it is, and its geometry reports no change: the lines it shows stay
  /// created.
  @Test func aTargetPastTheEndKeepsTheLinesShownCreated() throws {
    let (model, flow, proposal) = Self.scrolledModel()
    let fresh = FlowLines(flow: flow, sizes: Self.sizes, proposal: proposal)
    let last = try #require(fresh.slots.last)
    let end = last.start + last.length - 844
    model.scrolled(to: end..<(end + 844))
    #expect(model.scrollTarget(Self.sizes.count - 1) == last.start)
    let created = Set(model.createdElements().map(\.index))
    let shown = fresh.slots(overlapping: end..<(end + 844)).flatMap { Array($0.items) }
    #expect(shown.count > 100)
    #expect(shown.allSatisfy(created.contains))
  }

  /// A scroll target set before the flow knows its width (a deep link, a restored state) is
  /// kept, and carried out once the width comes: the request shows the element's line at the
  /// top of a layout at that width.
  @Test func aTargetSetBeforeTheWidthIsCarriedOutWithIt() throws {
    let model = SizedLazyFlowModel<Int>()
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    // The view's first body gives the sizes, before any geometry.
    model.update(
      ids: Array(Self.sizes.indices), sizes: Self.sizes, flow: flow,
      proposal: ProposedSize(width: nil, height: nil))
    model.scrollTarget(1_500)
    // The first geometry: the width, and the scroll view at the top.
    let proposal = ProposedSize(width: 390, height: nil)
    model.propose(proposal)
    model.scrolled(to: 0..<844)
    let request = try #require(model.scrollRequest)
    let fresh = FlowLines(flow: flow, sizes: Self.sizes, proposal: proposal)
    let line = try #require(fresh.slot(containing: 1_500))
    #expect(line.start > 844)
    #expect(request.reason == .target && request.offset == line.start)
  }

  /// An edit just above the view breaks none of the lines created differently: they are held
  /// at their first elements, and the elements in view stay where they were on screen once the
  /// scroll view follows the request. Scrolled far away, the held lines are released and the
  /// lines are those of a layout of the sizes again: lines released break again up to where
  /// the breaks meet a layout of the sizes, short of the view, and no line needs holding in
  /// their place. (Once the lines created were held in their place at every release, and the
  /// flow was never exact again.)
  @Test(arguments: [true, false])
  func heldLinesKeepAnEditAboveOutOfView(varied: Bool) throws {
    var generator = SplitMix64(seed: 7)
    let start =
      varied
      ? Self.sizes.map { _ in
        Size(width: Double(20 + generator.next() % 101), height: 28)
      } : Self.sizes
    let (model, flow, proposal) = Self.scrolledModel(sizes: start)
    var sizes = start
    var ids = Array(sizes.indices)
    let before = Dictionary(
      uniqueKeysWithValues: model.createdElements().map { ($0.id, $0.frame) })
    let first = model.createdElements().first { $0.frame.maxY > 3_000 }!.index
    sizes.insert(Size(width: 100, height: 28), at: first - 2)
    ids.insert(-1, at: first - 2)
    model.update(ids: ids, sizes: sizes, flow: flow, proposal: proposal)
    #expect(!model.heldLineStarts.isEmpty)
    let request = try #require(model.scrollRequest)
    model.scrolled(to: request.offset..<(request.offset + 844))
    // Every element created before and after is as far from the view's start as it was.
    let shift = request.offset - 3_000
    for element in model.createdElements() where element.frame.maxY > request.offset {
      guard let old = before[element.id] else { continue }
      #expect(element.frame.minY - shift == old.minY && element.frame.minX == old.minX)
    }
    // Scrolled far away, within the content, and back, a screen at a time.
    #expect(model.contentLength() > 10_844)
    for start in stride(from: request.offset, through: 10_000, by: 844) + [10_000] {
      model.scrolled(to: start..<(start + 844))
    }
    // Tags of varied widths break again as a layout of the sizes within a line or two: nothing
    // stays held. Those of ``sizes`` repeat every 101 tags, and the breaks a released line
    // moves carry on to the lines created, which are held in its place: a line ends short.
    #expect(model.heldLineStarts.isEmpty == varied)
    if varied {
      Self.expectMatchesFreshLines(model, flow: flow, sizes: sizes, proposal: proposal)
    } else {
      let withHeldLines = Self.fresh(model, flow: flow, sizes: sizes, proposal: proposal)
      #expect(model.lineCount == withHeldLines.slots.count)
      for (position, slot) in withHeldLines.slots.enumerated() {
        #expect(model.slot(atVisualPosition: position) == slot)
      }
    }
  }

  /// Tags of one size, three to a line of 320 points, lines 60 apart.
  static let tagFlow = FlowEngine(itemSpacing: 10, lineSpacing: 20)
  static let tagProposal = ProposedSize(width: 320, height: nil)

  /// A model of 300 tags 100 × 40 in ``tagFlow``, its view 300 long scrolled to `start`; the
  /// sizes and identities.
  static func tags(scrolledTo start: Double) -> (SizedLazyFlowModel<Int>, [Size], [Int]) {
    let model = SizedLazyFlowModel<Int>()
    let sizes = Array(repeating: Size(width: 100, height: 40), count: 300)
    let ids = Array(sizes.indices)
    model.update(ids: ids, sizes: sizes, flow: tagFlow, proposal: tagProposal)
    model.scrolled(to: start..<(start + 300))
    return (model, sizes, ids)
  }

  /// An element removed in view reflows the lines from its own on, as a layout of the sizes
  /// does; the lines created are held before an update only up to it. (Once they were all held,
  /// and the removal left a hole the next line's first tag would fill.)
  @Test func aRemovalInViewReflowsTheLinesFromItsOwnOn() {
    var (model, sizes, ids) = Self.tags(scrolledTo: 130)
    let (flow, proposal) = (Self.tagFlow, Self.tagProposal)
    // An update that changes nothing holds the lines created.
    model.update(ids: ids, sizes: sizes, flow: flow, proposal: proposal)
    #expect(!model.heldLineStarts.isEmpty)
    // Element 10, in the line at 180.
    sizes.remove(at: 10)
    ids.remove(at: 10)
    model.update(ids: ids, sizes: sizes, flow: flow, proposal: proposal)
    let frames = Dictionary(
      uniqueKeysWithValues: model.createdElements().map { ($0.id, $0.frame) })
    for (id, x, y) in [(9, 0.0, 180.0), (11, 110, 180), (12, 220, 180), (13, 0, 240)] {
      #expect(frames[id]?.minX == x && frames[id]?.minY == y, "element \(id)")
    }
  }

  /// Sizes that break alike line after line (tags of one size, three to a line) make a line
  /// released above the view break every line after it again: the lines created are held in
  /// the released ones' place, so that a drag down after an insertion above moves what is in
  /// view only as the drag does, frame after frame, while the lines the insertion held leave
  /// the margin. (Released alone, at 750 points they moved every element in view along its
  /// line.)
  @Test func linesReleasedOutOfSightBreakNoLineInViewAgain() {
    var start = 130.0
    var (model, sizes, ids) = Self.tags(scrolledTo: start)
    let (flow, proposal) = (Self.tagFlow, Self.tagProposal)
    sizes.insert(Size(width: 100, height: 40), at: 3)
    ids.insert(1_000, at: 3)
    model.update(ids: ids, sizes: sizes, flow: flow, proposal: proposal)
    var serial = model.scrollRequest?.serial
    // The scroll view follows each request the flow makes.
    func follow() {
      guard let request = model.scrollRequest, request.serial != serial else { return }
      serial = request.serial
      start = request.offset
      model.scrolled(to: start..<(start + 300))
    }
    func onScreen() -> [Int: Rect] {
      var frames: [Int: Rect] = [:]
      for element in model.createdElements()
      where element.frame.maxY > start && element.frame.minY < start + 300 {
        var frame = element.frame
        frame.origin.y -= start
        frames[element.id] = frame
      }
      return frames
    }
    follow()
    let held = model.heldLineStarts
    var before = onScreen()
    for _ in 0..<60 {
      start += 20
      model.scrolled(to: start..<(start + 300))
      follow()
      let now = onScreen()
      for (id, frame) in now {
        guard let old = before[id] else { continue }
        #expect(
          frame.minX == old.minX && frame.minY == old.minY - 20, "element \(id) at \(start)")
      }
      before = now
    }
    // The lines the insertion held were released on the way.
    #expect(Set(model.heldLineStarts).isDisjoint(with: held))
  }

  /// The scroll view's safe area, as `lazyFlowScrollView()` gives it, is read from its first
  /// value on, zero included (a column flow's leading and trailing insets in portrait): what
  /// the scroll view showed beyond it when it appeared (content margins) stays part of the
  /// start inset after a rotation brings a safe area, and none of it is taken for margins.
  @Test func theFirstSafeAreaReadCountsEvenWhenZero() {
    let fresh = SizedLazyFlowModel<Int>()
    fresh.update(
      ids: Array(Self.sizes.indices), sizes: Self.sizes,
      flow: FlowEngine(itemSpacing: 8, lineSpacing: 8),
      proposal: ProposedSize(width: 390, height: nil))
    fresh.insets = ScrollInsets()
    // Appearing under 16 points of content margins.
    fresh.scrolled(to: -16..<828)
    #expect(fresh.restingInsets.start == 16)
    fresh.insets = ScrollInsets(start: 59, end: 21)
    #expect(fresh.restingInsets == ScrollInsets(start: 75, end: 21))
  }

  /// 2,000 tag-like sizes, spread by a multiplicative step.
  static let sizes = (0..<2_000).map { Size(width: Double(20 + $0 * 37 % 101), height: 28) }

  /// A model of `sizes` 390 points wide, scrolled to 3,000 points down.
  static func scrolledModel(sizes: [Size] = sizes) -> (
    SizedLazyFlowModel<Int>, FlowEngine, ProposedSize
  ) {
    let model = SizedLazyFlowModel<Int>()
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    let proposal = ProposedSize(width: 390, height: nil)
    model.update(ids: Array(sizes.indices), sizes: sizes, flow: flow, proposal: proposal)
    model.scrolled(to: 3_000..<3_844)
    return (model, flow, proposal)
  }

  /// The part of the flow its scroll view shows, from the scroll view's bounds in the flow's
  /// coordinates, or, without them, from the flow's frame in the window.
  @Test func theVisibleRangeComesFromGeometry() {
    let bounds = Rect(x: 0, y: 1_200, width: 390, height: 844)
    #expect(
      ScrollViewport.visibleRange(
        scrollViewBounds: bounds, globalFrame: .zero, axis: .horizontal) == 1_200..<2_044)
    #expect(
      ScrollViewport.visibleRange(
        scrollViewBounds: Rect(x: 300, y: 0, width: 390, height: 844),
        globalFrame: .zero, axis: .vertical) == 300..<690)
    let frame = Rect(x: 0, y: -500, width: 390, height: 9_000)
    #expect(
      ScrollViewport.visibleRange(scrollViewBounds: nil, globalFrame: frame, axis: .horizontal)
        == 500..<(500 + ScrollViewport.assumedScreenLength))
  }
  /// Before iOS 17, right to left, the flow's frame in the window may be mirrored as its layout
  /// is, or not: the flow reads the range the scroll view shows under each reading.
  @Test func theRangesFromTheWindowAreThoseOfBothReadingsRightToLeft() {
    // Columns 5,000 points wide, whose frame starts 2,000 points left of the window's edge.
    let frame = Rect(x: -2_000, y: 0, width: 5_000, height: 300)
    // Mirrored, the window shows 2,000 to 3,366 points from the flow's leading edge; not
    // mirrored, 2,000 to 3,366 from its left edge: 1,634 to 3,000 from its leading (right) one.
    #expect(
      ScrollViewport.visibleRanges(
        scrollViewBounds: nil, globalFrame: frame, axis: .vertical, mirrored: true)
        == VisibleRanges(2_000..<3_366, unmirrored: 1_634..<3_000))
    #expect(
      ScrollViewport.visibleRanges(
        scrollViewBounds: nil, globalFrame: frame, axis: .vertical, mirrored: false)
        == VisibleRanges(2_000..<3_366))
    // Rows scroll vertically: the direction changes nothing.
    #expect(
      ScrollViewport.visibleRanges(
        scrollViewBounds: nil, globalFrame: Rect(x: -2_000, y: -500, width: 390, height: 9_000),
        axis: .horizontal, mirrored: true) == VisibleRanges(500..<1_866))
    // The scroll view's bounds are in the flow's coordinates, laid out left to right.
    #expect(
      ScrollViewport.visibleRanges(
        scrollViewBounds: Rect(x: 300, y: 0, width: 390, height: 844), globalFrame: frame,
        axis: .vertical, mirrored: true) == VisibleRanges(300..<690))
  }
}
