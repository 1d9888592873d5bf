import FlowLayoutEngine

/// One section of a flow collection layout: its header, its items as a self-sizing flow, and
/// its footer, stacked across the lines.
struct FlowSection {
  /// The section's items, laid out in the collection's line length less the section's insets.
  var items: SelfSizingFlow
  /// The section's number now, which the estimate and settings closures of `items` ask the
  /// source with; sections renumber it as they are inserted and deleted.
  let number: SectionNumber
  /// How long the header and the footer are across the lines.
  var headerLength: Double
  var footerLength: Double
  /// How long the whole section is across the lines: header, insets, items and footer, with the
  /// items' length estimated past the lines read.
  var length: Double = 0
}

/// A section's number, shared by the closures that ask the source about its items.
final class SectionNumber {
  var value: Int

  init(_ value: Int) { self.value = value }
}
