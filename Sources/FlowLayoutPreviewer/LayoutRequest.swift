import FlowLayoutEngine

/// One request of `flowlayout layout`: the flow's settings, its items, the proposal and the
/// bounds, decoded from the public JSON contract (see `Documentation/JSONContract.md`).
public struct LayoutRequest: Equatable, Sendable {
  public var flow: FlowEngine
  public var items: [BoxItem]
  public var proposal: ProposedSize
  public var bounds: Size?
  /// The points to hit-test in the result, or `nil` for none.
  public var hitTest: [Point]?
  /// The paths of focus moves to take in the result, or `nil` for none.
  public var navigate: [NavigationRequest]?

  public init(
    flow: FlowEngine, items: [BoxItem], proposal: ProposedSize, bounds: Size?,
    hitTest: [Point]? = nil, navigate: [NavigationRequest]? = nil
  ) {
    self.flow = flow
    self.items = items
    self.proposal = proposal
    self.bounds = bounds
    self.hitTest = hitTest
    self.navigate = navigate
  }

  static let keys = [
    "proposal", "bounds", "axis", "itemSpacing", "lineSpacing", "justification",
    "lastLineJustification", "itemAlignment", "lineAlignment", "wrap", "layoutDirection",
    "lineBreaking", "minLines", "lineCount", "maxLines", "maxItemsPerLine", "itemSeparator",
    "lineSeparator",
    "collapsesEmptyItems", "hitTest", "navigate", "items",
  ]
  static let itemKeys = [
    "width", "height", "grow", "basis", "alignment", "breakBefore", "keepWithNext", "minWidth",
    "maxWidth",
    "minHeight",
    "maxHeight",
  ]

  /// Decodes a request from JSON text.
  ///
  /// - Throws: ``PreviewerError/badData(_:)`` naming the field path and what was expected.
  /// - Complexity: O(*n*) in the length of the text.
  public init(json text: some StringProtocol) throws(PreviewerError) {
    var text = String(text)
    self = try text.withUTF8 { bytes in
      Result { () throws(PreviewerError) -> LayoutRequest in try LayoutRequest(utf8: bytes) }
    }.get()
  }

  /// Decodes a request from the UTF-8 bytes of its JSON text, without copying them.
  ///
  /// Items are decoded as the parser reads them, so that a request of millions of items is
  /// never held as a document too. The first item that is not valid is reported only once the
  /// whole text is known to be JSON and the settings before `items` are valid, as if the
  /// document had been read first.
  ///
  /// - Throws: ``PreviewerError/badData(_:)`` naming the field path and what was expected.
  init(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(PreviewerError) {
    var boxes: [BoxItem] = []
    // Items with a basis and no maximum along one axis or both: along the line, whose axis may
    // come after the items, they are not held at their ideal length.
    var unbounded: [(index: Int, width: Bool, height: Bool)] = []
    var itemError: PreviewerError?
    let document = try JSONParser.parse(utf8: bytes, streamingElementsOf: "items") { element in
      guard itemError == nil else { return }
      do throws(PreviewerError) {
        let (box, absentMaximum) = try Self.item(element, index: boxes.count)
        if box.basis != nil, absentMaximum.width || absentMaximum.height {
          unbounded.append((boxes.count, absentMaximum.width, absentMaximum.height))
        }
        boxes.append(box)
      } catch {
        itemError = error
      }
    }
    let fields = try JSONFields(document, path: "", allowed: Self.keys)
    let flow = try Self.flow(fields)
    for item in unbounded {
      switch flow.axis {
      case .horizontal where item.width: boxes[item.index].maxWidth = .infinity
      case .vertical where item.height: boxes[item.index].maxHeight = .infinity
      default: break
      }
    }
    guard let items = fields.value("items") else {
      throw .badData("items: missing; expected an array of items")
    }
    // An array's elements were handed over, and decoded, as the parser read them.
    guard case .array = items else {
      throw JSONFields.mismatch("items", expected: "an array of items", got: items)
    }
    if let itemError { throw itemError }
    self.init(
      flow: flow, items: boxes, proposal: try Self.proposal(fields),
      bounds: try Self.bounds(fields), hitTest: try Self.hitTest(fields),
      navigate: try NavigationRequest.navigate(fields, itemCount: boxes.count))
  }

  /// The flow's settings, in the order their errors are reported.
  private static func flow(_ fields: JSONFields) throws(PreviewerError) -> FlowEngine {
    var flow = FlowEngine()
    flow.axis = try fields.choice("axis") ?? flow.axis
    flow.itemSpacing = try fields.optionalLength("itemSpacing", absent: nil, null: nil)
    flow.lineSpacing = try fields.optionalLength("lineSpacing", absent: nil, null: nil)
    flow.justification = try fields.choice("justification") ?? flow.justification
    flow.lastLineJustification = try fields.choice("lastLineJustification")
    flow.itemAlignment = try fields.choice("itemAlignment") ?? flow.itemAlignment
    flow.lineAlignment = try fields.choice("lineAlignment") ?? flow.lineAlignment
    flow.wrap = try fields.choice("wrap") ?? flow.wrap
    flow.layoutDirection = try fields.choice("layoutDirection") ?? flow.layoutDirection
    flow.lineBreaking = try fields.choice("lineBreaking") ?? flow.lineBreaking
    flow.minLines = try fields.count("minLines")
    if flow.minLines == 0 {
      throw .badData("minLines: 0 is below 1; expected a whole number ≥ 1 or null")
    }
    flow.lineCount = try fields.count("lineCount")
    if flow.lineCount == 0 {
      throw .badData("lineCount: 0 is below 1; expected a whole number ≥ 1 or null")
    }
    flow.maxLines = try fields.count("maxLines")
    flow.maxItemsPerLine = try fields.count("maxItemsPerLine")
    flow.itemSeparator = try itemSeparator(fields)
    flow.lineSeparator = try lineSeparator(fields)
    flow.collapsesEmptyItems = try fields.bool("collapsesEmptyItems", default: false)
    return flow
  }

  /// `itemSeparator`: `{"width": w, "height": h}` or `null`.
  private static func itemSeparator(_ fields: JSONFields) throws(PreviewerError) -> Size? {
    guard let value = fields.value("itemSeparator"), value != .null else { return nil }
    let separator = try JSONFields(
      value, path: fields.path("itemSeparator"), allowed: ["width", "height"])
    return Size(width: try separator.length("width"), height: try separator.length("height"))
  }

  /// `lineSeparator`: `{"thickness": t}` or `null`.
  private static func lineSeparator(_ fields: JSONFields) throws(PreviewerError)
    -> LineSeparator?
  {
    guard let value = fields.value("lineSeparator"), value != .null else { return nil }
    let separator = try JSONFields(
      value, path: fields.path("lineSeparator"), allowed: ["thickness"])
    return LineSeparator(thickness: try separator.length("thickness"))
  }

  /// An item, and whether it left out its maximum width and height.
  private static func item(_ value: JSONValue, index: Int) throws(PreviewerError) -> (
    BoxItem, absentMaximum: (width: Bool, height: Bool)
  ) {
    let fields = try JSONFields(value, path: "items", index: index, allowed: itemKeys)
    let width = try fields.length("width")
    let height = try fields.length("height")
    let absentMaximum = (fields.value("maxWidth") == nil, fields.value("maxHeight") == nil)
    let box = BoxItem(
      width: width, height: height,
      minWidth: try fields.optionalLength("minWidth", absent: nil, null: 0),
      maxWidth: try fields.optionalLength(
        "maxWidth", absent: nil, null: .infinity, allowsInfinity: true),
      minHeight: try fields.optionalLength("minHeight", absent: nil, null: 0),
      maxHeight: try fields.optionalLength(
        "maxHeight", absent: nil, null: .infinity, allowsInfinity: true),
      grow: try fields.optionalLength("grow", absent: 0, null: 0) ?? 0,
      basis: try fields.optionalLength("basis", absent: nil, null: nil),
      alignment: try fields.choice("alignment", allowsNull: true),
      breakBefore: try fields.bool("breakBefore", default: false),
      keepsWithNext: try fields.bool("keepWithNext", default: false))
    return (box, absentMaximum)
  }

  private static func proposal(_ fields: JSONFields) throws(PreviewerError) -> ProposedSize {
    guard let value = fields.value("proposal") else { return .unspecified }
    let proposal = try JSONFields(value, path: "proposal", allowed: ["width", "height"])
    return ProposedSize(
      width: try proposal.optionalLength("width", absent: nil, null: nil, allowsInfinity: true),
      height: try proposal.optionalLength("height", absent: nil, null: nil, allowsInfinity: true))
  }

  private static func bounds(_ fields: JSONFields) throws(PreviewerError) -> Size? {
    guard let value = fields.value("bounds"), value != .null else { return nil }
    let bounds = try JSONFields(value, path: "bounds", allowed: ["width", "height"])
    return Size(width: try bounds.length("width"), height: try bounds.length("height"))
  }

  /// `hitTest`: an array of `{"x": x, "y": y}` points, or `null`.
  private static func hitTest(_ fields: JSONFields) throws(PreviewerError) -> [Point]? {
    guard let value = fields.value("hitTest"), value != .null else { return nil }
    guard case .array(let elements) = value else {
      throw JSONFields.mismatch("hitTest", expected: "an array of points", got: value)
    }
    var points: [Point] = []
    for (index, element) in elements.enumerated() {
      let point = try JSONFields(element, path: "hitTest", index: index, allowed: ["x", "y"])
      points.append(Point(x: try point.coordinate("x"), y: try point.coordinate("y")))
    }
    return points
  }

  /// Lays out the request.
  public func layout() -> FlowResult {
    flow.layout(items, proposal: proposal, bounds: bounds.map { Rect(origin: .zero, size: $0) })
  }

  /// The request's answer in the JSON contract: the result, with what lies at each point of
  /// `hitTest` and the items each path of `navigate` visits, when it has them.
  ///
  /// Consuming, so that the items are let go before the answer is written: a request of
  /// millions of items then never holds the items and the whole answer at once.
  ///
  /// - Complexity: O(*n* + *p* log *n* + *m* (log *L* + *k*)) for *n* items, *p* points and *m*
  ///   moves over *L* lines of up to *k* items.
  public consuming func answer() -> String {
    let result = layout()
    let hits = hitTest.map { points in
      let tester = FlowHitTester(flow: flow, result: result)
      return points.map(tester.hit(at:))
    }
    let navigation = navigate.map { paths in paths.map { $0.path(in: result, of: flow) } }
    items = []
    return result.json(hits: hits, navigation: navigation)
  }
}
