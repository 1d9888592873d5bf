#if FLOWLAYOUT_INTERNAL_CHECKS
  /// The self-sizing flow's self-checks, compiled in only under `FLOWLAYOUT_INTERNAL_CHECKS`, as
  /// the engine's are: after every change, its parts must still describe one flow.
  extension SelfSizingFlow {
    /// Checks that the broken items are a prefix of the items, that every item kept past them
    /// lies past them and within the count, and that a flow whose lines are not read on demand
    /// is broken whole.
    ///
    /// - Complexity: O(*p*) for *p* items kept past the broken ones.
    func checkInvariants() {
      precondition(broken.count <= count, "A self-sizing flow broke more items than it holds.")
      precondition(
        pending.keys.allSatisfy { $0 >= broken.count && $0 < count },
        "A self-sizing flow keeps a size for an item it broke or does not hold.")
      precondition(
        breaksOnDemand || broken.count == count,
        "A self-sizing flow whose lines depend on every item is not broken whole.")
    }
  }
#endif
