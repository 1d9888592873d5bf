/// A strict JSON parser (RFC 8259) that reports the line and column of the first error.
///
/// - Complexity: O(*n*) in the length of the text.
struct JSONParser {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  /// A member of the top-level object whose array's elements are handed over as they are read,
  /// instead of being kept in the document: its key, and where the elements go.
  private var stream: (key: String, element: (JSONValue) -> Void)?

  /// Parses one JSON document.
  ///
  /// - Throws: ``PreviewerError/badData(_:)`` naming where the text stops being JSON.
  static func parse(_ text: some StringProtocol) throws(PreviewerError) -> JSONValue {
    var text = String(text)
    return try text.withUTF8 { bytes in
      Result { () throws(PreviewerError) -> JSONValue in try parse(utf8: bytes) }
    }.get()
  }

  /// Parses one JSON document from its UTF-8 bytes, without copying them.
  ///
  /// - Throws: ``PreviewerError/badData(_:)`` naming where the text stops being JSON.
  static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(PreviewerError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    return try parser.parseDocument()
  }

  /// Parses one JSON document from its UTF-8 bytes, handing each element of the array that the
  /// top-level object has under `key` to `element` as it is read: the document then holds an
  /// empty array there, so that a large array is never held whole. Errors are those of
  /// ``parse(utf8:)``.
  static func parse(
    utf8 bytes: UnsafeBufferPointer<UInt8>, streamingElementsOf key: String,
    to element: (JSONValue) -> Void
  ) throws(PreviewerError) -> JSONValue {
    try withoutActuallyEscaping(element) { element in
      var parser = JSONParser(bytes: bytes)
      parser.stream = (key, element)
      return Result { () throws(PreviewerError) -> JSONValue in try parser.parseDocument() }
    }.get()
  }

  private mutating func parseDocument() throws(PreviewerError) -> JSONValue {
    skipWhitespace()
    guard position < bytes.count else {
      throw .badData("the input is empty; expected a JSON object")
    }
    let value = try parseValue(depth: 0)
    skipWhitespace()
    guard position == bytes.count else {
      throw error("unexpected text after the JSON value")
    }
    return value
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  private static let maximumDepth = 512

  private mutating func parseValue(depth: Int) throws(PreviewerError) -> JSONValue {
    guard depth < Self.maximumDepth else { throw error("nesting deeper than 512 levels") }
    guard let byte = peek() else { throw error("unexpected end of input; expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("unexpected \(describe(byte)); expected a value")
    }
  }

  private mutating func parseObject(depth: Int) throws(PreviewerError) -> JSONValue {
    position += 1
    var members = JSONObject()
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
      let key = try parseString()
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "expected ':' after a key")
      skipWhitespace()
      let value: JSONValue
      if depth == 0, let stream, key == stream.key, peek() == UInt8(ascii: "[") {
        value = try parseArray(depth: depth + 1, handingElementsTo: stream.element)
      } else {
        value = try parseValue(depth: depth + 1)
      }
      guard members.insert(value, forKey: key) else {
        throw error("duplicate key \(jsonString(key))")
      }
      skipWhitespace()
      if peek() == UInt8(ascii: ",") {
        position += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "expected ',' or '}' in an object")
      return .object(members)
    }
  }

  /// Parses an array; with `handler`, hands it each element instead of keeping them.
  private mutating func parseArray(
    depth: Int, handingElementsTo handler: ((JSONValue) -> Void)? = nil
  ) throws(PreviewerError) -> JSONValue {
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      let element = try parseValue(depth: depth + 1)
      if let handler { handler(element) } else { elements.append(element) }
      skipWhitespace()
      if peek() == UInt8(ascii: ",") {
        position += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "expected ',' or ']' in an array")
      return .array(elements)
    }
  }

  private mutating func parseString() throws(PreviewerError) -> String {
    position += 1
    // Most strings (every key of the contract) have no escape: one run of bytes.
    let start = position
    while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
      position += 1
    }
    if peek() == UInt8(ascii: "\"") {
      position += 1
      return String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
    }
    position = start
    var scalars = String.UnicodeScalarView()
    var runStart = position
    while true {
      guard let byte = peek() else { throw error("unterminated string") }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<position], as: UTF8.self)
            .unicodeScalars)
      }
      if byte == UInt8(ascii: "\"") {
        position += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        position += 1
        scalars.append(try parseEscape())
        runStart = position
      } else {
        position += 1
      }
    }
  }

  private mutating func parseEscape() throws(PreviewerError) -> Unicode.Scalar {
    guard let byte = peek() else { throw error("unterminated escape") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard peek() == UInt8(ascii: "\\") else { throw error("unpaired surrogate") }
        position += 1
        guard peek() == UInt8(ascii: "u") else { throw error("unpaired surrogate") }
        position += 1
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate") }
      return scalar
    default:
      position -= 1
      throw error("invalid escape \\ followed by \(describe(byte))")
    }
  }

  private mutating func parseHex4() throws(PreviewerError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
        throw error("expected four hexadecimal digits after \\u")
      }
      value = value << 4 + UInt32(digit)
      position += 1
    }
    return value
  }

  private mutating func parseNumber() throws(PreviewerError) -> Double {
    let start = position
    if peek() == UInt8(ascii: "-") { position += 1 }
    if peek() == UInt8(ascii: "0") {
      position += 1
    } else {
      guard skipDigits() > 0 else { throw error("invalid number") }
    }
    if peek() == UInt8(ascii: ".") {
      position += 1
      guard skipDigits() > 0 else { throw error("invalid number: digits expected after '.'") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard skipDigits() > 0 else { throw error("invalid number: digits expected in exponent") }
    }
    // A whole number of up to 15 digits is exact as a Double: no text to convert.
    if let whole = wholeNumber(from: start) { return whole }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      position = start
      throw error("number \(text) is out of range")
    }
    return value
  }

  /// The number from `start` to the current position, if it is a whole number of at most 15
  /// digits, optionally negative; `nil` for any other.
  private func wholeNumber(from start: Int) -> Double? {
    var index = start
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    guard position - index <= 15 else { return nil }
    var value = 0
    while index < position {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
      index += 1
    }
    return negative ? -Double(value) : Double(value)
  }

  private mutating func skipDigits() -> Int {
    let start = position
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      position += 1
    }
    return position - start
  }

  private mutating func expectWord(_ word: String) throws(PreviewerError) {
    for expected in word.utf8 {
      guard peek() == expected else { throw error("invalid literal; expected \(word)") }
      position += 1
    }
  }

  private mutating func expect(_ byte: UInt8, _ message: String) throws(PreviewerError) {
    guard peek() == byte else { throw error(message) }
    position += 1
  }

  private mutating func skipWhitespace() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      position += 1
    }
  }

  private func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  /// A byte for an error message: a printable ASCII character in quotes, anything else by its
  /// value, so that messages stay on one line.
  private func describe(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'"
      : "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// An error at the current position, as `invalid JSON at line L, column C: message`.
  private func error(_ message: String) -> PreviewerError {
    let before = bytes[..<min(position, bytes.count)]
    let line = before.lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let column =
      String(
        decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<min(position, bytes.count)]),
        as: UTF8.self
      ).count + 1
    return .badData("invalid JSON at line \(line), column \(column): \(message)")
  }
}
