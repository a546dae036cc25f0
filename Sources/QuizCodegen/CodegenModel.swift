@_spi(Tools) import QuizCompiler
package import QuizRuntime

/// What every language's generated client code needs to know about one quiz, read from its
/// compiled bundle (`quizc generate`, docs/codegen.md): the ids with their exact wire strings,
/// the shape of an answer to each question, and the shape of a result. Generators never read
/// the quiz source; they turn this model into text with their language's naming rules.
package struct CodegenModel: Sendable, Equatable {
    /// The quiz id (`fitcircle-persona`).
    package var quiz: String
    /// The bundle's version.
    package var version: String
    /// The quiz's title in its source locale.
    package var title: String
    /// The bundle's `hash` (`sha256:…`): the generated code checks a loaded bundle against it.
    package var bundleHash: String
    /// The quiz source's path as given to `quizc generate` (for file names and messages).
    package var sourcePath: String
    /// The quizc version that generates the code (for the header comment).
    package var compilerVersion: String
    /// Trait ids, in the bundle's order.
    package var traits: [String]
    /// Outcome codes, in the bundle's order.
    package var outcomes: [String]
    /// The questions, in source order.
    package var questions: [Question]
    /// How the quiz picks its outcome.
    package var model: ScoringModel
    /// Derived score ids, in the bundle's order (empty when the quiz has none).
    package var derived: [String]
    /// Profile results, in the bundle's order (empty unless the model is `profile`).
    package var results: [ProfileResult]

    /// One question.
    package struct Question: Sendable, Equatable {
        /// The question's id (what visibility reports and conditions name).
        package var id: String
        /// The key its answer goes under in an answers object: its `key:`, its id, or its
        /// text (`answer_key: text`, as in the MBTI quiz).
        package var wireKey: String
        /// The question's text in the source locale.
        package var text: String
        /// What an answer to it is.
        package var kind: Kind
        /// Whether the quiz declares it required.
        package var required: Bool
        /// Whether it has a condition (`when:`): it may be hidden, and a hidden question's
        /// answer is rejected, so its answer is optional whatever `required` says.
        package var conditional: Bool
        /// Whether it is in a draw pool: the pool's count decides how many of its questions
        /// are answered, not their own `required` (the runtime's `DrawRule`), so its answer is
        /// optional whatever `required` says.
        package var drawn: Bool
        /// The options' ids (`single`, `multiple`, `range`), in source order; `range` options
        /// only label parts of the range, the answer is an integer.
        package var optionIDs: [String]
        /// The options' labels in the source locale, beside `optionIDs`.
        package var optionLabels: [String]
        /// The values a `scale` answer may take, in source order (empty for other kinds).
        package var scaleValues: [Int]
        /// `multiple`: the fewest options; `range`: the lowest value.
        package var min: Int?
        /// `multiple`: the most options; `range`: the highest value.
        package var max: Int?

        /// Whether an answers value may leave it out (not required, conditional or drawn).
        package var answerIsOptional: Bool { !required || conditional || drawn }
        /// Whether its wire key is its text rather than an id.
        package var keyIsText: Bool { wireKey != id && wireKey == text }
    }

    /// What an answer to a question is.
    package enum Kind: String, Sendable, Equatable {
        /// One option id.
        case single
        /// A set of option ids (the runtime checks the counts).
        case multiple
        /// One of the scale's values (an integer).
        case scale
        /// An integer from `min` through `max`.
        case range
    }

    /// How the quiz picks its outcome, as far as the result's shape depends on it.
    package enum ScoringModel: Sendable, Equatable {
        /// The highest trait; `secondary`: the runner-up is reported too.
        case highest(secondary: Bool)
        /// Bands over one trait.
        case bands
        /// Letters along axes (the outcome code is the letters).
        case axes
        /// Profile results; `nearest`: an outcome is picked by the nearest profile.
        case profile(nearest: Bool)
    }

    /// One result of a profile quiz.
    package struct ProfileResult: Sendable, Equatable {
        /// The result's id.
        package var id: String
        /// The result it belongs under, when nested.
        package var parent: String?
        /// Its band ids, in order.
        package var bands: [String]
    }

    /// Whether every result has an outcome (false only for a profile quiz without `nearest`).
    package var alwaysHasOutcome: Bool {
        if case .profile(let nearest) = model { return nearest }
        return true
    }

    /// Whether results report a runner-up (`secondary`): `highest` with `secondary: true`, and
    /// every quiz with `nearest` (the next nearest profile).
    package var hasSecondary: Bool {
        switch model {
        case .highest(let secondary): return secondary
        case .profile(let nearest): return nearest
        case .bands, .axes: return false
        }
    }

    /// The quiz source's file name, which the generated header names: the same however the
    /// path was spelled (`x.quiz.yaml`, `./x.quiz.yaml`, `dir/../x.quiz.yaml`, an absolute
    /// path), so committed code depends neither on the machine nor on the working directory.
    package var sourceFileName: String {
        sourcePath.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? sourcePath
    }

    /// Whether some question has a condition, so results report the visible questions.
    package var isBranching: Bool { questions.contains(where: \.conditional) }

    /// Every band id of every profile result, each once, in first-seen order.
    package var bandIDs: [String] {
        var seen = Set<ExactString>()
        var ids: [String] = []
        for result in results {
            for band in result.bands where seen.insert(ExactString(band)).inserted { ids.append(band) }
        }
        return ids
    }

    /// The model of `bundle`, compiled from `sourcePath`.
    package init(bundle: QuizBundle, sourcePath: String, compilerVersion: String = QuizcVersion.current) {
        quiz = bundle.quiz
        version = bundle.version
        title = bundle.title
        bundleHash = bundle.hash()
        self.sourcePath = sourcePath
        self.compilerVersion = compilerVersion
        traits = bundle.traits
        outcomes = bundle.outcomes.map(\.code)
        let draw = DrawRule(bundle)
        questions = bundle.questions.enumerated().map { Question($1, drawn: draw.poolOf[$0] != -1) }
        switch bundle.scoring.rule {
        case .highest(_, let secondary): model = .highest(secondary: secondary)
        case .bands: model = .bands
        case .axes: model = .axes
        case .profile(_, let nearest): model = .profile(nearest: nearest != nil)
        }
        derived = bundle.scoring.derived.map(\.id)
        results = bundle.scoring.profileResults.map {
            ProfileResult(id: $0.id, parent: $0.parent, bands: $0.bands.map(\.id))
        }
    }
}

extension CodegenModel.Question {
    /// The question as the bundle states it; `drawn`: it is in a draw pool.
    init(_ question: QuizBundle.Question, drawn: Bool) {
        id = question.id
        self.drawn = drawn
        wireKey = question.key
        text = question.text
        required = question.required
        conditional = question.condition != nil
        min = question.min
        max = question.max
        switch question.type {
        case .single: kind = .single
        case .multiple: kind = .multiple
        case .scale: kind = .scale
        case .range: kind = .range
        }
        let identified = kind == .scale ? [] : question.options.filter { $0.id != nil }
        optionIDs = identified.compactMap(\.id)
        optionLabels = identified.map(\.label)
        scaleValues = kind == .scale ? question.options.compactMap(\.value) : []
    }
}
