public import BigInt
public import QuizRuntime

/// What exhaustive analysis proved about a quiz (docs/analysis.md): for every outcome
/// code the scoring can form, whether some answer set produces it (with one such set), and
/// how many of the equally likely complete answer sets do (exact probability).
@_spi(Tools) public struct OutcomeAnalysis: Sendable {
    /// An answer set, keyed by wire key in question order (unanswered questions left out).
    @_spi(Tools) public typealias Witness = [(key: String, answer: QuizAnswer)]

    /// What the analysis found for one outcome code.
    public struct OutcomeResult: Sendable {
        /// An outcome code the scoring can form.
        public var code: String
        /// Whether some answer set produces it.
        public var reachable: Bool
        /// Complete answer sets giving this outcome, exact at any size; `nil` when not
        /// counted (`probabilityLimitation` says why).
        @_spi(Tools) public var count: BigUInt?
        /// An answer set that gives the outcome, when reachable.
        @_spi(Tools) public var witness: Witness?
    }

    /// A tie the scoring rule resolves only implicitly.
    @_spi(Tools) public struct Tie: Sendable {
        /// The axis (for `axes`), or `nil` for a `highest` tie.
        var axis: Int?
        var witness: Witness
    }

    /// One result per formable outcome code, in `OutcomeCodes.formable` order.
    public var outcomes: [OutcomeResult]
    /// All complete answer sets (the denominator of every probability); `nil` when not
    /// counted (`probabilityLimitation` says why).
    @_spi(Tools) public var total: BigUInt?
    /// Ties found (only those the checks need: axes and `highest`).
    @_spi(Tools) public var ties: [Tie]
    /// Why reachability (and ties) were not decided exactly, when they were not.
    @_spi(Tools) public var limitation: String?
    /// Why probabilities were not computed exactly, when they were not (also set with `limitation`).
    public var probabilityLimitation: String?
    /// For a drawn quiz analysed draw by draw: each draw's picks (per pool, in `draw`
    /// order) and which outcomes it reaches (`nil` where its analysis was not exact).
    @_spi(Tools) public var draws: [DrawReach] = []

    /// One draw of a drawn quiz: the questions it presents and the outcomes it reaches.
    @_spi(Tools) public struct DrawReach: Sendable {
        /// Per pool, in `draw` order, the bundle indices of the questions drawn from it.
        @_spi(Tools) public var picks: [[Int]]
        /// Per outcome, in `outcomes` order; `nil` when this draw was not decided exactly.
        @_spi(Tools) public var reachable: [Bool]?
    }

    /// How many answer sets there are, in decimal, when they were counted.
    public var answerSetCount: String? { total.map { "\($0)" } }

    /// Whether reachability was decided exactly.
    public var isExact: Bool { limitation == nil }

    /// The result for `code`, compared exactly.
    @_spi(Tools) public func result(for code: String) -> OutcomeResult? {
        outcomes.first { $0.code.isExactly(code) }
    }

    /// The probability of `code` as a fraction, when counts are exact.
    @_spi(Tools) public func probability(of code: String) -> (numerator: BigUInt, denominator: BigUInt)? {
        guard let total, total > 0, let count = result(for: code)?.count else { return nil }
        return (count, total)
    }
}
