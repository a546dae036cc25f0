@_spi(Tools) public import QuizYAML

/// One problem in one input file: the single diagnostic value every stage reports.
public struct Diagnostic: Sendable, Equatable {
    /// The file's path as the user named it (or as found under a named folder).
    public var file: String
    /// Where in the file; 1-based lines and columns (columns count Unicode scalars).
    public var range: SourceRange
    /// How serious it is.
    public var severity: Severity
    /// The stable code (`DiagnosticCode`).
    public var code: DiagnosticCode
    /// What is wrong and what to do about it.
    public var message: String
    /// Further places it points at.
    public var notes: [Note]
    /// Machine-applicable changes that resolve it (`Fix`), best first; most diagnostics have none.
    public var fixes: [Fix]

    /// A diagnostic with every field given.
    public init(
        file: String, range: SourceRange, severity: Severity, code: DiagnosticCode,
        message: String, notes: [Note] = [], fixes: [Fix] = []
    ) {
        self.file = file
        self.range = range
        self.severity = severity
        self.code = code
        self.message = message
        self.notes = notes
        self.fixes = fixes
    }

    /// The order diagnostics are reported in: by file, position, then code and message.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
        if a.range.start != b.range.start { return a.range.start < b.range.start }
        if a.code != b.code { return a.code.rawValue < b.code.rawValue }
        return a.message.utf8.lexicographicallyPrecedes(b.message.utf8)
    }
}

extension Diagnostic {
    /// How serious a diagnostic is, most serious first.
    public enum Severity: String, Sendable, Comparable, CaseIterable {
        /// Something is wrong: the run fails and no bundle is written for the file.
        case error
        /// Probably a mistake: the run fails only with `--strict`.
        case warning
        /// Information about the run, not a problem: a check that could not be done, say.
        /// Never fails a run, `--strict` included.
        case note

        /// `lhs` is more serious than `rhs`.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .error: return 0
            case .warning: return 1
            case .note: return 2
            }
        }
    }

    /// A further place a diagnostic points at (the first of two duplicates, say).
    public struct Note: Sendable, Equatable {
        /// What is at that place.
        public var message: String
        /// Where, in the same file; `nil` for a note without a place.
        public var range: SourceRange?

        /// A note saying `message` at `range`.
        public init(message: String, range: SourceRange?) {
            self.message = message
            self.range = range
        }
    }
}
