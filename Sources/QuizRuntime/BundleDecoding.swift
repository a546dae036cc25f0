/// Reading a bundle: the entry points and the order of its parts. Each part has its own
/// file (`BundleScoringDecoding`, `BundlePresentationDecoding`, `BundleQuestionDecoding`,
/// `BundleConditionDecoding`, `BundleExampleDecoding`, `BundleLocalesDecoding`,
/// `BundleMigrationDecoding`), and every
/// runtime checks the parts in this order with the same `path: message` (docs/bundle-format.md).
extension QuizBundle {
    /// Largest weight magnitude a bundle may hold (docs/bundle-format.md).
    public static let maxWeight = 1_000_000
    /// Largest magnitude of initial scores, scale values and range bounds.
    public static let maxMagnitude = 1_000_000_000_000
    /// Most questions and options a bundle may hold; with the bounds above no total can overflow.
    public static let maxItems = 1_000_000

    /// Reads a bundle from its JSON bytes, checking `format` and every invariant the scorer
    /// relies on, so that scoring a decoded bundle cannot trap.
    /// Does not verify the bundle's `hash`: `init(jsonBytes:verifyHash:)` does.
    public init(jsonBytes: [UInt8]) throws(BundleError) {
        try self.init(json: try QuizBundle.parseBundleJSON(jsonBytes))
    }

    /// Reads a bundle from parsed JSON.
    public init(json: JSONValue) throws(BundleError) {
        let root = try Fields(json, "")
        try QuizBundle.checkFormat(root)
        let traits = try QuizBundle.decodeTraits(root)
        let known = Set(traits.map(ExactString.init))
        let scoring = try QuizBundle.decodeScoring(root, traits: traits, known: known)
        let presentation = try QuizBundle.decodePresentation(root)
        let questions = try QuizBundle.decodeQuestions(
            root, known: known, weightDigits: scoring.weightDigits, drawn: !presentation.draw.isEmpty)
        let outcomes = try QuizBundle.decodeOutcomes(root, rule: scoring.rule)
        let examples = try QuizBundle.decodeExamples(root, known: known, scoring: scoring)
        let quiz = try root.string("quiz"), version = try root.string("version"), title = try root.string("title")
        let description = try root.optionalString("description")
        let locales = try QuizBundle.decodeLocales(
            root, title: title, description: description, questions: questions, outcomes: outcomes,
            results: scoring.profileResults)
        let migrations = try QuizBundle.decodeMigrations(root)
        self.init(
            quiz: quiz, version: version, title: title, description: description, sourceLocale: locales.sourceLocale,
            sourceDirection: locales.sourceDirection, traits: traits,
            scoring: scoring,
            presentation: presentation, questions: questions, outcomes: outcomes, examples: examples,
            translations: locales.translations)
        self.migrations = migrations
    }

    /// `format`: exactly the one this runtime reads.
    private static func checkFormat(_ root: Fields) throws(BundleError) {
        let format = try root.string("format")
        guard format == QuizBundle.format else {
            throw BundleError(
                code: .unsupportedFormat, path: "/format",
                message: "format is \"\(format)\"; this runtime reads \"\(QuizBundle.format)\"")
        }
    }

    /// `traits`: one or more distinct names.
    private static func decodeTraits(_ root: Fields) throws(BundleError) -> [String] {
        let traits = try root.array("traits").enumerated().map { index, item throws(BundleError) in
            try Fields.string(item, "/traits/\(index)")
        }
        guard Set(traits.map(ExactString.init)).count == traits.count, !traits.isEmpty else {
            throw BundleError(path: "/traits", message: "traits must be non-empty and distinct")
        }
        return traits
    }

    /// `outcomes`: code → title, description and recommendations; a `profile` bundle's are
    /// those of its nearest profiles.
    private static func decodeOutcomes(_ root: Fields, rule: Scoring.Rule) throws(BundleError) -> [Outcome] {
        let members = try Fields.objectMembers(try root.value("outcomes"), "/outcomes")
        let outcomes = try members.map { code, item throws(BundleError) in
            let outcome = try Fields(item, "/outcomes/\(code)")
            return QuizBundle.Outcome(
                code: code, title: try outcome.string("title"), description: try outcome.string("description"),
                recommendations: try outcome.array("recommendations").map { item throws(BundleError) in
                    try Fields.string(item, outcome.path)
                })
        }
        if case .profile(_, let nearest) = rule {
            try QuizBundle.checkProfileOutcomes(nearest, codes: outcomes.map(\.code))
        }
        return outcomes
    }
}
