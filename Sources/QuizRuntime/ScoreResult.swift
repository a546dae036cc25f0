/// The result of scoring one answers object (contract §11).
public struct ScoreResult: Equatable, Sendable {
    /// One axis's letter and its poles' totals (`axes` model only).
    public struct AxisResult: Equatable, Sendable {
        public var poles: (String, String)
        public var letter: String
        public var totals: (Int, Int)
        public static func == (a: AxisResult, b: AxisResult) -> Bool {
            a.poles == b.poles && a.letter == b.letter && a.totals == b.totals
        }
    }

    public var quiz: String
    public var version: String
    /// The outcome code.
    public var outcome: String
    /// The runner-up (`highest` with `secondary: true`, when its total is above 0).
    public var secondary: String?
    /// Every trait's total, in declared order.
    public var scores: [TraitAmount]
    /// Per-axis detail for the `axes` model; empty otherwise.
    public var axes: [AxisResult]

    /// The total of `trait` (compared exactly), or `nil` when it is not a trait.
    public func score(of trait: String) -> Int? {
        scores.first { $0.trait.isExactly(trait) }?.amount
    }

    /// `{quiz, version, outcome, secondary?, scores, axes?}`.
    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("quiz", .string(quiz)), ("version", .string(version)), ("outcome", .string(outcome)),
        ]
        if let secondary { members.append(("secondary", .string(secondary))) }
        members.append(("scores", .object(scores.map { ($0.trait, .integer($0.amount)) })))
        if !axes.isEmpty {
            members.append(("axes", .array(axes.map { axis in
                .object([
                    ("poles", .array([.string(axis.poles.0), .string(axis.poles.1)])),
                    ("letter", .string(axis.letter)),
                    ("totals", .object([(axis.poles.0, .integer(axis.totals.0)), (axis.poles.1, .integer(axis.totals.1))])),
                ])
            })))
        }
        return .object(members)
    }
}
