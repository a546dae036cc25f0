import BigInt
import QuizRuntime
@_spi(Tools) import QuizYAML

/// `band-skew` (warning): a reachable band of a profile result whose exact probability under
/// uniformly random answers is below 1/(10 × the result's number of bands).
struct BandSkewCheck: AnalysisCheck {
    init() {}

    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector) {
        guard let profile = analyzed.profile, let scoring = analyzed.resolved.source.scoring else { return }
        for result in scoring.results {
            guard let id = result.id?.value, let found = profile.analysis(of: id), found.total > 0,
                found.probabilityLimitation == nil
            else { continue }
            let fairShare = BigUInt(10 * max(found.bands.count, 1))
            for (band, finding) in zip(result.bands, found.bands)
            where finding.reachable && finding.count * fairShare < found.total {
                diagnostics.report(
                    .bandSkew,
                    "`\(id)` falls in band `\(finding.band)` for only \(Probability.percentShowingSmall(finding.count, found.total)) of random answer sets (below 1/\(fairShare)); check that the band's limits mean what you intend",
                    at: band.id?.range ?? band.range, severity: .warning)
            }
        }
    }

    static let references = [
        CodeReference(
            code: .bandSkew,
            explanation: """
                The compiler computes each band's exact probability when every answer is equally \
                likely. A band far below its fair share (under a tenth of 1/number of bands) is \
                reachable but rare; check that its limits mean what you intend.
                """,
            examples: [
                .bad(
                    "Only the very top of two items is `extreme`",
                    ProfileDemo.header + """
                          results:
                            - id: both
                              title: Both
                              score: N
                              bands:
                                - {id: usual, max: 9, title: Usual}
                                - {id: extreme, title: Extreme}
                        """ + ProfileDemo.questions + """

                              - {id: q3, text: I fret, scale: agree, keyed: N}
                            """, at: [(13, 16)]),
                .good(
                    "Bands of fair size",
                    ProfileDemo.header + """
                          results:
                            - id: both
                              title: Both
                              score: N
                              bands:
                                - {id: usual, max: 6, title: Usual}
                                - {id: high, title: High}
                        """ + ProfileDemo.questions + """

                              - {id: q3, text: I fret, scale: agree, keyed: N}
                            """),
            ])
    ]
}
