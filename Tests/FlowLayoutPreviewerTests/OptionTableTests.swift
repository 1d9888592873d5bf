import Foundation
import Testing

@testable import FlowLayoutPreviewer

/// The option tables are the one place where options are declared: the README's lists of
/// options must name exactly the tables' options, in the same order.
@Suite struct OptionTableTests {
  /// The options a README table row names, in the order they first appear.
  static func optionsInReadme(row prefix: String) throws -> [String] {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../README.md"), encoding: .utf8)
    let row = try #require(readme.split(separator: "\n").first { $0.hasPrefix(prefix) })
    var seen: Set<String> = []
    return row.matches(of: /--[a-z-]+/).map { String($0.output) }.filter {
      seen.insert($0).inserted
    }
  }

  @Test func theReadmeListsEveryOptionOfEachSubcommand() throws {
    #expect(
      try Self.optionsInReadme(row: "| `flowlayout` or `flowlayout demo")
        == OptionTable.demo.map(\.name))
    #expect(try Self.optionsInReadme(row: "| `flowlayout render") == OptionTable.render.map(\.name))
    #expect(try Self.optionsInReadme(row: "| `flowlayout layout") == OptionTable.layout.map(\.name))
  }

  /// Every option declared is parsed by its name: a value of its kind is accepted.
  @Test func everyDeclaredOptionParses() throws {
    let values = [
      "<width>": "10", "<n>": "2", "<format>": "svg", "<axis>": "vertical", "<j>": "center",
      "<a>": "end", "<wrap>": "reverse", "<b>": "balanced", "<x,y>": "3,4", "<mark>": "+",
      "<d>": "rightToLeft", "<i:settings>": "0:grow=1",
      "<i:moves>": "0:down,right",
    ]
    for option in OptionTable.render {
      let value = try #require(option.placeholder.map { values[$0] } ?? "", "\(option.name)")
      let invocation = try Invocation.parse(
        ["render", option.name] + (value.isEmpty ? [] : [value]))
      guard case .render(var options) = invocation else {
        Issue.record("\(option.name) is not a render option")
        continue
      }
      #expect(options.givenOptions == [option.name])
      // The option set something beyond the record of what was given.
      options.givenOptions = []
      #expect(options != RenderOptions(), "\(option.name)")
    }
  }
}
