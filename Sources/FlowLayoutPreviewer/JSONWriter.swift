/// Writes JSON text into a buffer of UTF-8 bytes: literals as they are, and numbers, whole ones
/// without going through a string.
struct JSONWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// The text written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// A number as the contract writes it: a whole number below 10¹⁵ without a fraction, any other
  /// in the shortest form that reads back as the same `Double`.
  mutating func append(_ value: Double) {
    if value == value.rounded(), Swift.abs(value) < 1e15 {
      append(Int(value))
    } else {
      bytes.append(contentsOf: String(value).utf8)
    }
  }

  mutating func append(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // up to 24 digits, written backwards
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      bytes.append(contentsOf: buffer[(24 - count)...])
    }
  }
}
