import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler

/// `quizc order BUNDLE --seed N`: the presentation order for a seed.
struct Order: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the presentation order (draws, question and option shuffles) for a 64-bit seed.",
        discussion:
            "Output: {\"seed\": N, \"questions\": [{\"id\": QID, \"options\": [option id or scale value, …]}, …]}. The same seed gives the same order on every platform."
    )

    @Argument(help: "The bundle (<quiz>.json).")
    var bundle: String

    // `.unconditional` so that `--seed -1` reaches `parseSeed` and gets its message,
    // rather than `-1` being taken for an option.
    @ArgumentParser.Option(
        parsing: .unconditional, help: "The seed, an unsigned 64-bit integer (0 to \(UInt64.max)).",
        transform: Order.parseSeed)
    var seed: UInt64

    /// A decimal seed from 0 to 2^64 − 1; anything else says what a seed is.
    static func parseSeed(_ text: String) throws -> UInt64 {
        if let seed = UInt64(text, radix: 10), text.allSatisfy({ $0.isASCII && $0.isNumber }) { return seed }
        throw ValidationError("the seed is an unsigned 64-bit integer (0 to \(UInt64.max)), written in decimal digits")
    }

    func run(in context: CommandContext) -> ExitStatus {
        OrderFrontend(.init(bundle: bundle, seed: seed)).run(output: context.output)
    }
}
