import Foundation
import Testing

@_spi(Tools) @testable import QuizRuntime

/// Sessions (docs/runtime.md, "Sessions"): the result is `score` on the final answers, a
/// changed answer drops what it hides, refusals carry codes, the progress fallback, the
/// HMAC, and saving and resuming at every step of random scripts on every conformance bundle.
@Suite struct SessionTests {
    static let bundles = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Conformance/bundles")

    static func scorer(_ name: String) throws -> Scorer {
        let bytes = [UInt8](try Data(contentsOf: bundles.appendingPathComponent(name)))
        return Scorer(bundle: try QuizBundle(jsonBytes: bytes, verifyHash: true))
    }

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: bundles.path)) ?? []).filter { $0.hasSuffix(".json") }
            .sorted()
    }

    /// The conformance bundles and the shipped quizzes' bundles, named from the suite's folder.
    static var everyBundle: [String] {
        let shipped = "../../QuizCompilerTests/Golden/bundles/"
        let folder = bundles.appendingPathComponent(shipped).standardizedFileURL.path
        let quizzes = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".json") && $0 != "index.json" }.sorted()
        return names + quizzes.map { shipped + $0 }
    }

    final class Clock: @unchecked Sendable {
        var now: Int
        init(_ now: Int) { self.now = now }
    }

    @Test func aChangedAnswerDropsTheAnswersItHides() throws {
        var session = QuizSession(scorer: try Self.scorer("branching.json"), seed: 1, clock: { 0 })
        #expect(throws: Never.self) { try session.answer("goal", .string("lose")).get() }
        try session.answer("target_loss", .string("lot")).get()
        try session.answer("target_weeks", .integer(8)).get()
        try session.answer("goal", .string("muscle")).get()
        #expect(session.answers.map(\.key) == ["goal"])
    }

    @Test func refusalsCarryStableCodes() throws {
        var session = QuizSession(scorer: try Self.scorer("mbti.json"), seed: 3, clock: { 0 })
        let key = session.scorer.bundle.questions[session.questions[0].question].key
        func code(_ result: Result<Void, SessionError>) -> String {
            if case .failure(let error) = result { return error.code }
            return "ok"
        }
        #expect(code(session.answer("nope", .string("x"))) == "not-on-page")
        #expect(code(session.answer(key, .string("agree"))) == "wrong-type")
        #expect(code(session.next()) == "missing-answer")
        #expect(code(session.back()) == "first-page")
        #expect(code(session.finish()) == "pages-left")
    }

    @Test func pastTheScenarioBoundTheProgressIsTheFallback() throws {
        let option: (String) -> QuizBundle.Option = {
            QuizBundle.Option(id: $0, value: nil, label: $0, weights: [], pin: false)
        }
        var bundle = try Self.scorer("branching.json").bundle
        let template = bundle.questions[1]
        var many: [QuizBundle.Question] = (0..<13).map { index in
            var question = template
            question.id = "m\(index)"
            question.key = "m\(index)"
            question.required = false
            question.min = 0
            question.max = 2
            question.options = [option("a"), option("b")]
            question.condition = nil
            return question
        }
        var last = bundle.questions[4]
        last.id = "last"
        last.key = "last"
        last.condition = .any(many.map { .includes(question: $0.id, id: "a") })
        many.append(last)
        bundle.questions = many
        bundle.presentation.pageSize = many.count
        let session = QuizSession(scorer: Scorer(bundle: bundle), seed: 0, clock: { 0 })
        #expect(session.progress() == SessionProgress(answered: 0, least: 13, most: 14, exact: false))
    }

    @Test func hmacMatchesRFC4231() {
        let hex = HMACSHA256.hex(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))
        #expect(hex == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        let long = HMACSHA256.hex(
            key: [UInt8](repeating: 0xaa, count: 131),
            message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8))
        #expect(long == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    /// One random step, as the JavaScript and Python property tests take it.
    static func step(_ session: inout QuizSession, _ random: inout SplitMix64, _ clock: Clock) {
        let shown = session.questions
        let roll = random.uniform(10)
        if roll < 5 && !shown.isEmpty {
            let question = session.scorer.bundle.questions[shown[Int(random.uniform(UInt64(shown.count)))].question]
            let choices = SessionProgress.alternatives(question, !question.required)
            session.answer(question.key, choices[Int(random.uniform(UInt64(choices.count)))])
        } else if roll < 7 {
            if case .failure = session.next() { session.finish() }
        } else if roll < 8 {
            session.back()
        } else {
            clock.now += Int(random.uniform(4000))
            session.tick()
        }
    }

    @Test(arguments: everyBundle) func savingAndResumingAtEveryStepContinuesExactly(_ name: String) throws {
        let scorer = try Self.scorer(name)
        for seed in [UInt64(1), 2] {
            for saveAt in 0..<40 {
                var random = SplitMix64(seed: seed * 1000 + UInt64(name.count))
                let clock = Clock(1000)
                var whole = QuizSession(scorer: scorer, seed: random.next(), clock: { clock.now })
                var saved: (token: String, at: Int, random: SplitMix64, now: Int)?
                for index in 0..<40 where !whole.ended {
                    Self.step(&whole, &random, clock)
                    if index == saveAt && !whole.ended, case .success(let token) = whole.save() {
                        saved = (token, whole.events.count - 1, random, clock.now)
                    }
                }
                guard let saved else { break }
                var resumedRandom = saved.random
                let resumedClock = Clock(saved.now)
                var resumed = try QuizSession(scorer: scorer, resuming: saved.token, clock: { resumedClock.now })
                for _ in (saveAt + 1)..<40 where !resumed.ended { Self.step(&resumed, &resumedRandom, resumedClock) }
                #expect(resumed.events[0].seq == whole.events[saved.at].seq)
                #expect(resumed.events.dropFirst().map(\.line) == whole.events[(saved.at + 1)...].map(\.line))
                #expect(resumed.result?.jsonValue == whole.result?.jsonValue)
                #expect(resumed.history() == whole.history())
            }
        }
    }
}
