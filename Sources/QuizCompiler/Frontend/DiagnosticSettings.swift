/// How diagnostics are printed on standard output.
package enum DiagnosticFormat: String, Sendable, CaseIterable {
    case text
    case json
    case github
    case sarif
}

/// The settings `lint`, `build` and `preview` share: the compilation's and the diagnostics' format.
package struct DiagnosticSettings: Sendable {
    /// `--format`.
    package var format: DiagnosticFormat
    /// The compilation's settings.
    package var compilation: CompilationSettings
    /// The folder SARIF's `originalUriBaseIds` names (the process's working directory).
    package var currentDirectory: String

    /// The settings of a command line.
    package init(format: DiagnosticFormat = .text, compilation: CompilationSettings, currentDirectory: String) {
        self.format = format
        self.compilation = compilation
        self.currentDirectory = currentDirectory
    }
}
