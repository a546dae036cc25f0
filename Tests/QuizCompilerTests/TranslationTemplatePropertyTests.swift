import Foundation
import PropertyBased
import QuizRuntime
import QuizTranslationTemplate
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Round trips of `quizc translations`' template: filling in every text and generating
/// again changes nothing, and completing a translation of part of a quiz gives exactly
/// the file a translation of the whole quiz would have been.
@Suite("Translation template: round trips")
struct TranslationTemplatePropertyTests {
    static let locales = ["de", "de-CH", "ar", "zh-Hant", "pt-BR", "sr-Latn-RS", "es-419", "en-GB", "fr"]

    /// Every untranslated entry filled in: `text: ""` becomes a translation (the same text
    /// for all, so files made in different ways compare equal).
    static func fill(_ bytes: [UInt8]) -> [UInt8] {
        let translation = YAMLScalarWriter.scalar("Übersetzt: \"ja\" # 😀")
        return Array(
            String(decoding: bytes, as: UTF8.self)
                .replacingOccurrences(of: "text: \"\"\n", with: "text: \(translation)\n").utf8)
    }

    @Test func aFilledInFileOfEveryShippedQuizAndLocaleIsReproducedByteForByte() throws {
        for (path, bytes) in try TemplateTesting.shippedQuizzes() {
            let quiz = try #require(QuizCompilation().compile(path: path, bytes: bytes).resolved?.source)
            for locale in Self.locales {
                let template = TranslationTemplate(quiz: quiz, locale: locale)
                let fresh = template.newFile(
                    modeline: SchemaModeline.forTranslation(quizBytes: bytes, quizPath: path, outputPath: path))
                let filled = Self.fill(fresh.bytes)
                #expect(filled != fresh.bytes)
                let again = try template.update(filled).get()
                #expect(again.bytes == filled, "\(path) \(locale)")
                #expect(
                    again.untranslated == 0 && again.total == fresh.total && again.notes.isEmpty, "\(path) \(locale)")
            }
        }
    }

    /// A random part of a quiz (questions, options, outcomes, recommendations, optional
    /// texts left out), translated and then completed for the whole quiz, equals the
    /// translation of the whole quiz with the same texts filled in.
    @Test func completingATranslationOfPartOfAQuizGivesTheFileOfTheWholeQuiz() async throws {
        let quizzes = try TemplateTesting.shippedQuizzes().map { file in
            (path: file.path, quiz: QuizCompilation().compile(path: file.path, bytes: file.bytes).resolved!.source)
        }
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix(seed: UInt64(seed))
            let (path, whole) = quizzes[random.next(quizzes.count)]
            let locale = Self.locales[random.next(Self.locales.count)]
            var part = whole
            func keep() -> Bool { random.next(4) != 0 }
            if !keep() { part.description = nil }
            part.scales = part.scales.compactMap { scale in
                guard keep() else { return nil }
                var scale = scale
                scale.options = scale.options.filter { _ in keep() }
                return scale
            }
            part.questions = part.questions.compactMap { question in
                guard keep() else { return nil }
                var question = question
                if !keep() { question.text = nil }
                if !keep() { question.low = nil }
                if !keep() { question.high = nil }
                question.options = question.options.map { $0.filter { _ in keep() } }
                return question.text == nil && question.low == nil && question.high == nil
                    && (question.options ?? []).isEmpty ? nil : question
            }
            part.outcomes = part.outcomes.compactMap { outcome in
                guard keep() else { return nil }
                var outcome = outcome
                if !keep() { outcome.description = nil }
                outcome.recommendations = Array(
                    outcome.recommendations.prefix(random.next(outcome.recommendations.count + 1)))
                return outcome
            }
            let partial = Self.fill(TranslationTemplate(quiz: part, locale: locale).newFile(modeline: nil).bytes)
            let template = TranslationTemplate(quiz: whole, locale: locale)
            let expected = template.newFile(modeline: nil)
            guard let completed = try? template.update(partial).get() else {
                Issue.record("seed \(seed): \(path) \(locale): the partial translation was refused")
                return
            }
            #expect(
                Self.fill(completed.bytes) == Self.fill(expected.bytes),
                "seed \(seed): \(path) \(locale)\n\(String(decoding: completed.bytes, as: UTF8.self).prefix(2000))")
            #expect(
                TemplateTesting.keepsLines(
                    of: String(decoding: partial, as: UTF8.self), in: String(decoding: completed.bytes, as: UTF8.self)),
                "seed \(seed): \(path) \(locale)")
            #expect(
                completed.untranslated == expected.total - TranslationTemplate(quiz: part, locale: locale).textCount,
                "seed \(seed)")
            // Completing again changes nothing.
            #expect((try? template.update(completed.bytes).get()) == completed, "seed \(seed)")
        }
    }
}

/// A small deterministic generator for the property tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return bound <= 1 ? 0 : Int(z % UInt64(bound))
    }
}
