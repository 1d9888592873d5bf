import FlowLayoutEngine
import Testing

@testable import FlowLayoutPreviewer

/// Decoding the JSON contract, and the strict JSON reader under it.
@Suite struct LayoutRequestTests {
  /// Keys and values from the input are quoted when they hold control characters.
  @Test func fieldErrorsStayOnOneLine() {
    #expect(
      throws: PreviewerError.badData(
        ##""a\nb": unknown key; expected one of axis, bounds, collapsesEmptyItems, "##
          + "hitTest, itemAlignment, itemSeparator, itemSpacing, items, justification, "
          + "lastLineJustification, layoutDirection, lineAlignment, lineBreaking, lineCount, "
          + "lineSeparator, lineSpacing, maxItemsPerLine, maxLines, minLines, navigate, proposal, wrap"
      )
    ) { try LayoutRequest(json: ##"{"a\nb": 1, "items": []}"##) }
    #expect(
      throws: PreviewerError.badData(
        ##"axis: unknown value "up\ndown"; expected "horizontal" or "vertical""##)
    ) { try LayoutRequest(json: ##"{"axis": "up\ndown", "items": []}"##) }
  }

  /// `navigate` asks for paths of focus moves; the answer's `navigation` holds the item after
  /// each move, as the engine's navigator finds it, and bad paths are refused naming the field.
  @Test func navigationPathsAreAnsweredAndCheckedByField() throws {
    // Three 50-point items at 120 points: two on the first line, one on the second. Down from
    // item 1 reaches item 2, the only one below; up again, item 1, whose span holds the
    // remembered centre.
    let items =
      #"[{"width": 50, "height": 20}, {"width": 50, "height": 20}, {"width": 50, "height": 20}]"#
    let request = try LayoutRequest(
      json: #"{"proposal": {"width": 120}, "itemSpacing": 8, "items": \#(items), "navigate": "#
        + #"[{"from": 1, "moves": ["down", "up", "left", "lineEnd", "last"]}, {"from": 0, "moves": []}]}"#
    )
    #expect(
      request.navigate == [
        NavigationRequest(from: 1, moves: [.down, .up, .left, .lineEnd, .last]),
        NavigationRequest(from: 0, moves: []),
      ])
    let expected = FlowNavigator(flow: request.flow, result: request.layout())
      .items(after: [.down, .up, .left, .lineEnd, .last], from: 1)
    #expect(expected == [2, 1, 0, 1, 2])
    #expect(request.answer().hasSuffix(#","navigation":[[2,1,0,1,2],[]]}"#))
    #expect(!(try LayoutRequest(json: #"{"items": []}"#).answer().contains("navigation")))
    let refusals = [
      (
        #"[{"from": 3, "moves": []}]"#,
        "navigate[0].from: 3 is past the last item; expected an index from 0 to 2"
      ),
      (
        #"[{"from": 0, "moves": ["down", "sideways"]}]"#,
        #"navigate[0].moves[1]: unknown move "sideways"; expected "next", "previous", "left", "right", "up", "down", "lineStart", "lineEnd", "first" or "last""#
      ),
      (#"[{"moves": []}]"#, "navigate[0].from: missing; expected the index of an item"),
      (#"[{"from": 0}]"#, "navigate[0].moves: missing; expected an array of moves"),
      (
        #"[{"from": -1, "moves": []}]"#,
        "navigate[0].from: expected a whole number ≥ 0 or null, got a number"
      ),
      (
        #"[{"from": 0, "moves": [1]}]"#,
        #"navigate[0].moves[0]: expected "next", "previous", "left", "right", "up", "down", "lineStart", "lineEnd", "first" or "last", got a number"#
      ),
      (#"{"from": 0}"#, "navigate: expected an array of paths, got an object"),
    ]
    for (navigate, message) in refusals {
      #expect(throws: PreviewerError.badData(message)) {
        try LayoutRequest(json: #"{"items": \#(items), "navigate": \#(navigate)}"#)
      }
    }
    #expect(
      throws: PreviewerError.badData(
        "navigate[0].from: 0 is past the items; there are none to focus")
    ) {
      try LayoutRequest(json: #"{"items": [], "navigate": [{"from": 0, "moves": []}]}"#)
    }
  }

  /// `lineCount` decodes to the engine's setting, and must be one or more.
  @Test func lineCountDecodesAndMustBeOneOrMore() throws {
    let items =
      #"[{"width": 60, "height": 28}, {"width": 60, "height": 28}, {"width": 60, "height": 28}]"#
    let request = try LayoutRequest(
      json: #"{"lineCount": 2, "itemSpacing": 8, "proposal": {"width": 1000}, "items": \#(items)}"#)
    #expect(request.flow.lineCount == 2)
    #expect(request.answer().hasPrefix(#"{"size":{"width":128,"height":64}"#))
    #expect(
      throws: PreviewerError.badData("lineCount: 0 is below 1; expected a whole number ≥ 1 or null")
    ) {
      try LayoutRequest(json: #"{"lineCount": 0, "items": []}"#)
    }
  }

  @Test func defaultsAreTheEngines() throws {
    let request = try LayoutRequest(json: #"{"items": [{"width": 5, "height": 6}]}"#)
    #expect(request.flow == FlowEngine())
    #expect(request.items == [BoxItem(width: 5, height: 6)])
    #expect(request.proposal == .unspecified)
    #expect(request.bounds == nil)
  }

  @Test func flexibleItemsAndProposalsDecode() throws {
    let request = try LayoutRequest(
      json: """
        {"proposal": {"width": "infinity", "height": 3.5}, "bounds": {"width": 1, "height": 2},
         "items": [{"width": 5, "height": 6, "minWidth": null, "maxWidth": "infinity",
                    "minHeight": 1, "maxHeight": null, "grow": 2.5, "breakBefore": true,
                    "keepWithNext": true}]}
        """)
    #expect(request.proposal == ProposedSize(width: .infinity, height: 3.5))
    #expect(request.bounds == Size(width: 1, height: 2))
    #expect(
      request.items == [
        BoxItem(
          width: 5, height: 6, minWidth: 0, maxWidth: .infinity, minHeight: 1,
          maxHeight: .infinity, grow: 2.5, breakBefore: true, keepsWithNext: true)
      ])
  }

  /// A minimum line count decodes, and one below 1 is an error naming the field.
  @Test func minLinesDecodesAndMustBeOneOrMore() throws {
    let request = try LayoutRequest(
      json: #"{"lineBreaking": "balanced", "minLines": 3, "items": []}"#)
    #expect(request.flow.minLines == 3)
    #expect(
      throws: PreviewerError.badData("minLines: 0 is below 1; expected a whole number ≥ 1 or null")
    ) { try LayoutRequest(json: #"{"minLines": 0, "items": []}"#) }
  }

  /// A basis decodes; an item with one and no maximum along the line is not held at its ideal
  /// length, whichever comes first in the request, the items or the axis; across the line its
  /// ideal size stays its maximum.
  @Test func aBasisLiftsTheDefaultMaximumAlongTheLine() throws {
    let item = #"{"width": 5, "height": 6, "basis": 40}"#
    let row = try LayoutRequest(json: #"{"items": [\#(item)], "axis": "horizontal"}"#)
    #expect(row.items == [BoxItem(width: 5, height: 6, maxWidth: .infinity, basis: 40)])
    let column = try LayoutRequest(json: #"{"items": [\#(item)], "axis": "vertical"}"#)
    #expect(column.items == [BoxItem(width: 5, height: 6, maxHeight: .infinity, basis: 40)])
    let given = try LayoutRequest(
      json: #"{"items": [{"width": 5, "height": 6, "basis": null, "maxWidth": 9}]}"#)
    #expect(given.items == [BoxItem(width: 5, height: 6, maxWidth: 9)])
    #expect(throws: PreviewerError.badData("items[0].basis: -1 is negative; expected a number ≥ 0"))
    {
      try LayoutRequest(json: #"{"items": [{"width": 5, "height": 6, "basis": -1}]}"#)
    }
  }

  @Test(arguments: [
    (#"{"a": "\u00e9\n\"\\\/\ud83c\udff7"}"#, JSONValue.object(["a": .string("é\n\"\\/🏷")])),
    (
      "[1, -0.5, 2e3, true, false, null]",
      .array([.number(1), .number(-0.5), .number(2000), .bool(true), .bool(false), .null])
    ),
    (" {} ", .object([:])),
  ])
  func validJSONParses(text: String, value: JSONValue) throws {
    #expect(try JSONParser.parse(text) == value)
  }

  @Test(arguments: [
    ("{\"a\": 1,}", "invalid JSON at line 1, column 9: expected a key in double quotes"),
    ("[01]", "invalid JSON at line 1, column 3: expected ',' or ']' in an array"),
    ("{\"a\": 1, \"a\": 2}", "invalid JSON at line 1, column 16: duplicate key \"a\""),
    ("\"\\ud83c\"", "invalid JSON at line 1, column 8: unpaired surrogate"),
    ("\n  nul", "invalid JSON at line 2, column 6: invalid literal; expected null"),
    ("\"tab\there\"", "invalid JSON at line 1, column 5: control character in a string"),
    (
      String(repeating: "[", count: 600),
      "invalid JSON at line 1, column 513: nesting deeper than 512 levels"
    ),
    ("1 2", "invalid JSON at line 1, column 3: unexpected text after the JSON value"),
    // Messages stay on one line, whatever characters the input holds (found by fuzzing).
    ("\"\\\n\"", "invalid JSON at line 1, column 3: invalid escape \\ followed by byte 0xA"),
    ("\u{7}", "invalid JSON at line 1, column 1: unexpected byte 0x7; expected a value"),
  ])
  func invalidJSONNamesWhereItStops(text: String, message: String) {
    #expect(throws: PreviewerError.badData(message)) { try JSONParser.parse(text) }
  }
}
