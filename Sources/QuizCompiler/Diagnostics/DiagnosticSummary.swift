/// Counts for the end of a run.
public struct DiagnosticSummary: Sendable, Equatable {
    /// How many files the counts are over.
    @_spi(Tools) public var files: Int
    /// How many diagnostics are errors.
    @_spi(Tools) public var errors: Int
    /// How many diagnostics are warnings (accepted ones are in `suppressed`).
    @_spi(Tools) public var warnings: Int
    /// How many diagnostics are notes (accepted ones are in `suppressed`).
    @_spi(Tools) public var notes: Int
    /// Warnings and notes a suppression accepted (counted apart, never as problems).
    var suppressed: Int

    /// The counts of `diagnostics`, found in `files` files, and of `suppressed` accepted ones.
    public init(files: Int, diagnostics: [Diagnostic], suppressed: Int = 0) {
        self.files = files
        self.suppressed = suppressed
        errors = diagnostics.filter { $0.severity == .error }.count
        warnings = diagnostics.filter { $0.severity == .warning }.count
        notes = diagnostics.filter { $0.severity == .note }.count
    }

    /// "2 errors, 1 warning, 1 note in 3 files"; "no problems in 3 files" when there is
    /// nothing, and "no problems, 1 note in 3 files" when there are only notes (a note is
    /// not a problem); accepted diagnostics follow as ", 2 suppressed".
    @_spi(Tools) public var sentence: String {
        let fileWord = files == 1 ? "1 file" : "\(files) files"
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        if parts.isEmpty { parts.append("no problems") }
        if notes > 0 { parts.append(notes == 1 ? "1 note" : "\(notes) notes") }
        let accepted = suppressed > 0 ? ", \(suppressed) suppressed" : ""
        return parts.joined(separator: ", ") + " in " + fileWord + accepted
    }
}
