/// The answers to the last few distinct questions, most recently used first: a memo whose size
/// stays bounded however many different questions arrive, as they do during a live resize or an
/// animation, when SwiftUI proposes a new size in every frame without updating the cache.
@usableFromInline
struct RecentAnswers<Question: Equatable, Answer> {
  /// The most answers kept.
  @usableFromInline let capacity: Int
  /// The kept questions and answers, the most recently used first.
  @usableFromInline private(set) var entries: [(question: Question, answer: Answer)] = []

  @inlinable
  init(capacity: Int) {
    precondition(capacity > 0, "A memo keeps at least one answer.")
    self.capacity = capacity
  }

  /// The answer to `question`: a kept one, or one that `compute` works out and that is kept in
  /// place of the least recently used when `capacity` answers are kept already. `compute` is
  /// given the answer it replaces, if any, no longer kept, so that it may reuse its storage.
  ///
  /// - Complexity: O(*c*) for a capacity of *c*, plus the cost of `compute` when the answer is not
  ///   kept.
  @inlinable
  mutating func answer(to question: Question, compute: (inout Answer?) -> Answer) -> Answer {
    if let index = entries.firstIndex(where: { $0.question == question }) {
      if index > 0 { entries.insert(entries.remove(at: index), at: 0) }
      return entries[0].answer
    }
    var replaced = entries.count == capacity ? entries.removeLast().answer : nil
    let answer = compute(&replaced)
    entries.insert((question, answer), at: 0)
    return answer
  }
}
