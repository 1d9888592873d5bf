// A stand-in for the part of Foundation that UIKit's and AppKit's collection view layouts use,
// written from Apple's documented declarations, so that FlowCollectionViewLayout type-checks for
// Apple platforms on Linux (Scripts/check-collection-layout.sh). Only declarations: nothing here
// runs, and it is never shipped.
@_exported import CoreGraphics

open class NSObject {
  public init() {}
  open func copy() -> Any { self }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSNotFound: Int = .max

open class NSCoder: NSObject {}

public struct IndexPath: Hashable, Sendable {
  public var section: Int
  public var item: Int
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }
}

public protocol NSObjectProtocol: AnyObject {}
extension NSObject: NSObjectProtocol {}

open class NSNotification: NSObject {
  public struct Name: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

public struct Notification {
  public typealias Name = NSNotification.Name
  public var name: Name
  public var object: Any?
}

open class OperationQueue: NSObject, @unchecked Sendable {}

// NS_SWIFT_SENDABLE in Apple's header, with a block that is NS_SWIFT_SENDABLE too.
open class NotificationCenter: NSObject, @unchecked Sendable {
  open class var `default`: NotificationCenter { NotificationCenter() }
  @available(macOS 10.6, iOS 4.0, tvOS 9.0, watchOS 2.0, *)
  open func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol { NSObject() }
  open func removeObserver(_ observer: Any) {}
}
