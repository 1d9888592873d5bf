import Foundation
import Testing

/// The SVG that `flowlayout render --format svg` writes is a picture a browser can draw.
@Suite struct SVGPictureTests {
  /// The statistics `Scripts/png-stats.py` prints for a PNG.
  struct PNGStatistics: Decodable {
    var width: Int
    var height: Int
    var colors: Int
    var nonBackground: Int
  }

  @Test(.enabled(if: Chromium.isAvailable, "needs Chromium (Debian's chromium package)"))
  func chromiumDrawsTheSVGAsANonBlankPicture() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowlayout-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("chips.svg")
    let png = folder.appendingPathComponent("chips.png")
    let output = try Executable.run(
      ["render", "Swift", "流式布局", "étiquettes", "🏷️ tags", "--format", "svg", "--width", "240"])
    #expect(output.status == 0)
    try Data(output.standardOutput.utf8).write(to: svg)

    try Chromium.screenshot(of: svg, to: png, width: 300, height: 160)

    let statistics = try decodePNG(png)
    #expect(statistics.width == 300 && statistics.height == 160)
    #expect(statistics.colors > 10, "the chips' fills, strokes and text are drawn")
    #expect(statistics.nonBackground > 2_000, "a picture, not a blank page")
  }

  /// Decodes the PNG with the repository's dependency-free decoder.
  private func decodePNG(_ png: URL) throws -> PNGStatistics {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Scripts/png-stats.py").standardized
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, png.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "the PNG decodes")
    return try JSONDecoder().decode(PNGStatistics.self, from: data)
  }
}

/// SVG coordinates are written to a hundredth of a pixel, without the binary noise of sums of
/// fractional advances.
@Suite struct SVGCoordinateTests {
  @Test func coordinatesHaveAtMostTwoDecimals() throws {
    // 8.4 px per cell: sums such as 24 + 7 × 8.4 = 82.80000000000001 in binary.
    let output = try Executable.run(
      ["render", "seventy", "tags", "of", "several", "widths", "--format", "svg", "--width", "300"])
    #expect(output.status == 0)
    let numbers = output.standardOutput.matches(of: /"(-?[0-9]+(\.[0-9]+)?)"/).map {
      String($0.output.1)
    }
    #expect(numbers.count > 20)
    #expect(numbers.contains { $0.contains(".") })
    for number in numbers { #expect(!number.contains(/\.[0-9]{3}/), "\(number)") }
  }
}
