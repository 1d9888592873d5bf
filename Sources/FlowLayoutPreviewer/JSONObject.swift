/// The members of a JSON object, in the order they were read.
///
/// Objects in layout requests have a handful of keys, which a linear search over small strings
/// finds faster than hashing them; an object with more than ``indexThreshold`` keys also keeps a
/// dictionary from key to position, so that large objects stay linear to read.
struct JSONObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
  /// The number of keys above which lookups go through a dictionary.
  static let indexThreshold = 16

  private(set) var members: [(key: String, value: JSONValue)] = []
  private var index: [String: Int]?

  init() {}

  init(dictionaryLiteral elements: (String, JSONValue)...) {
    for (key, value) in elements { _ = insert(value, forKey: key) }
  }

  /// The value of `key`, if the object has it.
  ///
  /// - Complexity: O(*k*) for *k* ≤ ``indexThreshold`` keys, O(1) on average above.
  subscript(key: String) -> JSONValue? {
    position(of: key).map { members[$0].value }
  }

  /// Adds a member; returns `false`, adding nothing, if the object has the key already.
  mutating func insert(_ value: JSONValue, forKey key: String) -> Bool {
    guard position(of: key) == nil else { return false }
    // Most objects of a request have two to four members: one allocation for them.
    if members.isEmpty { members.reserveCapacity(4) }
    members.append((key, value))
    if index != nil {
      index![key] = members.count - 1
    } else if members.count > Self.indexThreshold {
      index = Dictionary(
        uniqueKeysWithValues: members.enumerated().map { ($0.element.key, $0.offset) })
    }
    return true
  }

  private func position(of key: String) -> Int? {
    if let index { return index[key] }
    return members.firstIndex { $0.key == key }
  }

  /// Objects are equal when they have the same keys with equal values, in any order.
  static func == (a: JSONObject, b: JSONObject) -> Bool {
    a.members.count == b.members.count && a.members.allSatisfy { b[$0.key] == $0.value }
  }
}
