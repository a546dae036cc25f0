import Foundation

@testable import QuizRuntime

/// Small builders for bundles written in Swift, shared by the scorer tests.
enum Build {
    static func weights(_ pairs: [(String, Int)]) -> [TraitAmount] {
        pairs.filter { $0.1 != 0 }.map { TraitAmount(trait: $0.0, amount: $0.1) }
    }

    /// An option of a `single`, `multiple` or `range` question.
    static func option(_ id: String, _ pairs: [(String, Int)] = [], pin: Bool = false) -> QuizBundle.Option {
        QuizBundle.Option(id: id, value: nil, label: "label of \(id)", weights: weights(pairs), pin: pin)
    }

    /// An option of a `scale` question.
    static func value(_ value: Int, _ pairs: [(String, Int)] = []) -> QuizBundle.Option {
        QuizBundle.Option(id: nil, value: value, label: "value \(value)", weights: weights(pairs), pin: false)
    }

    static func question(
        _ id: String, key: String? = nil, _ type: QuizBundle.QuestionType, required: Bool = true,
        min: Int? = nil, max: Int? = nil, _ options: [QuizBundle.Option]
    ) -> QuizBundle.Question {
        var minimum = min, maximum = max
        switch type {
        case .multiple:
            minimum = minimum ?? 1
            maximum = maximum ?? options.count
        case .range:
            minimum = minimum ?? 0
            maximum = maximum ?? 1
        case .scale, .single:
            break
        }
        return QuizBundle.Question(
            id: id, key: key ?? id, text: "Text of \(id)?", type: type, required: required,
            shuffle: false, pin: false, pool: nil, min: minimum, max: maximum, options: options)
    }

    static func bundle(
        quiz: String = "test", traits: [String], rule: QuizBundle.Scoring.Rule, initial: [(String, Int)] = [],
        questions: [QuizBundle.Question], outcomes: [String] = [], examples: [QuizBundle.Example] = []
    ) -> QuizBundle {
        QuizBundle(
            quiz: quiz, version: "1.2.3", title: "A test quiz", description: nil, sourceLocale: "en", traits: traits,
            scoring: QuizBundle.Scoring(initial: weights(initial), rule: rule),
            presentation: QuizBundle.Presentation(
                pageSize: max(questions.count, 1), shuffleQuestions: false, shuffleOptions: false,
                timeLimit: nil, draw: []),
            questions: questions,
            outcomes: outcomes.map {
                QuizBundle.Outcome(code: $0, title: "Title \($0)", description: "About \($0)", recommendations: [])
            },
            examples: examples)
    }
}

extension Scorer {
    /// Scores the text of a JSON answers object given as a Swift string.
    func score(text: String) -> Result<ScoreResult, AnswerError> {
        score(jsonText: Array(text.utf8))
    }
}

extension Result where Success == ScoreResult, Failure == AnswerError {
    var value: ScoreResult? {
        if case .success(let result) = self { return result }
        return nil
    }

    var error: AnswerError? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// Every trait's total by name, for compact comparisons.
    var totals: [String: Int]? {
        value.map { Dictionary($0.scores.map { ($0.trait, $0.amount) }, uniquingKeysWith: { a, _ in a }) }
    }
}

/// The folder of the golden bundles of the shipped quizzes.
let goldenBundlesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("QuizCompilerTests/Golden/bundles", isDirectory: true)

/// The bytes of one golden bundle file.
func goldenBundleBytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: goldenBundlesDirectory.appendingPathComponent(name)))
}

/// The names of every golden bundle (`index.json` is the build's index, not a bundle).
func goldenBundleNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: goldenBundlesDirectory.path)
        .filter { $0.hasSuffix(".json") && $0 != "index.json" }
        .sorted()
}
