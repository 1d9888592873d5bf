import Dispatch
import FlowLayoutEngine
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
}
