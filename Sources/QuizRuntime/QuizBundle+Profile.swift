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

        /// How a derived score's value is computed: the kind's name, what it is computed from
        /// and the kind's own members (values in real units: a trait total is its scaled
        /// integer divided by `10^weightDigits`). `QuizBundle.derivedKinds` says, per kind,
        /// what `of` names, which members it has and how the value follows from them.
        public struct Kind: Sendable, Equatable {
            /// The kind's name as the bundle writes it (`mean`, `percent`, `sum`, …).
            public var name: String
            /// What the value is computed from: one trait (or earlier derived score), or the
            /// list of traits of a kind whose `of` is a list.
            public var of: [String]
            /// The kind's own members (`count`, `min`, `against`, …), in the order its entry in
            /// `QuizBundle.derivedKinds` lists them.
            public var members: [Member]

            /// A derived score of kind `name` computed from `of` with `members` (put in the
            /// order the kind lists them; members of an unknown kind keep their order).
            public init(name: String, of: [String], members: [Member] = []) {
                self.name = name
                self.of = of
                let order = QuizBundle.derivedKind(named: name)?.members.map(\.name) ?? []
                self.members = members.enumerated().sorted { a, b in
                    let x = order.firstIndex(of: a.element.name) ?? order.count + a.offset
                    let y = order.firstIndex(of: b.element.name) ?? order.count + b.offset
                    return x < y
                }.map(\.element)
            }

            /// The value of the member `name`, when the kind has it.
            public subscript(member name: String) -> Value? { members.first { $0.name == name }?.value }

            /// One member of a kind: its name and value.
            public struct Member: Sendable, Equatable {
                /// The member's name as the bundle writes it.
                public var name: String
                /// Its value.
                public var value: Value

                /// The member `name` with `value`.
                public init(_ name: String, _ value: Value) {
                    self.name = name
                    self.value = value
                }
            }

            /// A member's value: an exact decimal, an integer or a name.
            public enum Value: Sendable, Equatable, CustomStringConvertible {
                /// An exact decimal (`min`, `times`, …).
                case decimal(BundleDecimal)
                /// An integer (`count`).
                case integer(Int)
                /// A name (`against`).
                case name(String)

                /// The value as text: the decimal's or integer's digits, or the name.
                public var description: String {
                    switch self {
                    case .decimal(let value): return value.description
                    case .integer(let value): return String(value)
                    case .name(let value): return value
                    }
                }

                /// Equal when the case and value are equal (names compared by scalars).
                public static func == (a: Value, b: Value) -> Bool {
                    switch (a, b) {
                    case (.decimal(let x), .decimal(let y)): return x == y
                    case (.integer(let x), .integer(let y)): return x == y
                    case (.name(let x), .name(let y)): return x.isExactly(y)
                    default: return false
                    }
                }
            }

            /// Equal when name, `of` and members are equal (names compared by scalars).
            public static func == (a: Kind, b: Kind) -> Bool {
                a.name.isExactly(b.name) && a.of.count == b.of.count && zip(a.of, b.of).allSatisfy { $0.isExactly($1) }
                    && a.members == b.members
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
