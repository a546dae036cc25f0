import Foundation
import Testing

/// `quizc score` and `quizc order` load a bundle as every runtime does: decode, then verify
/// its hash; a bundle changed after it was built is refused with exit status 1.
@Suite("quizc score and order verify the bundle's hash")
struct BundleHashCommandTests {
    static let golden = "Tests/QuizCompilerTests/Golden/bundles/fitcircle-persona.json"
    static let answers =
        #"{"primaryGoal":"lose_weight","motivationStyle":"social","fitnessLevel":"beginner","timeCommitment":"30-60"}"#

    /// The golden bundle with `replace` applied to its text, in a temporary file.
    static func tampered(_ original: String, _ replacement: String) throws -> URL {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(golden), encoding: .utf8)
        #expect(text.contains(original))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tampered-\(UUID().uuidString).json")
        try text.replacingOccurrences(of: original, with: replacement).write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aChangedWeightIsRefusedByScoreAndOrder() throws {
        let url = try Self.tampered("\"casey\": 2,\n            \"mike\": 1", "\"casey\": 9,\n            \"mike\": 1")
        defer { try? FileManager.default.removeItem(at: url) }
        let score = try runFrontend(["score", url.path], input: Self.answers + "\n")
        #expect(score.status == 1)
        #expect(score.stdout.isEmpty)
        #expect(
            score.stderr.hasPrefix(
                "quizc: error: \(url.path): not a usable bundle: /hash: the bundle's content hashes to \"sha256:"),
            "\(score.stderr)")
        #expect(score.stderr.hasSuffix("; it was changed after it was built: rebuild it with quizc build\n"))
        let order = try runFrontend(["order", url.path, "--seed", "1"])
        #expect(order.status == 1)
        #expect(order.stderr == score.stderr)
    }

    @Test func aMissingHashIsRefused() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(Self.golden), encoding: .utf8)
        guard let range = text.range(of: #"  "hash": "sha256:[0-9a-f]{64}",\n"#, options: .regularExpression) else {
            Issue.record("no hash line")
            return
        }
        let url = try Self.tampered(String(text[range]), "")
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try runFrontend(["score", url.path], input: Self.answers + "\n")
        #expect(run.status == 1)
        #expect(run.stderr == "quizc: error: \(url.path): not a usable bundle: missing \"hash\"\n")
    }

    @Test func theShippedBundleScores() throws {
        let run = try runFrontend(["score", Self.golden], input: Self.answers + "\n")
        #expect(run.status == 0, "\(run.stderr)")
    }
}
