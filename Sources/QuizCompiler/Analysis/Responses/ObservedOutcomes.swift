import BigInt
import QuizRuntime

/// What the runtime's scorer gave the complete responses (those that answer every question
/// the runtime shows them): how many there were, how often each outcome came out and, per
/// `profile` result, how often each band did (the last count: no value). Only the binary's
/// streaming pass scores; sums from SQL carry none of it (docs/analytics.md).
struct ObservedOutcomes: Sendable, Equatable {
    /// Complete responses, each scored.
    var complete = ExactSum()
    /// Per outcome code the scorer gave, its count.
    var outcomes: [String: ExactSum] = [:]
    /// `bands[r][b]`: complete responses whose result `r` fell in band `b`; `bands[r].last`:
    /// those for which it had no value.
    var bands: [[ExactSum]]

    /// Empty counts for `bundle`'s results.
    init(_ bundle: QuizBundle) {
        bands = bundle.scoring.profileResults.map { Array(repeating: ExactSum(), count: $0.bands.count + 1) }
    }

    /// Counts one scored response.
    mutating func add(_ result: ScoreResult, _ bundle: QuizBundle) {
        complete.add(1)
        if let outcome = result.outcome { outcomes[outcome, default: ExactSum()].add(1) }
        for (index, declared) in bundle.scoring.profileResults.enumerated() {
            let band = result.results.first { $0.id == declared.id }?.band
            let slot = band.flatMap { id in declared.bands.firstIndex { $0.id == id } } ?? declared.bands.count
            bands[index][slot].add(1)
        }
    }

    /// Adds the counts of other responses of the same bundle.
    mutating func merge(_ other: ObservedOutcomes) {
        complete.add(other.complete)
        for (code, count) in other.outcomes { outcomes[code, default: ExactSum()].add(count) }
        for result in bands.indices {
            for band in bands[result].indices { bands[result][band].add(other.bands[result][band]) }
        }
    }

    /// The outcome codes counted, in a fixed order (by their UTF-8 bytes).
    var codes: [String] { outcomes.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) } }

    /// The counts as the `observed` member of a `quiz-response-stats/1` document:
    /// `{"complete", "outcomes": [{"code", "count"}], "results": [{"id", "bands": [counts], "no_value"}]}`.
    func jsonValue(_ bundle: QuizBundle) -> JSONValue {
        let outcomeValues: [JSONValue] = codes.map { code in
            .object([("code", .string(code)), ("count", .number(String(outcomes[code]?.value ?? 0)))])
        }
        let resultValues: [JSONValue] = zip(bundle.scoring.profileResults, bands).map { declared, counts in
            .object([
                ("id", .string(declared.id)),
                ("bands", .array(counts.dropLast().map { .number(String($0.value)) })),
                ("no_value", .number(String(counts.last?.value ?? 0))),
            ])
        }
        return .object([
            ("complete", .number(String(complete.value))), ("outcomes", .array(outcomeValues)),
            ("results", .array(resultValues)),
        ])
    }

    /// The counts of an `observed` member written by `jsonValue` for `bundle`; `nil` when it does not fit.
    init?(_ value: JSONValue, _ bundle: QuizBundle) {
        self.init(bundle)
        guard case .object(let members) = value, let complete = Self.integer(members, "complete"),
            case .array(let outcomeValues)? = members.first(where: { $0.0 == "outcomes" })?.1,
            case .array(let resultValues)? = members.first(where: { $0.0 == "results" })?.1,
            resultValues.count == bands.count
        else { return nil }
        self.complete = ExactSum(complete)
        for outcomeValue in outcomeValues {
            guard case .object(let outcome) = outcomeValue, case .string(let code)? = outcome.first?.1,
                outcome.first?.0 == "code", let count = Self.integer(outcome, "count"), outcomes[code] == nil
            else { return nil }
            outcomes[code] = ExactSum(count)
        }
        for (index, resultValue) in resultValues.enumerated() {
            guard case .object(let result) = resultValue,
                case .array(let counts)? = result.first(where: { $0.0 == "bands" })?.1,
                counts.count == bands[index].count - 1, let noValue = Self.integer(result, "no_value")
            else { return nil }
            let numbers = counts.compactMap { value -> BigInt? in
                guard case .number(let literal) = value else { return nil }
                return BigInt(literal)
            }
            guard numbers.count == counts.count else { return nil }
            bands[index] = (numbers + [noValue]).map { ExactSum($0) }
        }
    }

    private static func integer(_ members: [(String, JSONValue)], _ name: String) -> BigInt? {
        guard case .number(let literal)? = members.first(where: { $0.0 == name })?.1 else { return nil }
        return BigInt(literal)
    }
}
