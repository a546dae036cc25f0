import Foundation
import QuizRuntime

/// The quizzes QuizBundlePlugin compiled into this module: each `<name>.quiz.yaml` of
/// Sources/QuizClient is the resource `<name>.json`, listed in the resource `index.json`.
/// QuizCodegenPlugin generated a typed API for each (`FitcirclePersona`).
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

    /// The FitCircle persona quiz, checked against the hash the generated code was made for:
    /// a bundle that does not match fails here, at startup, naming both hashes.
    public static func fitCirclePersona() throws -> FitcirclePersona.Quiz {
        guard let url = Bundle.module.url(forResource: "fitcircle-persona", withExtension: "json") else {
            throw LoadError(description: "no resource fitcircle-persona.json in \(Bundle.module.bundlePath)")
        }
        return try FitcirclePersona.Quiz(contentsOf: url)
    }

    /// The FitCircle onboarding persona for the body of POST /api/onboarding/persona.
    public static func persona(_ request: PersonaRequest) throws -> FitcirclePersona.Result {
        try fitCirclePersona().score(request.answers).get()
    }
}

/// The body of POST /api/onboarding/persona, typed: each field can only hold an option id
/// the quiz has, so renaming one in the quiz fails this build.
public struct PersonaRequest: Sendable, Equatable {
    /// `primaryGoal`.
    public var primaryGoal: FitcirclePersona.PrimaryGoal
    /// `motivationStyle`.
    public var motivationStyle: FitcirclePersona.MotivationStyle
    /// `fitnessLevel`.
    public var fitnessLevel: FitcirclePersona.FitnessLevel
    /// `timeCommitment`.
    public var timeCommitment: FitcirclePersona.TimeCommitment

    /// A request with every field.
    public init(
        primaryGoal: FitcirclePersona.PrimaryGoal, motivationStyle: FitcirclePersona.MotivationStyle,
        fitnessLevel: FitcirclePersona.FitnessLevel, timeCommitment: FitcirclePersona.TimeCommitment
    ) {
        self.primaryGoal = primaryGoal
        self.motivationStyle = motivationStyle
        self.fitnessLevel = fitnessLevel
        self.timeCommitment = timeCommitment
    }

    /// The typed answers the request gives (the follow-ups unanswered).
    public var answers: FitcirclePersona.Answers {
        FitcirclePersona.Answers(
            primaryGoal: primaryGoal, motivationStyle: motivationStyle, fitnessLevel: fitnessLevel,
            timeCommitment: timeCommitment)
    }

    /// The request the onboarding screen sends for a competitive user who wants to lose weight.
    public static let competitiveWeightLoss = PersonaRequest(
        primaryGoal: .loseWeight, motivationStyle: .competition, fitnessLevel: .intermediate,
        timeCommitment: ._30To60)
}

/// What the app shows each persona first: a switch over the typed outcomes, so a renamed or
/// removed outcome fails this build, and a new one too (the switch must stay exhaustive).
public enum PersonaHome {
    /// The first challenge offered to `persona`.
    public static func firstChallenge(for persona: FitcirclePersona.Outcome) -> String {
        switch persona {
        case .casey: "Climb the weekly step leaderboard"
        case .sarah: "Start a circle with three friends"
        case .mike: "Walk 6,000 steps a day for a week"
        case .fiona: "Take on the advanced interval challenge"
        }
    }
}
