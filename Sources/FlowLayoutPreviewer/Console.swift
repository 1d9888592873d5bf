/// What a run of `flowlayout` reads from and writes to, so that tests can run it in memory.
public struct Console {
  /// Reads all of standard input.
  public var readInput: () -> String
  /// Reads a whole file, or throws ``PreviewerError/failure(_:)``.
  public var readFile: (String) throws(PreviewerError) -> String
  public var write: (String) -> Void
  public var writeError: (String) -> Void
  /// Whether standard output is a terminal, and its width in cells.
  public var isTerminal: Bool
  public var terminalWidth: Int
  /// A monotonic clock, in nanoseconds, for timing layouts (`--time`).
  public var nanoseconds: () -> UInt64

  public init(
    readInput: @escaping () -> String,
    readFile: @escaping (String) throws(PreviewerError) -> String,
    write: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
    isTerminal: Bool, terminalWidth: Int, nanoseconds: @escaping () -> UInt64 = { 0 }
  ) {
    self.readInput = readInput
    self.readFile = readFile
    self.write = write
    self.writeError = writeError
    self.isTerminal = isTerminal
    self.terminalWidth = terminalWidth
    self.nanoseconds = nanoseconds
  }
}
