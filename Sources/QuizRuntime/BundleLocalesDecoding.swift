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
        // Questions: each of the bundle's, in bundle order, then members that are none of them.
        let questionsPath = path + "/questions"
        let questionMembers = try MemberTable(try entry.value("questions"), questionsPath)
        var questionTexts: [QuestionTexts] = []
        questionTexts.reserveCapacity(questions.count)
        for (index, question) in questions.enumerated() {
            guard let item = questionMembers[question.id] else {
                throw BundleError(path: questionsPath, message: "missing \"\(question.id)\"")
            }
            let questionPath = "\(questionsPath)/\(question.id)"
            let fields = try Fields(item, questionPath)
            let text = try fields.string("text")
            let optionsPath = questionPath + "/options"
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
            questionTexts.append(QuestionTexts(text: text, labels: labels))
        }
        for member in questionMembers.names where !questionIDs.contains(ExactString(member)) {
            throw BundleError(path: "\(questionsPath)/\(member)", message: "no such question")
        }
        // Outcomes: each of the bundle's, in bundle order, then members that are none of them.
        let outcomesPath = path + "/outcomes"
        let outcomeMembers = try MemberTable(try entry.value("outcomes"), outcomesPath)
        var outcomeTexts: [OutcomeTexts] = []
        outcomeTexts.reserveCapacity(outcomes.count)
        for outcome in outcomes {
            guard let item = outcomeMembers[outcome.code] else {
                throw BundleError(path: outcomesPath, message: "missing \"\(outcome.code)\"")
            }
            let fields = try Fields(item, "\(outcomesPath)/\(outcome.code)")
            let outcomeTitle = try fields.string("title")
            let outcomeDescription = try fields.string("description")
            let items = try fields.array("recommendations")
            let recommendationsPath = fields.path + "/recommendations"
            let recommendations = try items.enumerated().map { index, item throws(BundleError) in
                try Fields.string(item, "\(recommendationsPath)/\(index)")
            }
            guard recommendations.count == outcome.recommendations.count else {
                throw BundleError(
                    path: recommendationsPath,
                    message: "expected \(outcome.recommendations.count) recommendations, as in the source locale")
            }
            outcomeTexts.append(
                OutcomeTexts(title: outcomeTitle, description: outcomeDescription, recommendations: recommendations))
        }
        for member in outcomeMembers.names where !outcomeCodes.contains(ExactString(member)) {
            throw BundleError(path: "\(outcomesPath)/\(member)", message: "no such outcome")
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
        let resultMembers = try MemberTable(try entry.value("results"), resultsPath)
        var texts: [ResultTexts] = []
        for result in results {
            guard let item = resultMembers[result.id] else {
                throw BundleError(path: resultsPath, message: "missing \"\(result.id)\"")
            }
            let fields = try Fields(item, "\(resultsPath)/\(result.id)")
            let title = try fields.string("title")
            let description = try Self.description(
                fields, own: result.description, absent: "the result has no description")
            let bandsPath = fields.path + "/bands"
            let bandMembers = try MemberTable(try fields.value("bands"), bandsPath)
            var bands: [BandTexts] = []
            for band in result.bands {
                guard let bandItem = bandMembers[band.id] else {
                    throw BundleError(path: bandsPath, message: "missing \"\(band.id)\"")
                }
                let bandFields = try Fields(bandItem, "\(bandsPath)/\(band.id)")
                let bandTitle = try bandFields.string("title")
                let bandDescription = try Self.description(
                    bandFields, own: band.description, absent: "the band has no description")
                let recommendationsPath = bandFields.path + "/recommendations"
                let recommendations = try bandFields.array("recommendations").enumerated().map {
                    index, item throws(BundleError) in try Fields.string(item, "\(recommendationsPath)/\(index)")
                }
                guard recommendations.count == band.recommendations.count else {
                    throw BundleError(
                        path: recommendationsPath,
                        message: "expected \(band.recommendations.count) recommendations, as in the source locale")
                }
                bands.append(
                    BandTexts(title: bandTitle, description: bandDescription, recommendations: recommendations))
            }
            let bandIDs = Set(result.bands.map { ExactString($0.id) })
            for member in bandMembers.names where !bandIDs.contains(ExactString(member)) {
                throw BundleError(path: "\(bandsPath)/\(member)", message: "no such band")
            }
            texts.append(ResultTexts(title: title, description: description, bands: bands))
        }
        let resultIDs = Set(results.map { ExactString($0.id) })
        for member in resultMembers.names where !resultIDs.contains(ExactString(member)) {
            throw BundleError(path: "\(resultsPath)/\(member)", message: "no such result")
        }
        return texts
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

    init(_ value: JSONValue, _ path: String) throws(BundleError) {
        guard case .object(let members) = value else { throw BundleError(path: path, message: "expected an object") }
        names = members.map(\.0)
        // A parsed object has distinct names; a hand-built `JSONValue` may not: the first counts, as in `Fields`.
        values = Dictionary(members.map { (ExactString($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
    }

    subscript(name: String) -> JSONValue? { values[ExactString(name)] }
}
