#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds from a monotonic clock.
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// How long a case takes, in ns per item: the median and minimum of its samples, and the median,
/// over the rounds, of its time divided by the first case's in the same round.
struct Timing {
  var median: Double
  var minimum: Double
  var relative: Double
}

/// Times `cases`, each of which lays out `count` items, in turns: every round times each case
/// once, so that a slow spell of the machine falls on all of them alike and their ratios hold.
///
/// Each sample repeats its case enough times to last at least a quarter of `sampleTime`
/// nanoseconds; one untimed round warms caches and branch predictors first.
func measureInTurns(
  count: Int, samples: Int, sampleTime: UInt64 = 20_000_000, _ cases: [() -> Void]
) -> [Timing] {
  let repeats = cases.map { body in
    var repeats = 1
    while true {
      let start = now()
      for _ in 0..<repeats { body() }
      if now() - start >= sampleTime / 4 || repeats >= 1 << 20 { return repeats }
      repeats *= 2
    }
  }
  var perItem = [[Double]](repeating: [], count: cases.count)
  for round in 0...samples {
    for (index, body) in cases.enumerated() {
      let start = now()
      for _ in 0..<repeats[index] { body() }
      let elapsed = Double(now() - start)
      if round > 0 { perItem[index].append(elapsed / Double(repeats[index]) / Double(count)) }
    }
  }
  return perItem.map { times in
    Timing(
      median: median(times), minimum: times.min() ?? 0,
      relative: median(zip(times, perItem[0]).map { $0 / $1 }))
  }
}

/// The middle value of `values`.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// Keeps the optimizer from discarding a result.
@inline(never)
func consume<T>(_ value: T) {
  withUnsafePointer(to: value) { _ = $0 }
}
