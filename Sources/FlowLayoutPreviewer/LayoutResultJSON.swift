import FlowLayoutEngine

extension FlowResult {
  /// The result in the public JSON contract, on one line, with keys in a fixed order:
  /// `{"size":{"width","height"},"frames":[{"x","y","width","height"}],"lines":[[first,end]],
  /// "hiddenCount":n,"separators":[frame],"lineSeparators":[frame]}`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  public var json: String { json(hits: nil) }

  /// ``json``, with the overflow indicator's frame, `"overflowIndicator":{…}`, after the line
  /// separators when there is one, followed by `"hits":[{"item": i or null, "insertionIndex":
  /// j}]` when `hits` is not `nil`, and by `"navigation":[[i, …]]`, the items each path visits,
  /// when `navigation` is not `nil`.
  ///
  /// - Complexity: O(*n* + *p* + *m*) for *n* items, *p* hits and *m* moves.
  public func json(
    hits: [FlowHit]?, navigation: [[Int]]? = nil, overflowIndicator: Rect? = nil
  ) -> String {
    var json = JSONWriter(
      capacity: 96 + 48 * (frames.count + separators.count + lineSeparators.count) + 12
        * lines.count)
    json.append("{\"size\":{\"width\":")
    json.append(size.width)
    json.append(",\"height\":")
    json.append(size.height)
    json.append("},\"frames\":")
    Self.append(frames, to: &json)
    json.append(",\"lines\":[")
    for (index, line) in lines.enumerated() {
      json.append(index > 0 ? ",[" : "[")
      json.append(line.lowerBound)
      json.append(",")
      json.append(line.upperBound)
      json.append("]")
    }
    json.append("],\"hiddenCount\":")
    json.append(hiddenCount)
    json.append(",\"separators\":")
    Self.append(separators, to: &json)
    json.append(",\"lineSeparators\":")
    Self.append(lineSeparators, to: &json)
    if let overflowIndicator {
      json.append(",\"overflowIndicator\":")
      Self.append(overflowIndicator, to: &json)
    }
    if let hits {
      json.append(",\"hits\":[")
      for (index, hit) in hits.enumerated() {
        json.append(index > 0 ? ",{\"item\":" : "{\"item\":")
        if let item = hit.item { json.append(item) } else { json.append("null") }
        json.append(",\"insertionIndex\":")
        json.append(hit.insertionIndex)
        json.append("}")
      }
      json.append("]")
    }
    if let navigation {
      json.append(",\"navigation\":[")
      for (index, path) in navigation.enumerated() {
        json.append(index > 0 ? ",[" : "[")
        for (step, item) in path.enumerated() {
          if step > 0 { json.append(",") }
          json.append(item)
        }
        json.append("]")
      }
      json.append("]")
    }
    json.append("}")
    return json.text
  }

  /// Appends `frames` as an array of `{"x","y","width","height"}` objects.
  private static func append(_ frames: [Rect], to json: inout JSONWriter) {
    json.append("[")
    for (index, frame) in frames.enumerated() {
      if index > 0 { json.append(",") }
      append(frame, to: &json)
    }
    json.append("]")
  }

  /// Appends `frame` as an `{"x","y","width","height"}` object.
  private static func append(_ frame: Rect, to json: inout JSONWriter) {
    json.append("{\"x\":")
    json.append(frame.minX)
    json.append(",\"y\":")
    json.append(frame.minY)
    json.append(",\"width\":")
    json.append(frame.width)
    json.append(",\"height\":")
    json.append(frame.height)
    json.append("}")
  }
}

/// A JSON number: whole numbers without a fraction, others in the shortest form that reads back
/// as the same `Double`.
func number(_ value: Double) -> String {
  var json = JSONWriter(capacity: 24)
  json.append(value)
  return json.text
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
