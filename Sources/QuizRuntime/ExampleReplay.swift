/// The verdict on one bundle example, replayed by `Scorer.replayExamples()`.
public struct ExampleReport: Sendable, Equatable {
    /// The example's position in the bundle's `examples`, from 0.
    public var index: Int
    /// The example's name, when it has one.
    public var name: String?
    /// The first problem found, or `nil` when the example passes.
    public var problem: String?

    /// A report on the example at `index`; `problem` is `nil` when it passes.
    public init(index: Int, name: String?, problem: String?) {
        self.index = index
        self.name = name
        self.problem = problem
    }

    /// Whether the scorer gave what the example expects.
    public var passed: Bool { problem == nil }

    /// `{"example": INDEX, "name"?: NAME, "pass": BOOL, "problem"?: TEXT}`, members in this order.
    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("example", .integer(index))]
        if let name { members.append(("name", .string(name))) }
        members.append(("pass", .bool(problem == nil)))
        if let problem { members.append(("problem", .string(problem))) }
        return .object(members)
    }

    /// The compact JSON line of `jsonValue` (no newline): the form every runtime prints.
    public var line: String { JSONWriter.line.string(jsonValue) }
}

extension Scorer {
    /// Scores each of the bundle's examples, in order, and reports whether it gives what it
    /// expects. The problem named is the first found, checked in this order: the answers were
    /// rejected; the outcome differs; the secondary differs (only when the example states
    /// `expect_secondary`); then each expected score, in the example's order (a trait the
    /// result lacks counts as 0). docs/runtime.md lists the problem texts.
    public func replayExamples() -> [ExampleReport] {
        bundle.examples.enumerated().map { index, example in
            ExampleReport(index: index, name: example.name, problem: problem(with: example))
        }
    }

    private func problem(with example: QuizBundle.Example) -> String? {
        let result: ScoreResult
        switch score(example.answers) {
        case .failure(let error): return "the answers were rejected: \(error.code.rawValue): \(error.message)"
        case .success(let scored): result = scored
        }
        if let expect = example.expect, !(result.outcome ?? "").isExactly(expect) {
            return "expected the outcome \"\(expect)\", got \"\(result.outcome ?? "")\""
        }
        if example.expectsNoSecondary, let got = result.secondary {
            return "expected no secondary, got \"\(got)\""
        }
        if let expected = example.expectSecondary {
            guard let got = result.secondary else { return "expected the secondary \"\(expected)\", got none" }
            guard got.isExactly(expected) else { return "expected the secondary \"\(expected)\", got \"\(got)\"" }
        }
        for expected in example.expectScores ?? [] {
            let got = result.score(of: expected.trait) ?? 0
            if got != expected.amount {
                return "expected \(expected.trait) = \(result.scoreText(expected.amount)), got \(result.scoreText(got))"
            }
        }
        for expected in example.expectResults ?? [] {
            let got = result.results.first { $0.id.isExactly(expected.result) }?.band
            if got.map(ExactString.init) != expected.band.map(ExactString.init) {
                let want = expected.band.map { "the band \"\($0)\"" } ?? "no band"
                return "expected \(expected.result) in \(want), got \(got.map { "\"\($0)\"" } ?? "no band")"
            }
        }
        for expected in example.expectValues ?? [] {
            let got = result.derived.first { $0.id.isExactly(expected.derived) }?.value
            // The written value, compared as the exact decimal it is (`3.50` is 3.5).
            let same =
                got == nil || expected.value == nil
                ? (got == nil) == (expected.value == nil)
                : got.flatMap { Self.writtenValue($0.text) } == expected.value.map(ExactRational.init)
            if !same {
                return
                    "expected \(expected.derived) = \(expected.value?.description ?? "null"), got \(got?.text ?? "null")"
            }
        }
        return nil
    }

    /// The value of a number in the decimal form (`3.50`, `-0.25`, `68`).
    private static func writtenValue(_ text: String) -> ExactRational? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let units = ExactInteger(decimalText: parts.joined()) else { return nil }
        var scale = ExactInteger(1)
        for _ in 0..<(parts.count > 1 ? parts[1].count : 0) { scale = scale * ExactInteger(10) }
        return ExactRational(units, scale)
    }
}
