import QuizRuntime

/// `quizc order`: the presentation order of a bundle for a seed.
@_spi(Tools) public typealias OrderFrontend = Frontend<OrderOptions>

/// What `quizc order` was asked, and running it.
@_spi(Tools) public struct OrderOptions: FrontendOptions {
    /// The bundle's path.
    var bundle: String
    /// `--seed`.
    var seed: UInt64

    /// The options of one run.
    @_spi(Tools) public init(bundle: String, seed: UInt64) {
        self.bundle = bundle
        self.seed = seed
    }

    /// Prints the order as JSON.
    @_spi(Tools) public func run(console: Console) throws(Console.OutputFailure) -> ExitStatus {
        switch BundleFile.load(self.bundle, console: console) {
        case .success(let bundle):
            try console.out(
                JSONWriter(sortKeys: false, pretty: true).string(bundle.presentationOrderJSON(seed: self.seed)))
            return .success
        case .failure(let failure):
            return failure.status
        }
    }
}
