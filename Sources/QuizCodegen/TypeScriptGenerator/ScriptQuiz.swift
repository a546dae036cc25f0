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
        source = model.sourceFileName
        compilerVersion = model.compilerVersion
        traits = model.traits
        derived = model.derived
        results = model.results.map { ProfileResult(id: $0.id, bands: $0.bands) }
        outcomes = model.alwaysHasOutcome ? model.outcomes : []
        branches = model.isBranching
        reportsSecondary = model.hasSecondary
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

    /// One group of typed ids: an enum (Python) or a union type and constant object
    /// (TypeScript) with one member per wire string.
    struct IDGroup {
        /// The type's name.
        var name: String
        /// Its documentation.
        var doc: String
        /// The wire strings, in the bundle's order.
        var wires: [String]
        /// What each member's name is made from.
        var names: [String]
    }

    /// The typed-id groups: outcomes, traits, questions, each option or anchor set, derived
    /// scores, profile results and their bands. `optionTypes` and `bandTypes` are the
    /// language's names for those types; `code` marks an id as code in its doc comments.
    func idGroups(optionTypes: [String?], bandTypes: [String], code: (String) -> String) -> [IDGroup] {
        var groups: [IDGroup] = []
        if !outcomes.isEmpty {
            groups.append(IDGroup(name: "Outcome", doc: "The outcome codes.", wires: outcomes, names: outcomes))
        }
        groups.append(IDGroup(name: "Trait", doc: "The trait ids.", wires: traits, names: traits))
        groups.append(
            IDGroup(
                name: "Question", doc: "The questions, by the key their answers are sent under.",
                wires: questions.map(\.key), names: questions.map(\.id)))
        for (question, type) in zip(questions, optionTypes) {
            guard let type else { continue }
            let what = if case .range = question.answer { "anchors" } else { "options" }
            groups.append(
                IDGroup(
                    name: type, doc: "The \(what) of question \(code(ScriptLiteral.comment(question.id))).",
                    wires: question.optionIDs, names: question.optionIDs))
        }
        if !derived.isEmpty {
            groups.append(IDGroup(name: "DerivedScore", doc: "The derived score ids.", wires: derived, names: derived))
        }
        if !results.isEmpty {
            groups.append(
                IDGroup(
                    name: "ProfileResult", doc: "The profile result ids.", wires: results.map(\.id),
                    names: results.map(\.id)))
            for (result, type) in zip(results, bandTypes) {
                groups.append(
                    IDGroup(
                        name: type, doc: "The bands of result \(code(ScriptLiteral.comment(result.id))).",
                        wires: result.bands, names: result.bands))
            }
        }
        return groups
    }
}
