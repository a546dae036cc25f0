import BigInt
import QuizRuntime
@_spi(Tools) import QuizYAML

/// The findings of the designed-against-observed comparison and of the answer rates, as
/// diagnostics at the quiz's lines: an outcome or band never observed where five or more
/// were expected, one observed far from its designed share, and a question answered by under
/// half of those expected to be shown it (docs/analytics.md).
extension ResponseReport {
    /// The findings for the quiz `resolved`, read from the file `path`.
    func observedFindings(_ resolved: ResolvedQuiz, path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func report(_ code: DiagnosticCode, at range: SourceRange, _ message: String) {
            diagnostics.append(
                Diagnostic(file: path, range: range, severity: code.defaultSeverity, code: code, message: message))
        }
        let quizRange = resolved.source.quiz?.range ?? resolved.source.range
        func fitFindings(_ fit: GoodnessOfFit, what: String, at place: (String) -> SourceRange) {
            for category in fit.categories {
                let counts =
                    "observed \(category.observed) of \(fit.n) scored, expected \(fit.expected(category)) "
                    + "(designed share \(ExactDecimal.text(BigInt(category.designed), BigInt(fit.total))))"
                switch fit.finding(category) {
                case .neverObserved?:
                    report(
                        .outcomeNeverObserved, at: place(category.name),
                        "no scored response got \(what) \"\(category.name)\": \(counts)")
                case .shareOff?:
                    report(
                        .outcomeShareOff, at: place(category.name),
                        "\(what) \"\(category.name)\" is off its designed share: \(counts), standardized residual "
                            + "\(fit.residual(category) ?? "unbounded")")
                case nil: break
                }
            }
        }
        if case .success(let fit)? = comparison.outcomes {
            fitFindings(fit, what: "outcome") { code in
                resolved.source.outcomes.first { $0.code.value.isExactly(code) }?.code.range ?? quizRange
            }
        }
        for result in comparison.results {
            guard case .success(let fit) = result.test else { continue }
            let source = resolved.source.scoring?.results.first { $0.id?.value.isExactly(result.id) == true }
            fitFindings(fit, what: "result \"\(result.id)\" band") { band in
                let written = source?.bands.first { $0.id?.value.isExactly(band) == true }
                return written?.id?.range ?? written?.range ?? source?.id?.range ?? quizRange
            }
        }
        for (index, rate) in answerRates.rates.enumerated() where answerRates.drops(rate) {
            report(
                .answerRateDrop, at: resolved.questionSources[index].range,
                "\"\(rate.question)\" was answered by \(rate.answered) of the \(answerRates.expected(rate) ?? "—") "
                    + "responses expected to be shown it (answer rate \(answerRates.answerRate(rate) ?? "—"))")
        }
        return diagnostics
    }
}
