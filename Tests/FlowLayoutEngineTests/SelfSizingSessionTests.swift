import SeededRandom
import TestScale
import Testing

@testable import FlowLayoutEngine

/// Long seeded scroll sessions over greedy self-sizing flows read on demand: after every call
/// that can change lines, every line read so far, not only the lines in view, is where a layout
/// of the current sizes puts it.
@Suite struct SelfSizingSessionTests {
  typealias Model = SelfSizingFlowTests.Model

  /// Checks every complete line read so far, its items, start, length and frames, against a
  /// layout of the current sizes; and once every item is broken, the content length.
  static func expectEveryLineRead(
    _ flow: SelfSizingFlow, model: Model, _ context: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    // A copy, so that reading every line does not bring the session's offsets up to date.
    var flow = flow
    let lines = model.currentLines(flow: flow.flow, proposal: flow.proposal)
    let read = flow.completeLineCount
    guard read > 0 else { return true }
    let expectedFrames = lines.result.frames[0..<lines.result.lines[read - 1].upperBound]
    let last = flow.broken.slot(ofLine: read - 1)
    let expectedLast = lines.slot(containing: lines.result.lines[read - 1].lowerBound)
    guard
      (0..<read).allSatisfy({ flow.broken.range(ofLine: $0) == lines.result.lines[$0] }),
      flow.broken.frames(inLines: 0..<read).elementsEqual(expectedFrames), last == expectedLast
    else {
      let wrong = (0..<read).first { line in
        flow.broken.slot(ofLine: line)
          != lines.slot(containing: lines.result.lines[line].lowerBound)
      }
      let slot = wrong.map { flow.broken.slot(ofLine: $0) }
      let expected = wrong.map { lines.slot(containing: lines.result.lines[$0].lowerBound) }
      Issue.record(
        "\(read) lines read: \(String(describing: slot)), expected \(String(describing: expected)); \(context())",
        sourceLocation: sourceLocation)
      return false
    }
    if flow.broken.count == flow.count,
      flow.contentLength() != flow.flow.axis.cross(lines.result.size)
    {
      Issue.record("content length \(flow.contentLength()); \(context())")
      return false
    }
    return true
  }

  /// A session as a user scrolls: measures what is in view at its true size until all of it
  /// is measured, moving to the viewport start each measurement returns.
  struct Session {
    var flow: SelfSizingFlow
    let model: Model
    var viewport: Range<Double>
    var calls = 0
    let name: String

    /// Checks every line read after a call.
    mutating func check(_ call: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
      calls += 1
      return SelfSizingSessionTests.expectEveryLineRead(
        flow, model: model, "\(name), call \(calls) (\(call)), viewport \(viewport)",
        sourceLocation: sourceLocation)
    }

    mutating func measureInView() -> Bool {
      for _ in 0..<100 {
        let slots = flow.slots(overlapping: viewport)
        guard check("slots") else { return false }
        let items = slots.flatMap { Array($0.items) }
        guard items.contains(where: { model.measured[$0] == nil }) else { return true }
        for index in items { model.measured[index] = model.truth[index] }
        let start = flow.measure(
          items.map { (index: $0, size: model.truth[$0]) }, viewport: viewport)
        viewport = start..<(start + viewport.upperBound - viewport.lowerBound)
        guard check("measure") else { return false }
      }
      Issue.record("\(name): measuring what is in view did not settle")
      return false
    }
  }

  /// A session's flow: items of 10–120 × 10–40, estimated at one constant size or each at its
  /// true size times 0.5–1.5, in a greedy horizontal flow.
  static func session(seed: UInt64) -> (Session, SplitMix64) {
    var generator = SplitMix64(seed: seed)
    let count = Int.random(in: 1...2_500, using: &generator)
    let truth = (0..<count).map { _ in
      Size(
        width: Double(Int.random(in: 10...120, using: &generator)),
        height: Double(Int.random(in: 10...40, using: &generator)))
    }
    let estimates: [Size]
    if Bool.random(using: &generator) {
      let constant = Size(width: Double(Int.random(in: 30...90, using: &generator)), height: 28)
      estimates = Array(repeating: constant, count: count)
    } else {
      estimates = truth.map { size in
        let scale = Double.random(in: 0.5...1.5, using: &generator)
        return Size(width: size.width * scale, height: size.height * scale)
      }
    }
    let model = Model(estimates: estimates, truth: truth)
    let engine = FlowEngine(
      itemSpacing: Double(Int.random(in: 0...10, using: &generator)),
      lineSpacing: Double(Int.random(in: 0...10, using: &generator)))
    let width = Double(Int.random(in: 150...600, using: &generator))
    let height = Double(Int.random(in: 150...900, using: &generator))
    let flow = SelfSizingFlow(
      flow: engine, count: count, proposal: ProposedSize(width: width, height: nil)
    ) { [model] in model.estimates[$0] }
    return (
      Session(flow: flow, model: model, viewport: 0..<height, name: "seed \(seed)"), generator
    )
  }

  /// Runs a session of `steps` steps, mostly down, some up, some jumps, then a scroll through
  /// to the end; returns whether every check held.
  static func run(seed: UInt64, steps: Int = 80) -> Bool {
    var (session, generator) = session(seed: seed)
    let height = session.viewport.upperBound
    guard session.measureInView() else { return false }
    for _ in 0..<steps {
      let start: Double
      switch Int.random(in: 0..<10, using: &generator) {
      case 0, 1:
        start = Swift.max(
          session.viewport.lowerBound - Double.random(in: 20...(2 * height), using: &generator), 0)
      case 2:
        let item = Int.random(in: 0..<session.flow.count, using: &generator)
        start = session.flow.offset(ofItem: item)
        guard session.check("offset") else { return false }
      default:
        start =
          session.viewport.lowerBound + Double.random(in: 20...(3 * height), using: &generator)
      }
      session.viewport = start..<(start + height)
      guard session.measureInView() else { return false }
    }
    session.viewport = 0..<height
    while true {
      guard session.measureInView() else { return false }
      let end = session.flow.contentLength()
      guard session.check("contentLength") else { return false }
      guard session.viewport.upperBound < end else { break }
      session.viewport = session.viewport.upperBound..<(session.viewport.upperBound + height)
    }
    return session.check("end")
  }

  /// The session that found lines read going stale: its first measurements move every later
  /// line, a read brings the lines in view up to date, and a measurement above them that keeps
  /// its line's thickness left the lines below the view one line too near.
  @Test func theSessionWhoseLinesWentStaleAfterAPartialRead() {
    #expect(Self.run(seed: 0))
  }

  /// The seeds of the sessions of part `part` of six: ten at the full scale; at the quick one,
  /// the last of every other part's. Seed 0, the session that once went wrong, runs at either
  /// scale, in a test of its own.
  static func seeds(ofPart part: Int) -> Range<UInt64> {
    let all = UInt64(part * 10)..<UInt64(part * 10 + 10)
    guard TestScale.current == .quick else { return all }
    return (part.isMultiple(of: 2) ? all.upperBound - 1 : all.upperBound)..<all.upperBound
  }

  /// 60 sessions of 80 steps at the full scale, 3 of 40 at the quick one. (Before offsets were kept
  /// right through an edit after a partial read, one in 50 sessions went wrong, at least one in
  /// each part; ``theSessionWhoseLinesWentStaleAfterAPartialRead()`` keeps the one that did.)
  @Test(arguments: 0..<6)
  func everyLineReadStaysExact(part: Int) {
    for seed in Self.seeds(ofPart: part) {
      guard Self.run(seed: seed, steps: TestScale.count(quick: 40, full: 80)) else { return }
    }
  }
}
