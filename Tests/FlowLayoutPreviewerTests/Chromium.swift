import Foundation

/// Headless Chromium, from Debian's `chromium` package, for tests that need a real browser.
///
/// The browser binary in the package's lib folder is called directly: the `chromium` launcher
/// script prints harmless shell errors. `CHROMIUM` names another binary.
enum Chromium {
  static let path: String? = {
    let candidates = [
      ProcessInfo.processInfo.environment["CHROMIUM"], "/usr/lib/chromium/chromium",
      "/usr/bin/chromium",
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Whether tests that need Chromium may run. When `FLOWLAYOUT_REQUIRE_CHROMIUM` is set (CI
  /// sets it), they run even without it, and fail.
  static let isAvailable =
    path != nil || ProcessInfo.processInfo.environment["FLOWLAYOUT_REQUIRE_CHROMIUM"] != nil

  /// Renders a file to a PNG screenshot of the given window size.
  static func screenshot(of file: URL, to png: URL, width: Int, height: Int) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path ?? "/usr/lib/chromium/chromium")
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
      "--screenshot=\(png.path)", file.absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
  }
}
