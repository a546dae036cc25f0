import QuizRuntime

@testable import QuizCompiler

/// Runs a conformance `session` case (docs/conformance.md, "session") with the interpreter
/// `quizc session replay` runs (`QuizCompiler.SessionScript`), lines as the suite records them.
enum SessionCaseRunner {
    static func run(_ scorer: Scorer, start: JSONValue, steps: [JSONValue]) throws -> [String] {
        do {
            let script = try SessionScript(json: .object([("start", start), ("steps", .array(steps))]))
            return script.run(on: scorer, detail: .steps)
        } catch {
            throw SuiteError("not a session script: \(error.message)")
        }
    }
}
