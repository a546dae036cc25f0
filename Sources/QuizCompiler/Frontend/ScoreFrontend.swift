import Foundation
@_spi(Tools) public import QuizRuntime

/// `quizc score`: scores answers (one JSON object, or JSON Lines) against a bundle; with
/// `Options.command` `.visible`, `quizc visible` (`VisibleFrontend`).
@_spi(Tools) public typealias ScoreFrontend = Frontend<ScoreOptions>

/// What `quizc score` was asked, and running it.
@_spi(Tools) public struct ScoreOptions: FrontendOptions {
    /// The bundle's path.
    var bundle: String
    /// The answers' path; `-`: `standardInput`.
    var answers: String
    /// `--lines`, `--document`, or neither.
    var format: AnswersFormat
    /// `--max-line-bytes`.
    var maxLineBytes: Int
    /// The descriptor read for `-` (the process's standard input).
    var standardInput: Int32
    /// Scores (`quizc score`), or visibility (`quizc visible`).
    var command: LineScoring.Command = .score

    /// The options of one run.
    @_spi(Tools) public init(
        bundle: String, answers: String = "-", format: AnswersFormat = .automatic, maxLineBytes: Int,
        standardInput: Int32
    ) {
        self.bundle = bundle
        self.answers = answers
        self.format = format
        self.maxLineBytes = maxLineBytes
        self.standardInput = standardInput
    }

    /// Scores, one result per answers object on standard output: `.failure` when a bundle is
    /// not usable or an answers object was rejected, `.inputOutputError` when a file cannot
    /// be read or standard output written.
    @_spi(Tools) public func run(console: Console) throws(Console.OutputFailure) -> ExitStatus {
        let loaded: QuizBundle
        switch BundleFile.load(self.bundle, console: console) {
        case .success(let bundle): loaded = bundle
        case .failure(let failure): return failure.status
        }
        let input: FileHandle
        if self.answers == "-" {
            input = FileHandle(fileDescriptor: self.standardInput, closeOnDealloc: false)
        } else if let handle = FileHandle(forReadingAtPath: self.answers) {
            input = handle
        } else {
            console.say(.error, "\(self.answers): cannot be read")
            return .inputOutputError
        }
        var buffered = BufferedOutput { console.sink.writeOut($0) }
        let outcome = AnswerStreamScoring(
            scorer: Scorer(bundle: loaded), limit: self.maxLineBytes, command: self.command
        )
        .score(AnswersSource(descriptor: input.fileDescriptor), format: self.format, into: &buffered)
        buffered.flush()
        if buffered.failed { throw console.outputFailed() }
        guard outcome.complete else {
            console.say(.error, "\(self.answers == "-" ? "standard input" : self.answers): cannot be read")
            return .inputOutputError
        }
        if outcome.rejected > 0 {
            let sets = outcome.rejected == 1 ? "set was" : "sets were"
            console.say(.plain, "\(outcome.rejected) answer \(sets) rejected")
            return .failure
        }
        return .success
    }
}
