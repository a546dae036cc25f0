import QuizRuntime

/// What exhaustive analysis proved about a quiz (docs/analysis.md): for every outcome
/// code the scoring can form, whether some answer set produces it (with one such set), and
/// how many of the equally likely complete answer sets do (exact probability).
public struct OutcomeAnalysis: Sendable {
    /// An answer set, keyed by wire key in question order (unanswered questions left out).
    public typealias Witness = [(key: String, answer: Answer)]

    public struct OutcomeResult: Sendable {
        public var code: String
        public var reachable: Bool
        /// Complete answer sets giving this outcome; `nil` when counting overflowed.
        public var count: UInt128?
        /// An answer set that gives the outcome, when reachable.
        public var witness: Witness?
    }

    /// A tie the scoring rule resolves only implicitly.
    public struct Tie: Sendable {
        /// The axis (for `axes`), or `nil` for a `highest` tie.
        public var axis: Int?
        public var witness: Witness
    }

    /// One result per formable outcome code, in `OutcomeCodes.formable` order.
    public var outcomes: [OutcomeResult]
    /// All complete answer sets (the denominator of every probability); `nil` on overflow.
    public var total: UInt128?
    /// Ties found (only those the checks need: axes and `highest`).
    public var ties: [Tie]
    /// Why reachability (and ties) were not decided exactly, when they were not.
    public var limitation: String?
    /// Why probabilities were not computed exactly, when they were not (also set with `limitation`).
    public var probabilityLimitation: String?
    /// For a drawn quiz analysed draw by draw: each draw's picks (per pool, in `draw`
    /// order) and which outcomes it reaches (`nil` where its analysis was not exact).
    public var draws: [DrawReach] = []

    public struct DrawReach: Sendable {
        public var picks: [[Int]]
        /// Per outcome, in `outcomes` order; `nil` when this draw was not decided exactly.
        public var reachable: [Bool]?
    }

    /// Whether reachability was decided exactly.
    public var isExact: Bool { limitation == nil }

    /// The result for `code`, compared exactly.
    public func result(for code: String) -> OutcomeResult? {
        outcomes.first { $0.code.isExactly(code) }
    }

    /// The probability of `code` as a fraction, when counts are exact.
    public func probability(of code: String) -> (numerator: UInt128, denominator: UInt128)? {
        guard let total, total > 0, let count = result(for: code)?.count else { return nil }
        return (count, total)
    }
}

/// Builds `OutcomeAnalysis` for a bundle.
public enum OutcomeAnalyzer {
    /// More distinct score states than this in one search (or more than eight times as many
    /// search steps) and the analysis stops, saying so: at most about a second of work.
    public static let defaultMaxStates = 250_000

    /// Analyses `bundle` within `maxStates`. `findTies: false` is for callers that do not
    /// need `ties` of a `model: highest` quiz (its `ties:` resolves them): ties are then not
    /// looked for (`ties` is empty even where some are reachable) and the exact search
    /// needs fewer states; counts, probabilities and reachability are the same. Axes ties
    /// are always found.
    public static func analyze(_ bundle: QuizBundle, maxStates: Int = defaultMaxStates, findTies: Bool = true) -> OutcomeAnalysis {
        analyze(bundle, maxStates: maxStates, highest: .fastest(), findTies: findTies)
    }

    /// `highest` chooses the counting search for `model: highest` (tests compare them).
    static func analyze(_ bundle: QuizBundle, maxStates: Int, highest: HighestAnalysis.Search,
                        findTies: Bool = true) -> OutcomeAnalysis {
        if let drawn = DrawnAnalysis.pools(bundle) {
            return DrawnAnalysis.run(bundle, pools: drawn.pools, always: drawn.always, maxStates: maxStates) {
                analyze($0, maxStates: $1, highest: highest, findTies: findTies)
            }
        }
        let traitIndex = Dictionary(bundle.traits.enumerated().map { (ExactString($1), $0) }, uniquingKeysWith: { a, _ in a })
        func index(_ trait: String) -> Int { traitIndex[ExactString(trait)] ?? 0 }
        var initial = [Int](repeating: 0, count: bundle.traits.count)
        for entry in bundle.scoring.initial { initial[index(entry.trait)] += entry.amount }
        let context = AnalysisContext(bundle: bundle, traitIndex: index, initial: initial, maxStates: maxStates)
        switch bundle.scoring.rule {
        case .axes(let axes): return AxesAnalysis.run(context, axes: axes)
        case .highest(let ties, _): return HighestAnalysis.run(context, ties: ties.map(index), search: highest, findTies: findTies)
        case .bands(let trait, let bands): return BandsAnalysis.run(context, trait: index(trait), bands: bands)
        }
    }
}

/// What every model's analysis shares.
struct AnalysisContext {
    let bundle: QuizBundle
    let traitIndex: (String) -> Int
    let initial: [Int]
    let maxStates: Int

    /// Trait totals of a weight list as a dense vector.
    func dense(_ weights: [TraitAmount]) -> [Int] {
        var vector = [Int](repeating: 0, count: bundle.traits.count)
        for weight in weights { vector[traitIndex(weight.trait)] += weight.amount }
        return vector
    }

    /// The choices of the questions for which `relevant` holds, or `nil` (with a reason) when one cannot be enumerated.
    func choices(features: Int, relevant: (Question) -> Bool, project: @escaping ([Int]) -> [Int]) -> Result<[(index: Int, choices: AnswerChoices)], AnalysisLimit> {
        var result: [(index: Int, choices: AnswerChoices)] = []
        for (index, question) in bundle.questions.enumerated() where relevant(question) {
            guard let choices = AnswerChoices(question, features: features, project: { project(dense($0)) }) else {
                return .failure(AnalysisLimit(message: "question `\(question.id)` has too many distinct answer combinations to enumerate"))
            }
            result.append((index, choices))
        }
        return .success(result)
    }

    /// The product of the answer counts of questions outside `included` (they multiply every count).
    func otherQuestionsProduct(excluding included: Set<Int>) -> UInt128? {
        var product: UInt128 = 1
        for (index, question) in bundle.questions.enumerated() where !included.contains(index) {
            let count = AnswerChoices(question, features: 0, project: { _ in [] })?.total ?? 1
            let (next, overflow) = product.multipliedReportingOverflow(by: UInt128(count))
            if overflow { return nil }
            product = next
        }
        return product
    }

    /// A full witness: the given choices, and for every other required question its first option.
    func witness(_ picks: [Int: Answer?]) -> OutcomeAnalysis.Witness {
        var result: OutcomeAnalysis.Witness = []
        for (index, question) in bundle.questions.enumerated() {
            if let pick = picks[index] {
                if let answer = pick { result.append((question.key, answer)) }
                continue
            }
            guard question.required, let answer = Self.firstAnswer(question) else { continue }
            result.append((question.key, answer))
        }
        return result
    }

    static func firstAnswer(_ question: Question) -> Answer? {
        guard let option = question.options.first else { return nil }
        switch question.type {
        case .scale: return .integer(option.value ?? 0)
        case .single, .range: return .option(option.id ?? "")
        case .multiple:
            let count = max(question.min ?? 1, 0)
            return .options(question.options.prefix(count).map { $0.id ?? "" })
        }
    }

    /// The picks along a search trail.
    func picks(_ search: ScoreSpaceSearch, trail: Int32, questions: [(index: Int, choices: AnswerChoices)]) -> [Int: Answer?] {
        picks(path: search.path(trail), questions: questions)
    }

    /// The picks along a path of (question, choice) pairs.
    func picks(path: [(question: Int, choice: Int)], questions: [(index: Int, choices: AnswerChoices)]) -> [Int: Answer?] {
        var picks: [Int: Answer?] = [:]
        let byIndex = Dictionary(questions.map { ($0.index, $0.choices) }, uniquingKeysWith: { a, _ in a })
        for (question, choice) in path {
            picks[question] = byIndex[question]?.choices[choice].answer
        }
        return picks
    }
}

struct AnalysisLimit: Error {
    var message: String
}
