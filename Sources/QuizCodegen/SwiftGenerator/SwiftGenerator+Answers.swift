extension SwiftGenerator {
    /// The Swift type of a question's answer in `Answers`; `optional` false: without the `?`.
    static func answerType(_ question: CodegenModel.Question, _ type: String, optional: Bool = true) -> String {
        let base = question.kind == .multiple ? "Set<\(type)>" : type
        return optional && question.answerIsOptional ? base + "?" : base
    }

    /// The runtime's answer (`QuizAnswer`) for the answer `value` of `question`.
    static func runtimeAnswer(_ question: CodegenModel.Question, _ type: String, _ value: String) -> String {
        switch question.kind {
        case .single: ".option(\(value).rawValue)"
        case .multiple: ".options(Self.ids(\(value)))"
        case .scale, .range: ".integer(\(value).rawValue)"
        }
    }

    /// `Answers`: one property per question, and the runtime's answers.
    static func answers(_ model: CodegenModel, _ naming: SwiftNaming, into out: inout SwiftSource) {
        out.line()
        out.doc(
            "A complete set of answers, one property per question. A property is optional when its question is",
            "not required or a condition may hide it. What the types do not say (how many options a multiple",
            "answer takes, which questions a condition hides) the runtime checks: `Quiz.validate(_:)`.")
        out.block("public struct Answers: Sendable, Hashable {") { out in
            for (index, question) in model.questions.enumerated() {
                out.doc("\(SwiftLiteral.comment(question.text)) (`\(SwiftLiteral.comment(question.id))`)")
                out.line(
                    "public var \(SwiftNames.escaped(naming.answerProperties[index])): \(answerType(question, naming.answerTypes[index]))"
                )
            }
            out.line()
            out.doc("Answers with every property given; the optional ones are unanswered unless given.")
            let parameters = model.questions.enumerated().map { index, question in
                let type = answerType(question, naming.answerTypes[index])
                return
                    "\(SwiftNames.escaped(naming.answerProperties[index])): \(type)\(question.answerIsOptional ? " = nil" : "")"
            }
            out.line("public init(")
            for (index, parameter) in parameters.enumerated() {
                out.line("    " + parameter + (index == parameters.count - 1 ? "" : ","))
            }
            out.block(") {") { out in
                for property in naming.answerProperties {
                    out.line("self.\(property) = \(SwiftNames.escaped(property))")
                }
            }
            out.line()
            out.doc(
                "The answers as the runtime scores them: each answer under its question's key, in question",
                "order; unanswered questions are left out.")
            out.block("public var runtimeAnswers: [(key: String, answer: QuizAnswer)] {") { out in
                out.line("var answers: [(key: String, answer: QuizAnswer)] = []")
                for (index, question) in model.questions.enumerated() {
                    let key = "Question.\(SwiftNames.escaped(naming.questions[index])).rawValue"
                    let type = naming.answerTypes[index]
                    let property = "self.\(naming.answerProperties[index])"
                    if question.answerIsOptional {
                        let append =
                            "if let value = \(property) { answers.append((\(key), \(runtimeAnswer(question, type, "value")))) }"
                        if out.fits(append) {
                            out.line(append)
                        } else {
                            out.block("if let value = \(property) {") { out in
                                out.line("answers.append((\(key), \(runtimeAnswer(question, type, "value"))))")
                            }
                        }
                    } else {
                        let append = "answers.append((\(key), \(runtimeAnswer(question, type, property))))"
                        if out.fits(append) {
                            out.line(append)
                        } else {
                            out.line("answers.append(")
                            out.line("    (\(key), \(runtimeAnswer(question, type, property))))")
                        }
                    }
                }
                out.line("return answers")
            }
            if model.questions.contains(where: { $0.kind == .multiple }) {
                out.line()
                out.doc("The ids of `chosen`, in the options' order.")
                out.block("fileprivate static func ids<Option: OptionID>(_ chosen: Set<Option>) -> [String] {") { out in
                    out.line("Option.allCases.filter { chosen.contains($0) }.map(\\.rawValue)")
                }
            }
        }
    }
}
