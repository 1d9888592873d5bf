#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// Hands the keys that move focus in a flow to `handle`, while the view or one of its
    /// descendants has focus: with the key, and whether Command or Control was held. `handle`
    /// answers whether it moved focus; a key it did not use goes on to the platform, which then
    /// moves focus out of the flow at its edge or scrolls.
    ///
    /// Every key comes from `onKeyPress`, which can say a key was not used, from iOS 17,
    /// macOS 14 and visionOS 1. A Siri Remote's edges are move commands, which SwiftUI hands only
    /// to `onMoveCommand`, so on tvOS the arrows come from there, and Home, End and the page keys
    /// of a keyboard from `onKeyPress` from tvOS 17; on macOS 13 the arrows come from
    /// `onMoveCommand` too. Its action cannot say a move was not used: there, an arrow at the
    /// flow's edge is handed to nothing else. watchOS has no keys, and iOS 16 only the
    /// platform's own focus movement.
    @ViewBuilder
    func onFlowKeys(_ handle: @escaping (FlowKey, _ toEnds: Bool) -> Bool) -> some View {
      #if os(tvOS)
        let arrows = onMoveCommand { direction in _ = FlowKey(direction).map { handle($0, false) } }
        if #available(tvOS 17.0, *) {
          arrows.onKeyPress(keys: FlowKey.pageKeys) { press in
            handle(FlowKey(press.key)!, press.modifiers.toEnds) ? .handled : .ignored
          }
        } else {
          arrows
        }
      #elseif os(macOS)
        if #available(macOS 14.0, *) {
          onKeyPress(keys: FlowKey.allKeys) { press in
            handle(FlowKey(press.key)!, press.modifiers.toEnds) ? .handled : .ignored
          }
        } else {
          onMoveCommand { direction in _ = FlowKey(direction).map { handle($0, false) } }
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
