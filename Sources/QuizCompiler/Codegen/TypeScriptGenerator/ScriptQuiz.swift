/// What the TypeScript and Python generators read of a compiled quiz: its wire strings and
/// the shape of its answers and results, in the bundle's order.
struct ScriptQuiz {
    /// One question: its wire key, its answer's shape, whether an answer may be left out.
    struct Question {
        /// How an answer to the question is written.
        enum Answer {
            /// One option id.
            case single([String])
            /// A set of option ids.
            case multiple([String])
            /// One of the scale's values.
            case scale([Int])
            /// A number in `min ... max`, or an anchor id.
            case range(min: Int, max: Int, anchors: [String])
        }

        /// The question's id (what names are made from and visibility reports).
        var id: String
        /// The key its answer is sent under (the id, its `key:`, or its text).
        var key: String
        /// The answer's shape.
        var answer: Answer
        /// Not required, shown only when a condition holds, or left to a draw.
        var isOptional: Bool

        /// Option or anchor ids, empty for a scale.
        var optionIDs: [String] {
            switch answer {
            case .single(let ids), .multiple(let ids): ids
            case .range(_, _, let anchors): anchors
            case .scale: []
            }
        }
    }

    /// A banded result of the `profile` model.
    struct ProfileResult {
        /// The result's id.
        var id: String
        /// Its bands' ids, in order.
        var bands: [String]
    }

    /// The quiz id.
    var quiz: String
    /// The bundle's `hash` (`sha256:…`).
    var hash: String
    /// The quiz file the code is generated from, as the command was given it.
    var source: String
    /// The generating quizc's version.
    var compilerVersion: String
    /// Outcome codes; empty for a `profile` without `nearest`, which has no outcome.
    var outcomes: [String]
    /// Trait ids.
    var traits: [String]
    /// Questions in source order.
    var questions: [Question]
    /// Derived score ids.
    var derived: [String]
    /// Profile results.
    var results: [ProfileResult]
    /// Some question is shown only when a condition holds.
    var branches: Bool
    /// Results may name a runner-up: `highest` with `secondary`, or the next nearest profile.
    var reportsSecondary: Bool

    /// The view of `model`.
    init(_ model: CodegenModel) {
        quiz = model.quiz
        hash = model.bundleHash
        source = model.sourcePath
        compilerVersion = model.compilerVersion
        traits = model.traits
        derived = model.derived
        results = model.results.map { ProfileResult(id: $0.id, bands: $0.bands) }
        outcomes = model.alwaysHasOutcome ? model.outcomes : []
        branches = model.isBranching
        reportsSecondary = model.hasSecondary || model.model == .profile(nearest: true)
        questions = model.questions.map { question in
            let answer: Question.Answer =
                switch question.kind {
                case .single: .single(question.optionIDs)
                case .multiple: .multiple(question.optionIDs)
                case .scale: .scale(question.scaleValues)
                case .range: .range(min: question.min ?? 0, max: question.max ?? 1, anchors: question.optionIDs)
                }
            return Question(
                id: question.id, key: question.wireKey, answer: answer, isOptional: question.answerIsOptional)
        }
    }
}
