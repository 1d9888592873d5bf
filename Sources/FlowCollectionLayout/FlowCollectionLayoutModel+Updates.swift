import FlowLayoutEngine

extension FlowCollectionLayoutModel {
  /// Applies a batch update as edits of the sections' flows, not a new layout: deletions from
  /// the last, then insertions from the first, then reloads, which measure their items again.
  /// A moved item keeps its size. Inserted items fade in, and deleted ones in view fade out
  /// where they were; the anchor follows its item (to the item that takes its place when it is
  /// deleted), and ``targetContentOffset(forProposed:)`` keeps it in
  /// place.
  ///
  /// - Complexity: As the `SelfSizingFlow` edits of each change, plus O(*s*) for *s*
  ///   sections.
  public mutating func prepare(forUpdates updates: [FlowCollectionUpdate]) {
    // The source holds the items after the update already: nothing here may ask it about
    // items before it, so only lines read before are read until the items are edited.
    holdLinesInView(before: updates.compactMap(\.firstChangedItem).min())
    var anchor = self.anchor()
    // An anchor item that moves is followed to where it goes.
    let anchorDestination = anchor.flatMap { kept in
      updates.lazy.compactMap(\.move).first { $0.from == kept.path }?.to
    }
    let insertedSections = Set(updates.compactMap(\.insertedSection))
    let deletedSections = Set(updates.compactMap(\.deletedSection))
    // Deleted items fade out where they were.
    let deleted = Set(
      updates.compactMap { if case .deleteItem(let path) = $0 { path } else { nil } })
    disappearing = [:]
    for element in elements(in: visibleRect)
    where element.kind == .item && deleted.contains(element.path) {
      disappearing[element.path] = element.frame
    }
    // Items out, from the last, keeping the size of those that move.
    var moved: [FlowItemPath: Size] = [:]
    let removals = updates.compactMap(\.removedItem).filter {
      !deletedSections.contains($0.section)
    }
    for path in removals.sorted(by: >) {
      guard sections.indices.contains(path.section),
        (0..<sections[path.section].items.count).contains(path.item)
      else { continue }
      moved[path] = sections[path.section].items.size(ofItem: path.item)
      _ = sections[path.section].items.apply(.remove(at: path.item), viewport: 0..<0)
      if let kept = anchor, kept.path.section == path.section, path.item < kept.path.item {
        anchor?.path.item -= 1
      }
    }
    // Sections out, from the last, then in, from the first.
    for section in deletedSections.sorted(by: >) where sections.indices.contains(section) {
      sections.remove(at: section)
      if let kept = anchor {
        if kept.path.section == section {
          anchor = nil
        } else if section < kept.path.section {
          anchor?.path.section -= 1
        }
      }
    }
    renumberSections()
    for section in insertedSections.sorted() where section <= sections.count {
      sections.insert(makeSection(section), at: section)
      if let kept = anchor, section <= kept.path.section { anchor?.path.section += 1 }
      renumberSections()
    }
    // Items in, from the first: a moved item at its size, a new one at its estimate.
    let sources = Dictionary(
      updates.compactMap(\.move).map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
    let insertions = updates.compactMap(\.insertedItem).filter {
      !insertedSections.contains($0.section)
    }
    for path in insertions.sorted() {
      guard sections.indices.contains(path.section),
        (0...sections[path.section].items.count).contains(path.item)
      else { continue }
      let size = sources[path].flatMap { moved[$0] } ?? estimate(forItem: path)
      _ = sections[path.section].items.apply(.insert(size, at: path.item), viewport: 0..<0)
      if let kept = anchor, kept.path.section == path.section, path.item <= kept.path.item {
        anchor?.path.item += 1
      }
    }
    // Reloaded items and sections are measured again.
    for update in updates {
      switch update {
      case .reloadItem(_, let path)
      where sections.indices.contains(path.section)
        && (0..<sections[path.section].items.count).contains(path.item):
        _ = sections[path.section].items.apply(
          .replace(at: path.item, with: estimate(forItem: path)), viewport: 0..<0)
      case .reloadSection(let section) where sections.indices.contains(section):
        sections[section] = makeSection(section)
      default: break
      }
    }
    if let anchorDestination, anchor != nil { anchor?.path = anchorDestination }
    appearing = Set(updates.compactMap { if case .insertItem(let path) = $0 { path } else { nil } })
    awaitingUpdates = false
    // The redirect's path may name another item now.
    focusRedirect = nil
    if countsMatchSource {
      refreshLengths(from: 0)
      targetOffset = anchoredOffset(anchor)
    } else {
      // The updates did not say everything that changed: lay everything out anew.
      rebuild(lineLength: lineLength)
      targetOffset = nil
    }
  }

  /// The size the item at `path` starts at: the estimate, or the delegate's size.
  func estimate(forItem path: FlowItemPath) -> Size {
    isSelfSizing ? estimatedItemSize : source.sizeOfItem(at: path)
  }

  /// Gives each section its number again, after sections were inserted or deleted.
  mutating func renumberSections() {
    for (index, section) in sections.enumerated() { section.number.value = index }
  }

  /// Where an item a batch update inserted starts: where it goes, transparent, to fade in;
  /// `nil` for other items, which move from where they were.
  ///
  /// - Complexity: As ``element(ofItem:)``.
  public mutating func initialElement(forAppearingItem path: FlowItemPath)
    -> FlowCollectionElement?
  {
    guard appearing.contains(path), var element = itemElement(at: path) else { return nil }
    element.alpha = 0
    return element
  }

  /// Where an item a batch update deleted ends: where it was, transparent, to fade out; `nil`
  /// for other items.
  ///
  /// - Complexity: O(1).
  public func finalElement(forDisappearingItem path: FlowItemPath) -> FlowCollectionElement? {
    disappearing[path].map { FlowCollectionElement(kind: .item, path: path, frame: $0, alpha: 0) }
  }

  /// The content offset to end an update at: the one that keeps the first line in view in
  /// place, or `proposed`.
  ///
  /// - Complexity: O(1).
  public func targetContentOffset(forProposed proposed: Point) -> Point {
    guard let targetOffset else { return proposed }
    return flow.axis == .horizontal
      ? Point(x: proposed.x, y: targetOffset) : Point(x: targetOffset, y: proposed.y)
  }

  /// Forgets what the last batch update inserted, deleted and where it ends.
  public mutating func finishUpdates() {
    appearing = []
    disappearing = [:]
    targetOffset = nil
  }
}

extension FlowCollectionUpdate {
  /// The first item this change touches, before the update where it takes one out, after it
  /// where it puts one in: a section's first item for a change of a whole section.
  var firstChangedItem: FlowItemPath? {
    switch self {
    case .insertItem(let path), .deleteItem(let path): path
    case .reloadItem(let from, let to), .moveItem(let from, let to): Swift.min(from, to)
    case .insertSection(let section), .deleteSection(let section), .reloadSection(let section):
      FlowItemPath(section: section, item: 0)
    case .moveSection(let from, let to): FlowItemPath(section: Swift.min(from, to), item: 0)
    }
  }

  /// The path, before the update, of an item this change takes out: deleted or moved.
  var removedItem: FlowItemPath? {
    switch self {
    case .deleteItem(let path), .moveItem(let path, _): path
    default: nil
    }
  }

  /// The path, after the update, of an item this change puts in: inserted or moved.
  var insertedItem: FlowItemPath? {
    switch self {
    case .insertItem(let path), .moveItem(_, let path): path
    default: nil
    }
  }

  /// An item's move.
  var move: (from: FlowItemPath, to: FlowItemPath)? {
    if case .moveItem(let from, let to) = self { (from, to) } else { nil }
  }

  /// A section this change takes out, before the update: deleted or moved.
  var deletedSection: Int? {
    switch self {
    case .deleteSection(let section), .moveSection(let section, _): section
    default: nil
    }
  }

  /// A section this change puts in, after the update: inserted or moved.
  var insertedSection: Int? {
    switch self {
    case .insertSection(let section), .moveSection(_, let section): section
    default: nil
    }
  }
}
