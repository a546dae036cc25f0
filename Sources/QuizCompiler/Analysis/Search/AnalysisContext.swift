import BigInt
import QuizRuntime

/// What every model's analysis shares.
struct AnalysisContext {
    let bundle: QuizBundle
    let traitIndex: (String) -> Int
    let initial: [Int]
    let maxStates: Int
    /// The work shared by the draws of a drawn quiz (`nil`: each search has only its own limit).
    var shared: SharedWork? = nil

    /// Trait totals of a weight list as a dense vector.
    func dense(_ weights: [TraitAmount]) -> [Int] {
        var vector = [Int](repeating: 0, count: bundle.traits.count)
        for weight in weights { vector[traitIndex(weight.trait)] += weight.amount }
        return vector
    }

    /// The choices of the questions for which `relevant` holds, or `nil` (with a reason) when one cannot be enumerated.
    func choices(features: Int, relevant: (QuizBundle.Question) -> Bool, project: @escaping ([Int]) -> [Int]) -> Result<
        [(index: Int, choices: AnswerChoices)], AnalysisLimit
    > {
        var result: [(index: Int, choices: AnswerChoices)] = []
        for (index, question) in bundle.questions.enumerated() where relevant(question) {
            guard let choices = AnswerChoices(question, features: features, project: { project(dense($0)) }) else {
                return .failure(
                    AnalysisLimit(
                        message: AnalysisRemedy.bound(
                            "question `\(question.id)` has too many distinct answer combinations to enumerate",
                            "fewer options or a lower `max` would let it run")))
            }
            result.append((index, choices))
        }
        return .success(result)
    }

    /// The product of the answer counts of questions outside `included` (they multiply every count).
    func otherQuestionsProduct(excluding included: Set<Int>) -> BigUInt {
        var product: BigUInt = 1
        for (index, question) in bundle.questions.enumerated() where !included.contains(index) {
            product *= BigUInt(AnswerChoices(question, features: 0, project: { _ in [] })?.total ?? 1)
        }
        return product
    }

    /// A full witness: the given choices, and for every other required question its first option.
    func witness(_ picks: [Int: QuizAnswer?]) -> OutcomeAnalysis.Witness {
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

    static func firstAnswer(_ question: QuizBundle.Question) -> QuizAnswer? {
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
    func picks<Count>(
        _ search: ScoreSpaceSearch<Count>, trail: Int32, questions: [(index: Int, choices: AnswerChoices)]
    ) -> [Int:
        QuizAnswer?]
    {
        picks(path: search.path(trail), questions: questions)
    }

    /// The picks along a path of (question, choice) pairs.
    func picks(path: [(question: Int, choice: Int)], questions: [(index: Int, choices: AnswerChoices)]) -> [Int:
        QuizAnswer?]
    {
        var picks: [Int: QuizAnswer?] = [:]
        let byIndex = Dictionary(questions.map { ($0.index, $0.choices) }, uniquingKeysWith: { a, _ in a })
        for (question, choice) in path {
            picks[question] = byIndex[question]?.choices[choice].answer
        }
        return picks
    }
}
