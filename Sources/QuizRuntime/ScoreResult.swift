/// The result of scoring one answers object (docs/runtime.md).
public struct ScoreResult: Equatable, Sendable {
    /// One axis's letter and its poles' totals (`axes` model only).
    public struct AxisResult: Equatable, Sendable {
        /// The axis's two poles, as in `Scoring.Axis.poles`.
        public var poles: (String, String)
        /// The letter the axis gave: a pole, or the tie letter.
        public var letter: String
        /// The poles' totals, in the order of `poles` (scaled integers, see `scoreDigits`).
        public var totals: (Int, Int)
        /// The share of the letter's pole, when the bundle reports percentages
        /// (`scoring.percent_digits`).
        public var percent: ExactValue? = nil
        /// Equal when poles, letter, totals and percent are equal.
        public static func == (a: AxisResult, b: AxisResult) -> Bool {
            a.poles == b.poles && a.letter == b.letter && a.totals == b.totals && a.percent == b.percent
        }
    }

    /// An exact value and the text it is written as (docs/runtime.md, "The decimal form").
    public struct ExactValue: Equatable, Sendable {
        /// The exact value.
        public var rational: ExactRational
        /// The value in the decimal form with its score's digits: `3.50`, `68`, `-0.25`.
        public var text: String

        /// `rational` written with `digits` fractional digits.
        public init(_ rational: ExactRational, digits: Int) {
            self.rational = rational
            text = rational.decimalText(digits: digits)
        }
    }

    /// A derived score's value.
    public struct DerivedValue: Equatable, Sendable {
        /// The derived score's id.
        public var id: String
        /// Its value; `nil` when it has none (`mean_answered` with nothing answered).
        public var value: ExactValue?
    }

    /// A `profile` result: its score's value and the band it falls in.
    public struct ProfileResult: Equatable, Sendable {
        /// The result's id.
        public var id: String
        /// The value of its score (a trait total in real units, or a derived score); `nil`
        /// when it has none.
        public var value: ExactValue?
        /// The id of the first band admitting the exact value; `nil` when the value is `nil`.
        public var band: String?
    }

    /// The bundle's quiz id.
    public var quiz: String
    /// The bundle's version.
    public var version: String
    /// The outcome code; `nil` only for a `profile` quiz without `nearest`.
    public var outcome: String?
    /// The runner-up (`highest` with `secondary: true`, when its total is above 0; the next
    /// nearest profile).
    public var secondary: String?
    /// The scale of `scores` and axis totals: each is an integer in units of 10^-`scoreDigits`
    /// (the bundle's `weight_digits`; 0 for integer weights).
    public var scoreDigits = 0
    /// Every derived score's value, in declaration order; empty when the bundle has none.
    public var derived: [DerivedValue] = []
    /// Every `profile` result, in declaration order; empty for other models.
    public var results: [ProfileResult] = []
    /// Every trait's total, in declared order.
    public var scores: [TraitAmount] {
        get {
            switch detail {
            case .shared(let layout, let totals): return layout.scores(totals)
            case .explicit(let scores, _): return scores
            }
        }
        set { detail = .explicit(newValue, axes) }
    }
    /// Per-axis detail for the `axes` model; empty otherwise.
    public var axes: [AxisResult] {
        get {
            switch detail {
            case .shared(let layout, let totals):
                var axes = layout.axisResults(totals)
                if let digits = axisPercentDigits {
                    for index in axes.indices {
                        axes[index].percent = ExactValue(
                            ProfileRules.axisPercent(
                                side: layout.axes[index].side(totals), axes[index].totals.0, axes[index].totals.1),
                            digits: digits)
                    }
                }
                return axes
            case .explicit(_, let axes): return axes
            }
        }
        set { detail = .explicit(scores, newValue) }
    }

    /// A scorer's results share their bundle's names (`shared`) until a caller sets
    /// `scores` or `axes` (`explicit`).
    private enum Detail: Sendable {
        case shared(ResultLayout, [Int])
        case explicit([TraitAmount], [AxisResult])
    }

    private var detail: Detail
    /// The digits of axis percentages, for `shared` detail.
    private var axisPercentDigits: Int?

    init(quiz: String, version: String, outcome: String?, secondary: String?, scores: [TraitAmount], axes: [AxisResult])
    {
        self.quiz = quiz
        self.version = version
        self.outcome = outcome
        self.secondary = secondary
        detail = .explicit(scores, axes)
    }

    init(
        quiz: String, version: String, outcome: String?, secondary: String?, layout: ResultLayout, totals: [Int],
        axisPercentDigits: Int? = nil
    ) {
        self.quiz = quiz
        self.version = version
        self.outcome = outcome
        self.secondary = secondary
        detail = .shared(layout, totals)
        self.axisPercentDigits = axisPercentDigits
    }

    /// Equal when every field is equal.
    public static func == (a: ScoreResult, b: ScoreResult) -> Bool {
        a.quiz == b.quiz && a.version == b.version && a.outcome == b.outcome && a.secondary == b.secondary
            && a.scores == b.scores && a.axes == b.axes && a.scoreDigits == b.scoreDigits && a.derived == b.derived
            && a.results == b.results
    }

    /// Whether the result is a plain one (integer scores, an outcome, no derived scores,
    /// results or percentages): written from the layout.
    private var isPlain: Bool {
        outcome != nil && scoreDigits == 0 && derived.isEmpty && results.isEmpty && axisPercentDigits == nil
    }

    /// A scaled total in the result form: with exactly `scoreDigits` fractional digits.
    func scoreText(_ amount: Int) -> String {
        guard scoreDigits > 0 else { return String(amount) }
        var unit = 1
        for _ in 0..<scoreDigits { unit *= 10 }
        return ExactRational.decimalForm(
            numerator: ExactInteger(amount), denominator: ExactInteger(unit), digits: scoreDigits)
    }

    /// The total of `trait` (compared exactly), or `nil` when it is not a trait.
    public func score(of trait: String) -> Int? {
        if case .shared(let layout, let totals) = detail {
            return layout.traits.indices.first { layout.traits[$0].isExactly(trait) }.map { totals[$0] }
        }
        return scores.first { $0.trait.isExactly(trait) }?.amount
    }

    /// Appends the compact JSON form of `jsonValue` (its numbers as written: `2.50`) — the
    /// same bytes as `JSONWriter.resultLine.bytes(jsonValue)` — without building the
    /// `JSONValue` for plain results (integer scores and an outcome).
    public func writeJSON(into out: inout [UInt8]) {
        guard case .shared(let layout, let totals) = detail, isPlain, let outcome else {
            out.append(contentsOf: JSONWriter.resultLine.bytes(jsonValue))
            return
        }
        out.append(contentsOf: "{\"quiz\":".utf8)
        JSONWriter.appendString(quiz, into: &out)
        out.append(contentsOf: ",\"version\":".utf8)
        JSONWriter.appendString(version, into: &out)
        out.append(contentsOf: ",\"outcome\":".utf8)
        JSONWriter.appendString(outcome, into: &out)
        if let secondary {
            out.append(contentsOf: ",\"secondary\":".utf8)
            JSONWriter.appendString(secondary, into: &out)
        }
        out.append(UInt8(ascii: ","))
        layout.writeScoresAndAxes(totals, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// `{quiz, version, outcome?, secondary?, scores, axes?, derived?, results?}` (docs/runtime.md);
    /// numbers not integers are literals in the decimal form (write them with
    /// `JSONWriter.resultLine`, which keeps them).
    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("quiz", .string(quiz)), ("version", .string(version))]
        if let outcome { members.append(("outcome", .string(outcome))) }
        if let secondary { members.append(("secondary", .string(secondary))) }
        members.append(("scores", .object(scores.map { ($0.trait, .number(scoreText($0.amount))) })))
        if !axes.isEmpty {
            members.append(
                (
                    "axes",
                    .array(
                        axes.map { axis in
                            .object(
                                [
                                    ("poles", .array([.string(axis.poles.0), .string(axis.poles.1)])),
                                    ("letter", .string(axis.letter)),
                                    (
                                        "totals",
                                        .object([
                                            (axis.poles.0, .number(scoreText(axis.totals.0))),
                                            (axis.poles.1, .number(scoreText(axis.totals.1))),
                                        ])
                                    ),
                                ] + (axis.percent.map { [("percent", JSONValue.number($0.text))] } ?? []))
                        })
                ))
        }
        if !derived.isEmpty {
            members.append(("derived", .object(derived.map { ($0.id, $0.value.map { .number($0.text) } ?? .null) })))
        }
        if !results.isEmpty {
            members.append(
                (
                    "results",
                    .array(
                        results.map { result in
                            .object([
                                ("id", .string(result.id)),
                                ("value", result.value.map { .number($0.text) } ?? .null),
                                ("band", result.band.map(JSONValue.string) ?? .null),
                            ])
                        })
                ))
        }
        return .object(members)
    }
}
