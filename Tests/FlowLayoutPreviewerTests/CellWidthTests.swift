import FlowLayoutPreviewer
import Testing

/// Terminal cell widths follow Unicode's East Asian Width and emoji presentation.
@Suite struct CellWidthTests {
  @Test(arguments: [
    ("Swift", 5),  // ASCII: one cell each
    ("étiquettes", 10),  // precomposed Latin letters
    ("e\u{301}tiquettes", 10),  // a combining accent takes no cell
    ("Układ", 5),
    ("流式布局", 8),  // CJK ideographs: two cells each
    ("换行", 4),
    ("カタカナ", 8),  // kana
    ("한국어", 6),  // precomposed Hangul
    ("\u{1100}\u{1161}\u{11A8}", 2),  // Hangul jamo forming one syllable
    ("ＡＢ", 4),  // fullwidth forms
    ("✨", 2),  // emoji presentation
    ("🏷️", 2),  // text-default emoji with U+FE0F
    ("👩‍👩‍👧", 2),  // a joined family is one picture
    ("🇳🇱", 2),  // a flag
    ("a\u{200B}b", 2),  // zero-width space
    ("", 0),
  ])
  func textTakesCells(text: String, cells: Int) {
    #expect(cellWidth(of: text) == cells)
  }

  @Test func aChineseTagIsTwiceAsWideAsItsCharacterCount() {
    let tag = "流式布局"
    #expect(cellWidth(of: tag) == 2 * tag.count)
  }
}
