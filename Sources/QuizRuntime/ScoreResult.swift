/// The result of scoring one answers object (docs/runtime.md).
public struct ScoreResult: Equatable, Sendable {
    /// One axis's letter and its poles' totals (`axes` model only).
    public struct AxisResult: Equatable, Sendable {
        /// The axis's two poles, as in `Scoring.Axis.poles`.
        public var poles: (String, String)
        /// The letter the axis gave: a pole, or the tie letter.
        public var letter: String
        /// The poles' totals, in the order of `poles`.
        public var totals: (Int, Int)
        /// Equal when poles, letter and totals are equal.
        public static func == (a: AxisResult, b: AxisResult) -> Bool {
            a.poles == b.poles && a.letter == b.letter && a.totals == b.totals
        }
    }

    /// The bundle's quiz id.
    public var quiz: String
    /// The bundle's version.
    public var version: String
    /// The outcome code.
    public var outcome: String
    /// The runner-up (`highest` with `secondary: true`, when its total is above 0).
    public var secondary: String?
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
            case .shared(let layout, let totals): return layout.axisResults(totals)
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

    init(quiz: String, version: String, outcome: String, secondary: String?, scores: [TraitAmount], axes: [AxisResult])
    {
        self.quiz = quiz
        self.version = version
        self.outcome = outcome
        self.secondary = secondary
        detail = .explicit(scores, axes)
    }

    init(quiz: String, version: String, outcome: String, secondary: String?, layout: ResultLayout, totals: [Int]) {
        self.quiz = quiz
        self.version = version
        self.outcome = outcome
        self.secondary = secondary
        detail = .shared(layout, totals)
    }

    /// Equal when every field is equal.
    public static func == (a: ScoreResult, b: ScoreResult) -> Bool {
        a.quiz == b.quiz && a.version == b.version && a.outcome == b.outcome && a.secondary == b.secondary
            && a.scores == b.scores && a.axes == b.axes
    }

    /// The total of `trait` (compared exactly), or `nil` when it is not a trait.
    public func score(of trait: String) -> Int? {
        if case .shared(let layout, let totals) = detail {
            return layout.traits.indices.first { layout.traits[$0].isExactly(trait) }.map { totals[$0] }
        }
        return scores.first { $0.trait.isExactly(trait) }?.amount
    }

    /// Appends the compact JSON form of `jsonValue` — the same bytes as
    /// `JSONWriter.line.bytes(jsonValue)` — without building the `JSONValue`.
    public func writeJSON(into out: inout [UInt8]) {
        guard case .shared(let layout, let totals) = detail else {
            out.append(contentsOf: JSONWriter.line.bytes(jsonValue))
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

    /// `{quiz, version, outcome, secondary?, scores, axes?}`.
    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("quiz", .string(quiz)), ("version", .string(version)), ("outcome", .string(outcome)),
        ]
        if let secondary { members.append(("secondary", .string(secondary))) }
        members.append(("scores", .object(scores.map { ($0.trait, .integer($0.amount)) })))
        if !axes.isEmpty {
            members.append(
                (
                    "axes",
                    .array(
                        axes.map { axis in
                            .object([
                                ("poles", .array([.string(axis.poles.0), .string(axis.poles.1)])),
                                ("letter", .string(axis.letter)),
                                (
                                    "totals",
                                    .object([
                                        (axis.poles.0, .integer(axis.totals.0)),
                                        (axis.poles.1, .integer(axis.totals.1)),
                                    ])
                                ),
                            ])
                        })
                ))
        }
        return .object(members)
    }
}
