@_spi(Tools) import QuizCompiler

/// What the outcome analysis proved about a quiz, reduced to what a fix proven safe must
/// leave unchanged: each outcome's reachability and exact count of answer sets (its
/// probability), the number of answer sets, whether the analysis was exact, each draw's
/// reachable outcomes, and each profile result's bands with their reachability and counts.
/// Witnesses are left out: they are one example among many, not a property of the quiz.
struct AnalysisFingerprint: Equatable {
    private var lines: [String]

    /// The fingerprint of `analyzed`.
    init(_ analyzed: AnalyzedQuiz) {
        let analysis = analyzed.analysis
        var lines = [
            "total \(analysis.total.map { "\($0)" } ?? "overflow")",
            "exact \(analysis.isExact) probabilities \(analysis.probabilityLimitation == nil)",
            "ties \(analysis.ties.count)",
        ]
        for outcome in analysis.outcomes {
            lines.append(
                "outcome \(outcome.code) \(outcome.reachable) \(outcome.count.map { "\($0)" } ?? "overflow")")
        }
        for draw in analysis.draws {
            lines.append("draw \(draw.picks) \(draw.reachable.map { "\($0)" } ?? "inexact")")
        }
        for result in analyzed.profile?.results ?? [] {
            for band in result.bands {
                lines.append("band \(result.result) \(band.band) \(band.reachable) \(band.count)")
            }
        }
        for limitation in analyzed.profile?.limitations ?? [] {
            lines.append("profile limitation \(limitation.result)")
        }
        self.lines = lines
    }
}
