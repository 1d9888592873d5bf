import FlowLayoutEngine

/// The logic of `FlowCollectionViewLayout`, apart from UIKit and AppKit: it lays a collection
/// view's sections out one after the other across the lines, each a header, a flow of items and
/// a footer, and answers what a collection view layout is asked, in the engine's types.
///
/// Each section's items are a `SelfSizingFlow`: with an ``estimatedItemSize``, items start at
/// it and take the sizes their cells measure; without one, each item is the size the delegate
/// gives it. Lines are broken as they are read, so preparing and querying a screen costs the
/// same at a thousand and at a million items.
///
/// The collection view calls it in the order Apple documents: ``invalidate(everything:dataSourceCounts:)``,
/// ``prepare()``, ``readContentSize()`` and ``elements(in:)``; while it scrolls,
/// ``shouldInvalidate(readingLinesAround:)``; for self-sizing cells,
/// ``shouldInvalidate(forPreferredSize:ofItem:)`` and
/// ``invalidation(forPreferredSize:ofItem:)``; for batch updates ``prepare()``, then
/// ``prepare(forUpdates:)``, ``initialElement(forAppearingItem:)``,
/// ``finalElement(forDisappearingItem:)``, ``targetContentOffset(forProposed:)`` and
/// ``finishUpdates()``; for new bounds ``shouldInvalidate(readingLinesAround:)`` and
/// ``invalidation(forBoundsChange:)``; while an item is dragged,
/// ``targetPath(forMovingItem:at:)`` and ``movingElement(at:position:)``.
///
/// **The anchor.** As in a `SelfSizingFlow`, the first item of the first line in view is the
/// anchor: a measurement, a new line length or a batch update moves the content offset so that
/// the anchor's line stays where it is on screen, following its item through updates. A cell
/// measured in a line that enters the view from above is anchored on the first line in view
/// after it, so that its line grows upwards.
///
/// **Held lines.** Each measurement first holds the measured lines in view and half a viewport
/// around it, and releases those out of it (see `SelfSizingFlow.holdLines(in:releasingOutside:viewport:)`),
/// so that a cell measured above the view moves the content offset and not the lines shown. A
/// batch update holds the lines in view too, the delegate's sizes included, so that an edit
/// above the view breaks only the lines above it again, and an edit in view reflows the lines
/// from its own on; a scroll releases the held lines beyond half a viewport of it, out of
/// sight, holding the lines around it only where their breaks would change. Every line read is
/// where a layout of the current sizes puts it, with a forced break before each held line.
///
/// **The content size.** The collection view scrolls within the content size it last read,
/// which it reads again only after an invalidation. Lines read for the first time change the
/// estimated length of their section, so the layout reads those the collection view is about to
/// ask for when it prepares and when its bounds change, and a bounds change after lines read by
/// any other query changed the content size invalidates the layout with the new size.
public struct FlowCollectionLayoutModel<Source: FlowCollectionSource> {
  /// The flow of each section's items.
  public var flow: FlowEngine { didSet { needsRebuild = true } }
  /// The size items start at before their cells measure themselves; `.zero` for items sized
  /// by the delegate.
  public var estimatedItemSize: Size { didSet { needsRebuild = true } }
  /// The space around each section's items, inside its header and footer.
  public var sectionInset: FlowInsets { didSet { needsRebuild = true } }
  /// Whether the collection view shows a right-to-left interface without mirroring the layout
  /// itself, as AppKit's does (UIKit's mirrors it): the lines then run opposite to
  /// `flow.layoutDirection`, which is relative to the interface's direction on both platforms.
  public var isRightToLeftInterface = false {
    didSet { needsRebuild = needsRebuild || isRightToLeftInterface != oldValue }
  }
  /// The collection view and its delegate.
  public let source: Source

  var sections: [FlowSection] = []
  /// Where each section starts across the lines, and where the last ends.
  var sectionStarts: [Double] = [0]
  /// The collection view's length along the lines when the layout was last prepared.
  var lineLength: Double = 0
  /// The content size the collection view last read, which it scrolls within until an
  /// invalidation has it read the size again; `nil` before it reads one.
  var contentSizeRead: Size?
  /// Whether the next ``prepare()`` must lay out every section anew.
  var needsRebuild = true
  /// Whether the data source's counts changed and a batch update will say how.
  var awaitingUpdates = false
  /// The items a batch update inserted, which fade in.
  var appearing: Set<FlowItemPath> = []
  /// The frames of the items a batch update deleted, where they fade out.
  var disappearing: [FlowItemPath: Rect] = [:]
  /// The content offset across the lines that keeps the anchor in place after a batch update.
  var targetOffset: Double?
  /// The scroll to the item whose attributes the collection view last asked for, as it does
  /// to scroll to it (`scrollToItem(at:at:animated:)`), until it lands or the user scrolls:
  /// when reading the lines up to it changed the content size, the scroll lands within the size
  /// held, which the bounds change that lands corrects (see
  /// ``invalidation(forBoundsChange:)``). Forgotten then, at a new length, and when the items
  /// change.
  var scrollTarget: ItemScroll?
  /// The bounds the collection view asks about, while the layout answers whether they
  /// invalidate it and how: UIKit and AppKit give them as an argument and do not document
  /// whether the collection view holds them yet.
  var boundsAsked: Rect?
  /// The scroll to an item the last bounds change ended, which the invalidation for that change
  /// brings back where it went past the content's new end (see `pastTheEnd(of:)`).
  var endedScroll: ItemScroll?
  /// Whether the user is scrolling the collection view (touching it, or it moves on after they
  /// lifted their finger), as the platform layout notes it before each bounds change from
  /// UIKit's `isTracking`, `isDragging` and `isDecelerating`, or AppKit's live-scroll
  /// notifications: a scroll to an item is over then.
  public var userIsScrolling = false
  /// Whether an animated content offset change is under way, as the platform layout notes it
  /// before each bounds change from UIKit's `isScrollAnimating` (iOS 17.4); `nil` where the
  /// platform does not say. A scroll to an item is over at a bounds change made with none.
  public var isScrollAnimating: Bool?
  /// The content offset across the lines a scroll to an item left the collection view at, while
  /// no other scroll moved it since: resting there at the content's end, measurements keep the
  /// end in place, so that the item, in the last screen, stays in view.
  var scrolledToItemAt: Double?
  /// Where the last key moved focus, with the position moves across lines keep.
  var lastFocus: (path: FlowItemPath, focus: FlowFocus)?
  /// The item the last refused focus update sent focus to instead, until the next update.
  var focusRedirect: FlowItemPath?

  /// A layout of `source`'s items with `flow`, starting at `estimatedItemSize` (`.zero`: sizes
  /// from the delegate), with `sectionInset` around each section's items.
  public init(
    source: Source, flow: FlowEngine = FlowEngine(), estimatedItemSize: Size = .zero,
    sectionInset: FlowInsets = .zero
  ) {
    self.source = source
    self.flow = flow
    self.estimatedItemSize = estimatedItemSize
    self.sectionInset = sectionInset
  }

  /// The flow the sections' items are laid out with: ``flow``, running the other way in a
  /// right-to-left interface that the platform does not mirror (see
  /// ``isRightToLeftInterface``).
  var engineFlow: FlowEngine {
    var engine = flow
    if isRightToLeftInterface {
      engine.layoutDirection = flow.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    }
    return engine
  }

  /// Whether items take the sizes their cells measure.
  public var isSelfSizing: Bool { estimatedItemSize != .zero }

  /// How many items each section holds, as the layout has them.
  public var itemCounts: [Int] { sections.map(\.items.count) }

  /// The size of all the content: the collection's length along the lines, and the sections'
  /// length across them, estimated past the lines read.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size {
    flow.axis.size(main: lineLength, cross: sectionStarts[sectionStarts.count - 1])
  }

  /// The content size, as the collection view reads it (`collectionViewContentSize`):
  /// ``contentSize``, noted as the size it scrolls within until it reads it again.
  ///
  /// - Complexity: O(1).
  public mutating func readContentSize() -> Size {
    contentSizeRead = contentSize
    return contentSize
  }

  /// Takes note of the content size the collection view scrolls within, as it holds it
  /// (`UIScrollView.contentSize`): the size it last read, with the invalidations' adjustments
  /// since. A read of `collectionViewContentSize` by anything but the collection view (an
  /// app's own code) is taken for the collection view's by ``readContentSize()``; given this
  /// before each decision that depends on the size held, the layout decides from the size the
  /// collection view really holds. Nothing happens before the collection view first reads it.
  ///
  /// - Complexity: O(1).
  public mutating func scrollsWithin(contentSize: Size) {
    guard contentSizeRead != nil else { return }
    contentSizeRead = contentSize
  }

  /// Takes note of an invalidation: `everything` (a reload) lays every section out anew at the
  /// next ``prepare()``; `dataSourceCounts` alone waits for the batch update that says what
  /// changed.
  public mutating func invalidate(everything: Bool, dataSourceCounts: Bool) {
    if everything { needsRebuild = true } else if dataSourceCounts { awaitingUpdates = true }
  }

  /// Brings the layout to the source: every section anew after a reload, a change of settings,
  /// or counts that changed without a batch update; otherwise a new line length, with the
  /// anchor kept. Then, unless a batch update is awaited, reads the lines in view and half a
  /// viewport around it, so that the content size the collection view reads next already
  /// counts the lines it asks for.
  ///
  /// - Complexity: O(*s*) for *s* sections, plus a screen's lines; O(*s* + *m*) to lay out
  ///   anew, keeping *m* measured sizes.
  public mutating func prepare() {
    // Items that change may take the target's path; the invalidations of a scroll under way
    // keep it.
    if needsRebuild || awaitingUpdates || !countsMatchSource { scrollTarget = nil }
    let length = lineLength(of: visibleRect)
    if needsRebuild || (!awaitingUpdates && !countsMatchSource) {
      rebuild(lineLength: length)
    } else if length != lineLength {
      _ = invalidation(forBoundsChange: visibleRect)
    }
    guard let changed = firstSectionChanged(byReadingLinesAround: visibleRect) else {
      return
    }
    refreshLengths(from: changed)
  }

  /// The length along the lines that a collection view of `bounds` gives its content: the
  /// bounds' length less the content insets along the lines (`adjustedContentInset.left` and
  /// `.right` for rows), so that the content is never wider than what the collection view
  /// shows and it never scrolls along the lines.
  ///
  /// - Complexity: O(1).
  func lineLength(of bounds: Rect) -> Double {
    let insets = source.contentInsets.along(flow.axis)
    return sanitizedLength(flow.axis.main(bounds.size) - insets.start - insets.end)
  }

  /// Whether the sections hold as many items as the source's.
  var countsMatchSource: Bool {
    source.numberOfSections == sections.count
      && sections.indices.allSatisfy {
        source.numberOfItems(inSection: $0) == sections[$0].items.count
      }
  }

  /// Lays every section out anew for `length` along the lines. Measured sizes are kept where
  /// the source's counts did not change (new settings); otherwise items start anew.
  mutating func rebuild(lineLength length: Double) {
    let keepsSizes = countsMatchSource
    let measured = keepsSizes ? sections.map { $0.items.measuredSizes() } : []
    lineLength = sanitizedLength(length)
    sections = (0..<source.numberOfSections).map(makeSection)
    if keepsSizes {
      for (section, sizes) in zip(sections.indices, measured) where !sizes.isEmpty {
        _ = sections[section].items.measure(sizes, viewport: 0..<0)
      }
    }
    needsRebuild = false
    awaitingUpdates = false
    focusRedirect = nil
    refreshLengths(from: 0)
  }

  /// Section `section` as the source has it now.
  func makeSection(_ section: Int) -> FlowSection {
    let number = SectionNumber(section)
    let count = source.numberOfItems(inSection: section)
    var items: SelfSizingFlow
    let settings = { [source] (item: Int) in
      source.settingsOfItem(at: FlowItemPath(section: number.value, item: item))
    }
    if isSelfSizing {
      let estimate = estimatedItemSize
      items = SelfSizingFlow(
        flow: engineFlow, count: count, proposal: itemProposal, estimate: { _ in estimate },
        settings: settings)
    } else {
      items = SelfSizingFlow(
        flow: engineFlow, count: count, proposal: itemProposal,
        estimate: { [source] item in
          source.sizeOfItem(at: FlowItemPath(section: number.value, item: item))
        }, settings: settings)
      // The delegate's sizes are the items' sizes: lines of them are held through updates.
      items.holdsLinesOfEstimates = true
    }
    return FlowSection(
      items: items, number: number,
      headerLength: sanitizedLength(source.headerLength(inSection: section)),
      footerLength: sanitizedLength(source.footerLength(inSection: section)))
  }

  /// The longest an item is along its lines: the line's length less the section's insets, as
  /// `FlowEngine` proposes an item longer than its line. A cell whose content wraps fits
  /// itself to the shorter of its content's length on one line and this, rather than to the
  /// frame it is given, which is the estimate before it measured and its grown length after:
  /// fitted to that frame, it would wrap at the estimate for good. 0 until the layout is
  /// prepared.
  public var maximumItemLength: Double { flow.axis.main(itemProposal) ?? 0 }

  /// The proposal for each section's items: the line length less the section's insets.
  var itemProposal: ProposedSize {
    let insets = sectionInset.along(flow.axis)
    let length = Swift.max(lineLength - insets.start - insets.end, 0)
    return flow.axis.proposal(main: length, cross: nil)
  }

  /// Reads the lines of the sections that meet `rect` or lie within half a viewport of it
  /// across the lines (`SelfSizingFlow.createdRange(around:overscan:)`), as the collection view
  /// is about to ask for them, without moving any section. While a reload or a batch update is
  /// pending, the source's items are not the sections', and nothing is read.
  ///
  /// - Returns: The first of those sections whose estimated length the lines read changed, or
  ///   `nil`.
  /// - Complexity: O(log *s* + log *L* + *k*) for *s* sections and *k* items in the range,
  ///   plus breaking the lines not read before.
  mutating func firstSectionChanged(byReadingLinesAround rect: Rect) -> Int? {
    guard !needsRebuild, !awaitingUpdates else { return nil }
    var changed: Int?
    for (section, range) in sectionRanges(around: rect) {
      _ = sections[section].items.slots(overlapping: range)
      if changed == nil, measuredLength(of: section) != sections[section].length {
        changed = section
      }
    }
    return changed
  }

  /// The sections that meet `rect` or lie within half a viewport of it across the lines
  /// (`SelfSizingFlow.createdRange(around:overscan:)`), each with that range in its items'
  /// coordinates.
  ///
  /// - Complexity: O(log *s* + *m*) for *s* sections, *m* of them in the range.
  func sectionRanges(around rect: Rect) -> [(section: Int, range: Range<Double>)] {
    sectionRanges(meeting: SelfSizingFlow.createdRange(around: crossRange(of: rect)))
  }

  /// The sections that meet `range` across the lines, each with `range` in its items'
  /// coordinates.
  ///
  /// - Complexity: O(log *s* + *m*) for *s* sections, *m* of them meeting it.
  func sectionRanges(meeting range: Range<Double>) -> [(section: Int, range: Range<Double>)] {
    var ranges: [(section: Int, range: Range<Double>)] = []
    var section = firstSection(endingAfter: range.lowerBound)
    while section < sections.count, sectionStarts[section] < range.upperBound {
      let start = itemsStart(ofSection: section)
      ranges.append((section, (range.lowerBound - start)..<(range.upperBound - start)))
      section += 1
    }
    return ranges
  }

  /// Measures the sections from `first` on across the lines again and moves the later ones.
  ///
  /// - Complexity: O(*s*) for *s* sections, plus what estimating each one's length costs.
  mutating func refreshLengths(from first: Int) {
    for index in first..<sections.count { sections[index].length = measuredLength(of: index) }
    placeSections(from: first)
  }

  /// Measures section `section` across the lines again, and moves the later ones when its
  /// length changed.
  ///
  /// - Complexity: O(*s*) for *s* sections when it changed, plus estimating its length.
  mutating func refreshLength(of section: Int) {
    let length = measuredLength(of: section)
    guard length != sections[section].length else { return }
    sections[section].length = length
    placeSections(from: section)
  }

  /// How long section `section` is across the lines: header, insets, items and footer.
  mutating func measuredLength(of section: Int) -> Double {
    let insets = sectionInset.across(flow.axis)
    let items = sections[section].items.contentLength()
    return sections[section].headerLength + insets.start + items + insets.end
      + sections[section].footerLength
  }

  /// Places the sections from `first` on after the ones before them, by their lengths.
  mutating func placeSections(from first: Int) {
    sectionStarts.removeSubrange(Swift.min(first + 1, sectionStarts.count)...)
    for index in first..<sections.count {
      sectionStarts.append(sectionStarts[index] + sections[index].length)
    }
  }

  /// The part of the content in view: the bounds a bounds change asks about while the layout
  /// answers for it, the collection view's bounds otherwise.
  var visibleRect: Rect { boundsAsked ?? source.visibleRect }

  /// Where section `section`'s items start across the lines.
  func itemsStart(ofSection section: Int) -> Double {
    sectionStarts[section] + sections[section].headerLength + sectionInset.across(flow.axis).start
  }

  /// The frame in the collection's content of `frame`, an item's frame in its section's flow
  /// with the cross coordinate measured from `lineStart`, the start of its line there.
  func contentFrame(of frame: Rect, section: Int, lineStart: Double) -> Rect {
    let axis = flow.axis
    return axis.rect(
      mainStart: sectionInset.along(axis).start + axis.mainStart(frame),
      crossStart: itemsStart(ofSection: section) + lineStart + axis.crossStart(frame),
      main: axis.main(frame.size), cross: axis.cross(frame.size))
  }
}
