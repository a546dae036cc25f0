/// The version of quizc, defined here only: `quizc --version` prints it and SARIF logs
/// name it as `tool.driver.version`. Bundles do not carry it, so a new quizc that compiles
/// a quiz the same way writes the same bytes.
package enum QuizcVersion {
    /// Semantic Versioning 2.0.0.
    package static let current = "0.1.0"
}
