import QuizRuntime

/// The emit stage: resolved quizzes → the bytes of their bundles and of `index.json`.
public enum BundleEmitter {
    /// One output file.
    public struct OutputFile: Sendable, Equatable {
        /// The file name inside the output folder.
        public var name: String
        /// The file's bytes.
        public var bytes: [UInt8]

        /// The file `name` holding `bytes`.
        public init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    /// The name of the index file.
    static let indexName = "index.json"

    /// Bundles sorted by quiz id, then the index. Byte-identical for the same quizzes
    /// whatever order they come in.
    public static func outputs(for quizzes: [ResolvedQuiz]) -> [OutputFile] {
        outputs(named: quizzes.map { (name: $0.bundle.quiz + ".json", quiz: $0) })
    }

    /// Bundles under the given file names (`quizc build --name-by-file`), sorted by quiz id,
    /// then the index, which lists each bundle under its name.
    @_spi(Tools) public static func outputs(named quizzes: [(name: String, quiz: ResolvedQuiz)]) -> [OutputFile] {
        let bundles = quizzes.map { (name: $0.name, bundle: $0.quiz.bundle) }
            .sorted { $0.bundle.quiz.utf8.lexicographicallyPrecedes($1.bundle.quiz.utf8) }
        var files: [OutputFile] = []
        var entries: [JSONValue] = []
        for (name, bundle) in bundles {
            files.append(OutputFile(name: name, bytes: bundle.fileBytes()))
            entries.append(
                .object([
                    ("quiz", .string(bundle.quiz)), ("version", .string(bundle.version)),
                    ("hash", .string(bundle.hash())), ("file", .string(name)),
                ]))
        }
        let index = JSONValue.object([("format", .string("quiz-index/1")), ("quizzes", .array(entries))])
        files.append(OutputFile(name: indexName, bytes: JSONWriter.prettySorted.bytes(index)))
        return files
    }

    /// The bundle file name `--name-by-file` gives a source file: its name without the
    /// folder and without `.quiz.yaml`, `.quiz.yml`, `.yaml` or `.yml`, plus `.json`
    /// (`quizzes/fitcircle-persona.quiz.yaml` → `fitcircle-persona.json`). Build systems
    /// (the QuizBundlePlugin) compute the same name to declare outputs before the build.
    @_spi(Tools) public static func fileNamedBundle(forSource path: String) -> String {
        var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        for suffix in [".quiz.yaml", ".quiz.yml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
            break
        }
        return name + ".json"
    }
}
