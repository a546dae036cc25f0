import QuizRuntime

/// The emit stage: resolved quizzes → the bytes of their bundles and of `index.json`.
public enum BundleEmitter {
    /// One output file.
    public struct OutputFile: Sendable, Equatable {
        /// The file name inside the output folder.
        public var name: String
        public var bytes: [UInt8]
    }

    /// The name of the index file.
    public static let indexName = "index.json"

    /// Bundles sorted by quiz id, then the index. Byte-identical for the same quizzes
    /// whatever order they come in.
    public static func outputs(for quizzes: [ResolvedQuiz]) -> [OutputFile] {
        let bundles = quizzes.map(\.bundle).sorted { $0.quiz.utf8.lexicographicallyPrecedes($1.quiz.utf8) }
        var files: [OutputFile] = []
        var entries: [JSONValue] = []
        for bundle in bundles {
            let name = bundle.quiz + ".json"
            files.append(OutputFile(name: name, bytes: bundle.fileBytes()))
            entries.append(.object([
                ("quiz", .string(bundle.quiz)), ("version", .string(bundle.version)),
                ("hash", .string(bundle.hash())), ("file", .string(name)),
            ]))
        }
        let index = JSONValue.object([("format", .string("quiz-index/1")), ("quizzes", .array(entries))])
        files.append(OutputFile(name: indexName, bytes: JSONWriter.prettySorted.bytes(index)))
        return files
    }
}
