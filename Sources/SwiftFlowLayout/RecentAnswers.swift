/// The answers to the last few distinct questions: a memo whose size stays bounded however many
/// different questions arrive, as they do during a live resize or an animation, when SwiftUI
/// proposes a new size in every frame without updating the cache.
///
/// Each kept answer stays where it was stored and notes when it was last used, so that using one
/// moves nothing; a new answer takes the place of the least recently used. Moving the used
/// answer to the front of the list instead cost a SwiftUI-like pass over 10 subviews, which asks
/// five questions, 8,311 instructions instead of 7,262.
@usableFromInline
struct RecentAnswers<Question: Equatable, Answer> {
  /// The most answers kept.
  @usableFromInline let capacity: Int
  /// The kept questions, their answers (`nil` only while one is being replaced), and the number
  /// of the question that last used each.
  @usableFromInline private(set) var slots: [(question: Question, answer: Answer?, lastUse: Int)]
  /// How many questions were asked.
  @usableFromInline private(set) var asked = 0

  @inlinable
  init(capacity: Int) {
    precondition(capacity > 0, "A memo keeps at least one answer.")
    self.capacity = capacity
    slots = []
  }

  /// The kept questions and answers, the most recently used first.
  ///
  /// - Complexity: O(*c* log *c*) for a capacity of *c*.
  @inlinable
  var entries: [(question: Question, answer: Answer)] {
    slots.sorted { $0.lastUse > $1.lastUse }.map { ($0.question, $0.answer!) }
  }

  /// The answer to `question`: a kept one, or one that `compute` works out and that is kept in
  /// place of the least recently used when `capacity` answers are kept already. `compute` is
  /// given the answer it replaces, if any, no longer kept, so that it may reuse its storage.
  ///
  /// - Complexity: O(*c*) for a capacity of *c*, plus the cost of `compute` when the answer is not
  ///   kept.
  @inlinable
  mutating func answer(to question: Question, compute: (inout Answer?) -> Answer) -> Answer {
    asked += 1
    if let index = slots.firstIndex(where: { $0.question == question }) {
      slots[index].lastUse = asked
      return slots[index].answer!
    }
    guard slots.count == capacity else {
      var replaced: Answer? = nil
      let answer = compute(&replaced)
      slots.append((question, answer, asked))
      return answer
    }
    var oldest = 0
    for index in slots.indices where slots[index].lastUse < slots[oldest].lastUse {
      oldest = index
    }
    var replaced = slots[oldest].answer.take()
    let answer = compute(&replaced)
    slots[oldest] = (question, answer, asked)
    return answer
  }
}
