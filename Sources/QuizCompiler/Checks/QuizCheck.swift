import QuizYAML

/// A minimal quiz that shows a diagnostic code, for the docs and as a test: compiling
/// `source` must report exactly `expected` for the code (empty for a passing example).
public struct CodeExample: Sendable {
    /// Where one diagnostic of the code is expected.
    public struct Expected: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// A short description: what the example shows.
    public var title: String
    /// A complete quiz file.
    public var source: String
    /// The diagnostics of the code the file must give; empty when it must give none.
    public var expected: [Expected]

    /// An example that triggers the code at the given places.
    public static func bad(_ title: String, _ source: String, at places: [(Int, Int)]) -> CodeExample {
        CodeExample(title: title, source: source, expected: places.map { Expected(line: $0.0, column: $0.1) })
    }

    /// The fixed version, which must not trigger the code.
    public static func good(_ title: String, _ source: String) -> CodeExample {
        CodeExample(title: title, source: source, expected: [])
    }
}

/// The documentation of one diagnostic code: its summary, an explanation and examples.
public struct CodeReference: Sendable {
    public var code: DiagnosticCode
    /// What the rule protects and how to fix a finding.
    public var explanation: String
    /// Triggering and non-triggering examples; they double as tests.
    public var examples: [CodeExample]

    public init(code: DiagnosticCode, explanation: String, examples: [CodeExample]) {
        self.code = code
        self.explanation = explanation
        self.examples = examples
    }
}

/// A check over a resolved quiz: one rule (or one family of rules) per file, with its
/// reference documentation beside it.
public protocol QuizCheck: Sendable {
    /// The codes this check reports, with their docs and examples.
    static var references: [CodeReference] { get }
    /// Runs the check, reporting into `diagnostics`.
    func run(_ quiz: ResolvedQuiz, diagnostics: DiagnosticCollector)
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
}
