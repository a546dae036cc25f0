/// The one statement of branching in the Swift runtime (docs/runtime.md, "Branching"):
/// which questions are shown, given the options chosen so far. The scorer, the visibility API
/// and the compiler's analysis all read it (package access).
///
/// Questions are decided in source order. A question without a condition is shown; one with
/// a condition is shown when it holds, where a test on a question that has no answer — left
/// out, or hidden itself (its answer, if any, is ignored) — is false, and `answered: false`
/// is true.
///
/// Its parts run through `BranchingSeams`, whose `.shipped` members are the static functions
/// below; only tests pass other seams (deliberately broken copies, to count the conformance
/// cases that catch each).
package struct VisibilityRules: Sendable {
    /// A condition with questions and options by index.
    package indirect enum Test: Sendable {
        case all([Test])
        case any([Test])
        case not(Test)
        case answered(question: Int, Bool)
        /// The one chosen option (a `single` option, a `scale` value's option, a `range`
        /// answer's anchor) is one of these.
        case picks(question: Int, options: Set<Int>)
        /// A `multiple` answer includes this option.
        case includes(question: Int, option: Int)
    }

    /// Per question, its test; `nil` for a question that is always shown.
    let tests: [Test?]
    /// The parts of the rule (`.shipped` outside tests).
    let seams: BranchingSeams

    /// The rules of `bundle`. A reference to an unknown question or option (which bundle
    /// decoding rejects) tests false.
    package init(_ bundle: QuizBundle, seams: BranchingSeams = .shipped) {
        self.seams = seams
        let questions = ExactLookup(bundle.questions.map(\.id))
        func test(_ condition: QuizBundle.Condition) -> Test {
            switch condition {
            case .all(let parts): return .all(parts.map(test))
            case .any(let parts): return .any(parts.map(test))
            case .not(let inner): return .not(test(inner))
            case .answered(let id, let answered):
                return questions.index(of: id).map { .answered(question: $0, answered) } ?? .any([])
            case .optionIn(let id, let ids):
                guard let index = questions.index(of: id) else { return .any([]) }
                let options = bundle.questions[index].options
                return .picks(
                    question: index,
                    options: Set(ids.compactMap { id in options.firstIndex { $0.id?.isExactly(id) == true } }))
            case .valueIn(let id, let values):
                guard let index = questions.index(of: id) else { return .any([]) }
                let options = bundle.questions[index].options
                return .picks(
                    question: index,
                    options: Set(values.compactMap { value in seams.optionOfValue(options, value) }))
            case .includes(let id, let option):
                guard let index = questions.index(of: id),
                    let position = bundle.questions[index].options.firstIndex(where: {
                        $0.id?.isExactly(option) == true
                    })
                else { return .any([]) }
                return .includes(question: index, option: position)
            }
        }
        tests = bundle.questions.map { $0.condition.map(test) }
        hasConditions = tests.contains { $0 != nil }
    }

    /// Whether some question has a condition (else every question is always shown).
    package let hasConditions: Bool

    /// Which questions are shown, in source order, given each question's chosen options by
    /// index (`nil`: no answer). `chosen` has one entry per question.
    package func shown(_ chosen: [[Int]?]) -> [Bool] {
        var shown = [Bool](repeating: true, count: tests.count)
        for (index, test) in tests.enumerated() {
            guard let test else { continue }
            shown[index] = holds(test) { question in seams.reads(question, chosen, shown) }
        }
        return shown
    }

    /// What a condition reads of the question at `question`: its chosen options if it is
    /// shown (`shown` is decided for every question before the one whose condition reads) and
    /// answered, else no answer.
    package static func reads(_ question: Int, _ chosen: [[Int]?], _ shown: [Bool]) -> [Int]? {
        question < chosen.count && shown[question] ? chosen[question] : nil
    }

    /// The option of a `scale` question whose value is `value`, if any.
    package static func optionOfValue(_ options: [QuizBundle.Option], _ value: Int) -> Int? {
        options.firstIndex { $0.value == value }
    }

    /// Whether `test` holds when `answer(question)` gives a question's chosen options.
    func holds(_ test: Test, _ answer: (Int) -> [Int]?) -> Bool {
        switch test {
        case .all(let parts): return parts.allSatisfy { holds($0, answer) }
        case .any(let parts): return parts.contains { holds($0, answer) }
        case .not(let inner): return !holds(inner, answer)
        case .answered(let question, _), .picks(let question, _), .includes(let question, _):
            return seams.testHolds(test, answer(question))
        }
    }

    /// Whether a test on one question (`answered`, `picks`, `includes`) holds, given that
    /// question's chosen options (`nil`: no answer, which fails every test but `answered: false`).
    package static func testHolds(_ test: Test, _ answer: [Int]?) -> Bool {
        switch test {
        case .answered(_, let expected): return (answer != nil) == expected
        case .picks(_, let options):
            guard let answer, answer.count == 1 else { return false }
            return options.contains(answer[0])
        case .includes(_, let option): return answer?.contains(option) ?? false
        case .all, .any, .not: return false
        }
    }
}
