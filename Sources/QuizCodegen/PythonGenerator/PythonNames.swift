/// The names of the Python code generated for one quiz (docs/codegen.md, "Python"):
/// PascalCase classes, UPPER_SNAKE enum members, snake_case fields (a keyword gets a trailing
/// `_`), each scope free of collisions by `NameScope`'s rule.
struct PythonNames {
    /// Python's keywords, and the module names the generated code uses, which a field must not shadow.
    static let reservedFields: Set<String> = [
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def",
        "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
        "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
        "dataclasses", "enum", "typing", "quizruntime", "to_wire",
    ]

    /// The classes the module declares itself, and built-in classes a class must not shadow.
    static let reservedClasses: Set<String> = [
        "Outcome", "Trait", "Question", "DerivedScore", "ProfileResult", "Answers", "AnswersSoFar", "Results",
        "ProfileValue", "Result", "Visible", "BundleMismatchError", "Session", "Step",
        "ArithmeticError", "BaseException", "Exception", "Ellipsis", "NotImplemented", "TypeError", "ValueError",
    ]

    /// `Outcome.CASEY` and the like: one member name per wire string, in order.
    static func members(_ wires: [String]) -> [String] {
        var scope = NameScope(reserved: ["_"])
        return wires.map { scope.claim(IdentifierWords.screamingSnakeCase($0, fallback: "VALUE")) }
    }

    /// A snake_case field name, `_` after a keyword.
    static func field(_ wire: String, fallback: String) -> String {
        let name = IdentifierWords.snakeCase(wire, fallback: fallback)
        return reservedFields.contains(name) ? name + "_" : name
    }

    /// The class of the quiz (`FitcirclePersona`).
    var quizClass: String
    /// Each question's option enum (`nil` for a scale, whose answer is an int literal).
    var optionTypes: [String?]
    /// Each question's field in `Answers`.
    var fields: [String]
    /// Each profile result's band enum.
    var bandTypes: [String]
    /// Each profile result's field in `Results`.
    var resultFields: [String]

    /// The names for `quiz`.
    init(_ quiz: ScriptQuiz) {
        var classes = NameScope(reserved: Self.reservedClasses)
        quizClass = classes.claim(IdentifierWords.pascalCase(quiz.quiz, fallback: "Quiz"))
        optionTypes = quiz.questions.map { question in
            if case .scale = question.answer { return nil }
            return classes.claim(IdentifierWords.pascalCase(question.id, fallback: "Options"))
        }
        bandTypes = quiz.results.map { classes.claim(IdentifierWords.pascalCase($0.id, fallback: "Result") + "Band") }
        var answerFields = NameScope(reserved: Self.reservedFields)
        fields = quiz.questions.map { answerFields.claim(Self.field($0.id, fallback: "answer")) }
        var results = NameScope(reserved: Self.reservedFields)
        resultFields = quiz.results.map { results.claim(Self.field($0.id, fallback: "result")) }
    }
}
