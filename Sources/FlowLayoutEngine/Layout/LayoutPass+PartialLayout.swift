/// Laying out part of a larger flow, for ``IncrementalFlow``: the same steps as a whole layout,
/// run over the items of some lines, with what depends on the other lines given.
extension LayoutPass {
  /// Steps 1–3 over `measurer.items`, read from a line start: the lines they break into, with
  /// ranges from 0; the last may be cut short where the items end.
  ///
  /// - Complexity: As ``buildLines()``.
  @inlinable
  mutating func brokenLines(into storage: inout [Rect]) -> [Line] {
    storage.resize(to: measurer.items.count, filling: .zero)
    storage.withUnsafeMutableBufferPointer { frames in
      self.frames = frames
      _ = buildLines()
      self.frames = UnsafeMutableBufferPointer(start: nil, count: 0)
    }
    return Array(scratch.lines)
  }

  /// Steps 1–3 and 6–8 over `measurer.items`, which are whole lines of a larger flow whose
  /// lines are `lines`, positioned in a container `container`, whose lines reach `flipExtent`
  /// across: the items' frames, in that flow's coordinates, into `storage`.
  ///
  /// The flow must be one whose lines do not depend on each other but for their positions
  /// (``IncrementalFlow`` says which); the lines are broken again as the flow broke them.
  ///
  /// - Complexity: O(*k*) for *k* items.
  @inlinable
  mutating func placeLines(
    _ lines: ArraySlice<Line>, in container: Rect, flipExtent: Double, into storage: inout [Rect]
  ) {
    storage.resize(to: measurer.items.count, filling: .zero)
    storage.withUnsafeMutableBufferPointer { frames in
      self.frames = frames
      _ = buildLines()
      for (index, line) in zip(scratch.lines.indices, lines) {
        scratch.lines[index].crossOffset = line.crossOffset
        scratch.lines[index].endsParagraph = line.endsParagraph
      }
      justifyLines(in: flow.axis.main(container.size))
      alignItems()
      place(in: container, flipExtent: flipExtent)
      self.frames = UnsafeMutableBufferPointer(start: nil, count: 0)
    }
  }
}
