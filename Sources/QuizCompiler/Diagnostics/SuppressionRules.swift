@_spi(Tools) import QuizYAML

/// Matches a file's suppressions with its diagnostics: the one place a warning or note is
/// accepted, so `lint`, `build`, `stats`, `preview` and the language server agree.
///
/// A suppression accepts each diagnostic of a code it names, in its scope, that is not an
/// error. It is itself reported, as `invalid-suppression`, when it names an unknown code or
/// one that is always an error, has no reason, or its `at:` names no item; and as
/// `unused-suppression` when a code it names accepts nothing (only in a file without errors
/// whose checks all ran: not while the analysis is deferred or skipped).
enum SuppressionRules {
    /// The diagnostics still reported (with the suppressions' own, in report order) and those
    /// accepted.
    struct Outcome: Sendable {
        var reported: [Diagnostic]
        var suppressed: [SuppressedDiagnostic]
    }

    /// Applies `suppressions` to the diagnostics of the file `file`; `reportsUnused` is false
    /// when some checks were left out, so that accepting nothing proves nothing.
    static func apply(
        _ suppressions: [Suppression], to diagnostics: [Diagnostic], file: String, reportsUnused: Bool = true
    ) -> Outcome {
        var reported = diagnostics
        var suppressed: [SuppressedDiagnostic] = []
        var problems: [Diagnostic] = []
        var unused: [Located<String>] = []
        for suppression in suppressions {
            let valid = validCodes(of: suppression, file: file, problems: &problems)
            guard let reason = suppression.reason else { continue }
            for code in valid {
                let accepted = reported.indices.filter { index in
                    let diagnostic = reported[index]
                    return diagnostic.code == code.code && diagnostic.severity != .error
                        && suppression.covers(diagnostic.range.start)
                }
                if accepted.isEmpty { unused.append(code.written) }
                suppressed += accepted.map { SuppressedDiagnostic(diagnostic: reported[$0], reason: reason) }
                reported = reported.indices.filter { !accepted.contains($0) }.map { reported[$0] }
            }
        }
        if reportsUnused, !reported.contains(where: { $0.severity == .error }) {
            problems += unused.map { code in
                Diagnostic(
                    file: file, range: code.range, severity: .warning, code: .unusedSuppression,
                    message:
                        "nothing here reports `\(code.value)`, so this suppression accepts nothing; remove it")
            }
        }
        return Outcome(
            reported: (reported + problems).sorted(by: Diagnostic.reportOrder),
            suppressed: suppressed.sorted { Diagnostic.reportOrder($0.diagnostic, $1.diagnostic) })
    }

    /// The codes of `suppression` that can accept diagnostics, with an `invalid-suppression`
    /// added to `problems` for each that cannot and for a missing reason or target (then
    /// none can).
    static func validCodes(of suppression: Suppression, file: String, problems: inout [Diagnostic]) -> [(
        code: DiagnosticCode, written: Located<String>
    )] {
        func invalid(_ message: String, at range: SourceRange) {
            problems.append(
                Diagnostic(
                    file: file, range: range, severity: .warning, code: .invalidSuppression, message: message))
        }
        var valid: [(code: DiagnosticCode, written: Located<String>)] = []
        for written in suppression.codes {
            guard let code = DiagnosticCode(rawValue: written.value) else {
                var message = "`\(written.value)` is not a quizc diagnostic code"
                if let close = Suggestion.closest(to: written.value, among: DiagnosticCode.allCases.map(\.rawValue)) {
                    message += "; did you mean `\(close)`?"
                } else {
                    message += "; write the code shown in brackets after the warning"
                }
                invalid(message, at: written.range)
                continue
            }
            guard code.canBeSuppressed else {
                invalid(
                    "`\(code.rawValue)` is an error, and an error cannot be suppressed; fix what it reports instead",
                    at: written.range)
                continue
            }
            valid.append((code, written))
        }
        if suppression.reason?.isEmpty ?? true {
            invalid(
                "a suppression needs a reason: write `reason:` and why the warning is accepted",
                at: suppression.range)
            return []
        }
        if case .item(let id, let ranges) = suppression.scope, ranges.isEmpty {
            invalid(
                "`at: \(id.value)` names no item of this file; write the `id` of the question, option, outcome or band the warning is about",
                at: id.range)
            return []
        }
        return valid
    }
}
