/// A compiled quiz: the `quiz-bundle/1` format (docs/bundle-format.md).
///
/// Every default is resolved and every shorthand expanded, so scoring and presentation
/// need nothing else. Keys, ids, traits and outcome codes are compared exactly (see
/// `ExactString`); ordered lists keep the author's order.
public struct QuizBundle: Sendable, Equatable {
    /// The format tag this library reads and writes.
    public static let format = "quiz-bundle/1"

    public var quiz: String
    public var version: String
    public var title: String
    public var description: String?
    /// The BCP 47 tag of the texts above (`source_locale` in JSON).
    public var sourceLocale: String
    public var traits: [String]
    public var scoring: Scoring
    public var presentation: Presentation
    public var questions: [Question]
    /// Outcomes in the author's order (written to JSON sorted by code).
    public var outcomes: [Outcome]
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
    public var trait: String
    public var amount: Int
    public init(trait: String, amount: Int) {
        self.trait = trait
        self.amount = amount
    }
}

/// The scoring rule (docs/bundle-format.md).
public struct Scoring: Sendable, Equatable {
    /// Starting totals; non-zero entries only.
    public var initial: [TraitAmount]
    public var rule: Rule

    public init(initial: [TraitAmount], rule: Rule) {
        self.initial = initial
        self.rule = rule
    }

    public struct Axis: Sendable, Equatable {
        public var poles: (String, String)
        /// The letter given when both poles' totals are equal.
        public var tie: String
        public init(poles: (String, String), tie: String) {
            self.poles = poles
            self.tie = tie
        }
        public static func == (a: Axis, b: Axis) -> Bool {
            a.poles.0.isExactly(b.poles.0) && a.poles.1.isExactly(b.poles.1) && a.tie.isExactly(b.tie)
        }
    }

    public struct Band: Sendable, Equatable {
        public var outcome: String
        /// The largest total of this band; `nil` on the last band.
        public var max: Int?
        public init(outcome: String, max: Int?) {
            self.outcome = outcome
            self.max = max
        }
    }

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
    public var pageSize: Int
    public var shuffleQuestions: Bool
    public var shuffleOptions: Bool
    /// Seconds per question, or `nil` for no limit.
    public var timeLimit: Int?
    /// Draw pools in declared order; empty when every question is presented.
    public var draw: [Draw]

    public init(pageSize: Int, shuffleQuestions: Bool, shuffleOptions: Bool, timeLimit: Int?, draw: [Draw]) {
        self.pageSize = pageSize
        self.shuffleQuestions = shuffleQuestions
        self.shuffleOptions = shuffleOptions
        self.timeLimit = timeLimit
        self.draw = draw
    }

    public struct Draw: Sendable, Equatable {
        /// The pool, or `nil` for "every question".
        public var pool: String?
        public var count: Int
        public init(pool: String?, count: Int) {
            self.pool = pool
            self.count = count
        }
    }
}

public enum QuestionType: String, Sendable, CaseIterable {
    case scale
    case single
    case multiple
    case range

    /// Scale and range options are ordered and never shuffle.
    public var isOrdered: Bool { self == .scale || self == .range }
}

public struct Question: Sendable, Equatable {
    public var id: String
    /// The wire key answers are submitted under.
    public var key: String
    public var text: String
    public var type: QuestionType
    public var required: Bool
    public var shuffle: Bool
    public var pin: Bool
    public var pool: String?
    /// `multiple`: allowed number of choices; `range`: the numeric interval.
    public var min: Int?
    public var max: Int?
    public var options: [Option]

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

public struct Option: Sendable, Equatable {
    /// The option's id; `nil` on scale options, which have `value`.
    public var id: String?
    public var value: Int?
    public var label: String
    /// Non-zero weights, in the author's order.
    public var weights: [TraitAmount]
    public var pin: Bool

    public init(id: String?, value: Int?, label: String, weights: [TraitAmount], pin: Bool) {
        self.id = id
        self.value = value
        self.label = label
        self.weights = weights
        self.pin = pin
    }
}

public struct Outcome: Sendable, Equatable {
    public var code: String
    public var title: String
    public var description: String
    public var recommendations: [String]

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
    public var name: String?
    public var answers: [(key: String, answer: Answer)]
    public var expect: String
    /// The expected runner-up (`highest` with `secondary`); `nil` when not checked or when
    /// `expectsNoSecondary`.
    public var expectSecondary: String?
    /// The example asserts that the result names no runner-up (`"expect_secondary": null`).
    public var expectsNoSecondary: Bool
    public var expectScores: [TraitAmount]?

    public init(name: String?, answers: [(key: String, answer: Answer)], expect: String,
                expectSecondary: String?, expectsNoSecondary: Bool = false, expectScores: [TraitAmount]?) {
        self.name = name
        self.answers = answers
        self.expect = expect
        self.expectSecondary = expectsNoSecondary ? nil : expectSecondary
        self.expectsNoSecondary = expectsNoSecondary
        self.expectScores = expectScores
    }

    public static func == (a: Example, b: Example) -> Bool {
        a.name == b.name && a.expect == b.expect && a.expectSecondary == b.expectSecondary
            && a.expectsNoSecondary == b.expectsNoSecondary
            && a.expectScores == b.expectScores && a.answers.count == b.answers.count
            && zip(a.answers, b.answers).allSatisfy { $0.key.isExactly($1.key) && $0.answer == $1.answer }
    }
}
