import Foundation
import Testing

@testable import QuizRuntime

/// A bundle with a description, a scale and a single question, two outcomes (one with
/// recommendations) and three translations.
enum LocaleFixture {
    static func bundle(description: String? = "About the quiz") -> QuizBundle {
        let questions = [
            QuizBundle.Question(
                id: "q1", key: "k1", text: "How much?", type: .scale, required: true, shuffle: false, pin: false,
                pool: nil,
                min: nil, max: nil, options: [Build.value(1, [("a", 1)]), Build.value(2, [("b", 1)])]),
            QuizBundle.Question(
                id: "q2", key: "k2", text: "Which one?", type: .single, required: true, shuffle: false, pin: false,
                pool: nil,
                min: nil, max: nil, options: [Build.option("a", [("a", 1)]), Build.option("b", [("b", 1)])]),
        ]
        let outcomes = [
            QuizBundle.Outcome(
                code: "a", title: "Title A", description: "About A", recommendations: ["Do one", "Do two"]),
            QuizBundle.Outcome(code: "b", title: "Title B", description: "About B", recommendations: []),
        ]
        func translation(_ tag: String, _ direction: TextDirection, _ word: String) -> LocaleTexts {
            LocaleTexts(
                locale: tag, direction: direction, title: "\(word) title",
                description: description.map { _ in "\(word) about" },
                questions: [
                    QuestionTexts(text: "\(word) q1", labels: ["\(word) 1", "\(word) 2"]),
                    QuestionTexts(text: "\(word) q2", labels: ["\(word) a", "\(word) b"]),
                ],
                outcomes: [
                    OutcomeTexts(
                        title: "\(word) A", description: "\(word) about A",
                        recommendations: ["\(word) one", "\(word) two"]),
                    OutcomeTexts(title: "\(word) B", description: "\(word) about B", recommendations: []),
                ])
        }
        return QuizBundle(
            quiz: "locales", version: "1.0.0", title: "A quiz", description: description, sourceLocale: "en",
            traits: ["a", "b"],
            scoring: QuizBundle.Scoring(initial: [], rule: .highest(ties: ["a", "b"], secondary: false)),
            presentation: QuizBundle.Presentation(
                pageSize: 2, shuffleQuestions: false, shuffleOptions: false, timeLimit: nil, draw: []),
            questions: questions, outcomes: outcomes, examples: [],
            translations: [
                translation("ar", .rtl, "Arabic"), translation("de", .ltr, "German"),
                translation("zh-Hant", .ltr, "Chinese"),
            ])
    }

    /// The bundle's JSON (without hash) edited, then decoded: the error's description, or
    /// nil when it loads.
    static func error(description: String? = "About the quiz", _ edit: (inout JSONValue) -> Void) -> String? {
        var json = bundle(description: description).jsonValueWithoutHash()
        edit(&json)
        do throws(BundleError) {
            _ = try QuizBundle(json: json)
            return nil
        } catch {
            #expect(error.code == .invalidBundle)
            return error.description
        }
    }
}

extension JSONValue {
    /// Replaces (or appends) the member or item at `path`; `nil` removes it.
    mutating func edit(_ path: [String], _ value: JSONValue?) {
        guard let first = path.first else { return }
        let rest = Array(path.dropFirst())
        switch self {
        case .object(var members):
            if let index = members.firstIndex(where: { $0.0.isExactly(first) }) {
                if rest.isEmpty {
                    if let value { members[index].1 = value } else { members.remove(at: index) }
                } else {
                    members[index].1.edit(rest, value)
                }
            } else if rest.isEmpty, let value {
                members.append((first, value))
            }
            self = .object(members)
        case .array(var items):
            if let index = Int(first), items.indices.contains(index) {
                if rest.isEmpty {
                    if let value { items[index] = value } else { items.remove(at: index) }
                } else {
                    items[index].edit(rest, value)
                }
            }
            self = .array(items)
        default:
            break
        }
    }

    /// Renames the member `from` of the object at `path`, keeping its place.
    mutating func rename(_ path: [String], _ from: String, to: String) {
        guard let first = path.first else {
            if case .object(let members) = self {
                self = .object(members.map { $0.0.isExactly(from) ? (to, $0.1) : $0 })
            }
            return
        }
        if case .object(var members) = self, let index = members.firstIndex(where: { $0.0.isExactly(first) }) {
            members[index].1.rename(Array(path.dropFirst()), from, to: to)
            self = .object(members)
        }
    }

    func at(_ path: [String]) -> JSONValue? {
        path.reduce(Optional(self)) { value, name in value?[name] }
    }
}

@Suite("Locales: decoding")
struct LocaleDecodingTests {
    @Test(arguments: ["About the quiz", nil] as [String?])
    func aBundleWithTranslationsRoundTrips(description: String?) throws {
        let bundle = LocaleFixture.bundle(description: description)
        let bytes = bundle.fileBytes()
        let decoded = try QuizBundle(jsonBytes: bytes, verifyHash: true)
        #expect(decoded == bundle)
        #expect(decoded.fileBytes() == bytes)
        #expect(decoded.sourceLocale == "en")
        #expect(decoded.sourceDirection == .ltr)
        #expect(decoded.translations.map(\.locale) == ["ar", "de", "zh-Hant"])
        #expect(decoded.translations.map(\.direction) == [.rtl, .ltr, .ltr])
        #expect(decoded.localeTags == ["ar", "de", "en", "zh-Hant"])
        #expect(decoded.translations[1].description == description.map { _ in "German about" })
        #expect(decoded.translations[1].questions[0].labels == ["German 1", "German 2"])
        #expect(decoded.translations[1].outcomes[0].recommendations == ["German one", "German two"])
        let json = try JSONParser().parse(bytes)
        #expect(json["source_locale"] == .string("en"))
        #expect(json["locale"] == nil)
        #expect(json.at(["locales", "de", "questions", "q1", "options", "2"]) == .string("German 2"))
        #expect(json.at(["locales", "en", "questions", "q2", "options", "b"]) == .string("label of b"))
        #expect(json.at(["locales", "en", "description"]) == description.map(JSONValue.string))
    }

    @Test func translationsAreSortedByTagBytesWhateverTheDocumentOrder() throws {
        var json = LocaleFixture.bundle().jsonValueWithoutHash()
        guard case .object(let members)? = json["locales"] else { throw SuiteFailure("no locales") }
        json.edit(["locales"], .object(members.reversed()))
        let decoded = try QuizBundle(json: json)
        #expect(decoded.translations.map(\.locale) == ["ar", "de", "zh-Hant"])
        #expect(decoded == LocaleFixture.bundle())
    }

    @Test func theSourceDirectionIsTheSourceEntrys() throws {
        var json = LocaleFixture.bundle().jsonValueWithoutHash()
        json.edit(["locales", "en", "direction"], .string("rtl"))
        #expect(try QuizBundle(json: json).sourceDirection == .rtl)
    }

    @Test func aBundleWithoutLocalesHasOneLocaleInTheDefaultDirection() throws {
        var json = LocaleFixture.bundle().jsonValueWithoutHash()
        json.edit(["locales"], nil)
        json.edit(["source_locale"], .string("ar-EG"))
        let bundle = try QuizBundle(json: json)
        #expect(bundle.sourceLocale == "ar-EG")
        #expect(bundle.sourceDirection == .rtl)
        #expect(bundle.translations.isEmpty)
        #expect(bundle.localeTags == ["ar-EG"])
        #expect(bundle.locale(matching: ["de"]) == bundle.sourceTexts)
    }

    /// A bundle written before locales existed names its locale `locale`.
    @Test func theLegacyLocaleMemberIsRead() throws {
        var json = LocaleFixture.bundle().jsonValueWithoutHash()
        json.edit(["locales"], nil)
        json.edit(["source_locale"], nil)
        json.edit(["locale"], .string("he"))
        let bundle = try QuizBundle(json: json)
        #expect(bundle.sourceLocale == "he")
        #expect(bundle.sourceDirection == .rtl)
        // Written again, it is a current bundle.
        let rewritten = try JSONParser().parse(bundle.fileBytes())
        #expect(rewritten["source_locale"] == .string("he"))
        #expect(rewritten["locale"] == nil)
        #expect(rewritten.at(["locales", "he", "direction"]) == .string("rtl"))
    }

    @Test func sourceLocaleWinsOverLocale() throws {
        var json = LocaleFixture.bundle().jsonValueWithoutHash()
        json.edit(["locale"], .integer(5))
        #expect(try QuizBundle(json: json).sourceLocale == "en")
    }

    /// Every rule, in the order the checks run, with the exact `path: message`.
    static let rules: [(String, String?, @Sendable (inout JSONValue) -> Void)] = [
        // 1. The source locale.
        ("/source_locale: expected a string", "About the quiz", { $0.edit(["source_locale"], .integer(1)) }),
        ("/source_locale: expected a string", "About the quiz", { $0.edit(["source_locale"], .null) }),
        (
            "/locale: expected a string", "About the quiz",
            {
                $0.edit(["source_locale"], nil); $0.edit(["locale"], .array([]))
            }
        ),
        ("missing \"source_locale\"", "About the quiz", { $0.edit(["source_locale"], nil) }),
        // 3. `locales` itself.
        ("/locales: expected an object", "About the quiz", { $0.edit(["locales"], .array([])) }),
        ("/locales: expected an object", "About the quiz", { $0.edit(["locales"], .null) }),
        // 4a, b, c. Tags and entries.
        ("/locales/de_AT: not a language tag", "About the quiz", { $0.rename(["locales"], "de", to: "de_AT") }),
        ("/locales/: not a language tag", "About the quiz", { $0.rename(["locales"], "de", to: "") }),
        ("/locales/de-: not a language tag", "About the quiz", { $0.rename(["locales"], "de", to: "de-") }),
        ("/locales/de--CH: not a language tag", "About the quiz", { $0.rename(["locales"], "de", to: "de--CH") }),
        ("/locales/abcdefghi: not a language tag", "About the quiz", { $0.rename(["locales"], "de", to: "abcdefghi") }),
        ("/locales/dé: not a language tag", "About the quiz", { $0.rename(["locales"], "de", to: "dé") }),
        (
            "/locales/DE: the same locale as \"de\"", "About the quiz",
            { json in
                json.edit(["locales", "DE"], json.at(["locales", "de"]))
            }
        ),
        ("/locales/de: expected an object", "About the quiz", { $0.edit(["locales", "de"], .string("German")) }),
        // 4d, e, f. Direction, title, description.
        ("/locales/de: missing \"direction\"", "About the quiz", { $0.edit(["locales", "de", "direction"], nil) }),
        (
            "/locales/de/direction: expected \"ltr\" or \"rtl\"", "About the quiz",
            { $0.edit(["locales", "de", "direction"], .string("LTR")) }
        ),
        (
            "/locales/de/direction: expected \"ltr\" or \"rtl\"", "About the quiz",
            { $0.edit(["locales", "de", "direction"], .integer(0)) }
        ),
        ("/locales/de: missing \"title\"", "About the quiz", { $0.edit(["locales", "de", "title"], nil) }),
        ("/locales/de/title: expected a string", "About the quiz", { $0.edit(["locales", "de", "title"], .null) }),
        ("/locales/de: missing \"description\"", "About the quiz", { $0.edit(["locales", "de", "description"], nil) }),
        (
            "/locales/de/description: expected a string", "About the quiz",
            { $0.edit(["locales", "de", "description"], .integer(1)) }
        ),
        (
            "/locales/de/description: the bundle has no description", nil,
            { $0.edit(["locales", "de", "description"], .string("x")) }
        ),
        (
            "/locales/de/description: the bundle has no description", nil,
            { $0.edit(["locales", "de", "description"], .null) }
        ),
        // 4g. Questions.
        ("/locales/de: missing \"questions\"", "About the quiz", { $0.edit(["locales", "de", "questions"], nil) }),
        (
            "/locales/de/questions: expected an object", "About the quiz",
            { $0.edit(["locales", "de", "questions"], .array([])) }
        ),
        (
            "/locales/de/questions: missing \"q1\"", "About the quiz",
            { $0.edit(["locales", "de", "questions", "q1"], nil) }
        ),
        (
            "/locales/de/questions/q2: expected an object", "About the quiz",
            { $0.edit(["locales", "de", "questions", "q2"], .string("x")) }
        ),
        (
            "/locales/de/questions/q1: missing \"text\"", "About the quiz",
            { $0.edit(["locales", "de", "questions", "q1", "text"], nil) }
        ),
        (
            "/locales/de/questions/q1/text: expected a string", "About the quiz",
            {
                $0.edit(["locales", "de", "questions", "q1", "text"], .bool(true))
            }
        ),
        (
            "/locales/de/questions/q1: missing \"options\"", "About the quiz",
            { $0.edit(["locales", "de", "questions", "q1", "options"], nil) }
        ),
        (
            "/locales/de/questions/q1/options: expected an object", "About the quiz",
            {
                $0.edit(["locales", "de", "questions", "q1", "options"], .array([.string("a")]))
            }
        ),
        (
            "/locales/de/questions/q1/options: missing \"2\"", "About the quiz",
            {
                $0.edit(["locales", "de", "questions", "q1", "options", "2"], nil)
            }
        ),
        (
            "/locales/de/questions/q2/options: missing \"a\"", "About the quiz",
            {
                $0.rename(["locales", "de", "questions", "q2", "options"], "a", to: "A")
            }
        ),
        (
            "/locales/de/questions/q2/options/b: expected a string", "About the quiz",
            {
                $0.edit(["locales", "de", "questions", "q2", "options", "b"], .integer(2))
            }
        ),
        (
            "/locales/de/questions/q1/options/3: no such option", "About the quiz",
            {
                $0.edit(["locales", "de", "questions", "q1", "options", "3"], .string("Three"))
            }
        ),
        (
            "/locales/de/questions/q2/options/1: no such option", "About the quiz",
            {
                $0.edit(["locales", "de", "questions", "q2", "options", "1"], .string("One"))
            }
        ),
        (
            "/locales/de/questions/q3: no such question", "About the quiz",
            { $0.edit(["locales", "de", "questions", "q3"], .object([])) }
        ),
        // 4h. Outcomes.
        ("/locales/de: missing \"outcomes\"", "About the quiz", { $0.edit(["locales", "de", "outcomes"], nil) }),
        (
            "/locales/de/outcomes: expected an object", "About the quiz",
            { $0.edit(["locales", "de", "outcomes"], .string("")) }
        ),
        (
            "/locales/de/outcomes: missing \"b\"", "About the quiz",
            { $0.edit(["locales", "de", "outcomes", "b"], nil) }
        ),
        (
            "/locales/de/outcomes/a: expected an object", "About the quiz",
            { $0.edit(["locales", "de", "outcomes", "a"], .array([])) }
        ),
        (
            "/locales/de/outcomes/a: missing \"title\"", "About the quiz",
            { $0.edit(["locales", "de", "outcomes", "a", "title"], nil) }
        ),
        (
            "/locales/de/outcomes/a/title: expected a string", "About the quiz",
            { $0.edit(["locales", "de", "outcomes", "a", "title"], .integer(1)) }
        ),
        (
            "/locales/de/outcomes/b: missing \"description\"", "About the quiz",
            { $0.edit(["locales", "de", "outcomes", "b", "description"], nil) }
        ),
        (
            "/locales/de/outcomes/b/description: expected a string", "About the quiz",
            {
                $0.edit(["locales", "de", "outcomes", "b", "description"], .null)
            }
        ),
        // The outcome description is required whether or not the bundle has a description.
        (
            "/locales/de/outcomes/b: missing \"description\"", nil,
            { $0.edit(["locales", "de", "outcomes", "b", "description"], nil) }
        ),
        (
            "/locales/de/outcomes/a: missing \"recommendations\"", "About the quiz",
            {
                $0.edit(["locales", "de", "outcomes", "a", "recommendations"], nil)
            }
        ),
        (
            "/locales/de/outcomes/a/recommendations: expected an array", "About the quiz",
            {
                $0.edit(["locales", "de", "outcomes", "a", "recommendations"], .string("Do"))
            }
        ),
        (
            "/locales/de/outcomes/a/recommendations/1: expected a string", "About the quiz",
            {
                $0.edit(["locales", "de", "outcomes", "a", "recommendations", "1"], .integer(2))
            }
        ),
        (
            "/locales/de/outcomes/a/recommendations: expected 2 recommendations, as in the source locale",
            "About the quiz",
            {
                $0.edit(["locales", "de", "outcomes", "a", "recommendations", "1"], nil)
            }
        ),
        (
            "/locales/de/outcomes/b/recommendations: expected 0 recommendations, as in the source locale",
            "About the quiz",
            {
                $0.edit(["locales", "de", "outcomes", "b", "recommendations"], .array([.string("More")]))
            }
        ),
        // Items are checked before the count.
        (
            "/locales/de/outcomes/b/recommendations/0: expected a string", "About the quiz",
            {
                $0.edit(["locales", "de", "outcomes", "b", "recommendations"], .array([.null]))
            }
        ),
        (
            "/locales/de/outcomes/c: no such outcome", "About the quiz",
            {
                $0.edit(["locales", "de", "outcomes", "c"], .object([]))
            }
        ),
        // 5. The source locale's entry.
        ("/locales: missing the source locale \"en\"", "About the quiz", { $0.edit(["locales", "en"], nil) }),
        ("/locales: missing the source locale \"en\"", "About the quiz", { $0.rename(["locales"], "en", to: "EN") }),
        (
            "/locales: missing the source locale \"en-GB\"", "About the quiz",
            { $0.edit(["source_locale"], .string("en-GB")) }
        ),
        // 6. The source entry holds the bundle's own texts, compared by scalars.
        (
            "/locales/en/title: differs from the bundle's own text", "About the quiz",
            { $0.edit(["locales", "en", "title"], .string("A Quiz")) }
        ),
        (
            "/locales/en/description: differs from the bundle's own text", "About the quiz",
            {
                $0.edit(["locales", "en", "description"], .string("About the quiz "))
            }
        ),
        (
            "/locales/en/questions/q1/text: differs from the bundle's own text", "About the quiz",
            {
                $0.edit(["locales", "en", "questions", "q1", "text"], .string("How much"))
            }
        ),
        (
            "/locales/en/questions/q1/options/2: differs from the bundle's own text", "About the quiz",
            {
                $0.edit(["locales", "en", "questions", "q1", "options", "2"], .string("value 3"))
            }
        ),
        (
            "/locales/en/questions/q2/options/a: differs from the bundle's own text", "About the quiz",
            {
                $0.edit(["locales", "en", "questions", "q2", "options", "a"], .string("label of A"))
            }
        ),
        (
            "/locales/en/outcomes/a/title: differs from the bundle's own text", "About the quiz",
            {
                $0.edit(["locales", "en", "outcomes", "a", "title"], .string("Title a"))
            }
        ),
        (
            "/locales/en/outcomes/b/description: differs from the bundle's own text", "About the quiz",
            {
                $0.edit(["locales", "en", "outcomes", "b", "description"], .string("About b"))
            }
        ),
        (
            "/locales/en/outcomes/a/recommendations/1: differs from the bundle's own text", "About the quiz",
            {
                $0.edit(["locales", "en", "outcomes", "a", "recommendations", "1"], .string("Do two."))
            }
        ),
        // Canonically equivalent is not equal: "é" written as e + U+0301.
        (
            "/locales/en/title: differs from the bundle's own text", "Caf\u{E9}",
            { json in
                json.edit(["title"], .string("Caf\u{E9}"))
                json.edit(["locales", "en", "title"], .string("Cafe\u{301}"))
            }
        ),
    ]

    @Test(arguments: rules.indices)
    func everyRuleHasItsPathAndMessage(index: Int) {
        let (expected, description, edit) = Self.rules[index]
        #expect(LocaleFixture.error(description: description, edit) == expected)
    }

    @Test func theFirstProblemInDocumentOrderIsReported() {
        // Two bad entries: the first member's problem is the one reported.
        #expect(
            LocaleFixture.error { json in
                json.edit(["locales", "zh-Hant", "title"], nil)
                json.edit(["locales", "ar", "direction"], nil)
            } == "/locales/ar: missing \"direction\"")
        // Questions are checked in bundle order, whatever the entry's member order.
        #expect(
            LocaleFixture.error { json in
                json.edit(["locales", "de", "questions", "q1", "text"], nil)
                json.edit(["locales", "de", "questions", "q2", "text"], nil)
                guard case .object(let members)? = json.at(["locales", "de", "questions"]) else { return }
                json.edit(["locales", "de", "questions"], .object(members.reversed()))
            } == "/locales/de/questions/q1: missing \"text\"")
        // Within a question, a missing option comes before an extra one.
        #expect(
            LocaleFixture.error { json in
                json.rename(["locales", "de", "questions", "q1", "options"], "1", to: "01")
            } == "/locales/de/questions/q1/options: missing \"1\"")
        // Extra questions come after every question is checked; outcomes after questions.
        #expect(
            LocaleFixture.error { json in
                json.edit(["locales", "de", "questions", "q0"], .object([]))
                json.edit(["locales", "de", "questions", "q2", "text"], nil)
            } == "/locales/de/questions/q2: missing \"text\"")
        #expect(
            LocaleFixture.error { json in
                json.edit(["locales", "de", "outcomes", "a", "title"], nil)
                json.edit(["locales", "de", "questions", "q9"], .object([]))
            } == "/locales/de/questions/q9: no such question")
        // A bad tag is reported before the entry is read.
        #expect(
            LocaleFixture.error { json in
                json.edit(["locales", "de", "title"], nil)
                json.rename(["locales"], "de", to: "d e")
            } == "/locales/d e: not a language tag")
        // Entries are all read before the source entry is looked for.
        #expect(
            LocaleFixture.error { json in
                json.edit(["locales", "en"], nil)
                json.edit(["locales", "zh-Hant", "title"], nil)
            } == "/locales/zh-Hant: missing \"title\"")
        // The source texts are compared only after every entry is read.
        #expect(
            LocaleFixture.error { json in
                json.edit(["locales", "en", "title"], .string("Other"))
                json.edit(["locales", "zh-Hant", "title"], nil)
            } == "/locales/zh-Hant: missing \"title\"")
    }

    @Test func localesAreCheckedAfterEveryOtherMember() {
        #expect(
            LocaleFixture.error { json in
                json.edit(["locales"], .array([]))
                json.edit(["title"], nil)
            } == "missing \"title\"")
        #expect(
            LocaleFixture.error { json in
                json.edit(["source_locale"], nil)
                json.edit(["examples"], .object([]))
            } == "/examples: expected an array")
    }

    /// A text edited in one copy only (the bundle's own title, not the source entry's) was
    /// edited after the build: with hash verification that is the hash mismatch, without it
    /// the two copies' difference.
    @Test func aTextEditedInOneCopyIsAHashMismatchWhenTheHashIsVerified() throws {
        var json = LocaleFixture.bundle().jsonValue()
        json.edit(["title"], .string("Edited"))
        let bytes = JSONWriter.canonical.bytes(json)
        do throws(BundleError) {
            _ = try QuizBundle(jsonBytes: bytes, verifyHash: true)
            Issue.record("an edited bundle loaded")
        } catch {
            #expect(error.code == .hashMismatch)
        }
        do throws(BundleError) {
            _ = try QuizBundle(jsonBytes: bytes, verifyHash: false)
            Issue.record("an edited bundle loaded")
        } catch {
            #expect(error.code == .invalidBundle)
            #expect(error.description == "/locales/en/title: differs from the bundle's own text")
        }
    }

    @Test func unknownMembersOfEntriesAreIgnored() throws {
        var json = LocaleFixture.bundle().jsonValueWithoutHash()
        json.edit(["locales", "de", "font"], .string("serif"))
        json.edit(["locales", "de", "questions", "q1", "hint"], .string("…"))
        json.edit(["locales", "de", "outcomes", "a", "image"], .null)
        #expect(try QuizBundle(json: json) == LocaleFixture.bundle())
    }

    @Test func aTranslationThatAddsADescriptionIsNotWrittenWhenTheBundleHasNone() throws {
        var bundle = LocaleFixture.bundle(description: nil)
        bundle.translations[0].description = "Stray"
        let decoded = try QuizBundle(jsonBytes: bundle.fileBytes())
        #expect(decoded.translations[0].description == nil)
    }
}

@Suite("Locales: lookup and Accept-Language")
struct LocaleLookupTests {
    static func lookup(
        _ preferred: [String], _ available: [String] = ["de", "de-CH", "en", "zh-Hant", "pt-BR", "en-x-pirate"]
    ) -> String {
        LocaleLookup.lookup(preferred, available: available, default: "en")
    }

    @Test func lookupShortensTheRangeOneSubtagAtATime() {
        #expect(Self.lookup(["de-AT"]) == "de")
        #expect(Self.lookup(["de-AT"], ["de-CH", "en"]) == "en")
        #expect(Self.lookup(["de-CH-1996"]) == "de-CH")
        #expect(Self.lookup(["zh-Hant-TW"]) == "zh-Hant")
        #expect(Self.lookup(["zh-Hans-CN"]) == "en")
        #expect(Self.lookup(["zh"]) == "en")
        #expect(Self.lookup(["pt"]) == "en")
        #expect(Self.lookup(["pt-BR"]) == "pt-BR")
        #expect(Self.lookup(["pt-PT"]) == "en")
    }

    @Test func aSingleCharacterSubtagIsRemovedWithTheSubtagAfterIt() {
        #expect(Self.lookup(["de-CH-x-phonebk"]) == "de-CH")
        #expect(Self.lookup(["de-u-co-phonebk"]) == "de")
        #expect(Self.lookup(["en-x-pirate"]) == "en-x-pirate")
        #expect(Self.lookup(["en-x-pirate-ship"]) == "en-x-pirate")
        #expect(LocaleLookup.lookup(["en-x-parrot"], available: ["en-x", "en"], default: "de") == "en")
        #expect(Self.lookup(["fr-x-pirate"], ["fr-x", "fr"]) == "fr")
        #expect(Self.lookup(["x-pirate"], ["x", "de"]) == "en")
        #expect(Self.lookup(["x-pirate"], ["x-pirate"]) == "x-pirate")
        // Only one single-character subtag goes with each cut.
        #expect(Self.lookup(["de-a-b-cc"], ["de-a", "en"]) == "de-a")
    }

    @Test func underscoresAreHyphens() {
        #expect(Self.lookup(["de_AT"]) == "de")
        #expect(Self.lookup(["zh_Hant_TW"]) == "zh-Hant")
        #expect(Self.lookup(["pt_br"]) == "pt-BR")
        #expect(Self.lookup(["_"]) == "en")
    }

    @Test func caseIsIgnoredAndTheBundlesSpellingReturned() {
        #expect(Self.lookup(["ZH-HANT"]) == "zh-Hant")
        #expect(Self.lookup(["PT-br"]) == "pt-BR")
        #expect(Self.lookup(["DE-at"]) == "de")
        // ASCII case only: the Kelvin sign is not a K.
        #expect(Self.lookup(["\u{212A}O"], ["ko", "en"]) == "en")
    }

    @Test func emptyRangesAndTheWildcardAreSkipped() {
        #expect(Self.lookup(["*", "de"]) == "de")
        #expect(Self.lookup(["", "pt-BR"]) == "pt-BR")
        #expect(Self.lookup(["*"]) == "en")
        #expect(Self.lookup([]) == "en")
        #expect(LocaleLookup.lookup(["*"], available: ["fr"], default: "fr") == "fr")
    }

    @Test func theFirstRangeThatMatchesAtAllWins() {
        #expect(Self.lookup(["fr-CA", "de-CH-1901", "de"]) == "de-CH")
        #expect(Self.lookup(["fr", "es", "zh-Hant-HK"]) == "zh-Hant")
        #expect(LocaleLookup.lookup(["fr-CA", "de"], available: ["de", "fr"], default: "de") == "fr")
    }

    @Test func theBundleChoosesItsLocaleAndTexts() {
        let bundle = LocaleFixture.bundle()
        #expect(bundle.locale(matching: ["de-AT", "en"]).title == "German title")
        #expect(bundle.locale(matching: ["ar-EG"]).direction == .rtl)
        #expect(bundle.locale(matching: ["ar-EG"]).locale == "ar")
        #expect(bundle.locale(matching: ["zh-Hant-TW"]).questions[1].labels == ["Chinese a", "Chinese b"])
        #expect(bundle.locale(matching: ["fr"]) == bundle.sourceTexts)
        #expect(bundle.locale(matching: ["EN-us"]) == bundle.sourceTexts)
        #expect(bundle.locale(matching: []).locale == "en")
        #expect(bundle.texts(forLocale: "DE")?.title == "German title")
        #expect(bundle.texts(forLocale: "zh-hant")?.locale == "zh-Hant")
        #expect(bundle.texts(forLocale: "EN") == bundle.sourceTexts)
        #expect(bundle.texts(forLocale: "de-AT") == nil)
        #expect(bundle.texts(forLocale: "") == nil)
        #expect(bundle.locales.map(\.locale) == bundle.localeTags)
    }

    static func parse(_ header: String) -> [String] { LocaleLookup.preferredLanguages(acceptLanguage: header) }

    @Test func acceptLanguageIsSortedByQualityStably() {
        #expect(Self.parse("de-AT;q=0.8, fr, *;q=0.1, en;q=0") == ["fr", "de-AT", "*"])
        #expect(Self.parse("en;q=0.5, de;q=0.5, fr;q=0.5, it") == ["it", "en", "de", "fr"])
        #expect(Self.parse("a;q=0.001, b;q=0.01, c;q=0.1, d;q=1.000, e;q=0.999") == ["d", "e", "c", "b", "a"])
        #expect(Self.parse("") == [])
        #expect(Self.parse("de") == ["de"])
    }

    @Test func acceptLanguageWhiteSpaceAndEmptyItems() {
        #expect(Self.parse(" de ;\tq=0.5 ,\ten") == ["en", "de"])
        #expect(Self.parse(",, de,,;q=0.5, ;, \t") == ["de"])
        #expect(Self.parse("de; q = 0.5, fr") == ["fr", "de"])
        // Only spaces and tabs are trimmed.
        #expect(Self.parse("de\n, fr") == ["de\n", "fr"])
        // Ranges are returned as written.
        #expect(Self.parse("DE-at, zh_Hant") == ["DE-at", "zh_Hant"])
    }

    @Test func acceptLanguageQualityValues() {
        #expect(Self.parse("de;Q=0.5, fr") == ["fr", "de"])
        #expect(Self.parse("de;q=0, fr;q=0.000, it;q=0., en") == ["en"])
        #expect(Self.parse("de;q=1., fr;q=0.5") == ["de", "fr"])
        // Malformed q: the whole item is skipped.
        for bad in ["1.5", "1.001", "0.1234", ".5", "", "1e0", "+0.5", "0.5x", "2", "01", "0..5", "-0"] {
            #expect(Self.parse("de;q=\(bad), fr") == ["fr"], "q=\(bad)")
        }
        // Other parameters, and parameters without `=`, are ignored.
        #expect(Self.parse("de;level=1;q=0.7, fr;q=0.7") == ["de", "fr"])
        #expect(Self.parse("de;q, fr;q=0.5") == ["de", "fr"])
        #expect(Self.parse("de;qq=0.1, fr;q=0.5") == ["de", "fr"])
        #expect(Self.parse("de;level=x=y;q=0.4, fr;q=0.5") == ["fr", "de"])
        // The last q counts, and a malformed one skips the item wherever it is.
        #expect(Self.parse("de;q=0.2;q=0.9, fr;q=0.5") == ["de", "fr"])
        #expect(Self.parse("de;q=0.9;q=0, fr;q=0.5") == ["fr"])
        #expect(Self.parse("de;q=x;q=0.9, fr;q=0.5") == ["fr"])
        // A range that is only parameters is skipped.
        #expect(Self.parse(";q=0.5, fr") == ["fr"])
    }

    @Test func parsedHeadersFeedTheLookup() {
        let bundle = LocaleFixture.bundle()
        #expect(bundle.locale(matching: Self.parse("fr-CH, fr;q=0.9, de-DE;q=0.8, *;q=0.5")).locale == "de")
        #expect(bundle.locale(matching: Self.parse("zh-TW;q=0.9, zh-Hant-TW")).locale == "zh-Hant")
        #expect(bundle.locale(matching: Self.parse("ar;q=0, de;q=0.1")).locale == "de")
    }
}

@Suite("Locales: default direction")
struct DefaultDirectionTests {
    @Test(arguments: [
        ("ar", TextDirection.rtl), ("AR", .rtl), ("ar-EG", .rtl), ("he", .rtl), ("iw", .rtl), ("fa-IR", .rtl),
        ("ur", .rtl),
        ("yi", .rtl), ("ckb", .rtl), ("en", .ltr), ("de-CH", .ltr), ("zh-Hant", .ltr), ("", .ltr), ("x-pirate", .ltr),
        // The script decides when there is one.
        ("az-Arab", .rtl), ("az-arab-IR", .rtl), ("ar-Latn", .ltr), ("ks-Deva", .ltr), ("ug-Latn", .ltr),
        ("en-Hebr", .rtl),
        ("pa-Arab-PK", .rtl), ("ff-Adlm", .rtl), ("sd-Deva", .ltr),
        // Up to three extended-language subtags before the script.
        ("zh-yue-Arab", .rtl), ("zh-abc-def-ghi-Arab", .rtl), ("zh-abc-def-ghi-jkl-Arab", .ltr),
        ("ar-abc-def-ghi-jkl", .rtl),
        // Not a script: a region or a variant of four characters with a digit.
        ("ar-1234", .rtl), ("ar-EG-Latn", .rtl),
        // ASCII only.
        ("\u{212A}s", .ltr), ("a\u{30A}r", .ltr),
    ])
    func defaultDirection(tag: String, expected: TextDirection) {
        #expect(TextDirection.default(forTag: tag) == expected)
    }
}

struct SuiteFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
