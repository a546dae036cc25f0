@_spi(Tools) package import QuizCompiler

/// Why a translations command stops before it writes: the exit status, said on standard
/// error already. `quizc translations`, `translations export` and `translations import` run
/// their steps through `run(_:)`.
package struct TranslationStop: Error {
    /// The command's exit status.
    package let status: ExitStatus

    /// A stop with `status`.
    package init(status: ExitStatus) {
        self.status = status
    }

    /// Runs `steps`: `.success` when they return, the status of the stop they throw, and
    /// `.failure` for any other error; a standard output that cannot be written is thrown on.
    package static func run(_ steps: () throws -> Void) throws(Console.OutputFailure) -> ExitStatus {
        do {
            try steps()
            return .success
        } catch let stop as TranslationStop {
            return stop.status
        } catch let failure as Console.OutputFailure {
            throw failure
        } catch {
            return .failure  // not thrown: every step throws a stop or an output failure
        }
    }
}
