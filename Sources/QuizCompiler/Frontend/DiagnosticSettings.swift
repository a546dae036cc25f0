/// How diagnostics are printed on standard output.
@_spi(Tools) public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// Lines for people: `file:line:column: severity: message [code]`, the source line and a caret.
    case text
    /// One JSON document: the diagnostics, the accepted ones and the summary.
    case json
    /// GitHub Actions workflow commands (`::error`, `::warning`, `::notice`).
    case github
    /// A SARIF 2.1.0 log for code scanning.
    case sarif
}

/// The settings `lint`, `build` and `preview` share: the compilation's and the diagnostics' format.
@_spi(Tools) public struct DiagnosticSettings: Sendable {
    /// `--format`.
    @_spi(Tools) public var format: DiagnosticFormat
    /// The compilation's settings.
    @_spi(Tools) public var compilation: CompilationSettings
    /// The folder SARIF's `originalUriBaseIds` names (the process's working directory).
    @_spi(Tools) public var currentDirectory: String

    /// The settings of a command line.
    @_spi(Tools) public init(
        format: DiagnosticFormat = .text, compilation: CompilationSettings, currentDirectory: String
    ) {
        self.format = format
        self.compilation = compilation
        self.currentDirectory = currentDirectory
    }
}
