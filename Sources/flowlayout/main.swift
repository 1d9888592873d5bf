import FlowLayoutPreviewer

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

exit(Previewer.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
