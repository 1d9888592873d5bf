import FlowLayoutEngine

/// Held lines (see `SelfSizingFlow.holdLines(in:releasingOutside:viewport:)`): a held line
/// starts at the item it started at when it was held, whatever is measured or edited before it,
/// so that what changes above the view moves the content offset, never the lines the user sees.
/// The layout holds lines where the user sees them, and releases them out of sight, each time
/// in an invalidation that keeps the first line in view in place.
extension FlowCollectionLayoutModel {
  /// Holds the measured lines of section `section` in view and half a viewport beyond each
  /// edge (`SelfSizingFlow.createdRange(around:overscan:)`), and releases those out of it, so
  /// that a cell measured above the view moves the content offset, never the lines the user
  /// sees. The invalidation that calls it keeps the anchor in place.
  ///
  /// - Complexity: As `SelfSizingFlow.holdLines(in:releasingOutside:viewport:)`.
  mutating func holdLines(ofSection section: Int) {
    let created = SelfSizingFlow.createdRange(around: crossRange(of: visibleRect))
    let start = itemsStart(ofSection: section)
    let held = (created.lowerBound - start)..<(created.upperBound - start)
    _ = sections[section].items.holdLines(in: held, releasingOutside: held, viewport: 0..<0)
  }

  /// Holds the measured lines in view before `edit`, the first item a batch update changes, and
  /// releases the held lines from its line on where it lies at or after the anchor (the first
  /// item of the first line in view), so that an edit above the view breaks again only the
  /// lines above it, whose new length moves the content offset, never the lines the user sees;
  /// and the lines after an edit in view break as a layout of the sizes does, as the user sees
  /// the edit. Reads no line that was not read to show the view.
  ///
  /// - Complexity: As `SelfSizingFlow.holdLines(in:releasingOutside:viewport:)`, for each
  ///   section in view.
  mutating func holdLinesInView(before edit: FlowItemPath?) {
    let anchor = self.anchor()?.path
    for (section, local) in sectionRanges(meeting: crossRange(of: visibleRect)) {
      // Where the lines edited start: at the edited item's line, in its own section, when the
      // item lies at or after the anchor, the first item of the first line in view; nowhere
      // otherwise, since sections break their lines apart.
      var edited = Double.infinity
      if let edit, let anchor, edit.section == section, edit >= anchor,
        let line = sections[section].items.slots(overlapping: local).first(where: {
          $0.items.contains(edit.item)
        })
      {
        edited = line.start
      }
      _ = sections[section].items.holdLines(
        in: local.lowerBound..<Swift.max(Swift.min(local.upperBound, edited), local.lowerBound),
        releasingOutside: -Double.infinity..<edited, viewport: 0..<0)
    }
  }

  /// Whether a section around `rect` (see ``sectionRanges(around:)``) holds a line that lies
  /// wholly beyond half a viewport of it, out of sight: a bounds change to `rect` invalidates
  /// the layout to release it (see ``holdLines(around:)``).
  ///
  /// - Complexity: O(*h* log *h*) for *h* lines held in those sections.
  mutating func holdsLinesOutOfSight(around rect: Rect) -> Bool {
    guard !needsRebuild, !awaitingUpdates else { return false }
    for (section, range) in sectionRanges(around: rect) {
      for position in sections[section].items.heldLineStarts {
        guard let slot = sections[section].items.slot(containing: position) else { continue }
        if slot.start >= range.upperBound || slot.start + slot.length <= range.lowerBound {
          return true
        }
      }
    }
    return false
  }

  /// Releases the held lines of the sections around `rect` that lie wholly beyond half a
  /// viewport of it, out of sight, which break as a layout of the sizes does again. Where that
  /// would break the lines within that range again (sizes that break alike line after line
  /// carry a released line's new breaks on and on), those are held first, so that the lines
  /// released break again only up to them. A bounds change that leaves a held line out of
  /// sight invalidates the layout to do this, so that with the delegate's sizes, which no
  /// measurement holds and releases, the lines an update held are released.
  /// Called within an invalidation that keeps the first line in view in place, since the lines
  /// released move the ones after them.
  ///
  /// - Complexity: As `SelfSizingFlow.holdLines(in:releasingOutside:viewport:)`, twice where
  ///   the lines in range must be held, for each section around `rect`.
  mutating func holdLines(around rect: Rect) {
    guard !needsRebuild, !awaitingUpdates else { return }
    for (section, range) in sectionRanges(around: rect)
    where !sections[section].items.heldLineStarts.isEmpty {
      let starts = sections[section].items.slots(overlapping: range).map(\.items.lowerBound)
      var released = sections[section].items
      _ = released.holdLines(in: 0..<0, releasingOutside: range, viewport: 0..<0)
      if starts.allSatisfy({ released.slot(containing: $0)?.items.lowerBound == $0 }) {
        sections[section].items = released
      } else {
        _ = sections[section].items.holdLines(in: range, releasingOutside: range, viewport: 0..<0)
      }
    }
  }
}
