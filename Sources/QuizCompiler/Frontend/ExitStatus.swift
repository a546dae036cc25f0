/// How a `quizc` command ended: the exit statuses docs/cli.md documents, by name. The
/// numbers live here only; `quizc` turns a status into the process's exit code.
@_spi(Tools) public enum ExitStatus: Int32, Sendable, Equatable, CaseIterable {
    /// 0: the command did what it was asked and found nothing wrong.
    case success = 0
    /// 1: errors (or warnings under `--strict`), rejected answers, a breaking change without a
    /// MAJOR bump, stale bundles, or a file the command refuses to change.
    case failure = 1
    /// 2: an input could not be read, or an output could not be written.
    case inputOutputError = 2
    /// 64: the command line is wrong (swift-argument-parser's validation failure).
    case usage = 64
    /// 70: a defect of quizc itself (its embedded preview page cannot be read), not of the input.
    case internalError = 70
}
