import QuizRuntime
@_spi(Tools) import QuizYAML

/// `unreachable-band` (error): a band of a profile result that no answer set gives, proven
/// by the exact analysis, with the attainable values around it so the author sees where to
/// move the limit.
struct UnreachableBandCheck: AnalysisCheck {
    init() {}

    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector) {
        guard let profile = analyzed.profile, let scoring = analyzed.resolved.source.scoring else { return }
        for result in scoring.results {
            guard let id = result.id?.value, let found = profile.analysis(of: id),
                !PercentBandRangeCheck.hasLimitOutside(result, in: scoring), found.probabilityLimitation == nil
            else { continue }
            for (band, finding) in zip(result.bands, found.bands) where !finding.reachable {
                let range: String
                switch (finding.nearestBelow, finding.nearestAbove) {
                case (let below?, let above?):
                    range = "no attainable value lies in it: the nearest are \(below) below and \(above) above"
                case (nil, let above?):
                    range = "its values reach down to \(found.lowest ?? above) only, above this band"
                case (let below?, nil):
                    range = "its values reach up to \(found.highest ?? below) only, below this band"
                case (nil, nil):
                    range = "no answer set gives it a value"
                }
                diagnostics.report(
                    .unreachableBand,
                    "no answer set puts `\(id)` in band `\(finding.band)` (checked exhaustively; \(range)); move the band's limits or remove it",
                    at: band.id?.range ?? band.range)
            }
        }
    }

    static let references = [
        CodeReference(
            code: .unreachableBand,
            explanation: """
                The compiler computes every value a result's score can take (exactly, over every \
                answer set) and which band each falls in. A band no value falls in is dead content: \
                its limits are outside the score's range, or between two values the score can take \
                (a mean over four items moves in steps of 1/4). The message names the attainable \
                values around the band; move its limits there, or remove it.
                """,
            examples: [
                .bad(
                    "A mean of two 1–5 items is never above 5",
                    ProfileDemo.header + """
                          derived:
                            - {id: worry_mean, mean: N}
                          results:
                            - id: worry
                              title: Worry
                              score: worry_mean
                              bands:
                                - {id: low, below: 3, title: Low}
                                - {id: high, max: 5, title: High}
                                - {id: extreme, title: Extreme}
                        """ + ProfileDemo.questions, at: [(16, 16)]),
                .good(
                    "Every band can be reached",
                    ProfileDemo.header + """
                          derived:
                            - {id: worry_mean, mean: N}
                          results:
                            - id: worry
                              title: Worry
                              score: worry_mean
                              bands:
                                - {id: low, below: 3, title: Low}
                                - {id: high, title: High}
                        """ + ProfileDemo.questions),
            ])
    ]
}
