import QuizRuntime

@_spi(Tools) @testable import QuizCompiler

/// Runs a conformance `session` case (docs/conformance.md, "session") with the interpreter
/// `quizc session replay` runs (`QuizCompiler.SessionScript`), lines as the suite records them.
/// A `resume` step's `bundle` names another bundle of the suite (bundles/NAME.json).
enum SessionCaseRunner {
    static func run(
        _ scorer: Scorer, start: JSONValue, steps: [JSONValue], bundle: (String) throws -> Scorer
    ) throws -> [String] {
        let script: SessionScript
        do {
            script = try SessionScript(json: .object([("start", start), ("steps", .array(steps))]))
        } catch {
            throw SuiteError("not a session script: \(error.message)")
        }
        var bundles: [String: Scorer] = [:]
        for name in script.resumeBundles { bundles[name] = try bundle(name) }
        return script.run(on: scorer, bundles: bundles, detail: .steps)
    }
}
