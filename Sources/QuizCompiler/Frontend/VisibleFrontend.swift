import Foundation
import QuizRuntime

/// `quizc visible`: for each answers object (one JSON object, or JSON Lines), which questions
/// of a branching bundle it shows and which of its answers to drop. The input, the limits,
/// the error lines and the exit statuses are those of `quizc score` (`ScoreFrontend`).
@_spi(Tools) public struct VisibleFrontend: Sendable {
    /// What to run: `quizc score`'s options; `command` is set to `.visible`.
    @_spi(Tools) public var options: ScoreFrontend.Options

    /// A frontend running `options`.
    @_spi(Tools) public init(_ options: ScoreFrontend.Options) {
        self.options = options
        self.options.command = .visible
    }

    /// Writes one `{"quiz", "version", "visible", "discard"}` per answers object, as
    /// `ScoreOptions.run(console:)` writes results.
    @_spi(Tools) public func run(output: any OutputSink) -> ExitStatus {
        ScoreFrontend(options).run(output: output)
    }
}
