extension SelfSizingFlow {
  /// Holds the lines in `held` whose items were all measured (or, with
  /// ``holdsLinesOfEstimates``, every line there): until they are released, each
  /// starts at the item it starts at now, whatever is measured or edited before it, so that a
  /// measurement above them moves the scroll position, never them. Then releases the held lines
  /// that lie wholly outside `kept`, which breaks the lines around them again. Returns the
  /// viewport start that keeps the anchor in `viewport` in place (see
  /// ``measure(_:viewport:)``).
  ///
  /// A lazy flow holds the lines it shows and the margin around them, and releases them once
  /// they are out of it, out of sight.
  ///
  /// **Held lines** are the one exception to the flow's exactness, and an opt-in: without them a
  /// measured line above the view breaks the lines after it again, on into the view. While a
  /// line is held, the lines read are where ``FlowEngine/layout(_:proposal:bounds:)`` puts the
  /// current sizes with a forced break before the first item of each held line
  /// (``heldLineStarts``), so that the line before a held one may end short of where greedy
  /// breaking would end it. Once no line is held, the flow is exact again. A new proposal
  /// releases every held line; an edit keeps them with their items, but for a replaced item.
  ///
  /// - Complexity: O(*c* + *k*) for each line held or released, for *c* chunks and *k* items
  ///   in the lines broken again, plus reading the lines in `held`.
  public mutating func holdLines(
    in held: Range<Double>, releasingOutside kept: Range<Double>, viewport: Range<Double>
  ) -> Double {
    keepingAnchor(in: viewport) { flow in
      flow.holdMeasuredLines(in: held)
      flow.releaseHeldLines { slot in
        slot.start >= kept.upperBound || slot.start + slot.length <= kept.lowerBound
      }
    }
  }

  /// Releases every held line, which makes the flow exact again, and returns the viewport start
  /// that keeps the anchor in place.
  ///
  /// - Complexity: O(*c* + *k*) for each line released, as ``holdLines(in:releasingOutside:viewport:)``.
  public mutating func releaseHeldLines(viewport: Range<Double>) -> Double {
    keepingAnchor(in: viewport) { flow in flow.releaseHeldLines { _ in true } }
  }

  /// The positions of the items that start held lines, in order.
  ///
  /// - Complexity: O(*h* log *h*) for *h* held lines.
  public var heldLineStarts: [Int] { heldItems.sorted() }

  /// Holds the complete lines in `visible` whose items were all measured, or all of them with
  /// ``holdsLinesOfEstimates``.
  mutating func holdMeasuredLines(in visible: Range<Double>) {
    guard visible.upperBound > visible.lowerBound else { return }
    let complete = completeLineCount
    for slot in broken.slots(overlapping: visible)
    where slot.line < complete && !slot.items.isEmpty && !heldItems.contains(slot.items.lowerBound)
    {
      guard holdsLinesOfEstimates || slot.items.allSatisfy({ broken[$0].isMeasured }) else {
        continue
      }
      setHold(true, at: slot.items.lowerBound)
    }
  }

  /// Releases the held lines whose slots `isReleased` answers `true` for.
  mutating func releaseHeldLines(where isReleased: (FlowLineSlot) -> Bool) {
    for position in heldItems.sorted() {
      guard let slot = broken.slot(containing: position), isReleased(slot) else { continue }
      setHold(false, at: position)
    }
  }

  /// Makes the broken item at `position` start a held line, or no longer, and breaks its lines
  /// again.
  mutating func setHold(_ holds: Bool, at position: Int) {
    var item = broken[position]
    if holds { heldItems.insert(position) } else { heldItems.remove(position) }
    guard item.startsHeldLine != holds else { return }
    item.startsHeldLine = holds
    broken.replace(from: position, with: [item])
  }
}
