import Dispatch
import FlowLayoutEngine
import SeededRandom
import Testing

/// The engine is a value with no shared state: many threads can lay out with one engine and
/// one array of items at once, and all get the serial result.
@Suite struct ConcurrencyTests {
  @Test func manyThreadsLayOutAtOnce() async {
    var generator = SplitMix64(seed: 7)
    let items = randomBoxes(count: 500, using: &generator)
    let flows: [FlowEngine] = [
      FlowEngine(), FlowEngine(justification: .spaceBetween, lineBreaking: .balanced),
      FlowEngine(axis: .vertical, wrap: .reverse, lineBreaking: .minimumRaggedness),
    ]
    let proposal = ProposedSize(width: 400, height: 300)
    let expected = flows.map { $0.layout(items, proposal: proposal) }
    let results = await withTaskGroup(of: Bool.self) { group in
      for task in 0..<32 {
        group.addTask {
          let flow = flows[task % flows.count]
          return (0..<20).allSatisfy { _ in
            flow.layout(items, proposal: proposal) == expected[task % flows.count]
          }
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results.count == 32 && results.allSatisfy { $0 })
    // Threads outside Swift concurrency, too.
    nonisolated(unsafe) let matches = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 16)
    defer { matches.deallocate() }
    DispatchQueue.concurrentPerform(iterations: 16) { index in
      matches[index] = flows[index % 3].layout(items, proposal: proposal) == expected[index % 3]
    }
    #expect(matches.allSatisfy { $0 })
  }

  /// Copies of one result, laid out into on many threads at once: the working storage a result
  /// keeps between layouts (its lines and growing items) is shared by the copies until one of
  /// them changes it, and each copy gets the serial result.
  @Test func copiesOfOneResultAreLaidOutIntoAtOnce() async {
    var generator = SplitMix64(seed: 11)
    let items = randomBoxes(count: 2_000, using: &generator).enumerated().map { index, box in
      var box = box
      if index % 4 == 0 { (box.grow, box.maxWidth) = (1, .infinity) }
      return box
    }
    let flows = [FlowEngine(), FlowEngine(lineBreaking: .balanced)]
    let widths: [Double] = [240, 400, 650]
    let expected = flows.map { flow in
      widths.map { flow.layout(items, proposal: ProposedSize(width: $0, height: nil)) }
    }
    // Laid out at the narrowest width, into the most lines: every copy's layouts fit in the
    // storage it shares.
    var shared = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)
    flows[0].layout(items, proposal: ProposedSize(width: widths[0], height: nil), into: &shared)
    let results = await withTaskGroup(of: Bool.self) { group in
      for task in 0..<16 {
        group.addTask { [shared] in
          var result = shared
          return (0..<20).allSatisfy { round in
            let (flow, width) = ((task + round) % flows.count, (task + round) % widths.count)
            flows[flow].layout(
              items, proposal: ProposedSize(width: widths[width], height: nil), into: &result)
            return result == expected[flow][width]
          }
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results.count == 16 && results.allSatisfy { $0 })
  }

  /// Copies of one incremental flow, edited on many threads at once: each edits its own copy of
  /// the shared chunks and gets what a flow edited alone gets.
  @Test func copiesOfOneIncrementalFlowAreEditedAtOnce() async {
    var generator = SplitMix64(seed: 12)
    let items = randomBoxes(count: 2_000, using: &generator)
    let proposal = ProposedSize(width: 500, height: nil)
    let shared = IncrementalFlow(flow: FlowEngine(), items: items, proposal: proposal)
    let wide = BoxItem(width: 130, height: 20)
    func edited(_ task: Int) -> IncrementalFlow<BoxItem> {
      var flow = shared
      flow.apply([
        .replace(at: task * 97, with: wide), .insert(wide, at: task * 31), .remove(at: 0),
      ])
      return flow
    }
    let expected = (0..<16).map {
      var flow = edited($0)
      return flow.result()
    }
    let results = await withTaskGroup(of: Bool.self) { group in
      for task in 0..<16 {
        group.addTask {
          var flow = edited(task)
          return flow.result() == expected[task]
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results.count == 16 && results.allSatisfy { $0 })
  }
}
