extension Collection where Element == Rect {
  /// How far the frames reach across the lines of `axis`, from where they are measured: a
  /// line's frames measured from its slot's start reach to where its items end, short of the
  /// gap after it. 0 for no frames.
  ///
  /// - Complexity: O(*k*) for *k* frames.
  package func reach(across axis: FlowAxis) -> Double {
    reduce(0) { Swift.max($0, axis.crossStart($1) + axis.cross($1.size)) }
  }
}
