@_spi(Tools) public import QuizYAML

/// An author's acceptance of a warning or note, with the reason: a `# quizc: ignore[…]`
/// comment (`SuppressionComments`) or an entry of a file's `suppress:` list
/// (`SuppressionDecoder`). `SuppressionRules` matches suppressions with a file's diagnostics.
@_spi(Tools) public struct Suppression: Sendable {
    /// Which diagnostics a suppression can accept, besides their code.
    enum Scope: Sendable {
        /// Those that start on this line (a comment).
        case line(Int)
        /// Every one in the file (a `suppress:` entry without `at:`).
        case file
        /// Those that start inside the item declared as `id` (a `suppress:` entry with `at:`);
        /// no ranges when no item has that id.
        case item(id: Located<String>, ranges: [SourceRange])
    }

    /// Each code as written.
    var codes: [Located<String>]
    /// Why the diagnostics are accepted; `nil` or empty when none was written.
    var reason: String?
    /// Where the suppression is written: what `unused-suppression` and `invalid-suppression`
    /// point at.
    var range: SourceRange
    /// Which diagnostics it can accept.
    var scope: Scope

    init(codes: [Located<String>], reason: String?, range: SourceRange, scope: Scope) {
        self.codes = codes
        self.reason = reason
        self.range = range
        self.scope = scope
    }

    /// Whether the scope takes in a diagnostic that starts at `position`.
    func covers(_ position: SourcePosition) -> Bool {
        switch scope {
        case .line(let line): return position.line == line
        case .file: return true
        case .item(_, let ranges): return ranges.contains { $0.start <= position && position < $0.end }
        }
    }
}

/// A diagnostic a suppression accepted: not counted or shown in text, but kept for the JSON
/// and SARIF formats with the reason it was accepted.
@_spi(Tools) public struct SuppressedDiagnostic: Sendable, Equatable {
    /// The diagnostic as its stage reported it.
    var diagnostic: Diagnostic
    /// The suppression's reason.
    var reason: String

    init(diagnostic: Diagnostic, reason: String) {
        self.diagnostic = diagnostic
        self.reason = reason
    }
}

extension DiagnosticCode {
    /// Whether a suppression may accept the code's diagnostics: codes that are warnings or
    /// notes by default, and the error codes some check also reports as a warning (those
    /// reports only; an error is never accepted).
    var canBeSuppressed: Bool {
        switch self {
        case .tieReachable, .constantCondition, .limitExceeded: return true
        default: return defaultSeverity != .error
        }
    }
}
