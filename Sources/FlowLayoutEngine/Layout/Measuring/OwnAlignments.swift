/// What the items' own alignments hold, gathered over all items: whether any has one, whether
/// any of those aligns on a baseline, and whether any stretches.
@usableFromInline
struct OwnAlignments: OptionSet, Sendable {
  @usableFromInline var rawValue: UInt8

  @inlinable
  init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Some item has its own alignment.
  @inlinable static var own: Self { Self(rawValue: 1) }
  /// Some item's own alignment is a baseline.
  @inlinable static var baseline: Self { Self(rawValue: 2) }
  /// Some item's own alignment is ``ItemAlignment/stretch``.
  @inlinable static var stretch: Self { Self(rawValue: 4) }

  /// What one item's own alignment, `alignment`, holds: a value the compiler looks up, with no
  /// branch, so that a scan of many items gathers it cheaply.
  @inlinable @inline(__always)
  init(_ alignment: ItemAlignment?) {
    switch alignment {
    case nil: self = []
    case .start?, .center?, .end?: self = .own
    case .stretch?: self = [.own, .stretch]
    case .firstTextBaseline?, .lastTextBaseline?: self = [.own, .baseline]
    }
  }
}
