import FlowLayoutEngine

/// A path of focus moves to take in a layout: `{"from": 3, "moves": ["down", "right"]}` in the
/// JSON contract's `navigate`, `--navigate 3:down,right` on the command line.
public struct NavigationRequest: Equatable, Sendable {
  /// The index of the item focus starts on.
  public var from: Int
  /// The moves, in order.
  public var moves: [FlowMove]

  public init(from: Int, moves: [FlowMove]) {
    self.from = from
    self.moves = moves
  }

  /// The item focus is on after each move, in `result`, a layout of `flow`.
  ///
  /// - Complexity: O(*m* (log *L* + *k*)) for *m* moves, *L* lines and *k* items in a line.
  func path(in result: FlowResult, of flow: FlowEngine) -> [Int] {
    FlowNavigator(flow: flow, result: result).items(after: moves, from: from)
  }

  /// `navigate`: an array of `{"from": i, "moves": [move]}`, or `null`, checked against the
  /// `itemCount` items of the request.
  ///
  /// - Throws: ``PreviewerError/badData(_:)`` naming the field: a start past the items, an
  ///   unknown move, or a value of the wrong kind.
  static func navigate(_ fields: JSONFields, itemCount: Int) throws(PreviewerError)
    -> [NavigationRequest]?
  {
    guard let value = fields.value("navigate"), value != .null else { return nil }
    guard case .array(let elements) = value else {
      throw JSONFields.mismatch("navigate", expected: "an array of paths", got: value)
    }
    var requests: [NavigationRequest] = []
    for (index, element) in elements.enumerated() {
      let path = try JSONFields(
        element, path: "navigate", index: index, allowed: ["from", "moves"])
      guard let from = try path.count("from") else {
        throw .badData("\(path.path("from")): missing; expected the index of an item")
      }
      try checkStart(from, itemCount: itemCount, field: path.path("from"))
      guard case .array(let names)? = path.value("moves") else {
        throw path.value("moves").map {
          JSONFields.mismatch(path.path("moves"), expected: "an array of moves", got: $0)
        } ?? .badData("\(path.path("moves")): missing; expected an array of moves")
      }
      var moves: [FlowMove] = []
      for (position, name) in names.enumerated() {
        moves.append(try move(name, field: "\(path.path("moves"))[\(position)]"))
      }
      requests.append(NavigationRequest(from: from, moves: moves))
    }
    return requests
  }

  /// The move `value` names.
  private static func move(_ value: JSONValue, field: String) throws(PreviewerError) -> FlowMove {
    guard case .string(let name) = value else {
      throw JSONFields.mismatch(field, expected: JSONFields.list(FlowMove.self), got: value)
    }
    return try move(named: name, field: field)
  }

  /// The move called `name`.
  ///
  /// - Throws: ``PreviewerError/badData(_:)`` naming `field` when no move is called so.
  static func move(named name: String, field: String) throws(PreviewerError) -> FlowMove {
    guard let move = FlowMove(rawValue: name) else {
      throw .badData(
        "\(field): unknown move \(jsonString(name)); expected \(JSONFields.list(FlowMove.self))")
    }
    return move
  }

  /// Checks that focus can start on the item at `from` of `itemCount` items.
  ///
  /// - Throws: ``PreviewerError/badData(_:)`` naming `field` when there is no such item.
  static func checkStart(_ from: Int, itemCount: Int, field: String) throws(PreviewerError) {
    guard from >= itemCount else { return }
    throw .badData(
      itemCount == 0
        ? "\(field): \(from) is past the items; there are none to focus"
        : "\(field): \(from) is past the last item; expected an index from 0 to \(itemCount - 1)"
    )
  }
}

extension ArgumentReader {
  /// Reads the value of `--navigate`: the index of the item focus starts on, a colon, and
  /// moves separated by commas, such as `3:down,down,right`.
  ///
  /// - Throws: ``PreviewerError/usage(_:)`` for a value of another shape;
  ///   ``PreviewerError/badData(_:)`` for a move with no such name.
  mutating func navigation(for option: String) throws(PreviewerError) -> NavigationRequest {
    let text = try value(for: option)
    guard let colon = text.firstIndex(of: ":"), let from = Int(text[..<colon]), from >= 0
    else {
      throw .usage(
        "invalid value '\(text)' for '\(option)'; expected an index and moves such as 3:down,right"
      )
    }
    var moves: [FlowMove] = []
    for name in text[text.index(after: colon)...].split(separator: ",") {
      moves.append(try NavigationRequest.move(named: String(name), field: option))
    }
    return NavigationRequest(from: from, moves: moves)
  }
}
