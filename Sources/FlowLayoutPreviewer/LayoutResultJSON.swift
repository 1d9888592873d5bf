import FlowLayoutEngine

extension FlowResult {
  /// The result in the public JSON contract, on one line, with keys in a fixed order:
  /// `{"size":{"width","height"},"frames":[{"x","y","width","height"}],"lines":[[first,end]],
  /// "hiddenCount":n}`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  public var json: String {
    var text = "{\"size\":{\"width\":\(number(size.width)),\"height\":\(number(size.height))},"
    text += "\"frames\":["
    for (index, frame) in frames.enumerated() {
      if index > 0 { text += "," }
      text += "{\"x\":\(number(frame.minX)),\"y\":\(number(frame.minY)),"
      text += "\"width\":\(number(frame.width)),\"height\":\(number(frame.height))}"
    }
    text += "],\"lines\":["
    text += lines.map { "[\($0.lowerBound),\($0.upperBound)]" }.joined(separator: ",")
    text += "],\"hiddenCount\":\(hiddenCount)}"
    return text
  }
}

/// A JSON number: whole numbers without a fraction, others in the shortest form that reads back
/// as the same `Double`.
func number(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}

/// `text` as it is when it has no control characters, otherwise as a JSON string literal, so
/// that error messages stay on one line.
func printable(_ text: String) -> String {
  text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    ? jsonString(text) : text
}

/// A JSON string literal.
func jsonString(_ text: String) -> String {
  var escaped = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": escaped += "\\\""
    case "\\": escaped += "\\\\"
    case "\n": escaped += "\\n"
    case "\r": escaped += "\\r"
    case "\t": escaped += "\\t"
    case _ where scalar.value < 0x20:
      escaped += "\\u00" + String(scalar.value, radix: 16).leftPadded(to: 2)
    default: escaped.unicodeScalars.append(scalar)
    }
  }
  return escaped + "\""
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
