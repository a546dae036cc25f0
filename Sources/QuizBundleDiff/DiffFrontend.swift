@_spi(Tools) package import QuizCompiler

/// `quizc diff`: classifies the changes between two releases of bundles.
package typealias DiffFrontend = Frontend<DiffOptions>

/// What `quizc diff` was asked, and running it.
package struct DiffOptions: FrontendOptions {
    /// How the changes are printed.
    package enum Format: String, Sendable, CaseIterable {
        case text
        case json
    }

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

    /// Prints the changes: `.failure` on a breaking change without a MAJOR bump,
    /// `.inputOutputError` when an input cannot be read or is not a bundle.
    package func run(console: Console) throws(Console.OutputFailure) -> ExitStatus {
        let before = BundleSetLoader.load(self.old), after = BundleSetLoader.load(self.new)
        let errors = before.errors + after.errors
        guard errors.isEmpty else {
            for error in errors { console.say(.error, "\(error.path): \(error.reason)") }
            return .inputOutputError
        }
        let diffs = BundleDiff.compare(old: before.bundles, new: after.bundles)
        switch self.format {
        case .text: try console.out(ControlCharacters.escaped(DiffReport.text(diffs)))
        case .json: try console.out(DiffReport.json(diffs))
        }
        return diffs.contains(where: { $0.verdict == .breakingWithoutMajorBump }) ? .failure : .success
    }
}
