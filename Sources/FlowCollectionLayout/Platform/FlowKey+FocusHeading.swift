#if canImport(UIKit) && !os(watchOS)
  import FlowLayoutEngine
  import UIKit

  extension FlowKey {
    /// The arrow of a focus update's heading, or `nil` for a heading that is not one (a tab,
    /// which goes to the next or previous item by the platform's own order).
    init?(heading: UIFocusHeading) {
      if heading.contains(.up) {
        self = .up
      } else if heading.contains(.down) {
        self = .down
      } else if heading.contains(.left) {
        self = .left
      } else if heading.contains(.right) {
        self = .right
      } else {
        return nil
      }
    }
  }
#endif
