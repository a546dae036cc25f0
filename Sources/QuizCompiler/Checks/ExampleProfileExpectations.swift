import QuizRuntime
@_spi(Tools) import QuizYAML

extension ExampleCheck {
    /// The expectations of `expect_values` and `expect_results` the result does not meet,
    /// each at its expectation: a derived score's written value compared as an exact decimal
    /// (`3.50` is `3.5`), a result's band by id (`null`: no band).
    static func profileDifferences(_ result: ScoreResult, source: SourceExample) -> [(String, SourceRange)] {
        var differences: [(String, SourceRange)] = []
        for (derived, expected) in source.expectValues ?? [] {
            guard let actual = result.derived.first(where: { $0.id.isExactly(derived.value) }) else { continue }
            let written = actual.value.flatMap { value -> SourceDecimal? in
                guard case .value(let number) = DecimalSyntax.parse(value.text, maxDigits: 6, bound: 1_000_000_000)
                else { return nil }
                return number
            }
            guard written != expected?.value || (actual.value != nil && written == nil) else { continue }
            let shown = actual.value.map(\.text) ?? "null (no value: none of its questions is answered)"
            differences.append(
                (
                    "`\(derived.value)` is \(shown), not \(expected.map { "\($0.value)" } ?? "null")",
                    expected?.range ?? derived.range
                ))
        }
        for (resultID, band) in source.expectResults ?? [] {
            guard let actual = result.results.first(where: { $0.id.isExactly(resultID.value) }) else { continue }
            guard actual.band.map(ExactString.init) != band.map({ ExactString($0.value) }) else { continue }
            let value = actual.value.map { " (its value is \($0.text))" } ?? " (its score has no value)"
            let shown = actual.band.map { "in the band `\($0)`" } ?? "in no band"
            differences.append(
                (
                    "the result `\(resultID.value)` is \(shown)\(value), not \(band.map { "`\($0.value)`" } ?? "null")",
                    band?.range ?? resultID.range
                ))
        }
        return differences
    }
}
