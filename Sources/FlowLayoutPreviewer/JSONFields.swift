/// Reads the members of a JSON object by name, reporting every mistake with the field's path
/// (such as `items[3].width`) and what was expected, and rejecting unknown keys.
struct JSONFields {
  /// The path of the field the object is in, and its index when it is an array's element;
  /// ``path`` is made from them only for an error message.
  private let parent: String
  private let index: Int?
  private let members: JSONObject

  /// The members of `value`, which must be an object whose keys are all in `allowed`.
  init(_ value: JSONValue, path: String, index: Int? = nil, allowed: [String])
    throws(PreviewerError)
  {
    parent = path
    self.index = index
    guard case .object(let members) = value else {
      let path = Self.path(path, index)
      throw Self.mismatch(path.isEmpty ? "the request" : path, expected: "an object", got: value)
    }
    // The first unknown key in sorted order, found in one pass with no list of keys.
    if let unknown = members.members.lazy.map(\.key).filter({ !allowed.contains($0) }).min() {
      throw .badData(
        "\(Self.join(Self.path(path, index), printable(unknown))): unknown key; expected one of "
          + allowed.sorted().joined(separator: ", "))
    }
    self.members = members
  }

  /// The path of an object in the field `parent`, at `index` when that field is an array.
  private static func path(_ parent: String, _ index: Int?) -> String {
    index.map { "\(parent)[\($0)]" } ?? parent
  }

  /// Whether the key is present (even with a `null` value).
  func contains(_ key: String) -> Bool { members[key] != nil }

  func value(_ key: String) -> JSONValue? { members[key] }

  /// The object's path, such as `items[3]`.
  var path: String { Self.path(parent, index) }

  func path(_ key: String) -> String { Self.join(path, key) }

  /// A required, finite, non-negative number.
  func length(_ key: String) throws(PreviewerError) -> Double {
    guard let value = members[key] else {
      throw .badData("\(path(key)): missing; expected a number")
    }
    return try Self.length(value, path: self.path(key))
  }

  /// A required number of either sign, such as a coordinate.
  func coordinate(_ key: String) throws(PreviewerError) -> Double {
    guard let value = members[key] else {
      throw .badData("\(path(key)): missing; expected a number")
    }
    guard case .number(let number) = value else {
      throw Self.mismatch(path(key), expected: "a number", got: value)
    }
    return number
  }

  /// An optional length: absent gives `absent`; `null` gives `null`; `"infinity"` is allowed
  /// when `allowsInfinity`.
  func optionalLength(
    _ key: String, absent: Double?, null: Double?, allowsInfinity: Bool = false
  ) throws(PreviewerError) -> Double? {
    switch members[key] {
    case nil: return absent
    case .null: return null
    case .string("infinity") where allowsInfinity: return .infinity
    case let value?:
      return try Self.length(
        value, path: path(key), expected: allowsInfinity ? "a number, null or \"infinity\"" : nil)
    }
  }

  /// An optional count (a whole number ≥ 0) or `null`.
  func count(_ key: String) throws(PreviewerError) -> Int? {
    switch members[key] {
    case nil, .null: return nil
    case .number(let number) where number >= 0 && number == number.rounded() && number < 1e15:
      return Int(number)
    case let value?:
      throw Self.mismatch(path(key), expected: "a whole number ≥ 0 or null", got: value)
    }
  }

  func bool(_ key: String, default defaultValue: Bool) throws(PreviewerError) -> Bool {
    switch members[key] {
    case nil: return defaultValue
    case .bool(let flag): return flag
    case let value?: throw Self.mismatch(path(key), expected: "true or false", got: value)
    }
  }

  /// One of an enumeration's raw values.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ key: String, allowsNull: Bool = false
  ) throws(PreviewerError) -> Choice? where Choice.RawValue == String {
    switch members[key] {
    case nil: return nil
    case .null? where allowsNull: return nil
    case .string(let raw):
      if let choice = Choice(rawValue: raw) { return choice }
      throw .badData(
        "\(path(key)): unknown value \(jsonString(raw)); expected \(Self.list(Choice.self))")
    case let value?: throw Self.mismatch(path(key), expected: Self.list(Choice.self), got: value)
    }
  }

  /// The expected values of an enumeration, as `"a", "b" or "c"`.
  static func list<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) -> String
  where Choice.RawValue == String {
    let names = Choice.allCases.map { "\"\($0.rawValue)\"" }
    return names.count > 1
      ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
  }

  /// A finite number ≥ 0; `path`, for an error message, is made only when there is one.
  static func length(
    _ value: JSONValue, path: @autoclosure () -> String, expected: String? = nil
  ) throws(PreviewerError) -> Double {
    guard case .number(let number) = value else {
      throw mismatch(path(), expected: expected ?? "a number", got: value)
    }
    guard number >= 0 else {
      throw .badData(
        "\(path()): \(FlowLayoutPreviewer.number(number)) is negative; expected a number ≥ 0")
    }
    return number
  }

  static func mismatch(_ path: String, expected: String, got value: JSONValue) -> PreviewerError {
    .badData("\(path): expected \(expected), got \(value.typeName)")
  }

  static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }
}
