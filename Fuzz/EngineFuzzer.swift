// A coverage-guided fuzzer for the engine (libFuzzer). It decodes arbitrary bytes into settings,
// a proposal, bounds and items (hostile floating-point values included: NaN, infinities,
// negative, huge and tiny numbers), lays them out, and checks the engine's guarantees: every
// item gets exactly one finite frame, the lines cover the shown items in order, the call
// returns, the streaming loop that serves greedy breaking gives exactly what the general
// steps give, an incremental flow, edited, gives exactly what a fresh layout gives, and a
// self-sizing flow, measured as it is scrolled, reads exactly what a layout gives. Built by Scripts/fuzz.sh, compiled into the engine's module.

/// Reads values from the fuzzer's bytes; past the end, everything is zero.
struct ByteReader {
  var bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  mutating func byte() -> UInt8 {
    defer { position += 1 }
    return position < bytes.count ? bytes[position] : 0
  }

  mutating func choice<T: CaseIterable>(_: T.Type) -> T {
    let cases = Array(T.allCases)
    return cases[Int(byte()) % cases.count]
  }

  /// A length that is often ordinary and sometimes hostile.
  mutating func length() -> Double {
    let kind = byte()
    switch kind % 16 {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return -Double(byte())
    case 4: return Double(bitPattern: UInt64(byte()) << 56 | UInt64(byte()) << 48 | UInt64(byte()))
    case 5: return 1e300 * Double(byte())
    case 6: return Double(byte()) / 64
    case 7: return 0
    default: return Double(byte())
    }
  }

  mutating func optionalLength() -> Double? {
    byte() % 4 == 0 ? nil : length()
  }

  mutating func optionalCount() -> Int? {
    byte() % 3 == 0 ? nil : Int(Int8(bitPattern: byte()))
  }
}

/// An item whose answers come from the bytes: fixed, flexible, or different every time.
final class FuzzedItem: FlowItem {
  let box: BoxItem
  let erratic: Bool
  let baseline: Double?
  let basis: Double?
  let alignment: ItemAlignment?
  var calls = 0.0

  init(_ reader: inout ByteReader) {
    box = BoxItem(
      width: reader.length(), height: reader.length(), minWidth: reader.optionalLength(),
      maxWidth: reader.optionalLength(), minHeight: reader.optionalLength(),
      maxHeight: reader.optionalLength(), grow: reader.byte() % 3 == 0 ? reader.length() : 0,
      breakBefore: reader.byte() % 7 == 0, keepsWithNext: reader.byte() % 3 == 0,
      spacing: SpacingPreferences(
        top: reader.length(), leading: reader.length(), bottom: reader.length(),
        trailing: reader.length()))
    erratic = reader.byte() % 5 == 0
    baseline = reader.optionalLength()
    basis = reader.byte() % 3 == 0 ? reader.length() : nil
    alignment = reader.byte() % 3 == 0 ? reader.choice(ItemAlignment.self) : nil
  }

  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    var dimensions = box.dimensions(in: proposal)
    if erratic {
      calls += 1
      dimensions.size.width = dimensions.size.width * calls - calls
    }
    dimensions.firstTextBaseline = baseline
    dimensions.lastTextBaseline = baseline.map { $0 * 2 }
    return dimensions
  }

  var spacing: SpacingPreferences { box.spacing }
  var breakBefore: Bool { box.breakBefore }
  var keepsWithNext: Bool { box.keepsWithNext }
  var grow: Double { box.grow }
  func basis(along axis: FlowAxis) -> Double? { basis ?? box.basis(along: axis) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  var flow = FlowEngine(
    axis: reader.choice(FlowAxis.self), itemSpacing: reader.optionalLength(),
    lineSpacing: reader.optionalLength(), justification: reader.choice(Justification.self),
    lastLineJustification: reader.byte() % 2 == 0 ? nil : reader.choice(Justification.self),
    itemAlignment: reader.choice(ItemAlignment.self),
    lineAlignment: reader.choice(LineAlignment.self), wrap: reader.choice(Wrap.self),
    layoutDirection: reader.choice(FlowLayoutDirection.self),
    lineBreaking: reader.choice(LineBreaking.self), maxLines: reader.optionalCount(),
    maxItemsPerLine: reader.optionalCount())
  flow.minLines = reader.optionalCount()
  flow.itemSeparator =
    reader.byte() % 3 == 0 ? Size(width: reader.length(), height: reader.length()) : nil
  flow.lineSeparator = reader.byte() % 3 == 0 ? LineSeparator(thickness: reader.length()) : nil
  flow.collapsesEmptyItems = reader.byte() % 4 == 0
  let proposal = ProposedSize(width: reader.optionalLength(), height: reader.optionalLength())
  let bounds =
    reader.byte() % 2 == 0
    ? nil
    : Rect(x: reader.length(), y: reader.length(), width: reader.length(), height: reader.length())
  var items: [FuzzedItem] = []
  let itemsStart = reader.position
  while reader.position < size, items.count < 200 { items.append(FuzzedItem(&reader)) }
  // Erratic items answer differently on every call: the reference layout gets fresh copies.
  reader.position = itemsStart
  let freshItems = items.map { _ in FuzzedItem(&reader) }

  let result = flow.layout(items, proposal: proposal, bounds: bounds)

  precondition(result.frames.count == items.count, "one frame per item")
  precondition(result.size.width.isFinite && result.size.height.isFinite, "finite size")
  for frame in result.frames {
    precondition(
      frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
        && frame.width >= 0 && frame.height >= 0, "finite frame: \(frame)")
  }
  for frame in result.separators + result.lineSeparators {
    precondition(
      frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite,
      "finite separator: \(frame)")
  }
  var next = 0
  for line in result.lines {
    precondition(line.lowerBound == next && !line.isEmpty, "lines are contiguous and not empty")
    next = line.upperBound
  }
  precondition(next + result.hiddenCount == items.count, "every item shown or hidden once")
  precondition(
    result == flow.referenceLayout(freshItems, proposal: proposal, bounds: bounds),
    "the streaming loop matches the general steps")
  checkHitTesting(flow: flow, result: result)
  if bounds == nil {
    checkIncrementalEdits(flow: flow, proposal: proposal, items: freshItems)
    checkSelfSizing(flow: flow, proposal: proposal, items: freshItems)
  }
  return 0
}

/// An incremental flow of the first half of the items, edited by inserting, replacing, removing
/// and moving with the second half, in batches of two, gives exactly what a fresh layout gives
/// after every few edits. Erratic items, which answer differently on every call, are left out.
func checkIncrementalEdits(flow: FlowEngine, proposal: ProposedSize, items: [FuzzedItem]) {
  guard !items.contains(where: \.erratic) else { return }
  var expected = Array(items[..<(items.count / 2)])
  var incremental = IncrementalFlow(flow: flow, items: expected, proposal: proposal)
  var batch: [FlowEdit<FuzzedItem>] = []
  for (number, item) in items[(items.count / 2)...].enumerated() {
    let position = number * 7_919 % (expected.count + 1)
    let edit: FlowEdit<FuzzedItem>
    switch (number % 4, expected.isEmpty) {
    case (2, false):
      edit = .replace(at: position % expected.count, with: item)
      expected[position % expected.count] = item
    case (3, false) where number % 8 == 3:
      edit = .remove(at: position % expected.count)
      expected.remove(at: position % expected.count)
    case (3, false):
      let destination = number % expected.count
      edit = .move(from: position % expected.count, to: destination)
      expected.insert(expected.remove(at: position % expected.count), at: destination)
    default:
      edit = .insert(item, at: position)
      expected.insert(item, at: position)
    }
    // Every other edit waits to be applied in a batch with the next.
    batch.append(edit)
    guard number % 2 == 1 else { continue }
    incremental.apply(batch)
    batch.removeAll()
    guard number % 3 == 0 else { continue }
    precondition(
      incremental.result() == flow.layout(expected, proposal: proposal),
      "an incremental flow matches a fresh layout")
  }
  incremental.apply(batch)
  precondition(
    incremental.result() == flow.layout(expected, proposal: proposal),
    "an incremental flow matches a fresh layout")
}

/// Hit testing answers within its contract at the middle and the corners of every shown frame:
/// a hit item's frame holds the point, insertion indices stay within the shown items, and, where
/// coordinates are small enough that rounding keeps frames apart, the middle of a frame with an
/// area hits its item.
func checkHitTesting(flow: FlowEngine, result: FlowResult) {
  let tester = FlowHitTester(flow: flow, result: result)
  let shown = result.frames.count - result.hiddenCount
  let ordinary = result.frames.allSatisfy {
    max(abs($0.minX), abs($0.minY), $0.maxX, $0.maxY) < 1e9
  }
  for (index, frame) in result.frames.prefix(shown).enumerated() {
    let middle = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
    for point in [middle, frame.origin, Point(x: frame.maxX, y: frame.maxY)] {
      let hit = tester.hit(at: point)
      precondition((0...shown).contains(hit.insertionIndex), "insertion index \(hit)")
      if let item = hit.item {
        let held = result.frames[item]
        precondition(
          point.x >= held.minX && point.x < held.maxX && point.y >= held.minY
            && point.y < held.maxY, "hit item \(item) does not hold \(point)")
      }
    }
    // Where rounding keeps frames apart: in a flow of ordinary extent, for frames of a size
    // that rounding keeps, with a middle strictly inside.
    if ordinary, min(frame.width, frame.height) > 1e-6, frame.minX < middle.x,
      middle.x < frame.maxX, frame.minY < middle.y, middle.y < frame.maxY
    {
      precondition(tester.hit(at: middle).item == index, "the middle of \(index) hits it")
    }
  }
}

/// A self-sizing flow whose estimates are the items' ideal sizes and whose true sizes are the
/// next item's, scrolled from the top a screen at a time, measuring what comes into view: every
/// screen is what a layout of the current sizes gives, the first line in view keeps its place,
/// and once every item is measured, the flow is the layout of the true sizes.
func checkSelfSizing(flow: FlowEngine, proposal: ProposedSize, items: [FuzzedItem]) {
  guard !items.contains(where: \.erratic), !items.isEmpty else { return }
  let estimates = items.map { $0.box.dimensions(in: .unspecified).size }
  let truth = estimates.indices.map { estimates[($0 + 1) % estimates.count] }
  var current = estimates
  var lazy = SelfSizingFlow(flow: flow, count: items.count, proposal: proposal) { estimates[$0] }
  var viewport = 0.0..<400.0
  for _ in 0..<8 {
    let expected = FlowLines(flow: flow, sizes: current, proposal: proposal)
    let slots = lazy.slots(overlapping: viewport)
    precondition(
      slots == Array(expected.slots(overlapping: viewport)), "a self-sizing flow is exact")
    for slot in slots {
      precondition(lazy.frames(in: slot) == expected.frames(in: slot), "exact frames")
    }
    guard let anchor = slots.first else { break }
    let sizes = slots.flatMap { slot in slot.items.map { (index: $0, size: truth[$0]) } }
    for (index, size) in sizes { current[index] = size }
    let start = lazy.measure(sizes, viewport: viewport)
    let moved = lazy.offset(ofItem: anchor.items.lowerBound) - start
    let wanted = anchor.start - viewport.lowerBound
    // To a millionth of a point, or of the largest coordinate, where rounding is coarser.
    let scale = max(1, abs(anchor.start), abs(start), abs(viewport.lowerBound))
    // Exactly, even above the content: where the scroll view rests is its owner's to clamp.
    precondition(abs(moved - wanted) <= 1e-6 * scale, "a self-sizing flow keeps its anchor")
    viewport = (Swift.max(start, 0) + 400)..<(Swift.max(start, 0) + 800)
  }
  _ = lazy.measure(truth.indices.map { (index: $0, size: truth[$0]) }, viewport: viewport)
  let expected = FlowLines(flow: flow, sizes: truth, proposal: proposal)
  precondition(
    lazy.slots(overlapping: -.infinity..<Double.infinity) == expected.slots,
    "a self-sizing flow measured whole is the layout of the true sizes")
}
