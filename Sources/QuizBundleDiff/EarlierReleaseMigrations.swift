@_spi(Tools) package import QuizCompiler
package import QuizRuntime

/// `quizc build --earlier DIR`: the bundles in DIR (releases of any quizzes, several of one
/// quiz side by side) read as `quizc diff` reads them, and each new bundle's migrations from
/// those of its quiz (`ResumeMigration`).
package struct EarlierReleaseMigrations: EarlierReleases {
    /// The comparison.
    package init() {}

    package func migrations(to bundles: [QuizBundle], earlierFolder folder: String) -> Result<
        [[QuizBundle.Migration]], EarlierReleasesError
    > {
        let earlier = BundleSetLoader.load(folder, onePerQuiz: false)
        guard earlier.errors.isEmpty else { return .failure(EarlierReleasesError(earlier.errors)) }
        return .success(bundles.map { ResumeMigration.migrations(from: earlier.bundles, to: $0) })
    }
}
