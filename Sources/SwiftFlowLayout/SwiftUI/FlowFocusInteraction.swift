#if canImport(SwiftUI)
  import SwiftUI

  /// How the elements of a lazy flow with focus navigation take keyboard focus.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public enum FlowFocusInteraction: Hashable, Sendable {
    /// With the system's default settings, from iOS 17, macOS 14 and tvOS 17: a focus movement
    /// of the keyboard, a tap or a click takes focus (`.edit` focus interactions). A tap on an
    /// element takes focus from a text field, which hides the software keyboard.
    case keyboardAndPointer
    /// Only when the user has turned on Full Keyboard Access (iOS) or keyboard navigation
    /// (macOS), as a `Button` does (`.activate` focus interactions): a tap or a click leaves
    /// focus where it is.
    case keyboardNavigation
  }
#endif
