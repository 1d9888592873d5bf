/// How many terminal cells text takes, following Unicode's East Asian Width (UAX #11) and
/// emoji presentation, as terminals do.
///
/// Each grapheme cluster (a user-perceived character) is measured on its own:
/// - an emoji shown as a picture (emoji presentation, a `U+FE0F` variation selector, a flag or a
///   joined sequence) takes two cells;
/// - a cluster whose first scalar is wide or fullwidth (CJK ideographs, kana, Hangul, fullwidth
///   forms) takes two cells;
/// - combining marks, joiners and other format characters take none;
/// - everything else takes one.
///
/// - Complexity: O(*n*) in the number of Unicode scalars.
public func cellWidth(of text: some StringProtocol) -> Int {
  text.reduce(0) { $0 + cellWidth(of: $1) }
}

/// The number of terminal cells one grapheme cluster takes: 0, 1 or 2.
public func cellWidth(of character: Character) -> Int {
  let scalars = character.unicodeScalars
  guard let first = scalars.first else { return 0 }
  if scalars.contains(where: \.properties.isEmojiPresentation)
    || (scalars.count > 1 && first.properties.isEmoji
      && scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D }))
  {
    return 2
  }
  if isZeroWidth(first) { return 0 }
  return isWide(first) ? 2 : 1
}

/// Combining marks, format characters (such as joiners) and control characters take no cell.
private func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.properties.generalCategory {
  case .nonspacingMark, .enclosingMark, .format, .control: true
  default: (0x1160...0x11FF).contains(scalar.value)  // Hangul medial vowels and final consonants
  }
}

/// The East Asian Wide (W) and Fullwidth (F) ranges of Unicode 15.
private let wideRanges: [ClosedRange<UInt32>] = [
  0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x2E99, 0x2E9B...0x2EF3,
  0x2F00...0x2FD5, 0x2FF0...0x303E, 0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F,
  0x3131...0x318E, 0x3190...0x31E3, 0x31EF...0x321E, 0x3220...0x3247, 0x3250...0xA48C,
  0xA490...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
  0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
  0x16FE0...0x16FE4, 0x17000...0x187F7, 0x18800...0x18CD5, 0x1AFF0...0x1B2FB,
  0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
  0x20000...0x2FFFD, 0x30000...0x3FFFD,
]

private func isWide(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  guard value >= 0x1100 else { return false }
  var low = 0
  var high = wideRanges.count - 1
  while low <= high {
    let middle = (low + high) / 2
    let range = wideRanges[middle]
    if value < range.lowerBound {
      high = middle - 1
    } else if value > range.upperBound {
      low = middle + 1
    } else {
      return true
    }
  }
  return false
}
