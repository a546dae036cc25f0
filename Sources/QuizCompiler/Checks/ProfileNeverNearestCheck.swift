import QuizRuntime
@_spi(Tools) import QuizYAML

/// `profile-never-nearest` (error): a profile of `nearest` that no answer set makes the
/// nearest, proven by the exhaustive analysis (for nearest profiles it takes the place of
/// `unreachable-outcome`).
struct ProfileNeverNearestCheck: AnalysisCheck {
    init() {}

    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector) {
        let (quiz, analysis) = (analyzed.resolved, analyzed.analysis)
        guard case .profile(_, let nearest?) = quiz.bundle.scoring.rule, analysis.isExact,
            let source = quiz.source.scoring?.nearest
        else { return }
        for (profile, written) in zip(nearest.profiles, source.profiles) {
            guard let result = analysis.result(for: profile.outcome), !result.reachable else { continue }
            let twin = nearest.profiles.first { $0.at == profile.at && !$0.outcome.isExactly(profile.outcome) }
            let reason =
                twin.map { "it has the same targets as `\($0.outcome)`, which comes first in the tie order" }
                ?? "some other profile is always at least as near"
            diagnostics.report(
                .profileNeverNearest,
                "no answer set makes `\(profile.outcome)` the nearest profile (checked exhaustively; \(reason)); move its targets toward scores answers can reach, or remove it",
                at: written.outcome?.range ?? written.range)
        }
    }

    static let references = [
        CodeReference(
            code: .profileNeverNearest,
            explanation: """
                With `nearest`, the outcome is the profile whose targets are nearest the \
                respondent's scores. The compiler searches every answer set; a profile that is \
                never the nearest ships as dead content: its targets duplicate an earlier \
                profile's, or lie where another profile is always at least as near. Move its \
                targets, or remove it.
                """,
            examples: [
                .bad(
                    "Two profiles at the same point: the second never wins",
                    ProfileDemo.header + """
                          nearest:
                            over: [N, E]
                            profiles:
                              - {outcome: calm, at: {N: 1, E: 5}}
                              - {outcome: tense, at: {N: 5, E: 1}}
                              - {outcome: also_calm, at: {N: 1, E: 5}}
                        """ + "\n" + ProfileDemo.result + ProfileDemo.questions + """

                            outcomes:
                              calm: {title: Calm, description: Calm.}
                              tense: {title: Tense, description: Tense.}
                              also_calm: {title: Also calm, description: Also calm.}
                            """, at: [(12, 19)]),
                .good(
                    "Each profile has a place of its own",
                    ProfileDemo.header + """
                          nearest:
                            over: [N, E]
                            profiles:
                              - {outcome: calm, at: {N: 1, E: 5}}
                              - {outcome: tense, at: {N: 5, E: 1}}
                        """ + "\n" + ProfileDemo.result + ProfileDemo.questions + """

                            outcomes:
                              calm: {title: Calm, description: Calm.}
                              tense: {title: Tense, description: Tense.}
                            """),
            ])
    ]
}
