extension SelfSizingFlow {
  /// Applies `edit`, whose sizes are estimates (an inserted item, or a replaced one, as after
  /// its content changed, is measured again when it is read), and returns the viewport start
  /// that keeps the anchor in place (see ``measure(_:viewport:)``). The other items keep their
  /// measured sizes. The anchor follows its item: when the item is removed, the item that takes
  /// its place is the anchor. An edit at or after the first item of the first line in
  /// `viewport` releases the held lines from its own line on (see
  /// ``holdLines(in:releasingOutside:viewport:)``).
  ///
  /// - Complexity: As an ``IncrementalFlow`` edit among the lines read, plus O(*p*) for *p*
  ///   items measured or inserted past them.
  public mutating func apply(_ edit: FlowEdit<Size>, viewport: Range<Double>) -> Double {
    keepingAnchor(in: viewport, after: edit) { flow in
      // The lines after an edit the user sees break as a layout of the sizes does.
      flow.releaseHeldLines(fromEditAt: edit.firstPosition, viewport: viewport)
      // Held lines follow their items; a replaced item starts no held line.
      var held = Set(flow.heldItems.compactMap { edit.position(of: $0) })
      if case .replace(let position, _) = edit { held.remove(position) }
      flow.heldItems = held
      switch edit {
      case .insert(let size, let position):
        precondition(position >= 0 && position <= flow.count, "Insertion position out of range")
        flow.insert(
          MeasurableSize(size, isMeasured: false, settings: flow.settings(at: position)),
          at: position)
      case .remove(let position):
        precondition(position >= 0 && position < flow.count, "Removal position out of range")
        flow.remove(at: position)
      case .replace(let position, let size):
        precondition(position >= 0 && position < flow.count, "Replacement position out of range")
        flow.remove(at: position)
        flow.insert(
          MeasurableSize(size, isMeasured: false, settings: flow.settings(at: position)),
          at: position)
      case .move(let source, let destination):
        precondition(source >= 0 && source < flow.count, "Move source out of range")
        precondition(
          destination >= 0 && destination < flow.count, "Move destination out of range")
        let item = source < flow.broken.count ? flow.broken[source] : flow.item(at: source)
        flow.remove(at: source)
        flow.insert(item, at: destination)
      }
    }
  }

  /// Releases the held lines from the line of the item at `position` on, where that item lies
  /// at or after the anchor, the first item of the first line in `viewport`: the user sees the
  /// edit, and the lines after it break as a layout of the sizes does. An edit before the
  /// anchor keeps them held, so that the lines in view keep their items and the anchor's line
  /// stays where it is.
  ///
  /// - Complexity: O(*h* log *h*) for *h* lines held, plus breaking the lines released again.
  mutating func releaseHeldLines(fromEditAt position: Int, viewport: Range<Double>) {
    guard !heldItems.isEmpty, broken.count > 0, let first = anchor(in: viewport)?.item,
      position >= first, let line = broken.slot(containing: Swift.min(position, broken.count - 1))
    else { return }
    releaseHeldLines { $0.start >= line.start }
  }

  /// Lays the items out for a new proposal, keeping their measured sizes, and returns the
  /// viewport start that keeps the anchor in place (see ``measure(_:viewport:)``).
  ///
  /// - Complexity: O(*i*) for the *i* items broken so far; O(*n*) for a flow broken whole.
  public mutating func propose(_ proposal: ProposedSize, viewport: Range<Double>) -> Double {
    keepingAnchor(in: viewport) { flow in
      // Line starts held at another length mean nothing at this one.
      flow.releaseHeldLines { _ in true }
      flow.proposal = proposal
      flow.broken.propose(proposal)
      if !flow.breaksOnDemand { flow.breakLines(throughItem: flow.count - 1) }
    }
  }

  /// Puts `item` at `position`: among the broken items when it is one of them or follows the
  /// last, and past them otherwise; the items after it move one later.
  mutating func insert(_ item: MeasurableSize, at position: Int) {
    shiftPending(from: position, by: 1)
    if position <= broken.count {
      broken.apply(.insert(item, at: position))
    } else {
      pending[position] = item
    }
    count += 1
  }

  /// Takes out the item at `position`.
  mutating func remove(at position: Int) {
    if position < broken.count {
      broken.apply(.remove(at: position))
    } else {
      pending[position] = nil
    }
    shiftPending(from: position + 1, by: -1)
    count -= 1
  }

  /// Moves the items measured or inserted past the broken ones, from `position` on, by `offset`.
  mutating func shiftPending(from position: Int, by offset: Int) {
    guard pending.keys.contains(where: { $0 >= position }) else { return }
    pending = Dictionary(
      uniqueKeysWithValues: pending.map { key, item in (key >= position ? key + offset : key, item)
      })
  }
}
