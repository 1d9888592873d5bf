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
      switch (parts.first, parts.count == 2 ? parts[1] : nil) {
      case ("grow", let value?) where Double(value).map { $0.isFinite && $0 >= 0 } == true:
        settings.grow = Double(value)!
      case ("basis", let value?) where Double(value).map { $0.isFinite && $0 >= 0 } == true:
        settings.basis = Double(value)!
      case ("alignment", let value?) where ItemAlignment(rawValue: value) != nil:
        settings.alignment = ItemAlignment(rawValue: value)
      case ("breakBefore", nil): settings.breakBefore = true
      case ("keepWithNext", nil): settings.keepsWithNext = true
      default:
        throw .usage(
          "invalid setting '\(setting)' for '\(option)'; expected grow=w, basis=n, "
            + "alignment=(\(caseList(ItemAlignment.self))), breakBefore or keepWithNext")
      }
    }
    return (index, settings)
  }
}
