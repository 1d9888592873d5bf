/// How steps 1 to 3 build a pass's lines: the one place that decides which shortcut a layout
/// takes. Every path applies the same rules (see `Documentation/Design.md`); the shortcuts only
/// skip keeping what no later step reads.
@usableFromInline
enum LineBuildingPath {
  /// The streaming loop (`StreamLines.swift`): greedy breaking, measuring, sizing and placing
  /// lines in one pass over items in contiguous storage, keeping no record of an item.
  case streamed
  /// The optimal breakers over records kept in the items' frames (``StagedRecords``).
  case staged
  /// The general steps, with a record of every item.
  case recorded
}

extension LayoutPass {
  /// The path that builds this pass's lines. Rows aligned on baselines and collapsing read the
  /// items' records after step 3, and narrowing to a minimum line count works on records of its
  /// own, so those keep records; a reference layout (`streams` off) always does. The streaming
  /// loop also needs the items' contiguous storage, which ``streamLines()`` checks, and items
  /// that none keeps with the next, whose runs it does not look ahead at.
  @inlinable
  var lineBuildingPath: LineBuildingPath {
    guard streams, !measurer.rules.readsBaselines, !measurer.rules.collapsesEmptyItems else {
      return .recorded
    }
    if constants.lineBreaking == .greedy {
      return measurer.rules.keepsItemsTogether ? .recorded : .streamed
    }
    return constants.minLines == 1 && constants.lineCount == nil ? .staged : .recorded
  }
}
