extension QuizBundle {
    /// The scoring rule (docs/bundle-format.md).
    public struct Scoring: Sendable, Equatable {
        /// Starting totals; non-zero entries only.
        public var initial: [TraitAmount]
        /// How totals become an outcome.
        public var rule: Rule
        /// Weights, `initial`, band `max` and expected scores are integers in units of
        /// `10^-weightDigits` (0…3; 0 unless a weight has a fractional part).
        public var weightDigits: Int
        /// The derived scores, in the author's order (any model).
        public var derived: [DerivedScore]
        /// `axes` only: the fractional digits of each axis's percentage, when results report it.
        public var axisPercentDigits: Int?

        /// A rule starting from `initial` totals.
        public init(
            initial: [TraitAmount], rule: Rule, weightDigits: Int = 0, derived: [DerivedScore] = [],
            axisPercentDigits: Int? = nil
        ) {
            self.initial = initial
            self.rule = rule
            self.weightDigits = weightDigits
            self.derived = derived
            self.axisPercentDigits = axisPercentDigits
        }

        /// The `profile` model's results; empty for other models.
        public var profileResults: [ProfileResult] {
            if case .profile(let results, _) = rule { return results }
            return []
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
            /// Several banded results; the outcome is the nearest profile when `nearest` is
            /// given, else there is none.
            case profile(results: [ProfileResult], nearest: Nearest?)
        }
    }
}
