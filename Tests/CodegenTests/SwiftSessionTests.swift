import QuizRuntime
import Testing

/// The generated `Session` over `QuizSession` (docs/codegen.md, "Sessions"): typed answers
/// given page by page end in the typed result `score` gives for the same answers, a saved token
/// resumes to the same result, and a runtime session on another bundle is refused.
@Suite("quizc generate swift: the typed session")
struct SwiftSessionTests {
    /// A fake clock: every reading is one second after the last.
    final class Clock {
        var now = 0
        func read() -> Int {
            now += 1000
            return now
        }
    }

    /// Answers every page from `answers`, then finishes; `given` counts the answers the session took.
    static func run<S: TypedSession>(_ session: inout S, _ answers: S.TypedAnswers, given: inout Int)
        -> Swift.Result<
            S.TypedResult, SessionError
        >
    {
        while true {
            given += answerPage(&session, answers)
            switch session.next() {
            case .success: continue
            case .failure(let error) where error.code == "last-page": return session.finish()
            case .failure(let error): return .failure(error)
            }
        }
    }

    /// Answers the page's questions from `answers`, and those an answer shows on it; how many it took.
    static func answerPage<S: TypedSession>(_ session: inout S, _ answers: S.TypedAnswers) -> Int {
        var done = Set<S.TypedQuestion>()
        var taken = 0
        while let question = session.page.first(where: { !done.contains($0) }) {
            done.insert(question)
            if session.give(question, from: answers) { taken += 1 }
        }
        return taken
    }

    /// Random typed answers the runtime takes, each set run as a session on its own seed.
    static func agree<S: TypedSession>(
        _: S.Type, _ id: String, start: (S.TypedQuiz, UInt64) -> S,
        typed: (S.TypedQuiz, [(key: String, answer: QuizAnswer)]) -> S.TypedAnswers?,
        quiz: S.TypedQuiz, score: (S.TypedQuiz, S.TypedAnswers) -> S.TypedResult?
    ) throws -> Int where S.TypedResult: Equatable {
        let bundle = try GoldenQuizzes.bundle(id)
        var random = RandomAnswers(seed: 0x5E55_1000 &+ UInt64(id.utf8.count))
        var finished = 0
        for seed in UInt64(0)..<40 {
            guard let answers = typed(quiz, random.answers(for: bundle)) else { continue }
            var session = start(quiz, seed)
            var given = 0
            guard case .success(let result) = run(&session, answers, given: &given) else { continue }
            finished += 1
            #expect(result == score(quiz, answers), "\(id) seed \(seed)")
        }
        return finished
    }

    @Test func aPersonaSessionEndsInTheTypedScoreOfItsAnswers() throws {
        let quiz = try FitcirclePersona.Quiz(bundle: try GoldenQuizzes.bundle("fitcircle-persona"))
        let clock = Clock()
        let finished = try Self.agree(
            FitcirclePersona.Session.self, "fitcircle-persona", start: { $0.start(seed: $1, clock: clock.read) },
            typed: { try? $0.answers(from: $1).get() }, quiz: quiz, score: { try? $0.score($1).get() })
        #expect(finished > 20)
    }

    @Test func anAnimalSessionEndsInTheTypedScoreOfItsAnswers() throws {
        let quiz = try Animal.Quiz(bundle: try GoldenQuizzes.bundle("animal"))
        let clock = Clock()
        let finished = try Self.agree(
            Animal.Session.self, "animal", start: { $0.start(seed: $1, clock: clock.read) },
            typed: { try? $0.answers(from: $1).get() },
            quiz: quiz, score: { try? $0.score($1).get() })
        #expect(finished > 20)
    }

    @Test func aSavedTokenResumesToTheSameTypedResult() throws {
        let quiz = try FitcirclePersona.Quiz(bundle: try GoldenQuizzes.bundle("fitcircle-persona"))
        let answers = FitcirclePersona.Answers(
            primaryGoal: .loseWeight, motivationStyle: .competition, fitnessLevel: .intermediate,
            timeCommitment: ._30To60, targetLoss: .over10kg)
        let key = Array("secret".utf8)
        var session = quiz.start(seed: 7, locale: "en", clock: Clock().read)
        var given = 0
        given += Self.answerPage(&session, answers)
        #expect(given > 0)
        let token = try session.save(key: key).get()
        #expect(session.events.last?.event == "saved")
        var resumed = try quiz.resume(token: token, key: key, clock: Clock().read)
        #expect(resumed.page == session.page)
        let uninterrupted = Self.run(&session, answers, given: &given)
        let result = try Self.run(&resumed, answers, given: &given).get()
        #expect(result == (try uninterrupted.get()))
        #expect(result == (try quiz.score(answers).get()))
        #expect(result.visible.last == .targetLoss)
        #expect(resumed.history() != nil)
        #expect(throws: SessionError.self) { try quiz.resume(token: token, clock: Clock().read) }
    }

    @Test func aTypedAnswerIsTheRuntimesAndNilClearsIt() throws {
        let quiz = try FitcirclePersona.Quiz(bundle: try GoldenQuizzes.bundle("fitcircle-persona"))
        var session = quiz.start(seed: 1, clock: Clock().read)
        #expect(throws: SessionError.self) { try session.answer(targetLoss: .over10kg).get() }
        try session.answer(primaryGoal: .loseWeight).get()
        #expect(session.runtime.answer(for: "primaryGoal") == .string("lose_weight"))
        try session.answer(primaryGoal: nil).get()
        #expect(session.runtime.answer(for: "primaryGoal") == nil)
        #expect(session.events.suffix(2).map(\.event) == ["answered", "answer_changed"])
        #expect(session.progress().answered == 0)
    }

    @Test func aRuntimeSessionOnAnotherBundleIsRefused() throws {
        let quiz = try FitcirclePersona.Quiz(bundle: try GoldenQuizzes.bundle("fitcircle-persona"))
        let animal = try Animal.Quiz(bundle: try GoldenQuizzes.bundle("animal"))
        let other = QuizSession(scorer: animal.scorer, seed: 0, clock: Clock().read)
        #expect(throws: FitcirclePersona.LoadError.self) { try FitcirclePersona.Session(quiz: quiz, runtime: other) }
        let own = QuizSession(scorer: quiz.scorer, seed: 3, clock: Clock().read)
        #expect(
            try FitcirclePersona.Session(quiz: quiz, runtime: own).page == quiz.start(seed: 3, clock: Clock().read).page
        )
    }
}

/// What the tests drive of a generated `Session`.
protocol TypedSession {
    associatedtype TypedQuiz
    associatedtype TypedQuestion: Hashable
    associatedtype TypedAnswers
    associatedtype TypedResult
    var page: [TypedQuestion] { get }
    /// Answers `question` with its typed method as `answers` does; whether the session took an answer.
    mutating func give(_ question: TypedQuestion, from answers: TypedAnswers) -> Bool
    mutating func next() -> Swift.Result<Void, SessionError>
    mutating func finish() -> Swift.Result<TypedResult, SessionError>
}

extension FitcirclePersona.Session: TypedSession {
    typealias TypedQuiz = FitcirclePersona.Quiz
    typealias TypedQuestion = FitcirclePersona.Question
    typealias TypedAnswers = FitcirclePersona.Answers
    typealias TypedResult = FitcirclePersona.Result

    mutating func give(_ question: FitcirclePersona.Question, from answers: FitcirclePersona.Answers) -> Bool {
        let step: Swift.Result<Void, SessionError>
        switch question {
        case .primaryGoal: step = answer(primaryGoal: answers.primaryGoal)
        case .motivationStyle: step = answer(motivationStyle: answers.motivationStyle)
        case .fitnessLevel: step = answer(fitnessLevel: answers.fitnessLevel)
        case .timeCommitment: step = answer(timeCommitment: answers.timeCommitment)
        case .targetLoss: step = answer(targetLoss: answers.targetLoss)
        case .enduranceSport: step = answer(enduranceSport: answers.enduranceSport)
        case .raceGoal: step = answer(raceGoal: answers.raceGoal)
        }
        return runtime.answer(for: question.rawValue) != nil && (try? step.get()) != nil
    }
}

extension Animal.Session: TypedSession {
    typealias TypedQuiz = Animal.Quiz
    typealias TypedQuestion = Animal.Question
    typealias TypedAnswers = Animal.Answers
    typealias TypedResult = Animal.Result

    mutating func give(_ question: Animal.Question, from answers: Animal.Answers) -> Bool {
        let step: Swift.Result<Void, SessionError>
        switch question {
        case .saturday: step = answer(saturday: answers.saturday)
        case .quarrel: step = answer(quarrel: answers.quarrel)
        case .words: step = answer(words: answers.words)
        case .morningEnergy: step = answer(morningEnergy: answers.morningEnergy)
        case .snack: step = answer(snack: answers.snack)
        case .avoid: step = answer(avoid: answers.avoid)
        case .pace: step = answer(pace: answers.pace)
        case .teamRole: step = answer(teamRole: answers.teamRole)
        case .dreamHome: step = answer(dreamHome: answers.dreamHome)
        }
        return runtime.answer(for: question.rawValue) != nil && (try? step.get()) != nil
    }
}
