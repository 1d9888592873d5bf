import FlowLayoutEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--peak-memory" {
  reportPeakMemory(count: Int(arguments.dropFirst().first ?? "") ?? 1_000_000)
} else {
  let only = arguments.firstIndex(of: "--only").flatMap { arguments.dropFirst($0 + 1).first }
  runBenchmarks(quick: arguments.contains("--quick"), only: only)
}
