#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// Hands the keys that move focus in a flow to `handle`, while the view or one of its
    /// descendants has focus: with the key, and whether Command or Control was held. `handle`
    /// answers whether it moved focus; a key it did not use goes on to the platform.
    ///
    /// The arrows come from `onMoveCommand` on macOS and tvOS (a Mac's arrow keys, the edges of
    /// a Siri Remote), and from `onKeyPress` on iOS, iPadOS and visionOS from iOS 17; Home,
    /// End, Page Up and Page Down from `onKeyPress` on every platform that has it (iOS 17,
    /// macOS 14, tvOS 17, visionOS 1). watchOS has no keys, and iOS 16 only the platform's own
    /// focus movement.
    @ViewBuilder
    func onFlowKeys(_ handle: @escaping (FlowKey, _ toEnds: Bool) -> Bool) -> some View {
      #if os(macOS) || os(tvOS)
        let arrows = onMoveCommand { direction in _ = FlowKey(direction).map { handle($0, false) } }
        if #available(macOS 14.0, tvOS 17.0, *) {
          arrows.onKeyPress(keys: FlowKey.pageKeys) { press in
            handle(FlowKey(press.key)!, press.modifiers.toEnds) ? .handled : .ignored
          }
        } else {
          arrows
        }
      #elseif os(watchOS)
        self
      #else
        if #available(iOS 17.0, *) {
          onKeyPress(keys: FlowKey.allKeys) { press in
            handle(FlowKey(press.key)!, press.modifiers.toEnds) ? .handled : .ignored
          }
        } else {
          self
        }
      #endif
    }
  }

  #if !os(watchOS)
    // `KeyEquivalent` is `Hashable`, so a `Set` element and a `switch` case, only from iOS 17,
    // macOS 14 and tvOS 17: the releases that have `onKeyPress`, the only reader of these.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
    extension FlowKey {
      /// Home, End, Page Up and Page Down.
      static let pageKeys: Set<KeyEquivalent> = [.home, .end, .pageUp, .pageDown]
      /// Every key that moves focus in a flow.
      static let allKeys = pageKeys.union([.upArrow, .downArrow, .leftArrow, .rightArrow])

      /// The flow key of `key`, or `nil` for a key that moves no focus.
      init?(_ key: KeyEquivalent) {
        switch key {
        case .upArrow: self = .up
        case .downArrow: self = .down
        case .leftArrow: self = .left
        case .rightArrow: self = .right
        case .home: self = .home
        case .end: self = .end
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        default: return nil
        }
      }
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
    extension EventModifiers {
      /// Whether Home and End go to the ends of the flow: with Command or Control held.
      var toEnds: Bool { !intersection([.command, .control]).isEmpty }
    }
  #endif

  #if os(macOS) || os(tvOS)
    @available(macOS 13.0, tvOS 16.0, *)
    extension FlowKey {
      /// The arrow of a move command, or `nil` for a direction this flow does not know.
      init?(_ direction: MoveCommandDirection) {
        switch direction {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        @unknown default: return nil
        }
      }
    }
  #endif
#endif
