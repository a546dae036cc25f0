/// The writing direction of a locale's texts.
public enum TextDirection: String, Sendable, CaseIterable {
    /// Left to right (`"ltr"` in JSON).
    case ltr
    /// Right to left (`"rtl"` in JSON): lay the texts out mirrored.
    case rtl

    /// Scripts written right to left (ISO 15924 codes, lowercased).
    static let rightToLeftScripts: Set<String> = [
        "adlm", "arab", "aran", "hebr", "mand", "mend", "nkoo", "rohg", "samr", "syrc", "thaa", "yezi",
    ]
    /// Languages whose usual script is written right to left (lowercased primary subtags).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "azb", "bal", "bqi", "ckb", "dv", "fa", "glk", "he", "iw", "ji", "ks", "lrc", "mzn",
        "nqo", "pnb", "prs", "ps", "sd", "sdh", "syr", "ug", "ur", "yi",
    ]

    /// The direction a language tag's texts are written in when nothing says otherwise: the
    /// script subtag's direction when the tag has one (`az-Arab` → rtl, `ug-Latn` → ltr),
    /// else the language's (`ar`, `fa`, `he`, `ur` … → rtl), else ltr.
    ///
    /// The script subtag is the first subtag of four ASCII letters right after the language
    /// and up to three extended-language subtags of three ASCII letters (`zh-yue-Hant`).
    /// Subtags are compared ignoring ASCII case only; the tag is not otherwise checked.
    public static func `default`(forTag tag: String) -> TextDirection {
        let subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .map { String(decoding: $0.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self) }
        func isLetters(_ subtag: String, count: Int) -> Bool {
            subtag.utf8.count == count && subtag.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
        }
        guard let language = subtags.first else { return .ltr }
        var index = 1
        // Up to three extended-language subtags (three letters) may follow the language.
        while index < subtags.count, index <= 3, isLetters(subtags[index], count: 3) { index += 1 }
        if index < subtags.count, isLetters(subtags[index], count: 4) {
            return rightToLeftScripts.contains(subtags[index]) ? .rtl : .ltr
        }
        // ASCII only: Swift's `String ==` would take a canonically equivalent spelling as equal.
        return language.utf8.allSatisfy({ $0 < 0x80 }) && rightToLeftLanguages.contains(language) ? .rtl : .ltr
    }
}

/// The display texts of one locale of a quiz: what a client shows, never what it sends.
///
/// Identifiers (question ids, wire keys, option ids and values, outcome codes) are the
/// same in every locale; only these texts change.
public struct LocaleTexts: Sendable, Equatable {
    /// The locale's BCP 47 tag, as the bundle spells it.
    public var locale: String
    /// The direction the texts are written in: lay them out accordingly.
    public var direction: TextDirection
    /// The quiz's title in this locale.
    public var title: String
    /// Present exactly when the quiz has a description.
    public var description: String?
    /// `questions[i]` holds the texts of `QuizBundle.questions[i]`.
    public var questions: [QuestionTexts]
    /// `outcomes[i]` holds the texts of `QuizBundle.outcomes[i]`.
    public var outcomes: [OutcomeTexts]
    /// `results[i]` holds the texts of the `profile` model's result `i`; empty for other models.
    public var results: [ResultTexts]

    /// The texts of `locale`, written in `direction`.
    public init(
        locale: String, direction: TextDirection, title: String, description: String?,
        questions: [QuestionTexts], outcomes: [OutcomeTexts], results: [ResultTexts] = []
    ) {
        self.locale = locale
        self.direction = direction
        self.title = title
        self.description = description
        self.questions = questions
        self.outcomes = outcomes
        self.results = results
    }
}

/// A `profile` result's display texts in one locale.
public struct ResultTexts: Sendable, Equatable {
    /// The result's title.
    public var title: String
    /// Present exactly when the result has a description in the source locale.
    public var description: String?
    /// `bands[j]` holds the texts of the result's band `j`.
    public var bands: [BandTexts]

    /// A result's texts.
    public init(title: String, description: String?, bands: [BandTexts]) {
        self.title = title
        self.description = description
        self.bands = bands
    }
}

/// A result band's display texts in one locale.
public struct BandTexts: Sendable, Equatable {
    /// The band's title.
    public var title: String
    /// Present exactly when the band has a description in the source locale.
    public var description: String?
    /// As many as the band has in the source locale.
    public var recommendations: [String]

    /// A band's texts.
    public init(title: String, description: String?, recommendations: [String]) {
        self.title = title
        self.description = description
        self.recommendations = recommendations
    }
}

/// A question's display texts in one locale.
public struct QuestionTexts: Sendable, Equatable {
    /// The question's text (its wire key is the bundle's, whatever the locale).
    public var text: String
    /// `labels[j]` is the label of the question's option `j` (a scale question's `low` and
    /// `high` already applied, as in the bundle's own options).
    public var labels: [String]

    /// A question's `text` and its options' `labels`, in option order.
    public init(text: String, labels: [String]) {
        self.text = text
        self.labels = labels
    }
}

/// An outcome's display texts in one locale.
public struct OutcomeTexts: Sendable, Equatable {
    /// The outcome's title.
    public var title: String
    /// The outcome's description.
    public var description: String
    /// As many as the outcome has in the source locale.
    public var recommendations: [String]

    /// An outcome's texts.
    public init(title: String, description: String, recommendations: [String]) {
        self.title = title
        self.description = description
        self.recommendations = recommendations
    }
}

extension QuizBundle {
    /// The source locale's texts: the bundle's own title, questions and outcomes.
    public var sourceTexts: LocaleTexts {
        LocaleTexts(
            locale: sourceLocale, direction: sourceDirection, title: title,
            description: description,
            questions: questions.map { QuestionTexts(text: $0.text, labels: $0.options.map(\.label)) },
            outcomes: outcomes.map {
                OutcomeTexts(title: $0.title, description: $0.description, recommendations: $0.recommendations)
            },
            results: scoring.profileResults.map { result in
                ResultTexts(
                    title: result.title, description: result.description,
                    bands: result.bands.map {
                        BandTexts(title: $0.title, description: $0.description, recommendations: $0.recommendations)
                    })
            })
    }

    /// Every locale, the source's included, sorted by tag (UTF-8 bytes): the bundle's
    /// `locales` member.
    public var locales: [LocaleTexts] {
        (translations + [sourceTexts]).sorted { $0.locale.utf8.lexicographicallyPrecedes($1.locale.utf8) }
    }
}
