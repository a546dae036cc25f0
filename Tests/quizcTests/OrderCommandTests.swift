import Foundation
import Testing

/// `quizc order BUNDLE --seed N`: every unsigned 64-bit seed works; anything else is a
/// usage error that says what a seed is.
@Suite("quizc order")
struct OrderCommandTests {
    static let bundle = "Tests/QuizCompilerTests/Golden/bundles/color.json"

    @Test func theWholeSeedRangeWorks() throws {
        for seed in ["0", "18446744073709551615"] {
            let run = try runFrontend(["order", Self.bundle, "--seed", seed])
            #expect(run.status == 0, "\(seed): \(run.stderr)")
            #expect(run.stdout.hasPrefix("{\n  \"seed\": \(seed),\n"), "\(seed)")
        }
    }

    @Test(arguments: [
        ["--seed", "-1"], ["--seed=-1"], ["--seed", "abc"], ["--seed", "18446744073709551616"], ["--seed", "1.5"],
        ["--seed", ""],
    ])
    func aSeedOutsideTheRangeIsAUsageErrorThatSaysWhatASeedIs(_ seed: [String]) throws {
        let run = try runFrontend(["order", Self.bundle] + seed)
        #expect(run.status == 64)
        #expect(
            run.stderr.contains("the seed is an unsigned 64-bit integer (0 to 18446744073709551615)"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
