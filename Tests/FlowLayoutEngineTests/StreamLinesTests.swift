import SeededRandom
import TestScale
import Testing

@testable import FlowLayoutEngine

/// The streaming loop that serves greedy breaking must give exactly what the general steps give,
/// for every setting it serves and every kind of item.
@Suite struct StreamLinesTests {
  /// A random flow that breaks greedily, on either axis, with fixed or preferred spacing, and
  /// sometimes separators.
  static func randomFlow(using generator: inout SplitMix64) -> FlowEngine {
    FlowEngine(
      axis: FlowAxis.allCases.randomElement(using: &generator)!,
      itemSpacing: Bool.random(using: &generator)
        ? nil : Double(Int.random(in: -2...12, using: &generator)),
      lineSpacing: Bool.random(using: &generator)
        ? nil : Double(Int.random(in: -2...12, using: &generator)),
      justification: Justification.allCases.randomElement(using: &generator)!,
      lastLineJustification: Justification.allCases.randomElement(using: &generator),
      itemAlignment: [.start, .center, .end, .stretch].randomElement(using: &generator)!,
      lineAlignment: LineAlignment.allCases.randomElement(using: &generator)!,
      wrap: Wrap.allCases.randomElement(using: &generator)!,
      layoutDirection: FlowLayoutDirection.allCases.randomElement(using: &generator)!,
      // Some line limits fall past the first batch of completed lines the loop keeps.
      maxLines: Bool.random(using: &generator)
        ? nil : Int.random(in: 0...5, using: &generator) * Int.random(in: 1...4, using: &generator),
      maxItemsPerLine: Bool.random(using: &generator)
        ? nil : Int.random(in: 0...6, using: &generator),
      itemSeparator: Bool.random(using: &generator)
        ? nil
        : Size(
          width: [0, 1, 4, -1, .nan].randomElement(using: &generator)!,
          height: Double(Int.random(in: 0...40, using: &generator))),
      lineSeparator: Bool.random(using: &generator)
        ? nil : LineSeparator(thickness: [0, 1, 3, .infinity].randomElement(using: &generator)!))
  }

  /// Random boxes: tag-like, some of uniform thickness, some flexible or growing, with spacing
  /// preferences that differ (and are sometimes invalid), or that all share, and sometimes
  /// invalid sizes.
  static func randomItems(using generator: inout SplitMix64) -> [BoxItem] {
    let uniform = Bool.random(using: &generator)
    let shared =
      Int.random(in: 0..<4, using: &generator) == 0
      ? SpacingPreferences(
        top: Double(Int.random(in: -2...16, using: &generator)),
        leading: Double(Int.random(in: 0...12, using: &generator)),
        bottom: [0, 5, 20, .nan].randomElement(using: &generator)!,
        trailing: Double(Int.random(in: 0...12, using: &generator))) : nil
    var items = randomBoxes(count: Int.random(in: 0...40, using: &generator), using: &generator)
    for index in items.indices {
      if uniform { items[index].fix(height: 28) }
      if let shared { items[index].spacing = shared }
      switch Int.random(in: 0..<12, using: &generator) {
      case 0:
        items[index].maxWidth = .infinity
        items[index].maxHeight = .infinity
        items[index].grow = Double(Int.random(in: 0...3, using: &generator))
      case 1:
        items[index].spacing = SpacingPreferences(
          top: Double(Int.random(in: 0...16, using: &generator)),
          leading: Double(Int.random(in: -4...16, using: &generator)),
          bottom: Double(Int.random(in: 0...16, using: &generator)),
          trailing: [.nan, .infinity, 3].randomElement(using: &generator)!)
      case 2:
        items[index].fix(width: [0, .nan, -5, .infinity, 1e300].randomElement(using: &generator)!)
      case 3: items[index].fix(width: 500)
      case 4: items[index].alignment = ItemAlignment.allCases.randomElement(using: &generator)
      default: break
      }
    }
    return items
  }

  @Test func streamingMatchesTheGeneralSteps() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<TestScale.count(quick: 1_000, full: 4_000) {
      let flow = Self.randomFlow(using: &generator)
      let items = Self.randomItems(using: &generator)
      let proposal = [
        ProposedSize(width: Double(Int.random(in: 0...400, using: &generator)), height: nil),
        ProposedSize(width: Double(Int.random(in: 0...400, using: &generator)), height: 300),
        ProposedSize(width: Double(Int.random(in: 0...400, using: &generator)), height: 40),
        ProposedSize.unspecified, ProposedSize.zero, ProposedSize.infinity,
      ].map { flow.axis == .horizontal ? $0 : ProposedSize(width: $0.height, height: $0.width) }
        .randomElement(using: &generator)!
      let bounds: Rect? =
        Bool.random(using: &generator)
        ? nil
        : Rect(
          x: 10, y: -3, width: 250.5, height: Double(Int.random(in: 0...500, using: &generator)))
      let streamed = flow.layout(items, proposal: proposal, bounds: bounds)
      let reference = flow.referenceLayout(items, proposal: proposal, bounds: bounds)
      #expect(streamed == reference, "\(flow) \(items) \(proposal) \(String(describing: bounds))")
      if streamed != reference { return }
    }
  }

  /// Both paths ask each item the same questions in the same order, so that an item whose
  /// answers depend on what it was asked before (as a SwiftUI view's may) lays out the same way on
  /// either path: growing comes before stretching, and a line is stretched once.
  @Test func bothPathsAskEachItemTheSameQuestionsInOrder() {
    Self.expectBothPathsAskTheSameQuestions(seed: 13, flows: Self.randomFlow(using:))
  }

  /// Checks on 1,000 random flows made by `flows`, some stretching their items, that layout
  /// asks each item the same questions in the same order as the general steps.
  static func expectBothPathsAskTheSameQuestions(
    seed: UInt64, flows: (inout SplitMix64) -> FlowEngine
  ) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<1_000 {
      var flow = flows(&generator)
      if Bool.random(using: &generator) { flow.itemAlignment = .stretch }
      let boxes = Self.randomItems(using: &generator)
      let proposal = ProposedSize(
        width: Double(Int.random(in: 0...400, using: &generator)), height: 300)
      let streamed = boxes.map(CountingItem.init)
      let reference = boxes.map(CountingItem.init)
      _ = flow.layout(streamed, proposal: proposal)
      _ = flow.referenceLayout(reference, proposal: proposal)
      let same = zip(streamed, reference).allSatisfy { $0.proposals == $1.proposals }
      #expect(same, "\(flow) \(boxes) \(proposal)")
      if !same { return }
    }
  }

  /// Text wraps when offered less than its ideal width, which the streaming loop asks of an item
  /// alone on a line that it overflows.
  @Test func streamingMatchesTheGeneralStepsForText() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<1_000 {
      let flow = Self.randomFlow(using: &generator)
      let items = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        TextItem(
          wordWidths: (0..<Int.random(in: 1...8, using: &generator)).map { _ in
            Double(Int.random(in: 5...60, using: &generator))
          })
      }
      let proposal = ProposedSize(
        width: Double(Int.random(in: 0...300, using: &generator)), height: nil)
      let streamed = flow.layout(items, proposal: proposal)
      let reference = flow.referenceLayout(items, proposal: proposal)
      #expect(streamed == reference, "\(flow) \(items) \(proposal)")
      if streamed != reference { return }
    }
  }

  /// Items are placed as they come at the offset their line's first item expects; a later item
  /// that prefers more space towards the previous line moves the whole line.
  @Test func aLaterItemsLineSpacingPreferenceMovesItsLine() {
    let none = SpacingPreferences(top: 0, leading: 4, bottom: 0, trailing: 4)
    let more = SpacingPreferences(top: 16, leading: 4, bottom: 0, trailing: 4)
    let items = [
      BoxItem(width: 60, height: 28, spacing: none), BoxItem(width: 60, height: 28, spacing: none),
      BoxItem(width: 30, height: 28, spacing: more),
    ]
    let flow = FlowEngine(itemSpacing: 4)
    let proposal = ProposedSize(width: 100, height: nil)
    let result = flow.layout(items, proposal: proposal)
    #expect(result.frames.map(\.minY) == [0, 44, 44])
    #expect(result == flow.referenceLayout(items, proposal: proposal))
  }

  /// The loop applies the input policy to an item's two lengths in one check, which must agree
  /// with applying it to each length alone, for every kind of value on either side: lengths below
  /// 2 beside longer ones miss the check's common case and take the policy length by length.
  @Test func bothLengthsOfAnItemFollowTheInputPolicy() {
    let values: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, 0.5, 1, 1.5, 2, 28, 65_536, 1e15, 1e15.nextUp, 1e300,
      .greatestFiniteMagnitude, .infinity, -.infinity, .nan, -1, -28,
    ]
    for first in values {
      for second in values {
        let (main, cross) = sanitizedLengths(first, second)
        #expect(main.bitPattern == sanitizedLength(first).bitPattern, "\(first) \(second)")
        #expect(cross.bitPattern == sanitizedLength(second).bitPattern, "\(first) \(second)")
      }
    }
    let items = values.flatMap { width in values.map { HostileItem(width: width, height: $0) } }
    for axis in FlowAxis.allCases {
      let flow = FlowEngine(axis: axis, itemSpacing: 1, lineSpacing: 1)
      let proposal = ProposedSize(width: 200, height: 200)
      #expect(
        flow.layout(items, proposal: proposal) == flow.referenceLayout(items, proposal: proposal))
    }
  }

  /// A pass over items in contiguous storage (an array, a slice of one) is given that storage,
  /// which the streaming loop reads; over other collections it is given none, and the loop
  /// leaves the layout to the general steps.
  @Test func passesOverContiguousItemsStream() {
    let items = [BoxItem(width: 10, height: 10), BoxItem(width: 20, height: 10)]
    #expect(Self.streams(items) == true)
    #expect(Self.streams(items[1...]) == true)
    #expect(Self.streams(ContiguousArray(items)) == true)
    #expect(Self.streams(items.lazy.map { $0 }) == nil)
    let address = items.withUnsafeBufferPointer { $0.baseAddress }
    let readsTheArray = LayoutPass.with(
      flow: FlowEngine(), items: items, proposal: .unspecified, bounds: nil
    ) { $0.contiguousItems?.baseAddress == address && $0.contiguousItems?.count == 2 }
    #expect(readsTheArray)
  }

  /// What the streaming loop answers in a pass over `items`: `nil` when it did not run.
  static func streams<Items: RandomAccessCollection>(_ items: Items) -> Bool?
  where Items.Element == BoxItem {
    var frames = [Rect](repeating: .zero, count: items.count)
    return LayoutPass.with(
      flow: FlowEngine(), items: items, proposal: ProposedSize(width: 100, height: nil),
      bounds: nil
    ) { pass in
      frames.withUnsafeMutableBufferPointer { frames in
        pass.frames = frames
        return pass.streamLines()
      }
    }
  }

  /// Items outside contiguous storage, which the streaming loop does not read, and items in a
  /// slice that starts past index 0, lay out as the same items in an array do.
  @Test func collectionsWithoutContiguousStorageLayOutAlike() {
    var generator = SplitMix64(seed: 13)
    for _ in 0..<500 {
      let flow = Self.randomFlow(using: &generator)
      let items = Self.randomItems(using: &generator)
      let proposal = ProposedSize(
        width: Double(Int.random(in: 0...400, using: &generator)), height: nil)
      let mapped = items.indices.lazy.map { items[$0] }
      #expect(mapped.withContiguousStorageIfAvailable { _ in } == nil)
      let fromArray = flow.layout(items, proposal: proposal)
      #expect(flow.layout(mapped, proposal: proposal) == fromArray, "\(flow) \(items)")
      let slice = ([BoxItem(width: 1, height: 1)] + items)[1...]
      #expect(flow.layout(slice, proposal: proposal) == fromArray, "\(flow) \(items)")
    }
  }
}

extension BoxItem {
  /// Makes the box exactly `width` wide: its least and greatest widths, which keep its ideal width
  /// within them, were set from its first width.
  fileprivate mutating func fix(width: Double) {
    self.width = width
    minWidth = width
    maxWidth = width
  }

  /// Makes the box exactly `height` high, as ``fix(width:)`` does its width.
  fileprivate mutating func fix(height: Double) {
    self.height = height
    minHeight = height
    maxHeight = height
  }
}
