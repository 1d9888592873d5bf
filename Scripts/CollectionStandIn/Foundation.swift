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
