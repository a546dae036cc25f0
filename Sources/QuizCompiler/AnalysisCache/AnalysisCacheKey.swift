@_spi(Tools) public import QuizRuntime

/// What an analysis cache entry is keyed by (docs/analysis.md, "The analysis cache"): the
/// quizc version, the entry format, the analysis settings and a SHA-256 of the part of the
/// bundle the analysis reads.
@_spi(Tools) public struct AnalysisCacheKey: Sendable, Equatable {
    /// SHA-256 (hex) of the scoring-relevant part of the bundle (`scoringView`).
    var quizHash: String
    /// The settings the analysis ran with; a different value is a different entry.
    var settings: AnalysisSettings
    /// Whether `highest` ties were looked for (only when the quiz gives no `ties:`): part of
    /// the analysis's input, keyed with the settings.
    var findTies: Bool
    var quizcBuild: String

    /// The settings as the key and the entry write them: `{"max_states": …, "find_ties": …}`.
    var settingsValue: JSONValue {
        .object([("max_states", .integer(settings.maxStates)), ("find_ties", .bool(findTies))])
    }

    /// The entry's file name stem: SHA-256 (hex) of everything above and the entry format.
    var digest: String {
        SHA256.hex(
            JSONWriter.canonical.bytes(
                .object([
                    ("format", .string(AnalysisCacheEntry.format)),
                    ("quizc", .string(quizcBuild)),
                    ("settings", settingsValue),
                    ("quiz", .string(quizHash)),
                ])))
    }

    init(
        bundle: QuizBundle, settings: AnalysisSettings, findTies: Bool, quizcBuild: String = QuizcVersion.build
    ) {
        quizHash = SHA256.hex(JSONWriter.canonical.bytes(Self.scoringView(of: bundle).jsonValueWithoutHash()))
        self.settings = settings
        self.findTies = findTies
        self.quizcBuild = quizcBuild
    }

    /// `bundle` without what the analysis never reads: the display texts (title,
    /// description, question texts, option labels, outcome texts), the translations, the
    /// examples, and the quiz's id, version and locale. Everything else — traits, scoring,
    /// presentation with its draws, questions with their ids, wire keys, types, limits,
    /// pools and options with their ids, values and weights, outcome codes — stays, so any
    /// change to it is a different key. (A field added to the bundle later is in the key
    /// until it is listed here: the safe default.)
    static func scoringView(of bundle: QuizBundle) -> QuizBundle {
        var view = bundle
        view.quiz = ""
        view.version = ""
        view.title = ""
        view.description = nil
        view.sourceLocale = "und"
        view.sourceDirection = .ltr
        view.translations = []
        view.examples = []
        for index in view.questions.indices {
            view.questions[index].text = ""
            for option in view.questions[index].options.indices {
                view.questions[index].options[option].label = ""
            }
        }
        for index in view.outcomes.indices {
            view.outcomes[index].title = ""
            view.outcomes[index].description = ""
            view.outcomes[index].recommendations = []
        }
        return view
    }
}
