@_spi(Tools) import QuizRuntime
@_spi(Tools) public import QuizYAML

/// What a lint result entry is found and checked by (docs/analysis.md, "Lint results").
///
/// The entry's name comes from the entry format, the quizc version, every setting that can
/// change a file's diagnostics (the YAML limits and the analysis budget) and the file's
/// path as named, but not from its content: a file edited many times keeps one entry,
/// overwritten on each change, so the folder grows with the number of files linted, not
/// with the number of edits. The content is checked by the SHA-256 of the file's bytes
/// that the entry records.
@_spi(Tools) public struct LintResultKey: Sendable, Equatable {
    /// The entry's file name stem: SHA-256 (hex) of the format, version, settings and path.
    var digest: String
    /// SHA-256 (hex) of the file's bytes.
    var fileHash: String
    /// The path the file was named by (its diagnostics carry it).
    var path: String
    var quizcBuild: String

    init(
        path: String, bytes: [UInt8], limits: YAMLLimits, settings: AnalysisSettings,
        quizcBuild: String = QuizcVersion.build
    ) {
        digest = SHA256.hex(
            JSONWriter.canonical.bytes(
                .object([
                    ("format", .string(LintResultEntry.format)),
                    ("quizc", .string(quizcBuild)),
                    (
                        "settings",
                        .object([
                            ("max_file_bytes", .integer(limits.maxFileBytes)),
                            ("max_depth", .integer(limits.maxDepth)),
                            ("max_nodes", .integer(limits.maxNodes)),
                            ("max_states", .integer(settings.maxStates)),
                        ])
                    ),
                    ("path", .string(path)),
                ])))
        fileHash = SHA256.hex(bytes)
        self.path = path
        self.quizcBuild = quizcBuild
    }
}
