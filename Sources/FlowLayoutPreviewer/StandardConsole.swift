#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension Console {
  /// The process's standard input, output and error, and the file system.
  public static var standard: Console {
    let isTerminal = isatty(STDOUT_FILENO) == 1
    return Console(
      readInput: { readAll(from: STDIN_FILENO) ?? "" },
      readFile: { path throws(PreviewerError) in
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw readFailure(path) }
        defer { close(descriptor) }
        guard let text = readAll(from: descriptor) else { throw readFailure(path) }
        return text
      },
      write: { writeAll($0, to: STDOUT_FILENO) },
      writeError: { writeAll($0, to: STDERR_FILENO) },
      isTerminal: isTerminal,
      terminalWidth: isTerminal ? terminalSize().columns : environmentColumns() ?? 80,
      nanoseconds: monotonicNanoseconds)
  }
}

/// Nanoseconds from the system's monotonic clock.
private func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

private func readFailure(_ path: String) -> PreviewerError {
  .failure("cannot read '\(path)': \(String(cString: strerror(errno)))")
}

/// The width that `COLUMNS` names, when output is not a terminal.
private func environmentColumns() -> Int? {
  getenv("COLUMNS").flatMap { Int(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil }
}

/// Reads a file descriptor to its end as UTF-8 text (invalid bytes become U+FFFD), or `nil` if
/// reading fails (for example, the path is a directory).
private func readAll(from descriptor: Int32) -> String? {
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = read(descriptor, &buffer, buffer.count)
    if count < 0, errno == EINTR { continue }
    if count < 0 { return nil }
    if count == 0 { break }
    bytes += buffer[..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Writes all of `text` to a file descriptor.
func writeAll(_ text: String, to descriptor: Int32) {
  var text = text
  text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }
}
