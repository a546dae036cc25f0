/// A compiled quiz: the `quiz-bundle/1` format (docs/bundle-format.md).
///
/// Every default is resolved and every shorthand expanded, so scoring and presentation
/// need nothing else. Keys, ids, traits and outcome codes are compared exactly (see
/// `ExactString`); ordered lists keep the author's order.
public struct QuizBundle: Sendable, Equatable {
    /// The format tag this library reads and writes.
    public static let format = "quiz-bundle/1"

    /// The quiz id.
    public var quiz: String
    /// The quiz's version (semantic versioning).
    public var version: String
    /// The quiz's title in the source locale.
    public var title: String
    /// The quiz's description in the source locale, when it has one.
    public var description: String?
    /// The BCP 47 tag of the texts above (`source_locale` in JSON).
    public var sourceLocale: String
    /// The traits, in the author's order.
    public var traits: [String]
    /// How answers become an outcome.
    public var scoring: Scoring
    /// How questions are presented.
    public var presentation: Presentation
    /// The questions, in the author's order.
    public var questions: [Question]
    /// Outcomes in the author's order (written to JSON sorted by code).
    public var outcomes: [Outcome]
    /// The conformance vectors: answers and the result they must give.
    public var examples: [Example]
    /// The writing direction of the source texts.
    public var sourceDirection: TextDirection
    /// The display texts of every locale but the source's, sorted by tag (UTF-8 bytes). Each
    /// is complete: where a translation lacks a text it holds the source's. `locales` adds
    /// the source locale.
    public var translations: [LocaleTexts]
    /// What tokens saved on earlier releases need to resume on this one (`quizc build
    /// --earlier`), sorted by earlier hash; empty in a bundle built without it.
    public var migrations: [Migration] = []

    /// A bundle; `sourceDirection` defaults to the usual direction of `sourceLocale`.
    public init(
        quiz: String, version: String, title: String, description: String?, sourceLocale: String,
        sourceDirection: TextDirection? = nil, traits: [String], scoring: Scoring, presentation: Presentation,
        questions: [Question], outcomes: [Outcome], examples: [Example], translations: [LocaleTexts] = []
    ) {
        self.quiz = quiz
        self.version = version
        self.title = title
        self.description = description
        self.sourceLocale = sourceLocale
        self.traits = traits
        self.scoring = scoring
        self.presentation = presentation
        self.questions = questions
        self.outcomes = outcomes
        self.examples = examples
        self.sourceDirection = sourceDirection ?? .default(forTag: sourceLocale)
        self.translations = translations
    }
}

/// A trait and an integer amount: a weight, an initial score, an expected score.
public struct TraitAmount: Sendable, Equatable {
    /// The trait's name.
    public var trait: String
    /// The amount, positive or negative.
    public var amount: Int
    /// `amount` of `trait`.
    public init(trait: String, amount: Int) {
        self.trait = trait
        self.amount = amount
    }
}
