import ArgumentParser
@_spi(Tools) import QuizCompiler
@_spi(Tools) import QuizRuntime

/// How `quizc score` and `quizc visible` read answers: the file, its shape and the longest line.
struct AnswersInputOptions: ParsableArguments {
    /// The default longest answers object, in bytes: far above the answers of the largest quiz.
    static let defaultMaxLineBytes = 1 << 20
    /// The largest limit accepted.
    static let largestMaxLineBytes = 1 << 30

    @Argument(help: "A file of answers; standard input when absent or '-'.")
    var answers: String = "-"

    @Flag(help: "Read the answers as JSON Lines, whatever their shape.")
    var lines = false

    @Flag(help: "Read the whole input as one JSON answers object, whatever its shape.")
    var document = false

    @ArgumentParser.Option(
        help: ArgumentHelp(
            "The longest answers line (or document) in bytes; a longer one is skipped with a limit-exceeded error.",
            valueName: "n"))
    var maxLineBytes: Int = Self.defaultMaxLineBytes

    func validate() throws {
        if lines && document {
            throw ValidationError(
                "--lines and --document exclude each other: give one, or neither to let the input's shape decide")
        }
        guard (1...Self.largestMaxLineBytes).contains(maxLineBytes) else {
            throw ValidationError("--max-line-bytes must be between 1 and \(Self.largestMaxLineBytes) (1 GiB)")
        }
    }

    /// The frontend options that read these answers for `bundle`.
    func frontendOptions(bundle: String, in context: CommandContext) -> ScoreFrontend.Options {
        ScoreFrontend.Options(
            bundle: bundle, answers: answers, format: lines ? .lines : document ? .document : .automatic,
            maxLineBytes: maxLineBytes, standardInput: context.standardInput)
    }
}
