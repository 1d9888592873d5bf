import FlowLayoutEngine

extension ArgumentReader {
  /// Reads the value of `--item`: an index from 0, a colon, and settings separated by commas in
  /// the JSON contract's words: `grow=w`, `basis=n`, `alignment=a`, `breakBefore` and
  /// `keepWithNext`, such as `2:grow=1,alignment=end`.
  ///
  /// - Complexity: O(*c*) for *c* characters.
  mutating func itemSettings(for option: String) throws(PreviewerError) -> (
    index: Int, settings: FlowItemSettings
  ) {
    let text = try value(for: option)
    let expected = "expected an index and settings such as 2:grow=1,alignment=end"
    guard let colon = text.firstIndex(of: ":"), let index = Int(text[..<colon]), index >= 0
    else { throw .usage("invalid value '\(text)' for '\(option)'; \(expected)") }
    var settings = FlowItemSettings()
    for setting in text[text.index(after: colon)...].split(separator: ",") {
      let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
      let value = parts.count == 2 ? parts[1] : nil
      switch (parts.first, value.flatMap(Self.length), value.flatMap(ItemAlignment.init)) {
      case ("grow", let grow?, _): settings.grow = grow
      case ("basis", let basis?, _): settings.basis = basis
      case ("alignment", _, let alignment?): settings.alignment = alignment
      case ("breakBefore", _, _) where value == nil: settings.breakBefore = true
      case ("keepWithNext", _, _) where value == nil: settings.keepsWithNext = true
      default:
        throw .usage(
          "invalid setting '\(setting)' for '\(option)'; expected grow=w, basis=n, "
            + "alignment=(\(caseList(ItemAlignment.self))), breakBefore or keepWithNext")
      }
    }
    return (index, settings)
  }
}
