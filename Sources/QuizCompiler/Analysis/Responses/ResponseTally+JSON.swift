import BigInt
import QuizRuntime

/// The tally as a `quiz-response-stats/1` document: the integer sums every statistic is
/// computed from, for merging runs over parts of the responses (`--stats-out`, `--stats-in`)
/// and for other engines that compute the same sums (docs/analytics.md).
extension ResponseTally {
    /// The document's format name.
    static let format = "quiz-response-stats/1"

    /// The document, for the bundle `bundle` whose hash is `hash`.
    func jsonValue(_ bundle: QuizBundle, hash: String) -> JSONValue {
        func numbers(_ sums: [ExactSum]) -> JSONValue { .array(sums.map { .number(String($0.value)) }) }
        let scaleValues: [JSONValue] = zip(scales, sums).map { scale, sums in
            .object([
                ("trait", .string(scale.name)),
                ("items", .array(scale.items.map { .string(bundle.questions[$0].key) })),
                ("n", .number(String(sums.count.value))), ("sums", numbers(sums.sums)),
                ("products", numbers(sums.products)),
            ])
        }
        let optionValues: [JSONValue] = zip(bundle.questions, optionCounts).map { question, counts in
            .object([("key", .string(question.key)), ("counts", numbers(counts))])
        }
        return .object([
            ("format", .string(Self.format)), ("quiz", .string(bundle.quiz)), ("bundle_hash", .string(hash)),
            ("accepted", .number(String(accepted.value))), ("rejected", .number(String(rejected.value))),
            ("scales", .array(scaleValues)), ("options", .array(optionValues)),
            ("answered", numbers(answered)), ("observed", observed?.jsonValue(bundle) ?? .null),
        ])
    }

    /// Reads a document written by `jsonValue` for the same bundle into an empty tally of it
    /// (`self`); what does not fit, as a sentence.
    func reading(_ value: JSONValue, _ bundle: QuizBundle, hash: String) -> Result<ResponseTally, ResponseProblem> {
        guard case .object(let members) = value else { return .failure("it is not a JSON object") }
        func member(_ name: String) -> JSONValue? { members.first { $0.0 == name }?.1 }
        guard case .string(Self.format)? = member("format") else { return .failure("its format is not \(Self.format)") }
        guard case .string(let stored)? = member("bundle_hash"), stored == hash else {
            return .failure("it holds the sums of another bundle than \(hash)")
        }
        var tally = self
        guard let accepted = Self.integer(member("accepted")), let rejected = Self.integer(member("rejected")),
            case .array(let scaleValues)? = member("scales"), scaleValues.count == scales.count,
            case .array(let optionValues)? = member("options"), optionValues.count == optionCounts.count
        else { return .failure("its counts, scales or options do not fit this quiz") }
        tally.accepted = ExactSum(accepted)
        tally.rejected = ExactSum(rejected)
        for (index, scaleValue) in scaleValues.enumerated() {
            guard case .object(let scale) = scaleValue,
                let n = Self.integer(scale.first { $0.0 == "n" }?.1),
                let sums = Self.integers(scale.first { $0.0 == "sums" }?.1, count: tally.sums[index].sums.count),
                let products = Self.integers(
                    scale.first { $0.0 == "products" }?.1, count: tally.sums[index].products.count)
            else { return .failure("scale \(index + 1) does not fit this quiz's scale \"\(scales[index].name)\"") }
            tally.sums[index].count = ExactSum(n)
            tally.sums[index].sums = sums.map { ExactSum($0) }
            tally.sums[index].products = products.map { ExactSum($0) }
        }
        for (question, optionValue) in optionValues.enumerated() {
            guard case .object(let option) = optionValue,
                let counts = Self.integers(option.first { $0.0 == "counts" }?.1, count: optionCounts[question].count)
            else { return .failure("the option counts of \"\(bundle.questions[question].key)\" do not fit") }
            tally.optionCounts[question] = counts.map { ExactSum($0) }
        }
        return tally.readingAnswered(member("answered"), bundle).flatMap {
            $0.readingObserved(member("observed"), bundle)
        }
    }

    /// The tally with the document's `answered` counts; without them (a query's document), each
    /// question's are its option counts' sum, one option an answer (SQL maps no `multiple` question).
    private func readingAnswered(_ value: JSONValue?, _ bundle: QuizBundle) -> Result<ResponseTally, ResponseProblem> {
        var tally = self
        if let value {
            guard let counts = Self.integers(value, count: answered.count) else {
                return .failure("its answered counts do not fit this quiz")
            }
            tally.answered = counts.map { ExactSum($0) }
            return .success(tally)
        }
        if let multiple = bundle.questions.first(where: { $0.type == .multiple }) {
            return .failure("it has no answered counts, which \"\(multiple.id)\" (a multiple question) needs")
        }
        tally.answered = optionCounts.map { counts in
            var sum = ExactSum()
            for count in counts { sum.add(count) }
            return sum
        }
        return .success(tally)
    }

    /// The tally with the document's `observed` counts; `nil` ones when it has none (a query's document).
    private func readingObserved(_ value: JSONValue?, _ bundle: QuizBundle) -> Result<ResponseTally, ResponseProblem> {
        var tally = self
        switch value {
        case nil, .null?: tally.observed = nil
        case let value?:
            guard let observed = ObservedOutcomes(value, bundle) else {
                return .failure("its observed outcome counts do not fit this quiz")
            }
            tally.observed = observed
        }
        return .success(tally)
    }

    /// An integer JSON number.
    private static func integer(_ value: JSONValue?) -> BigInt? {
        guard case .number(let literal)? = value else { return nil }
        return BigInt(literal)
    }

    /// `count` integer JSON numbers in an array.
    private static func integers(_ value: JSONValue?, count: Int) -> [BigInt]? {
        guard case .array(let items)? = value, items.count == count else { return nil }
        let numbers = items.compactMap { integer($0) }
        return numbers.count == count ? numbers : nil
    }
}
