import Foundation

/// The built `flowlayout` executable, run as a user would run it.
struct Executable {
  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The directory holding the test bundle, where SwiftPM also puts the executable.
  static let url: URL = {
    let products =
      Bundle.allBundles.map(\.bundleURL).first { $0.pathExtension == "xctest" }
      .map { $0.deletingLastPathComponent() }
      ?? Bundle.main.bundleURL
    return products.appendingPathComponent("flowlayout")
  }()

  /// Runs `flowlayout` with arguments and standard input; standard output is a pipe, not a
  /// terminal.
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:]
  ) throws -> Output {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let inputFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowlayout-input-\(UUID().uuidString)")
    try Data(input.utf8).write(to: inputFile)
    defer { try? FileManager.default.removeItem(at: inputFile) }
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Error messages are short, so reading all of standard output first cannot block the child.
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    let errorData = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}

/// The folder of golden request and result files.
let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Golden")
