/// The one statement of branching in the Swift runtime (docs/runtime.md, "Branching"):
/// which questions are shown, given the options chosen so far. The scorer, the visibility API
/// and the compiler's analysis all read it (package access).
///
/// Questions are decided in source order. A question without a condition is shown; one with
/// a condition is shown when it holds, where a test on a question that has no answer — left
/// out, or hidden itself (its answer, if any, is ignored) — is false, and `answered: false`
/// is true.
package struct VisibilityRules: Sendable {
    /// A condition with questions and options by index.
    indirect enum Test: Sendable {
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

    /// The rules of `bundle`. A reference to an unknown question or option (which bundle
    /// decoding rejects) tests false.
    package init(_ bundle: QuizBundle) {
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
                    options: Set(values.compactMap { value in options.firstIndex { $0.value == value } }))
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
            shown[index] = holds(test) { question in
                question < chosen.count && shown[question] ? chosen[question] : nil
            }
        }
        return shown
    }

    /// Whether `test` holds when `answer(question)` gives a question's chosen options.
    func holds(_ test: Test, _ answer: (Int) -> [Int]?) -> Bool {
        switch test {
        case .all(let parts): return parts.allSatisfy { holds($0, answer) }
        case .any(let parts): return parts.contains { holds($0, answer) }
        case .not(let inner): return !holds(inner, answer)
        case .answered(let question, let expected): return (answer(question) != nil) == expected
        case .picks(let question, let options):
            guard let chosen = answer(question), chosen.count == 1 else { return false }
            return options.contains(chosen[0])
        case .includes(let question, let option): return answer(question)?.contains(option) ?? false
        }
    }
}
