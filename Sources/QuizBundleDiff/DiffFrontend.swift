@_spi(Tools) package import QuizCompiler

/// `quizc diff`: classifies the changes between two releases of bundles.
package struct DiffFrontend: Sendable {
    /// How the changes are printed.
    package enum Format: String, Sendable, CaseIterable {
        case text
        case json
    }

    /// What `quizc diff` was asked.
    package struct Options: Sendable {
        /// The released bundle, or folder of bundles.
        package var old: String
        /// The new bundle, or folder of bundles.
        package var new: String
        /// `--format`.
        package var format: Format

        /// The options of one run.
        package init(old: String, new: String, format: Format = .text) {
            self.old = old
            self.new = new
            self.format = format
        }
    }

    /// What to run.
    package var options: Options

    /// A frontend running `options`.
    package init(_ options: Options) {
        self.options = options
    }

    /// Prints the changes: `.failure` on a breaking change without a MAJOR bump,
    /// `.inputOutputError` when an input cannot be read or is not a bundle.
    package func run(output: any OutputSink) -> ExitStatus {
        Console.run(on: output) { console throws(Console.OutputFailure) in
            let before = BundleSetLoader.load(options.old), after = BundleSetLoader.load(options.new)
            let errors = before.errors + after.errors
            guard errors.isEmpty else {
                for error in errors { console.say(.error, "\(error.path): \(error.reason)") }
                return .inputOutputError
            }
            let diffs = BundleDiff.compare(old: before.bundles, new: after.bundles)
            switch options.format {
            case .text: try console.out(ControlCharacters.escaped(DiffReport.text(diffs)))
            case .json: try console.out(DiffReport.json(diffs))
            }
            return diffs.contains(where: { $0.verdict == .breakingWithoutMajorBump }) ? .failure : .success
        }
    }
}
