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

  /// Holds the measured lines in view in every section, releasing none, so that a batch update
  /// above the view breaks again only the lines above it, whose new length moves the content
  /// offset, never the lines the user sees. Reads no line that was not read to show the view.
  ///
  /// - Complexity: As `SelfSizingFlow.holdLines(in:releasingOutside:viewport:)`, for each
  ///   section in view.
  mutating func holdLinesInView() {
    let visible = crossRange(of: visibleRect)
    var section = firstSection(endingAfter: visible.lowerBound)
    while section < sections.count, sectionStarts[section] < visible.upperBound {
      let start = itemsStart(ofSection: section)
      _ = sections[section].items.holdLines(
        in: (visible.lowerBound - start)..<(visible.upperBound - start),
        releasingOutside: -Double.infinity..<Double.infinity, viewport: 0..<0)
      section += 1
    }
  }

  /// Holds the lines within half a viewport of `rect` in the sections around it, and releases
  /// their held lines that lie wholly outside that range, which break as a layout of the sizes
  /// does again; the lines held stop that breaking short of the view. A bounds change that
  /// invalidates the layout (a scroll to lines not read before) does this, so that with the
  /// delegate's sizes, which no measurement holds and releases, the lines an update held are
  /// released out of sight. Called within an invalidation that keeps the first line in view in
  /// place, since the lines released move the ones after them.
  ///
  /// - Complexity: As `SelfSizingFlow.holdLines(in:releasingOutside:viewport:)`, for each
  ///   section around `rect`.
  mutating func holdLines(around rect: Rect) {
    guard !needsRebuild, !awaitingUpdates else { return }
    for (section, range) in sectionRanges(around: rect) {
      _ = sections[section].items.holdLines(in: range, releasingOutside: range, viewport: 0..<0)
    }
  }
}
