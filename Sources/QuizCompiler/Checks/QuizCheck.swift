@_spi(Tools) import QuizYAML

/// A minimal quiz that shows a diagnostic code, for the docs and as a test: compiling
/// `source` (with `translations` beside it, if any) must report exactly `expected` for the
/// code (empty for a passing example).
struct CodeExample: Sendable {
    /// Where one diagnostic of the code is expected.
    struct Expected: Sendable, Equatable {
        /// 0 for the quiz file, `k` for `translations[k - 1]`.
        var file: Int
        var line: Int
        var column: Int
        init(file: Int = 0, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }
    }

    /// The file name the quiz of an example is compiled under.
    static let quizFileName = "demo.quiz.yaml"

    /// The file name of `translations[index]`: `demo.<locale>.yaml` by its `locale:` line.
    func translationFileName(_ index: Int) -> String {
        let locale =
            translations[index].split(separator: "\n").first { $0.hasPrefix("locale: ") }
            .map { String($0.dropFirst("locale: ".count)) } ?? "xx"
        let earlier = translations[..<index].filter { $0.contains("\nlocale: \(locale)\n") }.count
        return "demo.\(locale)" + (earlier > 0 ? "-\(earlier + 1)" : "") + ".yaml"
    }

    /// A short description: what the example shows.
    var title: String
    /// A complete quiz file.
    var source: String
    /// Translation files compiled with the quiz (empty for most codes).
    var translations: [String] = []
    /// The diagnostics of the code the files must give; empty when they must give none.
    var expected: [Expected]

    /// An example that triggers the code at the given places.
    static func bad(_ title: String, _ source: String, at places: [(Int, Int)]) -> CodeExample {
        CodeExample(title: title, source: source, expected: places.map { Expected(line: $0.0, column: $0.1) })
    }

    /// The fixed version, which must not trigger the code.
    static func good(_ title: String, _ source: String) -> CodeExample {
        CodeExample(title: title, source: source, expected: [])
    }

    /// An example with translation files that triggers the code at the given places in them
    /// (`(1, line, column)` is in the first translation).
    static func bad(_ title: String, _ source: String, translations: [String], at places: [(Int, Int, Int)])
        -> CodeExample
    {
        CodeExample(
            title: title, source: source, translations: translations,
            expected: places.map { Expected(file: $0.0, line: $0.1, column: $0.2) })
    }

    /// The fixed version of an example with translation files.
    static func good(_ title: String, _ source: String, translations: [String]) -> CodeExample {
        CodeExample(title: title, source: source, translations: translations, expected: [])
    }
}

/// The documentation of one diagnostic code: its summary, an explanation and examples.
@_spi(Tools) public struct CodeReference: Sendable {
    /// The diagnostic code this reference documents.
    @_spi(Tools) public var code: DiagnosticCode
    /// What the rule protects and how to fix a finding.
    @_spi(Tools) public var explanation: String
    /// Triggering and non-triggering examples; they double as tests.
    var examples: [CodeExample]

    init(code: DiagnosticCode, explanation: String, examples: [CodeExample]) {
        self.code = code
        self.explanation = explanation
        self.examples = examples
    }
}

/// What a check runs on: a resolved quiz, with its outcome analysis when the analysis stage
/// analysed it (complete, no errors); a quiz that is incomplete or has errors is checked
/// without one.
enum QuizCheckInput: Sendable {
    /// A quiz the analysis stage did not analyse.
    case resolved(ResolvedQuiz)
    /// A quiz with its analysis.
    case analyzed(AnalyzedQuiz)

    /// The resolved quiz, either way.
    var resolved: ResolvedQuiz {
        switch self {
        case .resolved(let quiz): quiz
        case .analyzed(let analyzed): analyzed.resolved
        }
    }

    /// The analysed quiz, when there is one.
    var analyzed: AnalyzedQuiz? {
        guard case .analyzed(let analyzed) = self else { return nil }
        return analyzed
    }
}

/// A check over a resolved quiz: one rule (or one family of rules) per file, with its
/// reference documentation beside it. Each check runs once per quiz, on the check stage's
/// one input: the quiz with its analysis when there is one.
protocol QuizCheck: Sendable {
    /// The codes this check reports, with their docs and examples.
    static var references: [CodeReference] { get }
    /// Runs the check on `quiz`, reporting into `diagnostics`.
    func run(_ quiz: QuizCheckInput, diagnostics: DiagnosticCollector)
    /// Whether what the check reports about an analysable quiz depends on its analysis: such
    /// a check is left out while the analysis is deferred (`QuizCompilation.AnalysisTiming.deferred`),
    /// so that a quick result never holds a finding the analysis would take back.
    var readsAnalysis: Bool { get }
}

extension QuizCheck {
    /// A check reads the quiz only, unless it says otherwise.
    var readsAnalysis: Bool { false }
}

/// A check that needs the analysis (or a quiz complete and free of errors, which is when
/// there is one): it has nothing to say about a quiz that was not analysed.
protocol AnalysisCheck: QuizCheck {
    /// Runs the check on an analysed quiz, reporting into `diagnostics`.
    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector)
}

extension AnalysisCheck {
    /// An analysis check reads the analysis.
    var readsAnalysis: Bool { true }

    /// Checks the analysis; nothing to check without one.
    func run(_ quiz: QuizCheckInput, diagnostics: DiagnosticCollector) {
        if let analyzed = quiz.analyzed { run(analyzed, diagnostics: diagnostics) }
    }
}

/// The parts every small two-trait example quiz shares, so examples show only what matters.
enum DemoQuiz {
    /// `quiz`, `version`, `title`, traits `a` and `b`, `highest` scoring; ends with a newline.
    static let header = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}

        """
    /// The outcome entries for `a` and `b`, after a newline.
    static let outcomes = """

        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}
        """

    /// A whole quiz whose one question `q1` has the text `text` (as YAML writes it) and
    /// the options `x` (label A, weighing `a`) and `y` (label B, weighing `b`).
    static func withQuestionText(_ text: String) -> String {
        header + """
            questions:
              - id: q1
                text: \(text)
                options:
                  - {id: x, label: A, weights: {a: 1}}
                  - {id: y, label: B, weights: {b: 1}}
            """ + outcomes
    }
}
