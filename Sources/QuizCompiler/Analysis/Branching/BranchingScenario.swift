import BigInt
import QuizRuntime

/// One answer scenario of a quiz with conditions (docs/analysis.md, "Branching"): for each
/// read question, one class of its answers or "no answer". It fixes which questions are
/// shown (by `VisibilityRules`, the runtime's rule).
struct BranchingScenario {
    /// Per read question (in `BranchingReads.reads` order): the index of its class, or `nil`
    /// for no answer (it is hidden, or optional and left out).
    var classes: [Int?]
    /// Per question of the bundle: whether it is shown.
    var shown: [Bool]
    /// The complete virtual answer sets in the scenario: every question answered, hidden ones
    /// too (their answers ignored), read questions within their class; 0 when a shown read
    /// question has no answer (an unanswered optional question does not count in
    /// probabilities). Exact at any size.
    var weight: BigUInt
    /// The product of the answer counts of the hidden questions: what every count of the
    /// scenario's sub-bundle is multiplied by.
    var hiddenFactor: BigUInt
}

/// The scenarios of a quiz with conditions, listed by following the read questions in
/// bundle order: a read question that earlier classes hide has only "no answer".
enum BranchingScenarios {
    /// Most scenarios analysed one by one (beyond, the analysis says it is not exact).
    static let maxScenarios = 2_000

    /// Why there are too many scenarios, with what would bring them within `maxScenarios`.
    static func tooMany(_ consequence: String) -> String {
        AnalysisRemedy.bound(
            "the conditions allow more than \(maxScenarios) answer scenarios\(consequence)",
            "conditions that read fewer questions, or fewer classes of their answers, would let it run")
    }

    /// Every scenario of `bundle` (at most `maxScenarios`), in odometer order of the read
    /// questions' classes with "no answer" last; `complete` is false when there are more.
    static func list(_ bundle: QuizBundle, reads: BranchingReads, rules: VisibilityRules) -> (
        scenarios: [BranchingScenario], complete: Bool
    ) {
        if reads.reads.contains(where: \.tooMany) { return ([], false) }
        var chosen = [[Int]?](repeating: nil, count: bundle.questions.count)
        var classes: [Int?] = []
        var result: [BranchingScenario] = []
        var complete = true
        func visit(_ position: Int) {
            guard complete else { return }
            guard position < reads.reads.count else {
                guard result.count < maxScenarios else { complete = false; return }
                result.append(scenario(bundle, reads: reads, classes: classes, shown: rules.shown(chosen)))
                return
            }
            let read = reads.reads[position]
            let question = bundle.questions[read.index]
            var states: [Int?] = []
            if rules.shown(chosen)[read.index] {
                states = read.classes.indices.map { $0 }
                if !question.required { states.append(nil) }
            } else {
                states = [nil]
            }
            for state in states {
                chosen[read.index] = state.map { representative(question, read.classes[$0]) }
                classes.append(state)
                visit(position + 1)
                classes.removeLast()
            }
            chosen[read.index] = nil
        }
        visit(0)
        return (result, complete)
    }

    /// Chosen options (as `VisibilityRules` reads them) of an answer in `answerClass`.
    static func representative(_ question: QuizBundle.Question, _ answerClass: BranchingReads.AnswerClass) -> [Int] {
        question.type == .multiple ? answerClass.options : [answerClass.options[0]]
    }

    static func scenario(_ bundle: QuizBundle, reads: BranchingReads, classes: [Int?], shown: [Bool])
        -> BranchingScenario
    {
        var weight: BigUInt = 1, hidden: BigUInt = 1
        func multiply(_ value: inout BigUInt, _ factor: BigUInt) { value *= factor }
        let readPosition = Dictionary(reads.reads.enumerated().map { ($1.index, $0) }, uniquingKeysWith: { a, _ in a })
        for (index, question) in bundle.questions.enumerated() {
            if !shown[index] {
                let count = answerCount(question)
                multiply(&weight, count)
                multiply(&hidden, count)
            } else if let position = readPosition[index] {
                let read = reads.reads[position]
                multiply(&weight, classes[position].map { classCount(question, read, read.classes[$0]) } ?? 0)
            } else {
                multiply(&weight, answerCount(question))
            }
        }
        return BranchingScenario(classes: classes, shown: shown, weight: weight, hiddenFactor: hidden)
    }

    /// The number of valid answers of `question` (each option; each allowed subset of a
    /// `multiple`).
    static func answerCount(_ question: QuizBundle.Question) -> BigUInt {
        guard question.type == .multiple else { return BigUInt(question.options.count) }
        return subsets(of: question.options.count, from: question.min ?? 1, to: question.max ?? question.options.count)
    }

    /// The number of answers of `question` in `answerClass`.
    static func classCount(
        _ question: QuizBundle.Question, _ read: BranchingReads.Read, _ answerClass: BranchingReads.AnswerClass
    ) -> BigUInt {
        guard question.type == .multiple else { return BigUInt(answerClass.options.count) }
        let low = (question.min ?? 1) - answerClass.options.count
        let high = (question.max ?? question.options.count) - answerClass.options.count
        return subsets(of: question.options.count - read.tested.count, from: low, to: high)
    }

    /// The number of subsets of an `n`-set whose size is from `low` to `high`.
    static func subsets(of n: Int, from low: Int, to high: Int) -> BigUInt {
        var sum: BigUInt = 0
        for size in stride(from: max(low, 0), through: min(high, n), by: 1) {
            var binomial: BigUInt = 1
            for i in 0..<min(size, n - size) { binomial = binomial * BigUInt(n - i) / BigUInt(i + 1) }
            sum += binomial
        }
        return sum
    }
}
