#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much of each long randomized test to run, read from one place: the environment variable
/// `FLOWLAYOUT_TEST_SCALE`.
///
/// - `quick`, the default: every suite runs, each property test over a sample that still reaches
///   the cases it exists for, so that `swift test` answers in about a minute and a half.
/// - `full`: the sizes the properties were first established at, which continuous integration
///   runs once, in its plain pass.
///
/// A test that needs a size to mean anything (a million items read in constant time, an edit at
/// a window's edge) keeps that size at either scale; only the number of rounds, sessions, seeds
/// and frames follows the scale.
public enum TestScale: String, Sendable {
  case quick
  case full

  /// The scale of this run: `FLOWLAYOUT_TEST_SCALE`, or `quick` when it is not set. Any other
  /// value stops the run with a message naming the values it takes, rather than running a scale
  /// nobody asked for.
  public static let current: TestScale = {
    guard let value = getenv("FLOWLAYOUT_TEST_SCALE").map({ String(cString: $0) }),
      !value.isEmpty
    else { return .quick }
    guard let scale = TestScale(rawValue: value) else {
      fatalError("FLOWLAYOUT_TEST_SCALE is \"\(value)\"; it takes quick or full")
    }
    return scale
  }()

  /// `quick` at the quick scale and `full` at the full one: a number of rounds, sessions, seeds
  /// or frames.
  public static func count(quick: Int, full: Int) -> Int {
    current == .full ? full : quick
  }
}
