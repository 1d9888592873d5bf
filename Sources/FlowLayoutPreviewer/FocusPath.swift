import FlowLayoutEngine

/// The items focus visits on a path of moves (`--navigate`), as the previewer draws it: a line
/// through the chips' centres from the start, a numbered dot at each stop and a ring around the
/// last.
struct FocusPath: Equatable {
  /// The item focus starts on.
  let start: Int
  /// The item focus is on after each move.
  let stops: [Int]

  /// The path in words, for the terminal: `Focus: 3 → 7 (down) → 12 (down) → 13 (right)`.
  func caption(moves: [FlowMove]) -> String {
    zip(stops, moves).reduce("Focus: \(start)") { text, step in
      text + " → \(step.0) (\(step.1.rawValue))"
    }
  }
}

extension SVGRenderer {
  /// The SVG elements of `path` over `frames`, the chips' frames, drawn `top` points down
  /// and `margin` points in.
  ///
  /// - Complexity: O(*m*) for *m* moves.
  func svg(of path: FocusPath, over frames: [Rect], margin: Double, top: Double) -> String {
    let centres = ([path.start] + path.stops).map { item in
      (
        x: frames[item].minX + frames[item].width / 2 + margin,
        y: frames[item].minY + frames[item].height / 2 + top
      )
    }
    let points = centres.map { "\(coordinate($0.x)),\(coordinate($0.y))" }
    var svg = """
      <polyline points="\(points.joined(separator: " "))" class="focus-path"/>

      """
    for (number, centre) in centres.enumerated() {
      svg += """
        <circle cx="\(coordinate(centre.x))" cy="\(coordinate(centre.y))" r="8" class="focus-stop"/>
        <text x="\(coordinate(centre.x))" y="\(coordinate(centre.y))" font-size="10" \
        text-anchor="middle" dominant-baseline="central" class="focus-number">\(number)</text>

        """
    }
    let last = frames[path.stops.last ?? path.start]
    svg += """
      <rect x="\(coordinate(last.minX + margin - 3))" y="\(coordinate(last.minY + top - 3))" \
      width="\(coordinate(last.width + 6))" height="\(coordinate(last.height + 6))" \
      rx="\(coordinate(min(ChipStyle.svg.height, last.width) / 2 + 3))" class="focus-ring"/>

      """
    return svg
  }
}
