/// A lazy flow's data as its view reads it, counting every element read, so that a simulation
/// can show how the work of a frame grows with the data.
struct CountedElements: RandomAccessCollection {
  let ids: [Int]
  let counter: ReadCounter

  var startIndex: Int { ids.startIndex }
  var endIndex: Int { ids.endIndex }

  subscript(position: Int) -> Int {
    counter.count += 1
    return ids[position]
  }
}

/// How many elements were read.
final class ReadCounter {
  var count = 0
}
