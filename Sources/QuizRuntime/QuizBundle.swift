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

    /// A bundle; `sourceDirection` defaults to the usual direction of `sourceLocale`.
    public init(quiz: String, version: String, title: String, description: String?, sourceLocale: String,
                sourceDirection: TextDirection? = nil, traits: [String], scoring: Scoring, presentation: Presentation,
                questions: [Question], outcomes: [Outcome], examples: [Example], translations: [LocaleTexts] = []) {
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

/// The scoring rule (docs/bundle-format.md).
public struct Scoring: Sendable, Equatable {
    /// Starting totals; non-zero entries only.
    public var initial: [TraitAmount]
    /// How totals become an outcome.
    public var rule: Rule

    /// A rule starting from `initial` totals.
    public init(initial: [TraitAmount], rule: Rule) {
        self.initial = initial
        self.rule = rule
    }

    /// One axis of the `axes` rule: two poles and the letter for a tie.
    public struct Axis: Sendable, Equatable {
        /// The two traits compared; the higher total gives its letter.
        public var poles: (String, String)
        /// The letter given when both poles' totals are equal.
        public var tie: String
        /// An axis between `poles`, giving `tie` when their totals are equal.
        public init(poles: (String, String), tie: String) {
            self.poles = poles
            self.tie = tie
        }
        /// Equal when poles and tie letter are exactly equal (compared by scalars).
        public static func == (a: Axis, b: Axis) -> Bool {
            a.poles.0.isExactly(b.poles.0) && a.poles.1.isExactly(b.poles.1) && a.tie.isExactly(b.tie)
        }
    }

    /// One band of the `bands` rule.
    public struct Band: Sendable, Equatable {
        /// The outcome code this band gives.
        public var outcome: String
        /// The largest total of this band; `nil` on the last band.
        public var max: Int?
        /// A band giving `outcome` for totals up to `max` (`nil`: no upper bound).
        public init(outcome: String, max: Int?) {
            self.outcome = outcome
            self.max = max
        }
    }

    /// The scoring model and its parameters.
    public enum Rule: Sendable, Equatable {
        /// Letters per axis, joined in axis order.
        case axes([Axis])
        /// The trait with the largest total; `ties` breaks ties (earliest wins).
        case highest(ties: [String], secondary: Bool)
        /// The first band whose `max` is at least the trait's total.
        case bands(trait: String, bands: [Band])
    }
}

/// How questions are presented (docs/randomization.md); every field explicit.
public struct Presentation: Sendable, Equatable {
    /// Questions per page.
    public var pageSize: Int
    /// Whether the question order is shuffled (pinned questions stay).
    public var shuffleQuestions: Bool
    /// Whether option orders are shuffled (questions may opt out; ordered types never shuffle).
    public var shuffleOptions: Bool
    /// Seconds per question, or `nil` for no limit.
    public var timeLimit: Int?
    /// Draw pools in declared order; empty when every question is presented.
    public var draw: [Draw]

    /// A presentation with every field given.
    public init(pageSize: Int, shuffleQuestions: Bool, shuffleOptions: Bool, timeLimit: Int?, draw: [Draw]) {
        self.pageSize = pageSize
        self.shuffleQuestions = shuffleQuestions
        self.shuffleOptions = shuffleOptions
        self.timeLimit = timeLimit
        self.draw = draw
    }

    /// One draw: `count` questions picked from a pool.
    public struct Draw: Sendable, Equatable {
        /// The pool, or `nil` for "every question".
        public var pool: String?
        /// How many questions are drawn.
        public var count: Int
        /// A draw of `count` questions from `pool` (`nil`: every question).
        public init(pool: String?, count: Int) {
            self.pool = pool
            self.count = count
        }
    }
}

/// The kind of a question: how it is answered and scored.
public enum QuestionType: String, Sendable, CaseIterable {
    /// One value of an ordered scale (its options carry integer values, low to high).
    case scale
    /// Exactly one option, by id.
    case single
    /// Between `min` and `max` options, by id, as a list.
    case multiple
    /// A number in the interval from `min` to `max`, or one of its anchors by id.
    case range

    /// Scale and range options are ordered and never shuffle.
    public var isOrdered: Bool { self == .scale || self == .range }
}

/// A question: its texts in the source locale, its options and how it is answered.
public struct Question: Sendable, Equatable {
    /// The question's id (unique in the quiz).
    public var id: String
    /// The wire key answers are submitted under.
    public var key: String
    /// The question's text in the source locale.
    public var text: String
    /// How it is answered.
    public var type: QuestionType
    /// Whether an answer is required.
    public var required: Bool
    /// Whether its options may be shuffled.
    public var shuffle: Bool
    /// Whether it keeps its place when questions are shuffled.
    public var pin: Bool
    /// The draw pool it belongs to, when there is one.
    public var pool: String?
    /// `multiple`: allowed number of choices; `range`: the numeric interval.
    public var min: Int?
    /// `multiple`: the most choices; `range`: the upper end.
    public var max: Int?
    /// The options, in the author's order.
    public var options: [Option]

    /// A question with every field given.
    public init(id: String, key: String, text: String, type: QuestionType, required: Bool, shuffle: Bool,
                pin: Bool, pool: String?, min: Int?, max: Int?, options: [Option]) {
        self.id = id
        self.key = key
        self.text = text
        self.type = type
        self.required = required
        self.shuffle = shuffle
        self.pin = pin
        self.pool = pool
        self.min = min
        self.max = max
        self.options = options
    }
}

/// One option of a question: its id or value, label and weights.
public struct Option: Sendable, Equatable {
    /// The option's id; `nil` on scale options, which have `value`.
    public var id: String?
    /// The value of a scale option; `nil` on other options.
    public var value: Int?
    /// The option's label in the source locale.
    public var label: String
    /// Non-zero weights, in the author's order.
    public var weights: [TraitAmount]
    /// Whether it keeps its place when options are shuffled.
    public var pin: Bool

    /// An option with every field given.
    public init(id: String?, value: Int?, label: String, weights: [TraitAmount], pin: Bool) {
        self.id = id
        self.value = value
        self.label = label
        self.weights = weights
        self.pin = pin
    }
}

/// An outcome: its code and texts in the source locale.
public struct Outcome: Sendable, Equatable {
    /// The code that scoring gives.
    public var code: String
    /// The outcome's title.
    public var title: String
    /// The outcome's description.
    public var description: String
    /// Recommendations, in the author's order.
    public var recommendations: [String]

    /// An outcome with every field given.
    public init(code: String, title: String, description: String, recommendations: [String]) {
        self.code = code
        self.title = title
        self.description = description
        self.recommendations = recommendations
    }
}

/// An answer as clients submit it.
public enum Answer: Sendable, Equatable {
    /// A scale value or a range number.
    case integer(Int)
    /// A `range` number that is not an integer, as a JSON number literal (`0.5`); the
    /// scorer reads it exactly, without floating point. Bundles hold it in its shortest
    /// round-trip form (`JSONNumber.canonicalLiteral`).
    case number(String)
    /// An option id, or a range anchor id.
    case option(String)
    /// Several option ids (`multiple`).
    case options([String])
}

/// A conformance vector: answers keyed by wire key and the result they must give.
public struct Example: Sendable, Equatable {
    /// The example's name, when it has one.
    public var name: String?
    /// The answers, keyed by wire key, in the author's order.
    public var answers: [(key: String, answer: Answer)]
    /// The outcome code the answers must give.
    public var expect: String
    /// The expected runner-up (`highest` with `secondary`); `nil` when not checked or when
    /// `expectsNoSecondary`.
    public var expectSecondary: String?
    /// The example asserts that the result names no runner-up (`"expect_secondary": null`).
    public var expectsNoSecondary: Bool
    /// The totals the answers must give, when checked.
    public var expectScores: [TraitAmount]?

    /// An example; `expectSecondary` is ignored when `expectsNoSecondary`.
    public init(name: String?, answers: [(key: String, answer: Answer)], expect: String,
                expectSecondary: String?, expectsNoSecondary: Bool = false, expectScores: [TraitAmount]?) {
        self.name = name
        self.answers = answers
        self.expect = expect
        self.expectSecondary = expectsNoSecondary ? nil : expectSecondary
        self.expectsNoSecondary = expectsNoSecondary
        self.expectScores = expectScores
    }

    /// Equal when every field is equal, keys compared by scalars.
    public static func == (a: Example, b: Example) -> Bool {
        a.name == b.name && a.expect == b.expect && a.expectSecondary == b.expectSecondary
            && a.expectsNoSecondary == b.expectsNoSecondary
            && a.expectScores == b.expectScores && a.answers.count == b.answers.count
            && zip(a.answers, b.answers).allSatisfy { $0.key.isExactly($1.key) && $0.answer == $1.answer }
    }
}
