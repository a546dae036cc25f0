import Foundation
import QuizRuntime

/// The FitCircle persona quiz taken as a session that can stop in one process and go on in
/// another: `start` answers the first questions and returns the saved token (the app writes
/// it to a file and may exit), `resume` reads the token back, answers the rest and finishes.
/// The result is the same as `uninterrupted`'s, a session taken in one go.
public enum PersonaSession {
    /// Why a session step was refused: the runtime's stable code and message.
    public struct Failure: Error, CustomStringConvertible {
        /// What was refused and why.
        public var description: String
    }

    /// The answers given, by wire key: the competitive weight-loss request's.
    public static let answers: [String: String] = [
        "primaryGoal": "lose_weight", "motivationStyle": "competition", "fitnessLevel": "intermediate",
        "timeCommitment": "30-60",
    ]

    /// The seed of the presentation order every demo session uses.
    public static let seed: UInt64 = 7

    /// The clock of a session: the wall clock in whole milliseconds.
    public static func wallClock() -> Int { Int(Date().timeIntervalSince1970 * 1000) }

    /// Starts a session, answers its first `count` shown questions and saves it: the token.
    public static func start(answering count: Int, clock: @escaping () -> Int = wallClock) throws -> String {
        let scorer = Scorer(bundle: try QuizLibrary.bundle(named: "fitcircle-persona"))
        var session = QuizSession(scorer: scorer, seed: seed, clock: clock)
        try answer(&session, upTo: count)
        return try session.save().mapError(failure).get()
    }

    /// Resumes the session saved in `token`, answers the questions left, finishes: the result
    /// line (`quizc score`'s form).
    public static func resume(_ token: String, clock: @escaping () -> Int = wallClock) throws -> String {
        let scorer = Scorer(bundle: try QuizLibrary.bundle(named: "fitcircle-persona"))
        var session = try QuizSession(scorer: scorer, resuming: token, clock: clock)
        return try finish(&session)
    }

    /// The result line of the same session taken in one go, never saved.
    public static func uninterrupted(clock: @escaping () -> Int = wallClock) throws -> String {
        let scorer = Scorer(bundle: try QuizLibrary.bundle(named: "fitcircle-persona"))
        var session = QuizSession(scorer: scorer, seed: seed, clock: clock)
        return try finish(&session)
    }

    /// Answers the shown questions without an answer, page by page, until `limit` answers are
    /// given or the last page is answered.
    static func answer(_ session: inout QuizSession, upTo limit: Int) throws {
        while session.answers.count < limit {
            let open = session.questions.map { session.scorer.bundle.questions[$0.question].key }
                .filter { session.answer(for: $0) == nil }
            for key in open.prefix(limit - session.answers.count) {
                try session.answer(key, answers[key].map(JSONValue.string)).mapError(failure).get()
            }
            if session.answers.count >= limit { return }
            guard case .success = session.next() else { return }
        }
    }

    /// Answers everything left, finishes, and writes the result line.
    static func finish(_ session: inout QuizSession) throws -> String {
        try answer(&session, upTo: Int.max)
        try session.finish().mapError(failure).get()
        guard let result = session.result else { throw Failure(description: "the session has no result") }
        var line: [UInt8] = []
        result.writeJSON(into: &line)
        return String(decoding: line, as: UTF8.self)
    }

    static func failure(_ error: SessionError) -> Failure {
        Failure(description: "\(error.code): \(error.message)")
    }
}
