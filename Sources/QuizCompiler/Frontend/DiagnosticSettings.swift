/// How diagnostics are printed on standard output.
@_spi(Tools) public enum DiagnosticFormat: String, Sendable, CaseIterable {
    case text
    case json
    case github
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
    @_spi(Tools) public init(format: DiagnosticFormat = .text, compilation: CompilationSettings, currentDirectory: String) {
        self.format = format
        self.compilation = compilation
        self.currentDirectory = currentDirectory
    }
}
