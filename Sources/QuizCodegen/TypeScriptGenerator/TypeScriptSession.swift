/// The typed session of the TypeScript code (docs/codegen.md, "Sessions"): `Session`, over
/// quiz-runtime's `Session`, with one typed answer method per question, the current page as
/// `Question`s and `finish` giving the typed `Result`; `Quiz.start` and `Quiz.resume` make
/// one. Every rule (pages, time, tokens, events) stays the runtime's.
struct TypeScriptSession {
    /// The quiz.
    var quiz: ScriptQuiz
    /// Its names.
    var names: TypeScriptNames

    /// Each question's answer method (`answerPrimaryGoal`), in question order.
    var methods: [String] {
        names.properties.map { property in
            let trimmed = property.drop { $0 == "_" }
            let prefix = String(property.prefix(property.count - trimmed.count))
            return "answer" + prefix + trimmed.prefix(1).uppercased() + trimmed.dropFirst()
        }
    }

    /// The declarations: `Session`, `Finished`, `Resumed`.
    var declarations: String {
        var out = """

            /** The session's end: the typed result, or the runtime's refusal. */
            export type Finished = { ok: true; result: Result } | { ok: false; error: runtime.SessionError };
            /** A resumed session, or the runtime's refusal of the token. */
            export type Resumed = { ok: true; session: Session } | { ok: false; error: runtime.SessionError };

            /**
             * One respondent taking the quiz: the runtime's session (`runtime`) with typed answers in and
             * the typed `Result` out. Pages, time limits, tokens and events are the runtime's.
             */
            export interface Session {
              readonly quiz: Quiz;
              readonly runtime: runtime.Session;
              /** The questions shown on the current page, in presentation order. */
              readonly page: readonly Question[];
              /** The runtime's events so far. */
              readonly events: readonly runtime.SessionEvent[];

            """
        for (index, question) in quiz.questions.enumerated() {
            out += "  /** Answers `\(ScriptLiteral.comment(question.id))` (`null` clears the answer). */\n"
            out += "  \(methods[index])(answer: \(answerType(index)) | null): runtime.SessionStep;\n"
        }
        out += """
              /** Finishes the session: the typed result of the runtime's, or its refusal. */
              finish(): Finished;
              next(): runtime.SessionStep;
              back(): runtime.SessionStep;
              abandon(): runtime.SessionStep;
              tick(): void;
              progress(): runtime.SessionProgress;
              save(options?: { key?: Uint8Array | string }): { ok: true; token: string } | { ok: false; error: runtime.SessionError };
              history(): string | null;
            }

            """
        return out
    }

    /// `Quiz`'s members that make a session.
    static let quizMembers = """
          /** Starts a runtime session (`runtime.startSession`) with typed answers. */
          start(options: { seed: runtime.Seed; locale?: string; clock: () => number }): Session;
          /** Resumes a saved session (`runtime.resumeSession`), or the runtime's refusal. */
          resume(token: string, options: { clock: () => number; key?: Uint8Array | string }): Resumed;
          /** `session`, a runtime session on this bundle, with typed answers; throws `BundleMismatchError` for another bundle's. */
          wrap(session: runtime.Session): Session;

        """

    /// `GeneratedSession`, the module's implementation.
    var module: String {
        var out = """

            const KEY_OF_PROPERTY = new Map(QUESTIONS.map(([property, , key]) => [property, key]));

            class GeneratedSession {
              constructor(quiz, session) {
                if (session.hash !== bundleHash) throw new BundleMismatchError(bundleHash, session.hash);
                this.quiz = quiz;
                this.runtime = session;
                Object.freeze(this);
              }

              get page() {
                return Object.freeze(this.runtime.questions().map((presented) => KEY_OF_ID.get(presented.id)));
              }

              get events() {
                return this.runtime.events;
              }


            """
        for (index, property) in names.properties.enumerated() {
            out += "  \(methods[index])(answer) {\n"
            out += "    return this.answer(\(ScriptLiteral.javaScript(property)), answer);\n  }\n\n"
        }
        out += """
              answer(property, answer) {
                const key = KEY_OF_PROPERTY.get(property);
                return this.runtime.answer(key, answer === null ? null : wireAnswers({ [property]: answer })[key]);
              }

              finish() {
                const step = this.runtime.finish();
                if (!step.ok) return step;
                const answers = new runtime.JSONObject([...this.runtime.answers]);
                return { ok: true, result: this.quiz.typed(this.runtime.result, () => this.runtime.scorer.visibilityParsed(answers)) };
              }

              next() { return this.runtime.next(); }
              back() { return this.runtime.back(); }
              abandon() { return this.runtime.abandon(); }
              tick() { this.runtime.tick(); }
              progress() { return this.runtime.progress(); }
              save(options) { return this.runtime.save(options); }
              history() { return this.runtime.history(); }
            }

            """
        return out
    }

    private func answerType(_ index: Int) -> String {
        TypeScriptDeclarations.answerType(quiz.questions[index].answer, option: names.optionTypes[index])
    }
}
