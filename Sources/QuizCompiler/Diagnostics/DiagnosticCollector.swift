@_spi(Tools) public import QuizYAML

/// Gathers the diagnostics of one file while the stages run.
///
/// A class so that the decode, resolve and check stages can share one without threading
/// it through every return value. Not shared across threads: each file has its own.
@_spi(Tools) public final class DiagnosticCollector {
    /// The file the diagnostics are about.
    @_spi(Tools) public let file: String
    /// What was reported so far, in the order reported.
    @_spi(Tools) public private(set) var diagnostics: [Diagnostic] = []

    /// An empty collector for the diagnostics of `file`.
    @_spi(Tools) public init(file: String) {
        self.file = file
    }

    /// Whether any error was reported.
    @_spi(Tools) public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reports a problem with the code's default severity.
    @_spi(Tools) public func report(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        notes: [Diagnostic.Note] = [], fixes: [Diagnostic.Fix] = []
    ) {
        report(code, message, at: range, severity: code.defaultSeverity, notes: notes, fixes: fixes)
    }

    /// Reports a problem with an explicit severity.
    @_spi(Tools) public func report(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        severity: Diagnostic.Severity, notes: [Diagnostic.Note] = [], fixes: [Diagnostic.Fix] = []
    ) {
        diagnostics.append(
            Diagnostic(
                file: file, range: range, severity: severity, code: code,
                message: message, notes: notes, fixes: fixes))
    }

    /// Takes over the problems of the YAML loader.
    @_spi(Tools) public func report(_ problems: [YAMLProblem]) {
        for problem in problems {
            report(
                DiagnosticCode(problem.code), problem.message, at: problem.range,
                notes: problem.notes.map { Diagnostic.Note(message: $0.message, range: $0.range) })
        }
    }
}
