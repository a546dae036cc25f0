/// `<quiz>.d.ts`: the typed ids, `Answers`, `Result` and `load` of one quiz.
struct TypeScriptDeclarations {
    /// The quiz.
    var quiz: ScriptQuiz
    /// Its names.
    var names: TypeScriptNames

    /// The file's text.
    var text: String {
        var out = TypeScriptGenerator.header(quiz)
        out += "import type * as runtime from 'quiz-runtime';\n\n"
        out += "/** The quiz id. */\n"
        out += "export declare const quizId: \(ScriptLiteral.javaScript(quiz.quiz));\n"
        out += "/** The hash of the bundle this code was generated for: `load` refuses any other bundle. */\n"
        out += "export declare const bundleHash: \(ScriptLiteral.javaScript(quiz.hash));\n"
        for group in TypeScriptGenerator.idGroups(quiz, names) {
            out += "\n/** \(group.doc) */\n"
            let union = group.wires.map(ScriptLiteral.javaScript).joined(separator: " | ")
            out += "export type \(group.name) = \(union.isEmpty ? "never" : union);\n"
            out += "/** \(group.doc) */\n"
            out += "export declare const \(group.name): {\n"
            for (member, wire) in zip(TypeScriptNames.members(group.names), group.wires) {
                out += "  readonly \(member): \(ScriptLiteral.javaScript(wire));\n"
            }
            out += "};\n"
        }
        out += answers
        out += result
        out += quizAPI
        out += TypeScriptSession(quiz: quiz, names: names).declarations
        return out
    }

    private var answers: String {
        var out =
            "\n/**\n * Answers to the quiz, by question. What types cannot say (how many choices, the range of a\n"
        out +=
            " * number, which questions a branching quiz shows) is checked by `Quiz.validate` and `Quiz.score`.\n */\n"
        out += "export interface Answers {\n"
        for (index, question) in quiz.questions.enumerated() {
            let optional = question.isOptional ? "?" : ""
            let type = Self.answerType(question.answer, option: names.optionTypes[index])
            out += "  /** \(doc(question)) */\n"
            out += "  readonly \(names.properties[index])\(optional): \(type);\n"
        }
        out += "}\n\n"
        out += "/** The `Answers` property of each question, by wire key. */\n"
        out += "export declare const answerProperty: Readonly<Record<Question, keyof Answers>>;\n"
        out += "/** The runtime's answers object (`{wire key: answer}`) for typed answers, unchecked. */\n"
        out += "export declare function wireAnswers(answers: Partial<Answers>): Record<string, runtime.NativeAnswer>;\n"
        return out
    }

    /// The type of an answer, given its question's option type (`nil` for a scale).
    static func answerType(_ answer: ScriptQuiz.Question.Answer, option: String?) -> String {
        switch answer {
        case .single: option!
        case .multiple: "ReadonlySet<\(option!)> | readonly \(option!)[]"
        case .scale(let values): values.map(String.init).joined(separator: " | ")
        case .range: "number | \(option!)"
        }
    }

    private func doc(_ question: ScriptQuiz.Question) -> String {
        let key = question.key == question.id ? "" : ", sent under its key"
        switch question.answer {
        case .single: return "Question `\(ScriptLiteral.comment(question.id))`\(key): one option."
        case .multiple: return "Question `\(ScriptLiteral.comment(question.id))`\(key): a set of options."
        case .scale: return "Question `\(ScriptLiteral.comment(question.id))`\(key): a scale value."
        case .range(let min, let max, _):
            return
                "Question `\(ScriptLiteral.comment(question.id))`\(key): a number from \(min) to \(max), or an anchor."
        }
    }

    private var result: String {
        var out = ""
        if !quiz.results.isEmpty {
            out += "\n/** A profile result's exact value and its band; both `null` when it has no value. */\n"
            out += "export interface ProfileValue<Band extends string> {\n"
            out += "  readonly value: runtime.ExactValue | null;\n  readonly band: Band | null;\n}\n\n"
            out += "/** The profile results, by id. */\nexport interface Results {\n"
            for (result, band) in zip(quiz.results, names.bandTypes) {
                out += "  readonly \(ScriptLiteral.javaScript(result.id)): ProfileValue<\(band)>;\n"
            }
            out += "}\n"
        }
        out += "\n/** The typed result of scoring `Answers` (the runtime's result is `raw`). */\n"
        out += "export interface Result {\n"
        if !quiz.outcomes.isEmpty {
            out += "  /** The outcome. */\n  readonly outcome: Outcome;\n"
        }
        if quiz.reportsSecondary {
            out += "  /** The runner-up, when there is one. */\n  readonly secondary: Outcome | null;\n"
        }
        out += "  /** Every trait's total, in units of 10^-scoreDigits. */\n"
        out += "  readonly scores: Readonly<Record<Trait, number>>;\n"
        out +=
            "  /** The fractional digits of the totals (the bundle's weight digits). */\n  readonly scoreDigits: number;\n"
        if !quiz.derived.isEmpty {
            out += "  /** Every derived score's exact value (`null`: none). */\n"
            out += "  readonly derived: Readonly<Record<DerivedScore, runtime.ExactValue | null>>;\n"
        }
        if !quiz.results.isEmpty { out += "  /** The profile results. */\n  readonly results: Results;\n" }
        if quiz.branches {
            out +=
                "  /** The questions the answers show, in source order. */\n  readonly visible: readonly Question[];\n"
        }
        out += "  /** The runtime's result. */\n  readonly raw: runtime.ScoreResult;\n}\n\n"
        out += "/** A result, or the runtime's reason for rejecting the answers. */\n"
        out += "export type Scored = { ok: true; result: Result } | { ok: false; error: runtime.AnswerError };\n\n"
        out += "/** Which questions to show for the answers so far. */\n"
        out += "export interface Visible {\n"
        out += "  /** The shown questions, in source order. */\n  readonly visible: readonly Question[];\n"
        out += "  /** Answered questions that are hidden: drop their answers before scoring. */\n"
        out += "  readonly discard: readonly Question[];\n}\n\n"
        out += "/** Which questions to show, or the runtime's reason for rejecting the answers so far. */\n"
        out +=
            "export type VisibleOutcome = { ok: true; result: Visible } | { ok: false; error: runtime.AnswerError };\n"
        return out
    }

    private var quizAPI: String {
        """

        /** The quiz over a loaded bundle whose hash is `bundleHash`. */
        export interface Quiz {
          readonly bundle: runtime.Bundle;
          readonly scorer: runtime.Scorer;
          /** Scores answers with the runtime: a typed result, or the runtime's error. */
          score(answers: Answers): Scored;
          /** The runtime's error for these answers, or `null` when it accepts them. */
          validate(answers: Answers): runtime.AnswerError | null;
          /** Which questions the answers so far show (the runtime's visibility). */
          visibility(answers: Partial<Answers>): VisibleOutcome;
        \(TypeScriptSession.quizMembers)}

        /** A bundle whose hash is not the one this code was generated for. */
        export declare class BundleMismatchError extends Error {
          /** `bundleHash`. */
          readonly expected: string;
          /** The loaded bundle's hash. */
          readonly actual: string | null;
        }

        /**
         * Loads the bundle (the runtime checks it and its hash) and checks that it is the bundle
         * this code was generated for; throws `runtime.BundleError` or `BundleMismatchError`.
         */
        export declare function load(bundle: runtime.TextInput): Quiz;

        """
    }
}
