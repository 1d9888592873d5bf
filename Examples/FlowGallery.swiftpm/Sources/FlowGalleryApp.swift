import SwiftUI

/// The gallery: each flow of the package, and the checks of what only a device can say.
@main
struct FlowGalleryApp: App {
  var body: some Scene {
    WindowGroup {
      GalleryView()
    }
  }
}
