import QuizRuntime

/// `quizc order`: the presentation order of a bundle for a seed.
package struct OrderFrontend: Sendable {
    /// What `quizc order` was asked.
    package struct Options: Sendable {
        /// The bundle's path.
        package var bundle: String
        /// `--seed`.
        package var seed: UInt64

        /// The options of one run.
        package init(bundle: String, seed: UInt64) {
            self.bundle = bundle
            self.seed = seed
        }
    }

    /// What to run.
    package var options: Options

    /// A frontend running `options`.
    package init(_ options: Options) {
        self.options = options
    }

    /// Prints the order as JSON.
    package func run(output: any OutputSink) -> ExitStatus {
        Console.run(on: output) { console throws(Console.OutputFailure) in
            switch BundleFile.load(options.bundle, console: console) {
            case .success(let bundle):
                try console.out(
                    JSONWriter(sortKeys: false, pretty: true).string(bundle.presentationOrderJSON(seed: options.seed)))
                return .success
            case .failure(let failure):
                return failure.status
            }
        }
    }
}
