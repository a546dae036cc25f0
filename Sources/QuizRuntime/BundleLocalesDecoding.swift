/// Reading `source_locale` and `locales`: the last checks of `QuizBundle.init(json:)`, in the
/// fixed order every runtime follows (docs/runtime.md, "Locales"), so that the same bad
/// bundle gives the same `path: message` everywhere.
extension QuizBundle {
    /// The source locale, its direction and the other locales' texts of a bundle whose other
    /// members are already read (`title`, `description`, `questions`, `outcomes`).
    struct DecodedLocales {
        var sourceLocale: String
        var sourceDirection: TextDirection
        /// Every locale but the source's, sorted by tag (UTF-8 bytes).
        var translations: [LocaleTexts]
    }

    static func decodeLocales(
        _ root: Fields, title: String, description: String?,
        questions: [QuizBundle.Question], outcomes: [QuizBundle.Outcome], results: [Scoring.ProfileResult]
    ) throws(BundleError) -> DecodedLocales {
        // 1. The source locale; a bundle written before locales existed has `locale`.
        let source: String
        if let value = root.optionalValue("source_locale") {
            source = try Fields.string(value, "/source_locale")
        } else if let value = root.optionalValue("locale") {
            source = try Fields.string(value, "/locale")
        } else {
            throw BundleError(path: "", message: "missing \"source_locale\"")
        }
        // 2. No `locales`: one locale, the source, with the bundle's own texts.
        guard let localesValue = root.optionalValue("locales") else {
            return DecodedLocales(sourceLocale: source, sourceDirection: .default(forTag: source), translations: [])
        }
        // 3, 4. Every entry, in document order.
        guard case .object(let members) = localesValue else {
            throw BundleError(path: "/locales", message: "expected an object")
        }
        let reader = LocaleEntryReader(
            description: description, questions: questions, outcomes: outcomes, results: results)
        var entries: [(tag: String, texts: LocaleTexts)] = []
        // Each tag seen so far, by its ASCII-lowercased form (a well-formed tag is ASCII).
        var seen: [String: String] = [:]
        for (tag, value) in members {
            let path = "/locales/\(tag)"
            guard LanguageTag.isWellFormed(tag) else { throw BundleError(path: path, message: "not a language tag") }
            let folded = LanguageTag.asciiLowercased(tag)
            if let earlier = seen[folded] {
                throw BundleError(path: path, message: "the same locale as \"\(earlier)\"")
            }
            seen[folded] = tag
            entries.append((tag, try reader.read(value, tag: tag, path: path)))
        }
        // 5. The source locale is one of them, spelled exactly as `source_locale`.
        guard let sourceEntry = entries.first(where: { $0.tag.isExactly(source) })?.texts else {
            throw BundleError(path: "/locales", message: "missing the source locale \"\(source)\"")
        }
        // 6. Its texts are the bundle's own.
        try checkSourceEntry(
            sourceEntry, path: "/locales/\(source)", title: title, description: description,
            questions: questions, outcomes: outcomes, results: results)
        let translations = entries.filter { !$0.tag.isExactly(source) }.map(\.texts)
            .sorted { $0.locale.utf8.lexicographicallyPrecedes($1.locale.utf8) }
        return DecodedLocales(sourceLocale: source, sourceDirection: sourceEntry.direction, translations: translations)
    }

    /// The first text of the source locale's entry that is not the bundle's own, compared by
    /// Unicode scalars: title, description, each question's text then its labels, each
    /// outcome's title, description and recommendations, each result's title and description
    /// then its bands' titles, descriptions and recommendations.
    private static func checkSourceEntry(
        _ entry: LocaleTexts, path: String, title: String, description: String?,
        questions: [QuizBundle.Question], outcomes: [QuizBundle.Outcome], results: [Scoring.ProfileResult]
    ) throws(BundleError) {
        func differs(_ at: String) -> BundleError {
            BundleError(path: path + at, message: QuizBundle.sourceEntryDiffers)
        }
        guard entry.title.isExactly(title) else { throw differs("/title") }
        if let description, !(entry.description ?? "").isExactly(description) { throw differs("/description") }
        for (question, texts) in zip(questions, entry.questions) {
            let questionPath = "/questions/\(question.id)"
            guard texts.text.isExactly(question.text) else { throw differs(questionPath + "/text") }
            for (option, label) in zip(question.options, texts.labels) where !label.isExactly(option.label) {
                throw differs("\(questionPath)/options/\(option.localeKey)")
            }
        }
        for (outcome, texts) in zip(outcomes, entry.outcomes) {
            let outcomePath = "/outcomes/\(outcome.code)"
            guard texts.title.isExactly(outcome.title) else { throw differs(outcomePath + "/title") }
            guard texts.description.isExactly(outcome.description) else { throw differs(outcomePath + "/description") }
            for (index, (recommendation, text)) in zip(outcome.recommendations, texts.recommendations).enumerated()
            where !text.isExactly(recommendation) {
                throw differs("\(outcomePath)/recommendations/\(index)")
            }
        }
        for (result, texts) in zip(results, entry.results) {
            let resultPath = "/results/\(result.id)"
            guard texts.title.isExactly(result.title) else { throw differs(resultPath + "/title") }
            guard texts.description.map(ExactString.init) == result.description.map(ExactString.init) else {
                throw differs(resultPath + "/description")
            }
            for (band, bandTexts) in zip(result.bands, texts.bands) {
                let bandPath = "\(resultPath)/bands/\(band.id)"
                guard bandTexts.title.isExactly(band.title) else { throw differs(bandPath + "/title") }
                guard bandTexts.description.map(ExactString.init) == band.description.map(ExactString.init) else {
                    throw differs(bandPath + "/description")
                }
                for (index, (recommendation, text)) in zip(band.recommendations, bandTexts.recommendations).enumerated()
                where !text.isExactly(recommendation) {
                    throw differs("\(bandPath)/recommendations/\(index)")
                }
            }
        }
    }
}

extension QuizBundle.Option {
    /// The option's member name in a `locales` entry (and its key in a translation file): its
    /// id, or a scale option's value in decimal.
    public var localeKey: String { value.map(String.init) ?? id ?? "" }
}

/// Reads one entry of `locales` against the bundle's questions and outcomes.
private struct LocaleEntryReader {
    let description: String?
    let questions: [QuizBundle.Question]
    let outcomes: [QuizBundle.Outcome]
    let results: [QuizBundle.Scoring.ProfileResult]
    /// The option keys of each question, and the set of them.
    let optionKeys: [[String]]
    let optionKeySets: [Set<ExactString>]
    let questionIDs: Set<ExactString>
    let outcomeCodes: Set<ExactString>

    init(
        description: String?, questions: [QuizBundle.Question], outcomes: [QuizBundle.Outcome],
        results: [QuizBundle.Scoring.ProfileResult]
    ) {
        self.description = description
        self.questions = questions
        self.outcomes = outcomes
        self.results = results
        optionKeys = questions.map { $0.options.map(\.localeKey) }
        optionKeySets = optionKeys.map { Set($0.map(ExactString.init)) }
        questionIDs = Set(questions.map { ExactString($0.id) })
        outcomeCodes = Set(outcomes.map { ExactString($0.code) })
    }

    func read(_ value: JSONValue, tag: String, path: String) throws(BundleError) -> LocaleTexts {
        let entry = try Fields(value, path)
        let directionValue = try entry.value("direction")
        guard case .string(let directionName) = directionValue,
            let direction = TextDirection.allCases.first(where: { $0.rawValue.isExactly(directionName) })
        else {
            throw BundleError(path: path + "/direction", message: "expected \"ltr\" or \"rtl\"")
        }
        let title = try entry.string("title")
        var translatedDescription: String?
        if description != nil {
            translatedDescription = try entry.string("description")
        } else if entry.optionalValue("description") != nil {
            throw BundleError(path: path + "/description", message: "the bundle has no description")
        }
        // Questions, then outcomes: each of the bundle's, in bundle order, then members that are none of them.
        let questionsPath = path + "/questions"
        let questionTexts = try MemberTable(try entry.value("questions"), questionsPath).entries(
            questions.map(\.id), known: questionIDs, noSuch: "no such question"
        ) { fields, index throws(BundleError) in
            let text = try fields.string("text")
            let optionsPath = fields.path + "/options"
            let options = try MemberTable(try fields.value("options"), optionsPath)
            var labels: [String] = []
            labels.reserveCapacity(optionKeys[index].count)
            for key in optionKeys[index] {
                guard let label = options[key] else {
                    throw BundleError(path: optionsPath, message: "missing \"\(key)\"")
                }
                labels.append(try Fields.string(label, "\(optionsPath)/\(key)"))
            }
            for member in options.names where !optionKeySets[index].contains(ExactString(member)) {
                throw BundleError(path: "\(optionsPath)/\(member)", message: "no such option")
            }
            return QuestionTexts(text: text, labels: labels)
        }
        let outcomeTexts = try MemberTable(try entry.value("outcomes"), path + "/outcomes").entries(
            outcomes.map(\.code), known: outcomeCodes, noSuch: "no such outcome"
        ) { fields, index throws(BundleError) in
            OutcomeTexts(
                title: try fields.string("title"), description: try fields.string("description"),
                recommendations: try Self.recommendations(fields, expected: outcomes[index].recommendations.count))
        }
        return LocaleTexts(
            locale: tag, direction: direction, title: title, description: translatedDescription,
            questions: questionTexts, outcomes: outcomeTexts, results: try readResults(entry, path: path))
    }

    /// An entry's `results` (the `profile` model only): every result by id with its title,
    /// description (exactly when the source has one) and bands by id.
    private func readResults(_ entry: Fields, path: String) throws(BundleError) -> [ResultTexts] {
        let resultsPath = path + "/results"
        guard !results.isEmpty else {
            if entry.optionalValue("results") != nil {
                throw BundleError(path: resultsPath, message: "the bundle has no results")
            }
            return []
        }
        return try MemberTable(try entry.value("results"), resultsPath).entries(
            results.map(\.id), known: Set(results.map { ExactString($0.id) }), noSuch: "no such result"
        ) { fields, index throws(BundleError) in
            let result = results[index]
            let title = try fields.string("title")
            let description = try Self.description(
                fields, own: result.description, absent: "the result has no description")
            let bands = try MemberTable(try fields.value("bands"), fields.path + "/bands").entries(
                result.bands.map(\.id), known: Set(result.bands.map { ExactString($0.id) }), noSuch: "no such band"
            ) { bandFields, bandIndex throws(BundleError) in
                let band = result.bands[bandIndex]
                return BandTexts(
                    title: try bandFields.string("title"),
                    description: try Self.description(
                        bandFields, own: band.description, absent: "the band has no description"),
                    recommendations: try Self.recommendations(bandFields, expected: band.recommendations.count))
            }
            return ResultTexts(title: title, description: description, bands: bands)
        }
    }

    /// `recommendations`: as many strings as the source locale has (`expected`).
    private static func recommendations(_ fields: Fields, expected: Int) throws(BundleError) -> [String] {
        let items = try fields.array("recommendations")
        let recommendationsPath = fields.path + "/recommendations"
        let recommendations = try items.enumerated().map { index, item throws(BundleError) in
            try Fields.string(item, "\(recommendationsPath)/\(index)")
        }
        guard recommendations.count == expected else {
            throw BundleError(
                path: recommendationsPath, message: "expected \(expected) recommendations, as in the source locale")
        }
        return recommendations
    }

    /// `description` exactly when the source has one.
    private static func description(_ fields: Fields, own: String?, absent: String) throws(BundleError) -> String? {
        if own != nil { return try fields.string("description") }
        if fields.optionalValue("description") != nil {
            throw BundleError(path: fields.path + "/description", message: absent)
        }
        return nil
    }
}

/// An object's members found by exact name in constant time (a bundle may hold a million
/// questions, so a linear search per question would be quadratic).
private struct MemberTable {
    /// Member names in document order.
    let names: [String]
    private let values: [ExactString: JSONValue]

    /// Where the object is, for errors.
    let path: String

    init(_ value: JSONValue, _ path: String) throws(BundleError) {
        guard case .object(let members) = value else { throw BundleError(path: path, message: "expected an object") }
        self.path = path
        names = members.map(\.0)
        // A parsed object has distinct names; a hand-built `JSONValue` may not: the first counts, as in `Fields`.
        values = Dictionary(members.map { (ExactString($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
    }

    subscript(name: String) -> JSONValue? { values[ExactString(name)] }

    /// The objects named `ids`, in that order, each read by `read` from its fields and its
    /// index in `ids`: `PATH: missing "ID"` when one is absent, `PATH/ID: expected an object`
    /// when it is not an object, and, once every one is read, `PATH/NAME: noSuch` for the
    /// first member that is none of `known` (the set of `ids`).
    func entries<Entry>(
        _ ids: [String], known: Set<ExactString>, noSuch: String, read: (Fields, Int) throws(BundleError) -> Entry
    ) throws(BundleError) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() {
            guard let item = self[id] else { throw BundleError(path: path, message: "missing \"\(id)\"") }
            entries.append(try read(try Fields(item, "\(path)/\(id)"), index))
        }
        for member in names where !known.contains(ExactString(member)) {
            throw BundleError(path: "\(path)/\(member)", message: noSuch)
        }
        return entries
    }
}
