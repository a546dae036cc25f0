import QuizRuntime

/// Which question of the new release continues which question of the old one.
///
/// Clients know questions by wire key, so questions pair by exact key first; an old and a
/// new question left over with the same id are the same question under a renamed key
/// (a breaking change, typical of `answer_key: text` quizzes whose text was edited).
struct QuestionPairing {
    struct Pair {
        var old: QuizBundle.Question
        var new: QuizBundle.Question
        /// The wire key differs (paired by id).
        var keyRenamed: Bool
    }

    /// In the old release's order.
    var pairs: [Pair] = []
    /// Old questions with no counterpart, in the old order.
    var removed: [QuizBundle.Question] = []
    /// New questions with no counterpart, in the new order.
    var added: [QuizBundle.Question] = []

    init(old: [QuizBundle.Question], new: [QuizBundle.Question]) {
        var newByKey: [ExactString: Int] = [:]
        for (index, question) in new.enumerated() { newByKey[ExactString(question.key)] = index }
        var taken = Array(repeating: false, count: new.count)
        var match = Array<Int?>(repeating: nil, count: old.count)
        for (index, question) in old.enumerated() {
            if let other = newByKey[ExactString(question.key)], !taken[other] {
                match[index] = other
                taken[other] = true
            }
        }
        var renamed = Array(repeating: false, count: old.count)
        for (index, question) in old.enumerated() where match[index] == nil {
            if let other = new.indices.first(where: { !taken[$0] && new[$0].id.isExactly(question.id) }) {
                match[index] = other
                taken[other] = true
                renamed[index] = true
            }
        }
        for (index, question) in old.enumerated() {
            if let other = match[index] {
                pairs.append(Pair(old: question, new: new[other], keyRenamed: renamed[index]))
            } else {
                removed.append(question)
            }
        }
        added = new.indices.filter { !taken[$0] }.map { new[$0] }
    }

    /// The new question that continues `old` (by wire key), if any.
    func counterpart(ofKey key: String) -> QuizBundle.Question? {
        pairs.first { $0.old.key.isExactly(key) }?.new
    }
}
