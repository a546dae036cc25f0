import BigInt
import QuizRuntime

/// Exhaustive dynamic programming over the distinct values of a few features (trait totals,
/// answered counts) of a quiz's answer sets, question by question, with exact big-integer
/// counts (a 120-item five-point inventory has 5^120 ≈ 2^279 answer sets) and a witness
/// trail per state.
///
/// Only the questions that change some feature are searched; the count of every state is
/// the number of ways to answer those questions (unanswered optional questions reach a
/// state but count 0, as in docs/analysis.md); `otherAnswers` multiplies every count.
struct FeatureSearch {
    /// One reachable combination of feature values.
    struct State {
        var values: [Int]
        var count: BigUInt
        /// The last step of one answer set that reaches the state (-1: no question asked).
        var trail: Int32
    }

    private struct Step {
        var parent: Int32
        var question: Int32
        var choice: Int32
    }

    /// The searched questions with their distinct effects on the features.
    let questions: [(index: Int, choices: AnswerChoices)]
    /// The states after the last question, sorted by their feature values (deterministic).
    private(set) var states: [State] = []
    /// The number of ways to answer the questions that change no feature.
    let otherAnswers: BigUInt
    /// All complete answer sets of the quiz.
    let allAnswers: BigUInt
    private var steps: [Step] = []

    /// Searches `bundle` for `features`; `nil` (with a reason) when a question cannot be
    /// enumerated or more than `maxStates` states arise. With `work` (a `nearest` analysis)
    /// the search is charged for its steps too and holds at most `work.maxStates` states;
    /// `before`: the units the analysis's exact searches use before this one at any budget
    /// (for the budget the reason says would compute it).
    static func run(
        _ bundle: QuizBundle, features: [ScoreFormula.Feature], initial: [Int], maxStates: Int,
        work: NearestWork? = nil, before: Int = 0
    ) -> Result<FeatureSearch, AnalysisLimit> {
        switch prepare(bundle, features: features) {
        case .failure(let limit): return .failure(limit)
        case .success(var search):
            let states = work?.maxStates ?? maxStates
            switch search.explore(initial: initial, maxStates: states, work: work) {
            case nil: return .success(search)
            case .some(let reason):
                guard work != nil else {
                    let bound = search.stateBound()
                    guard bound <= OutcomeAnalyzer.largestMaxStates else {
                        return .failure(
                            AnalysisLimit(message: tooLarge(reason, bound, OutcomeAnalyzer.largestMaxStates)))
                    }
                    return .failure(AnalysisLimit(message: AnalysisRemedy.budget(reason, sufficient: bound)))
                }
                let bound = search.workBound()
                let (units, overflow) = before.addingReportingOverflow(bound.units)
                guard !overflow, let sufficient = NearestWork.sufficientBudget(exactUnits: units, states: bound.states)
                else {
                    return .failure(
                        AnalysisLimit(message: tooLarge(reason, bound.states, NearestWork.largestMaxStates)))
                }
                return .failure(AnalysisLimit(message: AnalysisRemedy.budget(reason, sufficient: sufficient)))
            }
        }
    }

    /// The reason of a search that even the largest budget (`largest`) may not complete.
    private static func tooLarge(_ reason: String, _ bound: Int, _ largest: Int) -> String {
        "\(reason), of up to \(bound); more than the largest `--analysis-budget` (\(largest)) may be needed, so fewer compared scores or fewer questions per score would let it run"
    }

    /// At most how many distinct states the search can hold: the product over the features
    /// of the number of values their sum over the questions can span (`Int.max` when larger).
    func stateBound() -> Int {
        var bound = 1
        for feature in questions.first?.choices.choices.first?.delta.indices ?? 0..<0 {
            let span = questions.reduce(0) { total, question in
                let deltas = question.choices.choices.map { $0.delta[feature] }
                return total + (deltas.max() ?? 0) - (deltas.min() ?? 0)
            }
            let (product, overflow) = bound.multipliedReportingOverflow(by: span + 1)
            if overflow { return .max }
            bound = product
        }
        return bound
    }

    /// At most how many states the search holds after a question, and how many units of
    /// `NearestWork` its steps take: per question, the states it may hold before (the number
    /// of values the features' sums may span so far, at most the answer paths so far) times
    /// the question's choices.
    func workBound() -> (states: Int, units: Int) {
        let features = questions.first?.choices.choices.first?.delta.count ?? 0
        var spans = [Int](repeating: 0, count: features)
        var paths = 1, states = 1, most = 1, units = 0
        func saturated(_ result: (partialValue: Int, overflow: Bool)) -> Int {
            result.overflow ? .max : result.partialValue
        }
        for question in questions {
            let choices = question.choices.choices
            let steps = saturated(states.multipliedReportingOverflow(by: choices.count))
            units = saturated(
                units.addingReportingOverflow(
                    saturated(steps.multipliedReportingOverflow(by: NearestWork.stepUnits(features: features)))))
            var product = 1
            for feature in 0..<features {
                let deltas = choices.map { $0.delta[feature] }
                spans[feature] += (deltas.max() ?? 0) - (deltas.min() ?? 0)
                product = saturated(product.multipliedReportingOverflow(by: spans[feature] + 1))
            }
            paths = saturated(paths.multipliedReportingOverflow(by: choices.count))
            states = min(product, paths)
            most = max(most, states)
        }
        return (most, units)
    }

    /// The questions that change some feature, with their choices, not yet searched.
    static func prepare(_ bundle: QuizBundle, features: [ScoreFormula.Feature]) -> Result<FeatureSearch, AnalysisLimit>
    {
        let traitIndex = Dictionary(
            bundle.traits.enumerated().map { (ExactString($1), $0) }, uniquingKeysWith: { a, _ in a })
        var traits = Set<Int>(), counted = Set<Int>()
        for feature in features {
            switch feature {
            case .total(let trait): traits.insert(trait)
            case .answered(let questions): counted.formUnion(questions)
            }
        }
        func weighs(_ question: QuizBundle.Question, at index: Int) -> Bool {
            counted.contains(index)
                || question.options.contains { option in
                    option.weights.contains {
                        $0.amount != 0 && traits.contains(traitIndex[ExactString($0.trait)] ?? -1)
                    }
                }
        }
        var questions: [(index: Int, choices: AnswerChoices)] = []
        var other: BigUInt = 1
        var all: BigUInt = 1
        for (index, question) in bundle.questions.enumerated() {
            guard weighs(question, at: index) else {
                let count = AnswerChoices(question, features: 0, project: { _ in [] })?.total ?? 1
                other *= BigUInt(count)
                all *= BigUInt(count)
                continue
            }
            guard let choices = Self.choices(question, at: index, features: features, traitIndex: traitIndex) else {
                return .failure(
                    AnalysisLimit(
                        message: AnalysisRemedy.bound(
                            "question `\(question.id)` has too many distinct answer combinations to enumerate",
                            "fewer options or a lower `max` would let it run")))
            }
            all *= BigUInt(choices.total)
            questions.append((index, choices))
        }
        return .success(FeatureSearch(questions: questions, otherAnswers: other, allAnswers: all))
    }

    /// The question's choices projected on the features: totals from the weights, and for an
    /// `answered` feature 1 for every answer and 0 for leaving the question out.
    private static func choices(
        _ question: QuizBundle.Question, at questionIndex: Int, features: [ScoreFormula.Feature],
        traitIndex: [ExactString: Int]
    ) -> AnswerChoices? {
        var answered = question
        answered.required = true
        let totals = features.map { feature -> Int? in
            if case .total(let trait) = feature { return trait }
            return nil
        }
        guard
            var choices = AnswerChoices(
                answered, features: features.count,
                project: { weights in
                    totals.map { trait in
                        guard let trait else { return 0 }
                        return weights.reduce(0) { $0 + (traitIndex[ExactString($1.trait)] == trait ? $1.amount : 0) }
                    }
                })
        else { return nil }
        for index in choices.choices.indices {
            for (position, feature) in features.enumerated() {
                if case .answered(let questions) = feature, questions.contains(questionIndex) {
                    choices.choices[index].delta[position] = 1
                }
            }
        }
        if !question.required {
            choices.choices.append(
                AnswerChoices.Choice(delta: Array(repeating: 0, count: features.count), multiplicity: 0, answer: nil))
        }
        return choices
    }

    private init(questions: [(index: Int, choices: AnswerChoices)], otherAnswers: BigUInt, allAnswers: BigUInt) {
        self.questions = questions
        self.otherAnswers = otherAnswers
        self.allAnswers = allAnswers
    }

    /// Searches every question; the reason it stopped, or `nil` when it finished. It stops
    /// as soon as a question leads to more than `maxStates` states, or when `work` refuses
    /// a question's steps.
    private mutating func explore(initial: [Int], maxStates: Int, work: NearestWork?) -> String? {
        var current: [[Int]: State] = [initial: State(values: initial, count: 1, trail: -1)]
        for (position, question) in questions.enumerated() {
            if let work,
                !work.charge(
                    current.count * question.choices.choices.count * NearestWork.stepUnits(features: initial.count),
                    exact: true)
            {
                return
                    "the exact search would take more than \(work.exactLimit) units of work (stopped at question \(position + 1) of \(questions.count) with \(current.count) distinct score states)"
            }
            var next: [[Int]: State] = [:]
            next.reserveCapacity(min(current.count * 2, maxStates + 1))
            for state in current.values.sorted(by: { $0.values.lexicographicallyPrecedes($1.values) }) {
                for (choiceIndex, choice) in question.choices.choices.enumerated() {
                    var values = state.values
                    for feature in values.indices { values[feature] += choice.delta[feature] }
                    let count = state.count * BigUInt(choice.multiplicity)
                    if next[values] != nil {
                        next[values]!.count += count
                    } else {
                        // More states than the budget: the search stops (before holding more).
                        guard next.count < maxStates else { return "more than \(maxStates) distinct score states" }
                        steps.append(Step(parent: state.trail, question: Int32(position), choice: Int32(choiceIndex)))
                        next[values] = State(values: values, count: count, trail: Int32(steps.count - 1))
                    }
                }
            }
            // A cancelled task (the language server's analysis after an edit) stops as if over budget.
            if Task.isCancelled { return "more than \(maxStates) distinct score states" }
            current = next
        }
        states = current.values.sorted { $0.values.lexicographicallyPrecedes($1.values) }
        return nil
    }

    /// The answers of one answer set that reaches `state` (question index → answer, `nil`
    /// for a question left out), for `AnalysisContext.witness`.
    func picks(_ state: State) -> [Int: QuizAnswer?] {
        var picks: [Int: QuizAnswer?] = [:]
        var trail = state.trail
        while trail >= 0 {
            let step = steps[Int(trail)]
            let question = questions[Int(step.question)]
            picks[question.index] = question.choices.choices[Int(step.choice)].answer
            trail = step.parent
        }
        return picks
    }
}
