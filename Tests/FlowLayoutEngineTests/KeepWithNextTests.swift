import SeededRandom
import TestScale
import Testing

@testable import FlowLayoutEngine

/// Items kept together (``FlowItem/keepsWithNext``), drawn as text: each word is an item one
/// point per letter, one point apart; `+` after a word keeps it with the next, `|` before a word
/// makes it start a line; lines are drawn one per row.
@Suite struct KeepWithNextTests {
  /// The items `text` draws.
  static func items(_ text: String) -> [BoxItem] {
    text.split(separator: " ").map { word in
      var letters = Substring(word)
      let breakBefore = letters.first == "|"
      if breakBefore { letters = letters.dropFirst() }
      let keepsWithNext = letters.last == "+"
      if keepsWithNext { letters = letters.dropLast() }
      return BoxItem(
        width: Double(letters.count), height: 1, breakBefore: breakBefore,
        keepsWithNext: keepsWithNext)
    }
  }

  /// The lines of `text` laid out in `width` points by `breaking`, drawn as text.
  static func draw(
    _ text: String, width: Double, breaking: LineBreaking = .greedy, maxItemsPerLine: Int? = nil,
    minLines: Int? = nil
  ) -> String {
    let words = text.split(separator: " ").map {
      $0.filter { $0 != "+" && $0 != "|" }
    }
    let flow = FlowEngine(
      itemSpacing: 1, lineBreaking: breaking, minLines: minLines,
      maxItemsPerLine: maxItemsPerLine)
    let result = flow.layout(items(text), proposal: ProposedSize(width: width, height: nil))
    return result.lines.map { line in line.map { words[$0] }.joined(separator: " ") }
      .joined(separator: "\n")
  }

  /// A run starts a new line when it does not fit the rest of a line; a line fills as before
  /// around it.
  @Test func aRunThatDoesNotFitTheRestOfALineStartsOne() {
    #expect(Self.draw("one two three four", width: 9) == "one two\nthree\nfour")
    #expect(Self.draw("one two+ three four", width: 9) == "one\ntwo three\nfour")
    #expect(Self.draw("a bb+ cc+ d ee", width: 8) == "a\nbb cc d\nee")
    #expect(Self.draw("a bb+ cc+ d ee", width: 9) == "a bb cc d\nee")
  }

  /// A box kept with the next by its initializer or by its property is read as such, whatever
  /// path the layout takes.
  @Test func aBoxKeptWithTheNextByItsPropertyOrItsInitializer() {
    var set = BoxItem(width: 3, height: 1)
    set.keepsWithNext = true
    let initialized = BoxItem(width: 3, height: 1, keepsWithNext: true)
    for kept in [set, initialized] {
      let items = [BoxItem(width: 3, height: 1), kept, BoxItem(width: 3, height: 1)]
      for breaking in LineBreaking.allCases {
        let lines = FlowEngine(itemSpacing: 1, lineBreaking: breaking)
          .layout(items, proposal: ProposedSize(width: 8, height: nil)).lines
        #expect(lines == [0..<1, 1..<3], "\(breaking)")
      }
    }
  }

  /// A run longer than an empty line is laid out as if its items were not joined: never
  /// clipped, never lost.
  @Test func aRunLongerThanALineBreaksAsIfNotJoined() {
    #expect(Self.draw("aa bbbb+ cccc+ dd", width: 9) == "aa bbbb\ncccc dd")
    // Its last items do not make a run of their own.
    #expect(Self.draw("aa bbbb+ cccc+ dd ee", width: 9) == "aa bbbb\ncccc dd\nee")
    #expect(Self.draw("aaaaaaaaaaaa+ b", width: 9) == "aaaaaaaaaaaa\nb")
  }

  /// A run of more items than a line may hold is laid out as if its items were not joined.
  @Test func aRunOfMoreItemsThanALineHoldsBreaksAsIfNotJoined() {
    #expect(Self.draw("a b+ c+ d", width: 20, maxItemsPerLine: 3) == "a\nb c d")
    #expect(Self.draw("a b+ c+ d+ e", width: 20, maxItemsPerLine: 3) == "a b c\nd e")
    #expect(Self.draw("a b+ c d", width: 20, maxItemsPerLine: 3) == "a b c\nd")
    #expect(Self.draw("a b c+ d", width: 20, maxItemsPerLine: 3) == "a b\nc d")
  }

  /// A forced break splits a run, and the last item's flag does nothing.
  @Test func aForcedBreakSplitsARunAndTheLastFlagDoesNothing() {
    #expect(Self.draw("aa bb+ |cc dd", width: 9) == "aa bb\ncc dd")
    #expect(Self.draw("aaaa bb+ |cc+ dd", width: 9) == "aaaa bb\ncc dd")
    #expect(Self.draw("aa bb cc+", width: 9) == "aa bb cc")
  }

  /// A line limit hides a run that starts the first hidden line whole, as greedy breaking
  /// decides it at its first item.
  @Test func aLineLimitHidesARunWhole() {
    let flow = FlowEngine(itemSpacing: 1, maxLines: 1)
    let result = flow.layout(
      Self.items("aa bb+ cc dd"), proposal: ProposedSize(width: 7, height: nil))
    #expect(result.lines == [0..<1])
    #expect(result.hiddenCount == 3)
  }

  /// The optimal breakers never end a line inside a run that holds.
  @Test func optimalBreakersKeepRunsTogether() {
    #expect(Self.draw("aa bb cc dd", width: 6, breaking: .balanced) == "aa bb\ncc dd")
    #expect(Self.draw("aa bb+ cc dd", width: 8, breaking: .balanced) == "aa bb cc\ndd")
    #expect(Self.draw("aa bb cc+ dd", width: 8, breaking: .balanced) == "aa bb\ncc dd")
    #expect(Self.draw("aa bb+ cc dd", width: 9, breaking: .balanced) == "aa bb cc\ndd")
    #expect(
      Self.draw("aa bb+ cc dd ee", width: 9, breaking: .minimumRaggedness) == "aa bb cc\ndd ee")
  }

  /// A minimum line count narrows the length lines break at: a run longer than that length is
  /// laid out as if not joined, and one that fits it stays together.
  @Test func minLinesNarrowsTheLengthRunsMustFit() {
    #expect(
      Self.draw("aa bb cc+ dd", width: 40, breaking: .balanced, minLines: 2) == "aa bb\ncc dd")
    #expect(
      Self.draw("aa bb+ cc dd", width: 40, breaking: .balanced, minLines: 2) == "aa bb cc\ndd")
    #expect(Self.draw("aa+ bb", width: 40, breaking: .balanced, minLines: 2) == "aa\nbb")
  }

  /// Every path builds the same lines: the general steps, the records staged in frames, and
  /// the reference layout, on random items, some kept with the next.
  @Test func everyPathAgrees() {
    for seed in 0..<UInt64(300) {
      var generator = SplitMix64(seed: seed)
      let items = Self.randomItems(count: Int.random(in: 0...40, using: &generator), &generator)
      for breaking in LineBreaking.allCases {
        let flow = FlowEngine(
          itemSpacing: Double(seed % 7), lineBreaking: breaking,
          minLines: seed % 4 == 0 ? 3 : nil, maxLines: seed % 5 == 0 ? 2 : nil,
          maxItemsPerLine: seed % 3 == 0 ? 4 : nil)
        let proposal = ProposedSize(
          width: Double(Int.random(in: 0...400, using: &generator)), height: nil)
        let result = flow.layout(items, proposal: proposal)
        let reference = flow.referenceLayout(items, proposal: proposal)
        #expect(result == reference, "seed \(seed), \(breaking)")
      }
    }
  }

  /// Greedy lines never end inside a run that holds, and are full: each line's successor, or the
  /// run it starts, would not have fitted on it, unless a forced break or the item limit ended
  /// the line.
  @Test func greedyLinesKeepRunsAndAreMaximal() {
    for seed in 0..<UInt64(300) {
      var generator = SplitMix64(seed: seed)
      let items = Self.randomItems(count: Int.random(in: 1...40, using: &generator), &generator)
      let width = Double(Int.random(in: 40...400, using: &generator))
      let limit = seed % 3 == 0 ? 4 : Int.max
      let flow = FlowEngine(itemSpacing: 5, maxItemsPerLine: limit == .max ? nil : limit)
      let result = flow.layout(items, proposal: ProposedSize(width: width, height: nil))
      let runs = Runs(items: items, spacing: 5, available: width, maxItemsPerLine: limit)
      for line in result.lines {
        #expect(!runs.joins(line.lowerBound - 1), "seed \(seed)")
        guard line.upperBound < items.count else { continue }
        let unit = runs.unit(startingAt: line.upperBound)
        let extended =
          line.reduce(0) { $0 + items[$1].width + 5 } + runs.length(unit)
        let limited = line.count + unit.count > limit
        #expect(items[line.upperBound].breakBefore || limited || extended > width, "seed \(seed)")
      }
    }
  }

  /// An incremental flow of 6,000 tags over many chunks, a third kept with the next and some in
  /// runs of 40 that no line holds, edited 400 times (100 at the quick scale) anywhere, with items kept with the next or
  /// not: each read equals a fresh layout, so each edit broke again every line of the runs it
  /// touched, across chunks.
  @Test func incrementalEditsRebreakTheLinesOfTheRunsTheyTouch() {
    var generator = SplitMix64(seed: 49)
    var items = Self.randomItems(count: 6_000, &generator)
    for start in stride(from: 100, to: 6_000, by: 700) {
      for index in start..<(start + 40) { items[index].keepsWithNext = true }
    }
    var incremental = IncrementalFlow(
      flow: FlowEngine(itemSpacing: 6, lineSpacing: 4), items: items,
      proposal: ProposedSize(width: 333, height: nil))
    #expect(incremental.chunks.count > 5)
    for round in 0..<TestScale.count(quick: 100, full: 400) {
      let position = Int.random(in: 0..<items.count, using: &generator)
      let fresh = BoxItem(
        width: Double(Int.random(in: 0...150, using: &generator)), height: 20,
        breakBefore: round % 19 == 0, keepsWithNext: Bool.random(using: &generator))
      let edit: FlowEdit<BoxItem> =
        switch round % 4 {
        case 0: .insert(fresh, at: position)
        case 1: .remove(at: position)
        case 2: .replace(at: position, with: fresh)
        default: .move(from: position, to: Int.random(in: 0..<items.count, using: &generator))
        }
      items.apply(edit)
      incremental.apply(edit)
      if round % 20 == 19 {
        guard
          IncrementalFlowTests.expectMatchesFreshLayout(
            &incremental, items: items, using: &generator)
        else { return }
      }
    }
    #expect(incremental.keepsLines)
    // Appending may continue a run that the last line ends with.
    for _ in 0..<30 {
      let appended = Self.randomItems(count: Int.random(in: 1...5, using: &generator), &generator)
      items.append(contentsOf: appended)
      incremental.append(contentsOf: appended)
    }
    #expect(
      IncrementalFlowTests.expectMatchesFreshLayout(&incremental, items: items, using: &generator))
  }

  /// Hit testing a flow with runs answers as its definition does (the item whose frame holds
  /// the point, and where a drop would go) at the corners and centre of every frame, on every
  /// line breaking and wrap.
  @Test func hitTestingAnswersAsItsDefinitionWithRuns() {
    for seed in 0..<UInt64(60) {
      var generator = SplitMix64(seed: seed)
      let items = Self.randomItems(count: Int.random(in: 1...30, using: &generator), &generator)
      let flow = FlowEngine(
        itemSpacing: 6, lineSpacing: 6, wrap: seed % 2 == 0 ? .forward : .reverse,
        lineBreaking: LineBreaking.allCases[Int(seed) % 3])
      let result = flow.layout(items, proposal: ProposedSize(width: 300, height: nil))
      let tester = FlowHitTester(flow: flow, result: result)
      for frame in result.frames {
        let points = [
          frame.origin, Point(x: frame.maxX, y: frame.maxY),
          Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2),
        ]
        for point in points {
          #expect(
            tester.hit(at: point)
              == FlowHitTesterTests.referenceHit(at: point, flow: flow, result: result),
            "seed \(seed)")
        }
      }
    }
  }

  /// Where the items an incremental flow breaks at a time end inside a run that does not hold,
  /// but whose part among them would, the line before that part is broken again with the rest
  /// of the run: the first 1,024 items end four items into a run of 40 that starts mid-line.
  @Test func aRunCutByTheItemsBrokenAtATimeIsBrokenWhole() {
    var items = (0..<2_000).map { BoxItem(width: $0 == 0 ? 150 : 50, height: 10) }
    for index in 1_020..<1_059 { items[index].keepsWithNext = true }
    var generator = SplitMix64(seed: 1)
    var incremental = IncrementalFlow(
      flow: FlowEngine(itemSpacing: 0, lineSpacing: 0), items: items,
      proposal: ProposedSize(width: 200, height: nil))
    #expect(
      IncrementalFlowTests.expectMatchesFreshLayout(&incremental, items: items, using: &generator))
  }

  /// Random tag-like boxes, one in three kept with the next.
  static func randomItems(count: Int, _ generator: inout SplitMix64) -> [BoxItem] {
    var items = randomBoxes(count: count, using: &generator)
    for index in items.indices {
      items[index].keepsWithNext = Int.random(in: 0..<3, using: &generator) == 0
    }
    return items
  }
}

/// The runs of items kept together, worked out from their definition, one item at a time: which
/// neighbours are joined in a run that holds.
struct Runs {
  /// Whether the item at each index is joined to the next in a run that holds.
  var joined: [Bool]
  var widths: [Double]
  var spacing: Double

  init(items: [BoxItem], spacing: Double, available: Double, maxItemsPerLine: Int) {
    widths = items.map(\.width)
    self.spacing = spacing
    joined = Array(repeating: false, count: items.count)
    var start = 0
    while start < items.count {
      var end = start + 1
      while end < items.count, items[end - 1].keepsWithNext, !items[end].breakBefore { end += 1 }
      let length =
        items[start..<end].reduce(0) { $0 + $1.width } + spacing * Double(end - start - 1)
      if length <= available, end - start <= maxItemsPerLine {
        for index in start..<(end - 1) { joined[index] = true }
      }
      start = end
    }
  }

  /// Whether the item at `index` is joined to the next; `false` before the first.
  func joins(_ index: Int) -> Bool { index >= 0 && joined[index] }

  /// The item at `start` and the items joined after it.
  func unit(startingAt start: Int) -> Range<Int> {
    var end = start + 1
    while joins(end - 1) { end += 1 }
    return start..<end
  }

  /// The length of `unit` on a line of its own.
  func length(_ unit: Range<Int>) -> Double {
    unit.reduce(0) { $0 + widths[$1] } + spacing * Double(unit.count - 1)
  }
}
