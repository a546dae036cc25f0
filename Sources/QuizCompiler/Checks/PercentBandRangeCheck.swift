import QuizRuntime
@_spi(Tools) import QuizYAML

/// `percent-band-range` (error): a band limit of a `percent` or `share` score below 0 or
/// above 100, where no percentage can be. The bands past it are then not also reported as
/// unreachable (`UnreachableBandCheck` skips the result).
struct PercentBandRangeCheck: QuizCheck {
    init() {}

    func run(_ quiz: QuizCheckInput, diagnostics: DiagnosticCollector) {
        guard let scoring = quiz.resolved.source.scoring else { return }
        for result in scoring.results where Self.isPercentage(result.score?.value, scoring) {
            for band in result.bands {
                guard let limit = band.below ?? band.max, Self.isOutside(limit.value) else { continue }
                diagnostics.report(
                    .percentBandRange,
                    "`\(result.score?.value ?? "")` is a percentage, from 0 to 100, so a band limit of \(limit.value) cannot separate its values; use a limit between 0 and 100",
                    at: limit.range)
            }
        }
    }

    /// Whether a band limit of `result` lies outside 0–100 while its score is a percentage.
    static func hasLimitOutside(_ result: SourceResult, in scoring: SourceScoring) -> Bool {
        isPercentage(result.score?.value, scoring)
            && result.bands.contains { band in (band.below ?? band.max).map { isOutside($0.value) } ?? false }
    }

    private static func isOutside(_ limit: SourceDecimal) -> Bool {
        limit.units < 0 || limit > SourceDecimal(units: 100, scale: 0)
    }

    private static func isPercentage(_ score: String?, _ scoring: SourceScoring) -> Bool {
        guard let score, let derived = scoring.derived.first(where: { $0.id?.value.isExactly(score) == true }) else {
            return false
        }
        return derived.kind.flatMap { Vocabulary.derivedKind(named: $0.value) }?.percentage ?? false
    }

    static let references = [
        CodeReference(
            code: .percentBandRange,
            explanation: """
                A `percent` or `share` score is a percentage: every value lies from 0 to 100. A band \
                limit outside that range separates nothing, and the bands after it can never be \
                reached. Use limits between 0 and 100.
                """,
            examples: [
                .bad(
                    "A limit of 120 on a percentage",
                    ProfileDemo.header + """
                          derived:
                            - {id: worry_pct, percent: N}
                          results:
                            - id: worry
                              title: Worry
                              score: worry_pct
                              bands:
                                - {id: usual, max: 120, title: Usual}
                                - {id: high, title: High}
                        """ + ProfileDemo.questions, at: [(14, 28)]),
                .good(
                    "Limits within 0–100",
                    ProfileDemo.header + """
                          derived:
                            - {id: worry_pct, percent: N}
                          results:
                            - id: worry
                              title: Worry
                              score: worry_pct
                              bands:
                                - {id: usual, max: 50, title: Usual}
                                - {id: high, title: High}
                        """ + ProfileDemo.questions),
            ])
    ]
}
