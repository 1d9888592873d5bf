/// The baseline every figure is compared with: the bare greedy wrap loop over plain arrays, as one
/// would write it in C. It keeps a running x, wraps when the next item would not fit, and writes
/// each item's x and y.
@inline(never)
func bareGreedyLoop(
  widths: [Double], heights: [Double], available: Double, spacing: Double,
  xs: inout [Double], ys: inout [Double]
) {
  var x = 0.0
  var y = 0.0
  var lineHeight = 0.0
  widths.withUnsafeBufferPointer { widths in
    heights.withUnsafeBufferPointer { heights in
      xs.withUnsafeMutableBufferPointer { xs in
        ys.withUnsafeMutableBufferPointer { ys in
          for index in 0..<widths.count {
            let width = widths[index]
            if x > 0, x + width > available {
              x = 0
              y += lineHeight + spacing
              lineHeight = 0
            }
            xs[index] = x
            ys[index] = y
            x += width + spacing
            lineHeight = max(lineHeight, heights[index])
          }
        }
      }
    }
  }
}
