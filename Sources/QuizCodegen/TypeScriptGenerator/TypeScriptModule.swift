/// `<quiz>.js`: the ES module behind the declarations, over quiz-runtime. It never scores:
/// it turns typed answers into the runtime's answers object and the runtime's result into
/// the typed one.
struct TypeScriptModule {
    /// The quiz.
    var quiz: ScriptQuiz
    /// Its names.
    var names: TypeScriptNames

    /// The file's text.
    var text: String {
        var out = TypeScriptGenerator.header(quiz)
        out += "import * as runtime from 'quiz-runtime';\n\n"
        out += "export const quizId = \(ScriptLiteral.javaScript(quiz.quiz));\n"
        out += "export const bundleHash = \(ScriptLiteral.javaScript(quiz.hash));\n"
        for group in TypeScriptGenerator.idGroups(quiz, names) {
            out += "\nexport const \(group.name) = Object.freeze({\n"
            for (member, wire) in zip(TypeScriptNames.members(group.names), group.wires) {
                out += "  \(member): \(ScriptLiteral.javaScript(wire)),\n"
            }
            out += "});\n"
        }
        out += "\n/** [property, question id, wire key, multiple] of every question, in source order. */\n"
        out += "const QUESTIONS = Object.freeze([\n"
        for (question, property) in zip(quiz.questions, names.properties) {
            let multiple = if case .multiple = question.answer { "true" } else { "false" }
            out += "  [\(ScriptLiteral.javaScript(property)), \(ScriptLiteral.javaScript(question.id)), "
            out += "\(ScriptLiteral.javaScript(question.key)), \(multiple)],\n"
        }
        out += "]);\n"
        out += body
        return out
    }

    private var body: String { helperFunctions + generatedQuiz + TypeScriptSession(quiz: quiz, names: names).module }

    /// The module's exported helpers (answers to the wire form, the mismatch error) and the
    /// private ones `GeneratedQuiz` uses.
    private var helperFunctions: String {
        let file = ScriptLiteral.javaScript(quiz.quiz + ".js")
        return """

            const KEY_OF_ID = new Map(QUESTIONS.map(([, id, key]) => [id, key]));

            export const answerProperty = Object.freeze(Object.fromEntries(QUESTIONS.map(([property, , key]) => [key, property])));

            export function wireAnswers(answers) {
              const wire = {};
              for (const [property, , key, multiple] of QUESTIONS) {
                const answer = answers[property];
                if (answer !== undefined) wire[key] = multiple ? Array.from(answer) : answer;
              }
              return wire;
            }

            export class BundleMismatchError extends Error {
              constructor(expected, actual) {
                super(`${\(file)} was generated for bundle ${expected}; the bundle loaded is ${actual}; `
                  + 'regenerate with `quizc generate typescript`');
                this.name = 'BundleMismatchError';
                this.expected = expected;
                this.actual = actual;
              }
            }

            function byId(entries, value) {
              const object = {};
              for (const entry of entries) object[entry.id ?? entry.trait] = value(entry);
              return Object.freeze(object);
            }

            function visibleKeys(seen) {
              if (!seen.ok) throw new Error(`the runtime refused answers it scored: ${seen.error.message}`);
              return Object.freeze(seen.result.visible.map((id) => KEY_OF_ID.get(id)));
            }

            """
    }

    /// `GeneratedQuiz`, the loaded quiz that scores typed answers, and `load`, which checks
    /// the bundle's hash first.
    private var generatedQuiz: String {
        let visible = quiz.branches ? "\n      visible: visibleKeys(seen())," : ""
        return """

            class GeneratedQuiz {
              constructor(bundle) {
                this.bundle = bundle;
                this.scorer = new runtime.Scorer(bundle);
                Object.freeze(this);
              }

              score(answers) {
                const wire = wireAnswers(answers);
                const scored = this.scorer.score(wire);
                if (!scored.ok) return scored;
                return { ok: true, result: this.typed(scored.result, () => this.scorer.visibility(wire)) };
              }

              /** The runtime's result `raw` with typed ids; `seen` gives the runtime's visibility of its answers. */
              typed(raw, seen) {
                return Object.freeze({
                  outcome: raw.outcome,
                  secondary: raw.secondary,
                  scores: byId(raw.scores, (entry) => entry.amount),
                  scoreDigits: raw.scoreDigits,
                  derived: byId(raw.derived, (entry) => entry.value),
                  results: byId(raw.results, (entry) => Object.freeze({ value: entry.value, band: entry.band })),\(visible)
                  raw,
                });
              }

              validate(answers) {
                const scored = this.scorer.score(wireAnswers(answers));
                return scored.ok ? null : scored.error;
              }

              visibility(answers) {
                const seen = this.scorer.visibility(wireAnswers(answers));
                if (!seen.ok) return seen;
                const keys = (ids) => Object.freeze(ids.map((id) => KEY_OF_ID.get(id)));
                return { ok: true, result: Object.freeze({ visible: keys(seen.result.visible), discard: keys(seen.result.discard) }) };
              }

              start(options) {
                return new GeneratedSession(this, runtime.startSession(this.scorer, options));
              }

              resume(token, options) {
                const resumed = runtime.resumeSession(this.scorer, token, options);
                return resumed.ok ? { ok: true, session: new GeneratedSession(this, resumed.session) } : resumed;
              }

              wrap(session) {
                return new GeneratedSession(this, session);
              }
            }

            export function load(bundle) {
              const loaded = runtime.loadBundle(bundle);
              if (loaded.hash !== bundleHash) throw new BundleMismatchError(bundleHash, loaded.hash);
              return new GeneratedQuiz(loaded);
            }

            """
    }
}
