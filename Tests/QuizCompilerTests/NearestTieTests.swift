import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@testable @_spi(Tools) import QuizCompiler

/// Nearest profiles at the same distance: without `ties:` under `nearest` the first profile
/// listed wins, which `tie-reachable` makes explicit with an answer set that ties; and an
/// example's wrong `expect` names both profiles' distances (docs/authoring.md, "Nearest
/// profiles").
@Suite("nearest profiles: ties and distances")
struct NearestTieTests {
    /// Four items scored 1 to 5 (two reverse-keyed), percentages of `people` and `ideas`, and
    /// two profiles; all answers 3 put both percentages at 50. `ties` goes under `nearest`.
    static func quiz(profiles: String, ties: String = "", examples: String = "") -> String {
        """
        quiz: roles
        version: 1.0.0
        title: Roles
        traits: [people, ideas]
        scales:
          agree5:
            keyed_scoring: values
            options: [{value: 1, label: SD}, {value: 2, label: D}, {value: 3, label: N}, {value: 4, label: A}, {value: 5, label: SA}]
        scoring:
          model: profile
          derived:
            - {id: people_pct, percent: people}
            - {id: ideas_pct, percent: ideas}
          results:
            - {id: focus, title: Focus, score: people_pct, bands: [{id: task, below: 50, title: Task}, {id: people, title: People}]}
          nearest:
            over: [people_pct, ideas_pct]
            profiles:
        \(profiles)\(ties)
        questions:
          - {id: meet, text: Meet, scale: agree5, keyed: people}
          - {id: alone, text: Alone, scale: agree5, keyed: people, weight: -1}
          - {id: new, text: New, scale: agree5, keyed: ideas}
          - {id: proven, text: Proven, scale: agree5, keyed: ideas, weight: -1}
        outcomes:
          catalyst: {title: Catalyst, description: C}
          specialist: {title: Specialist, description: S}
        \(examples)
        """
    }

    static let twoProfiles = """
              - {outcome: catalyst, at: {people_pct: 100, ideas_pct: 100}}
              - {outcome: specialist, at: {people_pct: 0, ideas_pct: 0}}
        """

    func diagnostics(_ text: String) -> [String] {
        compile(text).diagnostics.map {
            "\($0.code.rawValue)@\($0.range.start) \($0.severity) \($0.message)"
        }
    }

    @Test func aReachableTieWithoutTiesIsReportedWithAWitness() {
        let found = diagnostics(Self.quiz(profiles: Self.twoProfiles)).filter { $0.hasPrefix("tie-reachable") }
        #expect(
            found == [
                "tie-reachable@17:5 warning profiles `catalyst` and `specialist` can be equally near (squared distance 10000), for example with {\"meet\": 5, \"alone\": 1, \"new\": 1, \"proven\": 5}; the first listed, `catalyst`, then wins: say so with `ties: [catalyst, specialist]` under `nearest` (or another order)"
            ])
    }

    @Test func tiesUnderNearestDecideEveryTie() {
        let text = Self.quiz(profiles: Self.twoProfiles, ties: "\n    ties: [specialist, catalyst]")
        #expect(diagnostics(text).filter { $0.hasPrefix("tie-reachable") } == [])
    }

    @Test func profilesThatNeverTieAreNotReported() {
        let profiles = """
                  - {outcome: catalyst, at: {people_pct: 100, ideas_pct: 100}}
                  - {outcome: specialist, at: {people_pct: 0, ideas_pct: 1}}
            """
        #expect(diagnostics(Self.quiz(profiles: profiles)).filter { $0.hasPrefix("tie-reachable") } == [])
    }

    @Test func aWrongExpectationNamesBothDistances() {
        let examples = """
            examples:
              - name: mostly agreeing
                answers: {meet: 4, alone: 2, new: 4, proven: 2}
                expect: specialist
            """
        let text = Self.quiz(profiles: Self.twoProfiles, ties: "\n    ties: [catalyst, specialist]", examples: examples)
        let mismatch = diagnostics(text).filter { $0.hasPrefix("example-mismatch") }
        #expect(
            mismatch == [
                "example-mismatch@33:13 error example \"mostly agreeing\": the outcome is `catalyst` at squared distance 1250, not `specialist` at squared distance 11250 (scores: people=8, ideas=8); fix the weights or the expectation"
            ])
    }

    /// The witness of a nearest tie is kept in the analysis cache and checked again when
    /// the entry is read: a cached run reports the same tie.
    @Test func aCachedAnalysisReportsTheSameTie() throws {
        let text = Self.quiz(profiles: Self.twoProfiles)
        let cache = AnalysisCache(storage: InMemoryAnalysisCacheStorage(), signingKey: .tests)
        var compilation = QuizCompilation()
        compilation.analysisCache = cache
        let first = compilation.compile(path: "quiz.yaml", bytes: Array(text.utf8))
        let second = compilation.compile(path: "quiz.yaml", bytes: Array(text.utf8))
        #expect(cache.counts.hits == 1 && cache.counts.rejected == 0)
        let ties = { (file: CompiledFile) in file.diagnostics.filter { $0.code == .tieReachable }.map(\.message) }
        #expect(ties(first).count == 1)
        #expect(ties(second) == ties(first))
    }
}
