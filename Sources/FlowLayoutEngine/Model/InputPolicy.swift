// The engine's policy for values that are not valid lengths. It never traps on them, never loops
// on them, and never lets them reach an output coordinate. See Documentation/InputPolicy.md.

/// The longest length the engine works with, in points: far beyond any screen, and small enough
/// that sums of millions of lengths stay finite.
@usableFromInline let maximumLength = 1e15

/// A size, spacing or weight as the engine uses it: NaN, infinite and negative values become
/// zero; values above ``maximumLength`` become ``maximumLength``.
@inlinable package func sanitizedLength(_ value: Double) -> Double {
  // The common case, 0 <= value <= maximumLength, in one unsigned comparison: positive doubles
  // and zero order as their bit patterns do, and negative values (sign bit set, -0 included),
  // infinity and NaN all fall outside the range. Zero is in it, as a basis or least length of
  // zero often is: outside, it took the slow path, a taken branch, on every item. Marked as the
  // fast path, so that the compiler lays it out straight in the loops that measure every item.
  if _fastPath(value.bitPattern <= maximumLength.bitPattern) { return value }
  return value > maximumLength && value.isFinite ? maximumLength : 0
}

/// Two lengths with the input policy applied, as ``sanitizedLength(_:)`` applies it to each.
@inlinable @inline(__always)
func sanitizedLengths(_ first: Double, _ second: Double) -> (Double, Double) {
  // The common case, both in 0...maximumLength, in one unsigned comparison: a bit pattern is
  // at most the union of both, which sets the sign bit if either is negative and makes the
  // exponent all ones if either is infinite or NaN. Lengths from 2 to 65,536 never miss it.
  if _fastPath(first.bitPattern | second.bitPattern <= maximumLength.bitPattern) {
    return (first, second)
  }
  return (sanitizedLength(first), sanitizedLength(second))
}

/// A basis as the engine uses it: NaN and infinities become `nil` (the item's ideal length),
/// negative values zero, and values above ``maximumLength`` ``maximumLength``.
@inlinable func sanitizedBasis(_ value: Double) -> Double? {
  value.isFinite ? sanitizedLength(value) : nil
}

/// A largest size as the engine uses it: `+infinity` stays (unbounded), NaN and values below
/// `floor` become `floor`.
@inlinable func sanitizedMaximum(_ value: Double, floor: Double) -> Double {
  value >= floor ? value : floor
}

/// A proposed dimension as the engine uses it: NaN becomes `nil` (unspecified), negative values
/// become zero, `+infinity` stays, and other values above ``maximumLength`` become
/// ``maximumLength``.
@inlinable func sanitizedProposal(_ value: Double?) -> Double? {
  guard let value, !value.isNaN else { return nil }
  return value == .infinity ? value : Swift.min(Swift.max(value, 0), maximumLength)
}

/// A bounds length as the engine uses it, or `nil` (use the size that fits) for NaN, infinite or
/// negative lengths.
@inlinable func sanitizedBoundsLength(_ value: Double) -> Double? {
  value.isFinite && value >= 0 ? Swift.min(value, maximumLength) : nil
}

/// A bounds coordinate as the engine uses it: non-finite values become zero, and values are
/// kept within ±``maximumLength``.
@inlinable func sanitizedCoordinate(_ value: Double) -> Double {
  value.isFinite ? Swift.min(Swift.max(value, -maximumLength), maximumLength) : 0
}

/// A baseline as the engine uses it: a non-finite baseline is treated as absent, and others are
/// kept within ±``maximumLength``.
@inlinable func sanitizedBaseline(_ value: Double?) -> Double? {
  guard let value, value.isFinite else { return nil }
  return Swift.min(Swift.max(value, -maximumLength), maximumLength)
}

/// Whether content of `length` fits into `available`.
///
/// Lengths that exceed `available` by no more than one part in 10⁹ (and at least 10⁻⁹ points)
/// still fit, so that items whose sizes sum exactly to the available length in decimal, such as
/// ten items of 0.1 in a width of 1, never wrap because of binary rounding.
@inlinable func fits(_ length: Double, in available: Double) -> Bool {
  length <= fitLimit(available)
}

/// The longest content that fits into `available`, by the tolerance of ``fits(_:in:)``.
@inlinable func fitLimit(_ available: Double) -> Double {
  available + Swift.max(available, 1) * 1e-9
}
