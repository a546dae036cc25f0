/// How a drawn quiz's answers are validated (docs/randomization.md, "Scoring a drawn quiz").
///
/// A presentation shows `count` questions of each draw pool. The scorer does not know the
/// seed, so it checks counts, not which questions: an answers object is accepted exactly
/// when some possible draw explains it — a draw presenting every answered question of the
/// pool, whose other presented questions are all optional. For a pool of `size` questions
/// drawing `count` (at most `size`), with `answered` of them answered and `optionalLeft`
/// optional questions unanswered:
/// - `answered` ≤ `count`, else `choice-count`;
/// - `answered` + `optionalLeft` ≥ `count`, else `missing-answer`: the draw's remaining
///   places cannot all be optional questions. For a pool whose questions are all required
///   this is "exactly `count` answered"; for one with no required question it always holds.
///
/// Questions outside every pool keep their own `required`. An integer `draw: N` is one
/// pool of every question. A question belongs to the first draw (in declared order) whose
/// pool holds it; with a draw of every question, no question is outside a pool.
/// The compiler's analysis of drawn quizzes uses the same pools (`package`).
package struct DrawRule: Sendable {
    package struct Pool: Sendable {
        /// The pool's name, `nil` for a draw of every question.
        package let name: String?
        /// How many questions a presentation shows: the draw's count, at most the pool's size.
        package let count: Int
        /// The pool's questions, as indices into the bundle's questions, in bundle order.
        package let members: [Int]
    }

    package let pools: [Pool]
    /// Per question: the index of its pool in `pools`, or −1 outside every pool.
    package let poolOf: [Int]
    /// Whether a question answers its own `required`: outside every pool.
    let ownRequired: [Bool]
    /// Whether answering every question can be accepted: every pool presents all its questions.
    let acceptsEveryQuestion: Bool

    package init(_ bundle: QuizBundle) {
        var poolOf = [Int](repeating: -1, count: bundle.questions.count)
        var members = [[Int]](repeating: [], count: bundle.presentation.draw.count)
        // The first draw of each pool name, and the first draw of every question.
        var drawOfPool: [ExactString: Int] = [:]
        var everyQuestion: Int?
        for (index, draw) in bundle.presentation.draw.enumerated() {
            if let name = draw.pool {
                if drawOfPool[ExactString(name)] == nil { drawOfPool[ExactString(name)] = index }
            } else if everyQuestion == nil {
                everyQuestion = index
            }
        }
        for (index, question) in bundle.questions.enumerated() {
            let named = question.pool.flatMap { drawOfPool[ExactString($0)] }
            guard let draw = [named, everyQuestion].compactMap({ $0 }).min() else { continue }
            poolOf[index] = draw
            members[draw].append(index)
        }
        pools = zip(bundle.presentation.draw, members).map { draw, members in
            Pool(name: draw.pool, count: Swift.max(0, Swift.min(draw.count, members.count)), members: members)
        }
        self.poolOf = poolOf
        ownRequired = poolOf.map { $0 == -1 }
        acceptsEveryQuestion = pools.allSatisfy { $0.count == $0.members.count }
    }

    var isEmpty: Bool { pools.isEmpty }

    /// The first pool, in declared order, that the answered questions (answered(q) for
    /// question q) do not satisfy, with its answered and unanswered optional counts: the one
    /// statement of the pool rule, read by `accepts` (the fast paths) and `error`.
    private func firstUnsatisfied(
        required: [Bool], answered: (Int) -> Bool
    ) -> (pool: Pool, count: Int, optionalLeft: Int)? {
        for pool in pools {
            var count = 0, optionalLeft = 0
            for member in pool.members {
                if answered(member) { count += 1 } else if !required[member] { optionalLeft += 1 }
            }
            if count > pool.count || count + optionalLeft < pool.count { return (pool, count, optionalLeft) }
        }
        return nil
    }

    /// Whether the answered questions (answered(q) for question q) satisfy every pool.
    func accepts(required: [Bool], answered: (Int) -> Bool) -> Bool {
        firstUnsatisfied(required: required, answered: answered) == nil
    }

    /// The first pool, in declared order, that the answered questions do not satisfy.
    func error(keys: [String], required: [Bool], answered: (Int) -> Bool) -> AnswerError? {
        if let (pool, count, optionalLeft) = firstUnsatisfied(required: required, answered: answered) {
            let requiredLeft = pool.members.filter { !answered($0) && required[$0] }
            let what = pool.name.map { "the pool \"\($0)\"" } ?? "this quiz"
            let presents = pool.count == 1 ? "1 question" : "\(pool.count) questions"
            if count > pool.count {
                return AnswerError(
                    code: .choiceCount,
                    message:
                        "\(what) presents \(presents), but \(count) of its questions are answered; answer only the questions that were presented",
                    key: nil)
            }
            if count + optionalLeft < pool.count {
                let allRequired = pool.members.allSatisfy { required[$0] }
                let message: String
                if allRequired {
                    message =
                        "\(what) presents \(presents), all required, but \(count) \(count == 1 ? "is" : "are") answered; answer all \(pool.count) presented questions"
                } else {
                    let more = pool.count - count - optionalLeft
                    message =
                        "\(what) presents \(presents) and its required questions must be answered when presented, but only \(count) \(count == 1 ? "is" : "are") answered; "
                        + "answer every presented question (at least \(more) more of the pool's questions, such as \"\(requiredLeft.first.map { keys[$0] } ?? "")\")"
                }
                return AnswerError(code: .missingAnswer, message: message, key: nil)
            }
        }
        return nil
    }
}
