/// Reading `examples`: each example's answers and what it expects (docs/bundle-format.md).
extension QuizBundle {
    /// `examples`, in order.
    static func decodeExamples(_ root: Fields, known: Set<ExactString>, scoring: Scoring) throws(BundleError)
        -> [Example]
    {
        try root.array("examples").enumerated().map { index, item throws(BundleError) in
            try decodeExample(try Fields(item, "/examples/\(index)"), known: known, scoring: scoring)
        }
    }

    /// One example: `answers`, then `expect_scores`, `name`, `expect` (none for a profile
    /// without nearest), `expect_secondary`, `expect_results` and `expect_values`.
    private static func decodeExample(_ example: Fields, known: Set<ExactString>, scoring: Scoring)
        throws(BundleError) -> Example
    {
        guard case .object(let answerMembers) = try example.value("answers") else {
            throw BundleError(path: example.path, message: "answers must be an object")
        }
        let answers = try answerMembers.map { key, answer throws(BundleError) in
            (key: key, answer: try decodeExampleAnswer(answer, key: key, example: example))
        }
        let scores = try example.optionalValue("expect_scores").map { value throws(BundleError) in
            try Fields.amountsAllowingZero(value, example.path + "/expect_scores", known: known)
        }
        // `"expect_secondary": null` asserts that there is no runner-up; absent, it is not checked.
        let noSecondary = example.optionalValue("expect_secondary") == .null
        let name = try example.optionalString("name")
        var expect: String?
        if case .profile(_, nil) = scoring.rule {
            if example.optionalValue("expect") != nil {
                throw BundleError(
                    path: example.path + "/expect", message: "a profile without nearest has no outcome to expect")
            }
        } else {
            expect = try example.string("expect")
        }
        let expectSecondary = try example.optionalString("expect_secondary")
        let expectations = try decodeExpectations(example, scoring: scoring)
        return Example(
            name: name, answers: answers, expect: expect, expectSecondary: expectSecondary,
            expectsNoSecondary: noSecondary, expectScores: scores, expectResults: expectations.results,
            expectValues: expectations.values)
    }

    /// One answer of an example: an option id, an integer, a canonical number, or a list of ids.
    private static func decodeExampleAnswer(_ answer: JSONValue, key: String, example: Fields)
        throws(BundleError) -> QuizAnswer
    {
        switch answer {
        case .string(let id): return .option(id)
        case .number(let literal):
            // An integer as such; any other number (a range answer such as 0.5) in its
            // canonical form, which a double must carry exactly.
            if let number = try? Fields.integer(answer, example.path) { return .integer(number) }
            guard let canonical = JSONNumber.canonicalLiteral(literal) else {
                throw BundleError(
                    path: example.path + "/answers/\(key)",
                    message:
                        "the number \(literal) is not one a binary double holds exactly in its shortest form; write the number in the shortest form that reads back as the same double"
                )
            }
            return Int(canonical).map(QuizAnswer.integer) ?? .number(canonical)
        case .array(let items):
            return .options(try items.map { item throws(BundleError) in try Fields.string(item, example.path) })
        default:
            throw BundleError(
                path: example.path + "/answers/\(key)", message: "an answer is a number, a string or a list of strings")
        }
    }

    /// An example's `expect_results` (result id → band id or `null`) and `expect_values`
    /// (derived id → decimal string or `null`), in the example's order; `nil` when absent.
    static func decodeExpectations(_ example: Fields, scoring: Scoring) throws(BundleError) -> (
        results: [(result: String, band: String?)]?, values: [(derived: String, value: BundleDecimal?)]?
    ) {
        var results: [(result: String, band: String?)]?
        if let value = example.optionalValue("expect_results") {
            let path = example.path + "/expect_results"
            guard case .object(let members) = value else {
                throw BundleError(path: path, message: "expected an object")
            }
            let own: [Scoring.ProfileResult]
            if case .profile(let profileResults, _) = scoring.rule { own = profileResults } else { own = [] }
            var list: [(result: String, band: String?)] = []
            for (id, band) in members {
                guard let result = own.first(where: { $0.id.isExactly(id) }) else {
                    throw BundleError(path: path, message: "unknown result \"\(id)\"")
                }
                if band == .null {
                    list.append((id, nil))
                    continue
                }
                let bandID = try Fields.string(band, "\(path)/\(id)")
                guard result.bands.contains(where: { $0.id.isExactly(bandID) }) else {
                    throw BundleError(path: "\(path)/\(id)", message: "\"\(bandID)\" is not a band of \"\(id)\"")
                }
                list.append((id, bandID))
            }
            results = list
        }
        var values: [(derived: String, value: BundleDecimal?)]?
        if let value = example.optionalValue("expect_values") {
            let path = example.path + "/expect_values"
            guard case .object(let members) = value else {
                throw BundleError(path: path, message: "expected an object")
            }
            var list: [(derived: String, value: BundleDecimal?)] = []
            for (id, item) in members {
                guard scoring.derived.contains(where: { $0.id.isExactly(id) }) else {
                    throw BundleError(path: path, message: "unknown derived score \"\(id)\"")
                }
                list.append((id, item == .null ? nil : try decimal(item, "\(path)/\(id)")))
            }
            values = list
        }
        return (results, values)
    }
}
