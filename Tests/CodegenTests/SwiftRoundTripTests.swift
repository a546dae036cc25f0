import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Typed round trip: seeded random answer sets → typed `Answers` (`Quiz.answers(from:)`) →
/// the runtime → typed `Result`, which says what `quizc score` and `quizc visible` print for
/// the same answers, through the generated code of every shipped quiz.
@Suite("quizc generate swift: typed round trip against quizc score")
struct SwiftRoundTripTests {
    /// What a typed result (or rejection) says, in wire strings.
    enum Said: Equatable, CustomStringConvertible {
        case scored(outcome: String?, secondary: String?, scores: [String], derived: [String], results: [String])
        case rejected(code: String, message: String)

        var description: String {
            switch self {
            case .scored(let outcome, let secondary, let scores, let derived, let results):
                "outcome \(outcome ?? "-") secondary \(secondary ?? "-") scores \(scores) derived \(derived) results \(results)"
            case .rejected(let code, let message): "\(code): \(message)"
            }
        }
    }

    /// Runs one answer set through a quiz's generated code: what it says, and the visible
    /// questions' ids (branching quizzes only).
    typealias Typed =
        @Sendable (QuizBundle, [(key: String, answer: QuizAnswer)]) throws -> (said: Said, visible: [String]?)

    static func scores<Trait: RawRepresentable<String>>(_ scores: [Trait: Int], order: [String]) -> [String] {
        order.map { trait in "\(trait)=\(scores.first { $0.key.rawValue == trait }?.value ?? -1)" }
    }

    static func rejected(_ error: AnswerError) -> (said: Said, visible: [String]?) {
        (.rejected(code: error.code.rawValue, message: error.message), nil)
    }

    /// Runs `answers` through `Q`: typed answers (which must read back as themselves), then
    /// the typed result as `said` puts it; the runtime's rejection as it is.
    static func roundTrip<Q: GeneratedQuiz>(
        _: Q.Type, _ bundle: QuizBundle, _ answers: [(key: String, answer: QuizAnswer)],
        said: (Q.TypedResult) -> (said: Said, visible: [String]?)
    ) throws -> (said: Said, visible: [String]?) {
        let quiz = try Q(bundle: bundle)
        let typed: Q.Answers
        switch quiz.answers(from: answers) {
        case .failure(let error): return rejected(error)
        case .success(let value): typed = value
        }
        #expect(try quiz.answers(from: typed.runtimeAnswers).get() == typed)
        return said(try quiz.score(typed).get())
    }

    static let typed: [String: Typed] = [
        "animal": { bundle, answers in
            try roundTrip(Animal.Quiz.self, bundle, answers) { result in
                (
                    .scored(
                        outcome: result.outcome.rawValue, secondary: nil,
                        scores: scores(result.scores, order: bundle.traits), derived: [], results: []), nil
                )
            }
        },
        "color": { bundle, answers in
            try roundTrip(Color.Quiz.self, bundle, answers) { result in
                (
                    .scored(
                        outcome: result.outcome.rawValue, secondary: nil,
                        scores: scores(result.scores, order: bundle.traits), derived: [], results: []), nil
                )
            }
        },
        "mbti": { bundle, answers in
            try roundTrip(Mbti.Quiz.self, bundle, answers) { result in
                (
                    .scored(
                        outcome: result.outcome.rawValue, secondary: nil,
                        scores: scores(result.scores, order: bundle.traits), derived: [], results: []), nil
                )
            }
        },
        "fitcircle-persona": { bundle, answers in
            try roundTrip(FitcirclePersona.Quiz.self, bundle, answers) { result in
                (
                    .scored(
                        outcome: result.outcome.rawValue, secondary: result.secondary?.rawValue,
                        scores: scores(result.scores, order: bundle.traits), derived: [], results: []),
                    result.visible.map(\.id)
                )
            }
        },
        "big-five": { bundle, answers in
            try roundTrip(BigFive.Quiz.self, bundle, answers) { result in
                (
                    .scored(
                        outcome: nil, secondary: nil, scores: scores(result.scores, order: bundle.traits),
                        derived: result.derived.map { "\($0.id.rawValue)=\($0.value?.text ?? "null")" },
                        results: result.results.map {
                            "\($0.id.rawValue)=\($0.value?.text ?? "null")/\($0.band?.rawValue ?? "null")"
                        }), nil
                )
            }
        },
        "class": { bundle, answers in
            try roundTrip(Class.Quiz.self, bundle, answers) { result in
                (
                    .scored(
                        outcome: result.outcome.rawValue, secondary: result.secondary?.rawValue,
                        scores: scores(result.scores, order: bundle.traits), derived: [], results: []),
                    result.visible.map(\.id)
                )
            }
        },
    ]

    /// What `quizc score` (or `quizc visible`) prints for each answer set, one JSON value each.
    static func quizc(_ command: LineScoring.Command, bundle: QuizBundle, lines: [String]) throws -> [JSONValue] {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundlePath = folder.appendingPathComponent("bundle.json").path
        let answersPath = folder.appendingPathComponent("answers.jsonl").path
        try Data(bundle.fileBytes()).write(to: URL(fileURLWithPath: bundlePath))
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: answersPath))
        var options = ScoreFrontend.Options(
            bundle: bundlePath, answers: answersPath, format: .lines, maxLineBytes: 1 << 20, standardInput: STDIN_FILENO)
        options.command = command
        let output = CapturedStreams()
        _ = ScoreFrontend(options).run(output: output)
        return try output.stdout.split(separator: "\n").map { try JSONParser().parse(String($0)) }
    }

    /// What a `quizc score` line says, in the same terms as `Said`.
    static func said(_ line: JSONValue, traits: [String]) -> Said {
        if case .object(let error)? = line["error"] {
            let field = { (name: String) -> String in
                if case .string(let text)? = error.first(where: { $0.0 == name })?.1 { return text }
                return ""
            }
            return .rejected(code: field("code"), message: field("message"))
        }
        let string = { (value: JSONValue?) -> String? in
            if case .string(let text)? = value { return text }
            return nil
        }
        let literal = { (value: JSONValue?) -> String in
            switch value {
            case .number(let text)?: text
            case .string(let text)?: text
            default: "null"
            }
        }
        let scores = traits.map { trait in "\(trait)=\(literal(line["scores"]?[trait]))" }
        let derived = (line["derived"]?.objectMembers ?? []).map { "\($0.0)=\(literal($0.1))" }
        var results: [String] = []
        if case .array(let items)? = line["results"] {
            results = items.map { "\(string($0["id"]) ?? "")=\(literal($0["value"]))/\(literal($0["band"]))" }
        }
        return .scored(
            outcome: string(line["outcome"]), secondary: string(line["secondary"]), scores: scores, derived: derived,
            results: results)
    }

    @Test(arguments: ["animal", "color", "mbti", "fitcircle-persona", "big-five", "class"])
    func typedResultsAgreeWithQuizcScore(quiz id: String) throws {
        let bundle = try GoldenQuizzes.bundle(id)
        let run = try #require(Self.typed[id])
        var random = RandomAnswers(seed: 0x5EED_3200 &+ UInt64(id.utf8.count))
        let sets = (0..<200).map { _ in random.answers(for: bundle) }
        let lines = sets.map { answers in JSONValue.object(answers.map { ($0.key, $0.answer.jsonValue) }).jsonLine }
        let scored = try Self.quizc(.score, bundle: bundle, lines: lines)
        let visible = try Self.quizc(.visible, bundle: bundle, lines: lines)
        try #require(scored.count == sets.count && visible.count == sets.count)
        var rejected = 0
        for (index, answers) in sets.enumerated() {
            let typed = try run(bundle, answers)
            let expected = Self.said(scored[index], traits: bundle.traits)
            #expect(typed.said == expected, "\(id) answer set \(index): \(lines[index])")
            if case .rejected = expected { rejected += 1 }
            if let shown = typed.visible, case .array(let ids)? = visible[index]["visible"] {
                #expect(shown == ids.map { if case .string(let id) = $0 { id } else { "" } }, "\(id) set \(index)")
            }
        }
        // Both paths are exercised: most sets are scored, some rejected.
        #expect(rejected > 0 && rejected < sets.count / 2, "\(rejected) of \(sets.count) rejected")
    }
}

/// What every quiz's generated `Quiz` offers, so that one round trip serves them all.
protocol GeneratedQuiz {
    associatedtype Answers: GeneratedAnswers
    associatedtype TypedResult
    init(bundle: QuizBundle) throws
    func answers(from runtimeAnswers: [(key: String, answer: QuizAnswer)]) -> Swift.Result<Answers, AnswerError>
    func score(_ answers: Answers) -> Swift.Result<TypedResult, AnswerError>
}

/// What every quiz's generated `Answers` offers.
protocol GeneratedAnswers: Equatable {
    var runtimeAnswers: [(key: String, answer: QuizAnswer)] { get }
}

extension Animal.Quiz: GeneratedQuiz {}
extension Animal.Answers: GeneratedAnswers {}
extension Color.Quiz: GeneratedQuiz {}
extension Color.Answers: GeneratedAnswers {}
extension Mbti.Quiz: GeneratedQuiz {}
extension Mbti.Answers: GeneratedAnswers {}
extension FitcirclePersona.Quiz: GeneratedQuiz {}
extension FitcirclePersona.Answers: GeneratedAnswers {}
extension BigFive.Quiz: GeneratedQuiz {}
extension BigFive.Answers: GeneratedAnswers {}
extension Class.Quiz: GeneratedQuiz {}
extension Class.Answers: GeneratedAnswers {}
