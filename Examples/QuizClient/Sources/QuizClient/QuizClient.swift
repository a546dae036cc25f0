import Foundation
import QuizRuntime

/// The quizzes QuizBundlePlugin compiled into this module: each `<name>.quiz.yaml` of
/// Sources/QuizClient is the resource `<name>.json`, listed in the resource `index.json`.
public enum QuizLibrary {
    /// Why a bundle could not be loaded.
    public struct LoadError: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// Loads the bundle compiled from `<name>.quiz.yaml`.
    public static func bundle(named name: String) throws -> QuizBundle {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
            throw LoadError(description: "no resource \(name).json in \(Bundle.module.bundlePath)")
        }
        do {
            return try QuizBundle(jsonBytes: [UInt8](try Data(contentsOf: url)))
        } catch {
            throw LoadError(description: "\(url.lastPathComponent): \(error)")
        }
    }

    /// The FitCircle onboarding persona for the four answers of POST /api/onboarding/persona.
    public static func persona(
        primaryGoal: String, motivationStyle: String, fitnessLevel: String,
        timeCommitment: String
    ) throws -> ScoreResult {
        let scorer = Scorer(bundle: try bundle(named: "fitcircle-persona"))
        let answers: [(key: String, answer: QuizAnswer)] = [
            ("primaryGoal", .option(primaryGoal)),
            ("motivationStyle", .option(motivationStyle)),
            ("fitnessLevel", .option(fitnessLevel)),
            ("timeCommitment", .option(timeCommitment)),
        ]
        return try scorer.score(answers).get()
    }
}
