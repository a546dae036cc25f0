import BigInt
import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `analysis-incomplete`: when exact probabilities are unknown, a note says that
/// `outcome-skew` did not run; it never fails a run and the summary counts it apart.
@Suite("analysis-incomplete")
struct AnalysisIncompleteTests {
    /// A quiz `outcome-skew` flags when probabilities are exact (`b` needs all three answers).
    static let skewed = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - {id: q1, text: One, options: [{id: x, label: X, weights: {b: 1}}, {id: y, label: Y, weights: {a: 2}}, {id: z, label: Z, weights: {a: 2}}, {id: w, label: W, weights: {a: 2}}]}
          - {id: q2, text: Two, options: [{id: x, label: X, weights: {b: 1}}, {id: y, label: Y, weights: {a: 2}}, {id: z, label: Z, weights: {a: 2}}, {id: w, label: W, weights: {a: 2}}]}
          - {id: q3, text: Three, options: [{id: x, label: X, weights: {b: 1}}, {id: y, label: Y, weights: {a: 2}}, {id: z, label: Z, weights: {a: 2}}, {id: w, label: W, weights: {a: 2}}]}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """

    @Test func aZeroBudgetReplacesOutcomeSkewWithANote() {
        let exact = QuizCompilation().compile(path: "q.yaml", bytes: Array(Self.skewed.utf8))
        #expect(codes(exact) == ["outcome-skew@12:3"])
        let cut = QuizCompilation(maxAnalysisStates: 0).compile(path: "q.yaml", bytes: Array(Self.skewed.utf8))
        #expect(codes(cut) == ["analysis-incomplete@5:10"])
        let note = cut.diagnostics[0]
        #expect(note.severity == .note)
        #expect(
            note.message.contains("`outcome-skew` was not checked (exact probabilities were not computed: "),
            "\(note.message)")
        // A note is not an error: the quiz still builds.
        #expect(cut.resolved != nil)
    }

    @Test func everyKindOfMissingProbabilityHasAReason() {
        func analysis(limitation: String? = nil, probability: String? = nil, total: BigUInt? = 4, count: BigUInt? = 2)
            -> OutcomeAnalysis
        {
            var analysis = OutcomeAnalyzer.analyze(
                compile(DuplicateQuizIDOrderTests.quiz("x")).analyzed!.resolved.bundle)
            analysis.limitation = limitation
            analysis.probabilityLimitation = probability
            analysis.total = total
            analysis.outcomes[0].count = count
            return analysis
        }
        #expect(AnalysisIncompleteCheck.reason(analysis()) == nil)
        #expect(
            AnalysisIncompleteCheck.reason(analysis(limitation: "too big")) == "the analysis was not exact (too big)")
        #expect(
            AnalysisIncompleteCheck.reason(analysis(probability: "exact probabilities were not computed: x"))
                == "exact probabilities were not computed: x")
        #expect(
            AnalysisIncompleteCheck.reason(analysis(total: nil)) == "the answer sets were not counted"
        )
        #expect(
            AnalysisIncompleteCheck.reason(analysis(count: nil)) == "the answer sets were not counted"
        )
    }

    static func note(_ severity: Diagnostic.Severity = .note) -> Diagnostic {
        Diagnostic(
            file: "q.yaml", range: SourceRange(at: SourcePosition(line: 5, column: 10)), severity: severity,
            code: .analysisIncomplete, message: "m")
    }

    @Test func summariesCountNotesApartFromProblems() {
        #expect(DiagnosticSummary(files: 1, diagnostics: []).sentence == "no problems in 1 file")
        #expect(DiagnosticSummary(files: 1, diagnostics: [Self.note()]).sentence == "no problems, 1 note in 1 file")
        #expect(
            DiagnosticSummary(files: 2, diagnostics: [Self.note(), Self.note()]).sentence
                == "no problems, 2 notes in 2 files")
        #expect(
            DiagnosticSummary(
                files: 3, diagnostics: [Self.note(.error), Self.note(.warning), Self.note(.warning), Self.note()]
            ).sentence
                == "1 error, 2 warnings, 1 note in 3 files")
        #expect(
            DiagnosticSummary(files: 1, diagnostics: [Self.note(.error), Self.note()]).sentence
                == "1 error, 1 note in 1 file")
    }

    @Test func everyFormatRendersANote() {
        let note = Self.note()
        let summary = DiagnosticSummary(files: 1, diagnostics: [note])
        let text = TextRenderer(colour: false).render([note], sources: [:], summary: summary)
        #expect(text == "q.yaml:5:10: note: m [analysis-incomplete]\nno problems, 1 note in 1 file\n")
        let github = GitHubRenderer.render([note], summary: summary)
        #expect(github.hasPrefix("::notice file=q.yaml,line=5,col=10,"), "\(github)")
        #expect(github.hasSuffix("quizc: no problems, 1 note in 1 file\n"))
        let json = JSONRenderer.value([note], summary: summary)
        if case .array(let items)? = json["diagnostics"] {
            #expect(items.first?["severity"] == .string("note"))
        } else {
            Issue.record("no diagnostics")
        }
        #expect(json["summary"]?["notes"] == .integer(1))
        #expect(json["summary"]?["warnings"] == .integer(0))
        let sarif = SARIFRenderer.value([note], currentDirectory: "/work", tool: .quizc)
        guard case .array(let runs)? = sarif["runs"], case .array(let results)? = runs.first?["results"],
            case .array(let rules)? = runs.first?["tool"]?["driver"]?["rules"]
        else {
            Issue.record("no SARIF results")
            return
        }
        #expect(results.first?["level"] == .string("note"))
        let rule = rules.first { $0["id"] == .string("analysis-incomplete") }
        #expect(rule?["defaultConfiguration"]?["level"] == .string("note"))
    }

    @Test func severitiesAreOrderedFromTheMostSerious() {
        #expect(Diagnostic.Severity.allCases.sorted() == [.error, .warning, .note])
        #expect(DiagnosticCode.analysisIncomplete.defaultSeverity == .note)
        // Codes are only ever added last: `analysis-incomplete` keeps its SARIF rule index.
        #expect(DiagnosticCode.allCases.firstIndex(of: .analysisIncomplete) == 35)
        #expect(DiagnosticCode.allCases.firstIndex(of: .controlCharacter) == 36)
    }
}
