public import BigInt
import QuizRuntime

/// What the analysis proved about one result of a `profile` quiz: for each band, whether
/// some answer set puts the result in it (with one such set) and how many of the equally
/// likely complete answer sets do; the range of the result's value (docs/analysis.md,
/// "Profile results").
@_spi(Tools) public struct ResultAnalysis: Sendable {
    /// One band's findings.
    @_spi(Tools) public struct BandFinding: Sendable {
        /// The band's id.
        @_spi(Tools) public var band: String
        /// Whether some answer set gives the band.
        @_spi(Tools) public var reachable: Bool
        /// Complete answer sets giving the band (exact, however large).
        @_spi(Tools) public var count: BigUInt
        /// An answer set giving the band, when reachable.
        var witness: OutcomeAnalysis.Witness?
        /// When unreachable: the attainable values nearest the band, below and above it.
        var nearestBelow: String?
        var nearestAbove: String?
    }

    /// The result's id.
    @_spi(Tools) public var result: String
    /// Per band, in the result's order.
    @_spi(Tools) public var bands: [BandFinding]
    /// Answer sets for which the value is missing (a mean over answered questions when none
    /// is answered), and one such set; `nil` when no answer set lacks a value.
    var missingCount: BigUInt
    var missingWitness: OutcomeAnalysis.Witness?
    /// The smallest and largest attainable values in the result's written form.
    var lowest: String?
    var highest: String?
    /// The mean value under uniformly random complete answers, in the written form.
    var mean: String?
    /// All complete answer sets (every band's probability is its count over this).
    var total: BigUInt
    /// The attainable values, ascending, each once (what `lowest`, `highest` and the nearest
    /// values are read from; the branching analysis merges them over its scenarios).
    var values: [ExactRational] = []
    /// The sum of the values over the complete answer sets that have one, and their number.
    var weightedSum = ExactRational(0)
    var counted: BigUInt = 0
    /// Why the counts are not probabilities and a band no answer set was found for is not
    /// proven unreachable (a drawn quiz with more draws than are analysed one by one); `nil`
    /// when every figure is exact.
    var probabilityLimitation: String?

    /// Analyses `result` of `bundle` within `maxStates` distinct feature states.
    static func run(
        _ result: QuizBundle.Scoring.ProfileResult, bundle: QuizBundle, rules: ProfileRules, initial: [Int],
        digits: Int, maxStates: Int
    ) -> Result<ResultAnalysis, AnalysisLimit> {
        guard let formula = ScoreFormula.of(result.score, in: bundle, rules: rules) else {
            return .failure(AnalysisLimit(message: "the score `\(result.score)` of result `\(result.id)` is unknown"))
        }
        let start = formula.features.map { feature -> Int in
            if case .total(let trait) = feature { return initial[trait] }
            return 0
        }
        let search: FeatureSearch
        switch FeatureSearch.run(bundle, features: formula.features, initial: start, maxStates: maxStates) {
        case .success(let found): search = found
        case .failure(let limit): return .failure(limit)
        }
        var findings = result.bands.map {
            BandFinding(band: $0.id, reachable: false, count: 0, witness: nil, nearestBelow: nil, nearestAbove: nil)
        }
        var missing: BigUInt = 0
        var missingWitness: OutcomeAnalysis.Witness?
        let limits = result.bands.map(\.limit)
        var values: [ExactRational] = []
        var weightedSum = ExactRational(0)
        var counted: BigUInt = 0
        // A cancelled task (the language server's analysis after an edit) stops here too.
        for state in search.states where !Task.isCancelled {
            guard let value = formula.value(state.values) else {
                missing += state.count
                if missingWitness == nil { missingWitness = ProfileAnalysis.witness(bundle, search.picks(state)) }
                continue
            }
            values.append(value)
            weightedSum = weightedSum + value * ExactRational(state.count)
            counted += state.count
            guard let band = ProfileRules.band(limits, of: value) else { continue }
            findings[band].count += state.count
            if !findings[band].reachable {
                findings[band].reachable = true
                findings[band].witness = ProfileAnalysis.witness(bundle, search.picks(state))
            }
        }
        for index in findings.indices { findings[index].count *= search.otherAnswers }
        var found = ResultAnalysis(
            result: result.id, bands: findings, missingCount: missing * search.otherAnswers,
            missingWitness: missingWitness, lowest: nil, highest: nil, mean: nil, total: search.allAnswers)
        found.values = Array(Set(values)).sorted()
        found.weightedSum = weightedSum * ExactRational(search.otherAnswers)
        found.counted = counted * search.otherAnswers
        found.describeValues(result, digits: digits)
        return .success(found)
    }

    /// Sets `lowest`, `highest`, `mean` and each unreachable band's nearest values from
    /// `values`, `weightedSum` and `counted`.
    mutating func describeValues(_ result: QuizBundle.Scoring.ProfileResult, digits: Int) {
        let sorted = values
        for (index, band) in result.bands.enumerated() {
            bands[index].nearestBelow = nil
            bands[index].nearestAbove = nil
            guard !bands[index].reachable else { continue }
            // Values of earlier bands are those the previous limit admits (limits ascend).
            if index > 0, let previous = result.bands[index - 1].limit {
                bands[index].nearestBelow = sorted.last { Self.admits(previous, $0) }?.decimalText(digits: digits)
            }
            if let limit = band.limit {
                bands[index].nearestAbove = sorted.first { !Self.admits(limit, $0) }?.decimalText(digits: digits)
            }
        }
        lowest = sorted.first?.decimalText(digits: digits)
        highest = sorted.last?.decimalText(digits: digits)
        mean = counted == 0 ? nil : (weightedSum / ExactRational(counted)).decimalText(digits: digits)
    }

    /// Whether a band with `limit` admits `value`, by the runtime's band rule.
    static func admits(_ limit: QuizBundle.Scoring.BandLimit, _ value: ExactRational) -> Bool {
        ProfileRules.band([limit], of: value) == 0
    }
}

extension ExactRational {
    /// A count of answer sets as an exact rational.
    init(_ count: BigUInt) {
        self.init(ExactInteger(decimalText: String(count))!)
    }
}

extension ResultAnalysis {
    /// Every count multiplied by `factor` (to a common denominator, or by the answer counts
    /// of hidden questions); reachability, witnesses and values unchanged.
    func scaled(by factor: BigUInt) -> ResultAnalysis {
        var scaled = self
        for index in scaled.bands.indices { scaled.bands[index].count *= factor }
        scaled.missingCount *= factor
        scaled.total *= factor
        scaled.weightedSum = scaled.weightedSum * ExactRational(factor)
        scaled.counted *= factor
        return scaled
    }

    /// Adds the analysis of other answer sets (a draw's, a scenario's) over the same
    /// denominator: counts summed, a band reachable when either reaches it (with the first
    /// witness found), the values united.
    mutating func add(_ other: ResultAnalysis) {
        for index in bands.indices {
            bands[index].count += other.bands[index].count
            if !bands[index].reachable, other.bands[index].reachable {
                bands[index].reachable = true
                bands[index].witness = other.bands[index].witness
            }
        }
        missingCount += other.missingCount
        if missingWitness == nil { missingWitness = other.missingWitness }
        total += other.total
        values = Array(Set(values + other.values)).sorted()
        weightedSum = weightedSum + other.weightedSum
        counted += other.counted
    }
}
