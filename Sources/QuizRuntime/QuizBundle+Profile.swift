extension QuizBundle.Scoring {
    /// A derived score: an exact rational computed from trait totals (docs/bundle-format.md,
    /// `scoring.derived`).
    public struct DerivedScore: Sendable, Equatable {
        /// The derived score's id (unique among traits, derived scores and results).
        public var id: String
        /// How the value is computed.
        public var kind: Kind
        /// The number of fractional digits the value is written with, 0…6.
        public var digits: Int

        /// A derived score `id` computed as `kind`, written with `digits` fractional digits.
        public init(id: String, kind: Kind, digits: Int) {
            self.id = id
            self.kind = kind
            self.digits = digits
        }

        /// Equal when id, kind and digits are equal (names compared by scalars).
        public static func == (a: DerivedScore, b: DerivedScore) -> Bool {
            a.id.isExactly(b.id) && a.kind == b.kind && a.digits == b.digits
        }

        /// How a derived score's value is computed from totals (values in real units: a
        /// trait total is its scaled integer divided by `10^weightDigits`).
        public enum Kind: Sendable, Equatable {
            /// total(`of`) / `count`, `count` the questions that weigh `of`.
            case mean(of: String, count: Int)
            /// total(`of`) / the number of answered questions that weigh `of`; no value when none is.
            case meanAnswered(of: String)
            /// (total(`of`) − `min`) / (`max` − `min`) × 100, `min` and `max` its possible extremes.
            case percent(of: String, min: BundleDecimal, max: BundleDecimal)
            /// total(`of`) / (total(`of`) + total(`against`)) × 100; exactly 50 when both are 0.
            case share(of: String, against: String)
            /// `times` × value(`of`) + `plus`; `of` a trait or an earlier derived score.
            case linear(of: String, times: BundleDecimal, plus: BundleDecimal)
            /// Σ total(t) over the traits `of` (at least two, each once), exact.
            case sum(of: [String])

            /// Equal when the case and its parameters are equal (names compared by scalars).
            public static func == (a: Kind, b: Kind) -> Bool {
                switch (a, b) {
                case (.mean(let x, let n), .mean(let y, let m)): return x.isExactly(y) && n == m
                case (.meanAnswered(let x), .meanAnswered(let y)): return x.isExactly(y)
                case (.percent(let x, let lo, let hi), .percent(let y, let lo2, let hi2)):
                    return x.isExactly(y) && lo == lo2 && hi == hi2
                case (.share(let x, let u), .share(let y, let v)): return x.isExactly(y) && u.isExactly(v)
                case (.linear(let x, let t, let p), .linear(let y, let t2, let p2)):
                    return x.isExactly(y) && t == t2 && p == p2
                case (.sum(let x), .sum(let y)):
                    return x.count == y.count && zip(x, y).allSatisfy { $0.isExactly($1) }
                default: return false
                }
            }
        }
    }

    /// One reported result of the `profile` model: a score with its bands.
    public struct ProfileResult: Sendable, Equatable {
        /// The result's id.
        public var id: String
        /// Its display title in the source locale.
        public var title: String
        /// Its description in the source locale, when it has one.
        public var description: String?
        /// The trait or derived score it reports.
        public var score: String
        /// The result it is shown under (a facet's domain), when it has one.
        public var parent: String?
        /// Its bands, in order; the first whose limit admits the value wins, the last has none.
        public var bands: [ResultBand]

        /// A result `id` reporting `score` in `bands`.
        public init(
            id: String, title: String, description: String?, score: String, parent: String?, bands: [ResultBand]
        ) {
            self.id = id
            self.title = title
            self.description = description
            self.score = score
            self.parent = parent
            self.bands = bands
        }

        /// Equal when every field is equal (names compared by scalars).
        public static func == (a: ProfileResult, b: ProfileResult) -> Bool {
            a.id.isExactly(b.id) && a.title == b.title && a.description == b.description
                && a.score.isExactly(b.score) && a.parent.map(ExactString.init) == b.parent.map(ExactString.init)
                && a.bands == b.bands
        }
    }

    /// One band of a profile result, with its display texts.
    public struct ResultBand: Sendable, Equatable {
        /// The band's id, unique within its result.
        public var id: String
        /// Which values it admits; `nil` on the last band (every value left).
        public var limit: BandLimit?
        /// Its title in the source locale.
        public var title: String
        /// Its description in the source locale, when it has one.
        public var description: String?
        /// Its recommendations in the source locale.
        public var recommendations: [String]

        /// A band `id` admitting the values `limit` allows.
        public init(id: String, limit: BandLimit?, title: String, description: String?, recommendations: [String]) {
            self.id = id
            self.limit = limit
            self.title = title
            self.description = description
            self.recommendations = recommendations
        }

        /// Equal when every field is equal (the id compared by scalars).
        public static func == (a: ResultBand, b: ResultBand) -> Bool {
            a.id.isExactly(b.id) && a.limit == b.limit && a.title == b.title && a.description == b.description
                && a.recommendations == b.recommendations
        }
    }

    /// The upper limit of a band: strictly `below` a number, or at most `max`.
    public enum BandLimit: Sendable, Equatable, Hashable {
        /// Values strictly less than the number.
        case below(BundleDecimal)
        /// Values less than or equal to the number.
        case max(BundleDecimal)
    }

    /// The `nearest` rule of the `profile` model: the outcome is the profile nearest to the
    /// respondent's scores.
    public struct Nearest: Sendable, Equatable {
        /// The traits or derived scores compared, in order.
        public var over: [String]
        /// How distance is measured.
        public var distance: Distance
        /// The profiles, in the author's order.
        public var profiles: [Profile]
        /// Every profile's outcome; among equally near profiles the earliest wins.
        public var ties: [String]

        /// A nearest-profile rule over `over`.
        public init(over: [String], distance: Distance, profiles: [Profile], ties: [String]) {
            self.over = over
            self.distance = distance
            self.profiles = profiles
            self.ties = ties
        }

        /// Equal when every field is equal (names compared by scalars).
        public static func == (a: Nearest, b: Nearest) -> Bool {
            a.over.count == b.over.count && zip(a.over, b.over).allSatisfy { $0.isExactly($1) }
                && a.distance == b.distance && a.profiles == b.profiles
                && a.ties.count == b.ties.count && zip(a.ties, b.ties).allSatisfy { $0.isExactly($1) }
        }

        /// The distance between two score vectors.
        public enum Distance: String, Sendable, Equatable {
            /// Σ (v − t)², compared exactly (the same order as its square root).
            case euclidean
            /// Σ |v − t|.
            case manhattan
        }

        /// A profile: an outcome and its target value for each compared score.
        public struct Profile: Sendable, Equatable {
            /// The outcome this profile gives.
            public var outcome: String
            /// The target values, in the order of `Nearest.over`.
            public var at: [BundleDecimal]

            /// The profile giving `outcome` at the point `at`.
            public init(outcome: String, at: [BundleDecimal]) {
                self.outcome = outcome
                self.at = at
            }

            /// Equal when the outcome (by scalars) and the targets are equal.
            public static func == (a: Profile, b: Profile) -> Bool {
                a.outcome.isExactly(b.outcome) && a.at == b.at
            }
        }
    }
}
