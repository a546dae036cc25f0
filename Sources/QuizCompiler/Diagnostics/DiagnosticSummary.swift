/// Counts for the end of a run.
public struct DiagnosticSummary: Sendable, Equatable {
    public var files: Int
    public var errors: Int
    public var warnings: Int

    public init(files: Int, diagnostics: [Diagnostic]) {
        self.files = files
        errors = diagnostics.filter { $0.severity == .error }.count
        warnings = diagnostics.filter { $0.severity == .warning }.count
    }

    /// "2 errors, 1 warning in 3 files", or "no problems in 3 files".
    public var sentence: String {
        let fileWord = files == 1 ? "1 file" : "\(files) files"
        if errors == 0 && warnings == 0 { return "no problems in \(fileWord)" }
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return parts.joined(separator: ", ") + " in " + fileWord
    }
}
