import QuizRuntime
import QuizYAML

/// What a lint result entry is keyed by (docs/analysis.md, "Lint results"): the entry
/// format, the quizc version, every setting that can change a file's diagnostics (the YAML
/// limits and the analysis budget), the file's path as named, and its exact bytes.
package struct LintResultKey: Sendable, Equatable {
    /// The entry's file name stem: SHA-256 (hex) of all of the above.
    package var digest: String
    /// The path the file was named by (its diagnostics carry it).
    package var path: String
    package var quizcVersion: String

    package init(path: String, bytes: [UInt8], limits: YAMLLimits, maxAnalysisStates: Int,
                 quizcVersion: String = QuizcVersion.current) {
        // The header is one line of canonical JSON (which holds no raw line break), then the
        // file's bytes: no two different (header, bytes) pairs give the same message.
        var message = JSONWriter.canonical.bytes(.object([
            ("format", .string(LintResultEntry.format)),
            ("quizc", .string(quizcVersion)),
            ("settings", .object([
                ("max_file_bytes", .integer(limits.maxFileBytes)),
                ("max_depth", .integer(limits.maxDepth)),
                ("max_nodes", .integer(limits.maxNodes)),
                ("max_states", .integer(maxAnalysisStates)),
            ])),
            ("path", .string(path)),
        ]))
        message.append(0x0A)
        message.append(contentsOf: bytes)
        digest = SHA256.hex(message)
        self.path = path
        self.quizcVersion = quizcVersion
    }
}
