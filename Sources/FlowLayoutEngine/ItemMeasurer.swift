/// Asks items for their dimensions in main and cross terms, applying the input policy to every
/// answer.
struct ItemMeasurer<Items: RandomAccessCollection> where Items.Element: FlowItem {
  let items: Items
  let axis: FlowAxis

  /// The dimensions of the item at `offset` (counted from the start of the collection) for a
  /// proposal given in main and cross terms.
  func dimensions(of offset: Int, main: Double?, cross: Double?) -> MeasuredDimensions {
    let answer = item(offset).dimensions(in: axis.proposal(main: main, cross: cross))
    let size = answer.size
    let crossLength = sanitizedLength(axis.cross(size))
    return MeasuredDimensions(
      main: sanitizedLength(axis.main(size)),
      cross: crossLength,
      firstBaseline: baseline(answer.firstTextBaseline, cross: crossLength),
      lastBaseline: baseline(answer.lastTextBaseline, cross: crossLength))
  }

  /// The longest the item at `offset` may grow along the main axis: its answer to an infinite
  /// proposal, and never less than `ideal`.
  func maximumMain(of offset: Int, ideal: Double) -> Double {
    let answer = item(offset).dimensions(in: axis.proposal(main: .infinity, cross: nil))
    return sanitizedMaximum(axis.main(answer.size), floor: ideal)
  }

  func item(_ offset: Int) -> Items.Element {
    items[items.index(items.startIndex, offsetBy: offset)]
  }

  /// An item without a baseline aligns its cross-end edge, as in SwiftUI.
  private func baseline(_ value: Double?, cross: Double) -> Double {
    sanitizedBaseline(value) ?? cross
  }
}
