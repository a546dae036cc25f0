import Foundation
import Testing

@_spi(Tools) @testable import QuizCompiler

@Suite("Frontends: a standard output that cannot be written, in process")
struct FrontendOutputTests {
    @Test func aClosedStandardOutputEndsTheCommandWithStatus2AndOneMessage() {
        let streams = CapturedStreams(stdoutCapacity: 10)
        let options = OrderFrontend.Options(
            bundle: packageRoot.appendingPathComponent("Tests/QuizCompilerTests/Golden/bundles/color.json").path,
            seed: 7)
        let status = OrderFrontend(options).run(output: streams)
        #expect(status == .inputOutputError)
        #expect(streams.stderr == "quizc: error: standard output cannot be written\n")
        #expect(streams.stdout.utf8.count == 10)
    }

    @Test func standardErrorShowsControlCharacters() {
        let streams = CapturedStreams()
        Console(streams).say(.error, "a\u{1B}[31mb")
        #expect(streams.stderr == "quizc: error: a<U+001B>[31mb\n")
    }

    @Test func colourNeedsATerminalWithoutNoColourOrDumbTerm() {
        #expect(StandardStreams.colourDecision(stdoutIsTerminal: true, environment: [:]))
        #expect(!StandardStreams.colourDecision(stdoutIsTerminal: false, environment: [:]))
        #expect(!StandardStreams.colourDecision(stdoutIsTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!StandardStreams.colourDecision(stdoutIsTerminal: true, environment: ["TERM": "dumb"]))
    }
}
