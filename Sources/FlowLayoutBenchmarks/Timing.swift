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

/// The median and minimum time per item of `body`, which lays out `count` items.
///
/// Each sample repeats the body enough times to last at least `sampleTime` nanoseconds; one
/// untimed sample warms caches and branch predictors first.
func measure(
  count: Int, samples: Int, sampleTime: UInt64 = 20_000_000, _ body: () -> Void
) -> (median: Double, minimum: Double) {
  var repeats = 1
  while true {
    let start = now()
    for _ in 0..<repeats { body() }
    if now() - start >= sampleTime / 4 || repeats >= 1 << 20 { break }
    repeats *= 2
  }
  var perItem: [Double] = []
  for sample in 0...samples {
    let start = now()
    for _ in 0..<repeats { body() }
    let elapsed = Double(now() - start)
    if sample > 0 { perItem.append(elapsed / Double(repeats) / Double(count)) }
  }
  perItem.sort()
  return (perItem[perItem.count / 2], perItem[0])
}

/// Keeps the optimizer from discarding a result.
@inline(never)
func consume<T>(_ value: T) {
  withUnsafePointer(to: value) { _ = $0 }
}
