import Foundation
import Testing

/// `flowlayout demo --watch` in a real terminal: `script` (util-linux) runs it in a
/// pseudo-terminal, which the test resizes and then quits.
@Suite struct LiveReflowTests {
  static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  @Test(
    .enabled(if: hasScript, "needs script(1) from util-linux"),
    arguments: ["q", "\u{3}"])  // q, and Ctrl-C
  func watchReflowsOnResizeAndRestoresTheTerminalOnQuit(key: String) async throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    let command = """
      stty cols 60 rows 20; (sleep 2; stty cols 30 rows 20 < /dev/tty) & \
      exec '\(Executable.url.path)' demo --watch
      """
    process.arguments = ["-qfec", command, "/dev/null"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    // Waits without holding a thread of the test pool, which has one per core.
    try await Task.sleep(for: .seconds(3))
    input.fileHandleForWriting.write(Data("++-".utf8))
    try await Task.sleep(for: .seconds(1))
    input.fileHandleForWriting.write(Data(key.utf8))
    let text = await Self.outputToEnd(of: process, from: output)

    #expect(process.terminationStatus == 0)
    #expect(text.contains("\u{1B}[?1049h"), "switches to the alternate screen")
    #expect(text.contains("60 columns") && text.contains("30 columns"), "reflows on resize")
    #expect(
      text.contains("20 chips") && text.contains("21 chips") && text.contains("SwiftUI +1"),
      "reflows as chips are added and removed")
    #expect(text.contains("流式布局") && text.contains("\u{1B}[38;5;"), "coloured chips")
    #expect(text.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"), "shows the cursor and restores the screen")
  }

  /// All that `process` writes to `output` until it exits, read on a thread of its own, so that
  /// the wait holds no thread of the test pool, which has one per core.
  static func outputToEnd(of process: Process, from output: Pipe) async -> String {
    await withCheckedContinuation { continuation in
      Thread {
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        continuation.resume(returning: String(decoding: data, as: UTF8.self))
      }.start()
    }
  }
}
