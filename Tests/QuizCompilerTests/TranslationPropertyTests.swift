import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The law of translations: adding, removing or editing them changes only `locales`. Wire
/// keys, option ids, scoring, examples and every score stay as they are.
@Suite("Translations never change what is scored")
struct TranslationPropertyTests {
    static let quizzes = ["animal", "color", "fitcircle-persona", "mbti"]
    static let locales = ["de", "fr", "ar", "zh-Hant", "pt-BR", "es-419", "he"]
    static let texts = [
        "Ja", "Ω", "نعم", "是的", "  Leerzeichen  ", "", "Zeile\nzwei", "\u{2067}مرحبا\u{2069} Welt",
        "ä", "a\u{0308}", "😀 emoji", "quote \" and ' and :", "# not a comment", "- dash", "yes", "null", "1.5",
    ]

    /// A random translation of `quiz` as a JSON document (JSON is YAML): each text present
    /// or not, translated or empty, plain or `{text, source}` with a right or stale source.
    static func randomTranslation(of quiz: ResolvedQuiz, locale: String, rng: inout SplitMix64) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(rng.uniform(UInt64(items.count)))] }
        func maybe() -> Bool { rng.uniform(3) != 0 }
        func text(_ source: String) -> JSONValue {
            let value = JSONValue.string(pick(texts))
            switch rng.uniform(3) {
            case 0: return value
            case 1: return .object([("text", value), ("source", .string(source))])
            default: return .object([("text", value), ("source", .string(source + " (old)"))])
            }
        }
        let bundle = quiz.bundle
        var members: [(String, JSONValue)] = [("translation", .string(bundle.quiz)), ("locale", .string(locale))]
        if maybe() { members.append(("title", text(bundle.title))) }
        if let description = bundle.description, maybe() { members.append(("description", text(description))) }
        var scales: [(String, JSONValue)] = []
        for scale in quiz.source.scales where maybe() {
            scales.append(
                (
                    scale.name.value,
                    .object(
                        scale.options.compactMap { option in
                            guard let value = option.value?.value, maybe() else { return nil }
                            return (String(value), text(option.label?.value ?? ""))
                        })
                ))
        }
        if !scales.isEmpty { members.append(("scales", .object(scales))) }
        var questions: [(String, JSONValue)] = []
        for (index, question) in bundle.questions.enumerated() where maybe() {
            let origin = quiz.questionSources[index]
            var fields: [(String, JSONValue)] = []
            if maybe() { fields.append(("text", text(question.text))) }
            if let low = origin.low, maybe() { fields.append(("low", text(low.value))) }
            if let high = origin.high, maybe() { fields.append(("high", text(high.value))) }
            if origin.scale == nil, maybe() {
                fields.append(
                    (
                        "options",
                        .object(
                            question.options.compactMap { option in
                                maybe() ? (option.localeKey, text(option.label)) : nil
                            })
                    ))
            }
            questions.append((question.id, .object(fields)))
        }
        if !questions.isEmpty { members.append(("questions", .object(questions))) }
        var outcomes: [(String, JSONValue)] = []
        for outcome in bundle.outcomes where maybe() {
            var fields: [(String, JSONValue)] = []
            if maybe() { fields.append(("title", text(outcome.title))) }
            if maybe() { fields.append(("description", text(outcome.description))) }
            if maybe() { fields.append(("recommendations", .array(outcome.recommendations.map(text)))) }
            outcomes.append((outcome.code, .object(fields)))
        }
        if !outcomes.isEmpty { members.append(("outcomes", .object(outcomes))) }
        return JSONWriter(sortKeys: false, pretty: true).string(.object(members))
    }

    /// A random valid answer set: one option (or value, or anchor) per question.
    static func randomAnswers(_ bundle: QuizBundle, rng: inout SplitMix64) -> [(key: String, answer: QuizAnswer)] {
        bundle.questions.map { question in
            let option = question.options[Int(rng.uniform(UInt64(question.options.count)))]
            switch question.type {
            case .scale: return (question.key, .integer(option.value ?? 0))
            case .multiple: return (question.key, .options([option.id ?? ""]))
            case .single, .range: return (question.key, .option(option.id ?? ""))
            }
        }
    }

    /// The bundle's JSON without `hash` and `locales`: what translations must never touch.
    static func scoredPart(_ bundle: QuizBundle) -> [UInt8] {
        guard case .object(let members) = bundle.jsonValueWithoutHash() else { return [] }
        return JSONWriter.canonical.bytes(.object(members.filter { $0.0 != "locales" }))
    }

    @Test(arguments: quizzes)
    func translationsChangeOnlyTheLocales(name: String) throws {
        let path = packageRoot.appendingPathComponent("quizzes/\(name).quiz.yaml").path
        let source = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let plain = BuildSession(sources: [(path: "q.quiz.yaml", bytes: source)])
        let base = try #require(plain.files[0].resolved)
        var rng = SplitMix64(seed: UInt64(name.utf8.count) &* 0x9E37_79B9)
        for round in 0..<12 {
            let count = Int(rng.uniform(3))
            let tags = Array(Self.locales.shuffled(using: &rng).prefix(count))
            let files = tags.map { tag in
                (path: "q.\(tag).yaml", bytes: Array(Self.randomTranslation(of: base, locale: tag, rng: &rng).utf8))
            }
            let session = BuildSession(sources: [(path: "q.quiz.yaml", bytes: source)] + files)
            let errors = session.files.flatMap(\.diagnostics).filter { $0.severity == .error }
            #expect(errors.isEmpty, "round \(round): \(errors.map(\.message))")
            let translated = try #require(session.files[0].resolved?.bundle)
            #expect(translated.translations.map(\.locale).sorted() == tags.sorted())
            #expect(Self.scoredPart(translated) == Self.scoredPart(base.bundle), "round \(round)")
            // The bundle reads back with its locales (and the same hash rules).
            let read = try QuizBundle(jsonBytes: translated.fileBytes(), verifyHash: true)
            #expect(read.hash() == translated.hash())
            let plainScorer = Scorer(bundle: base.bundle), translatedScorer = Scorer(bundle: read)
            for _ in 0..<40 {
                let answers = Self.randomAnswers(base.bundle, rng: &rng)
                #expect(plainScorer.score(answers) == translatedScorer.score(answers))
            }
            #expect(translatedScorer.replayExamples() == plainScorer.replayExamples())
        }
    }
}
