public import QuizRuntime

/// What `quizc build --earlier DIR` asks of the bundle comparison. The comparison is a tool
/// built on the compiler (`QuizBundleDiff`'s `EarlierReleaseMigrations`, with `quizc diff`'s
/// rules), handed to `BuildFrontend` by whoever runs it, so the core names the step and never
/// depends on the code that compares bundles.
@_spi(Tools) public protocol EarlierReleases: Sendable {
    /// For each of `bundles`, in order, what tokens saved on each earlier release in `folder`
    /// (bundle files; several releases of one quiz may sit side by side) need to resume on it;
    /// or why `folder` cannot be read.
    func migrations(to bundles: [QuizBundle], earlierFolder folder: String) -> Result<
        [[QuizBundle.Migration]], EarlierReleasesError
    >
}

/// The bundles of `quizc build --earlier` that cannot be read.
@_spi(Tools) public struct EarlierReleasesError: Error, Sendable {
    /// Each file or folder that cannot be read, and why.
    @_spi(Tools) public var errors: [InputError]

    /// The failure of reading `errors`.
    @_spi(Tools) public init(_ errors: [InputError]) {
        self.errors = errors
    }
}
