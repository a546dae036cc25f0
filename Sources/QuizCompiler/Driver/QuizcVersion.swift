@_spi(Tools) import QuizYAML

/// The version of quizc, defined here only: `quizc --version` prints it and SARIF logs
/// name it as `tool.driver.version`. Bundles do not carry it, so a new quizc that compiles
/// a quiz the same way writes the same bytes.
@_spi(Tools) public enum QuizcVersion {
    /// Semantic Versioning 2.0.0.
    @_spi(Tools) public static let current = "0.1.0"

    /// The running binary's identity (`ExecutableIdentity`), read once per process; `nil`
    /// when it cannot be read, and then quizc runs without the analysis cache.
    static let executableIdentity: String? = ExecutableIdentity.current()

    /// What the analysis cache writes into its entries and keys them by: the version, the
    /// identity of the running binary and the libyaml version. Two builds that say the same
    /// version but compile differently (a development build, a fixed check) never read each
    /// other's entries; a rebuilt quizc starts with a cold cache. Without an identity the
    /// build names a random value of this process, so no entry is ever shared (quizc turns
    /// the cache off then anyway).
    @_spi(Tools) public static let build =
        "\(current)+build.\(executableIdentity ?? "unidentified-\(UInt64.random(in: 0 ... .max))") libyaml \(LibYAML.version)"
}
