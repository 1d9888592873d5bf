#if canImport(SwiftUI) && canImport(DeveloperToolsSupport) && DEBUG
  import SwiftUI

  #Preview("Chips with an overflow indicator") { PreviewContent.Chips() }
  #Preview("Justified like text") { PreviewContent.JustifiedText() }
  #Preview("Right to left") { PreviewContent.RightToLeft() }
  #Preview("Switching with a stack") { PreviewContent.Switching() }
#endif
