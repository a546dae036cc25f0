@_spi(Tools) import QuizYAML

/// The version of quizc, defined here only: `quizc --version` prints it and SARIF logs
/// name it as `tool.driver.version`. Bundles do not carry it, so a new quizc that compiles
/// a quiz the same way writes the same bytes.
package enum QuizcVersion {
    /// Semantic Versioning 2.0.0.
    package static let current = "0.1.0"

    /// What the analysis cache writes into its entries and keys them by: the version, the
    /// SHA-256 of the compiler's sources (`CompilerFingerprint`, computed at build time) and
    /// the libyaml version. Two builds that say the same version but compile differently
    /// (a development build, a fixed check) never read each other's entries.
    package static let build = "\(current)+sources.\(CompilerFingerprint.sources) libyaml \(LibYAML.version)"
}
