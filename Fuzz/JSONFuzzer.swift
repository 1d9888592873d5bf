// A coverage-guided fuzzer for the JSON reader of `flowlayout layout` (libFuzzer). Every input
// must get a result or a clear error, never a crash or a hang. Built by Scripts/fuzz.sh,
// compiled into the previewer's module.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    let answer = try LayoutRequest(json: text).answer()
    precondition(answer.hasPrefix("{\"size\":") && answer.hasSuffix("}"))
  } catch {
    precondition(!error.message.isEmpty && !error.message.contains("\n"), "a one-line error")
    precondition(error.exitCode == 65, "bad data")
  }
  return 0
}
