extension SwiftGenerator {
    /// `Quiz` (load, check the hash, score) and `LoadError`.
    static func quiz(_ model: CodegenModel, _ naming: SwiftNaming, into out: inout SwiftSource) {
        let type = naming.typeName
        out.line()
        out.doc(
            "The bundle this code was generated for, loaded and checked: it scores `Answers` with QuizRuntime.",
            "Load it once at startup: a bundle with another hash is refused with a `LoadError` naming both hashes.")
        out.block("public struct Quiz: Sendable {") { out in
            out.doc("The runtime's scorer of the bundle.")
            out.line("public let scorer: Scorer")
            out.line()
            out.doc("The quiz `bundle`; a `LoadError` when it is not the bundle this code was generated for.")
            out.block("public init(bundle: QuizBundle) throws(LoadError) {") { out in
                out.line("let loaded = bundle.hash()")
                out.block("guard loaded == bundleHash else {") { out in
                    out.line("throw LoadError(")
                    out.line("    description:")
                    out.line(
                        "        \"\(type) was generated for bundle \\(bundleHash); the bundle loaded is \\(loaded); regenerate with `quizc generate swift`\","
                    )
                    out.line("    loadedHash: loaded)")
                }
                out.line("scorer = Scorer(bundle: bundle)")
            }
            out.line()
            out.doc("The quiz in the bundle file's bytes (its own hash checked too), as `init(bundle:)`.")
            out.block("public init(jsonBytes: [UInt8]) throws(LoadError) {") { out in
                out.line("let bundle: QuizBundle")
                out.block("do {") { out in
                    out.line("bundle = try QuizBundle(jsonBytes: jsonBytes, verifyHash: true)")
                }
                out.block("catch {") { out in
                    out.line(
                        "throw LoadError(description: \"\(type): the bundle cannot be loaded: \\(error)\", loadedHash: nil)"
                    )
                }
                out.line("try self.init(bundle: bundle)")
            }
            out.line()
            out.doc("The quiz in the bundle file at `url` (`Bundle.module.url(forResource:withExtension:)`).")
            out.block("public init(contentsOf url: URL) throws(LoadError) {") { out in
                out.line("let bytes: [UInt8]")
                out.block("do {") { out in
                    out.line("bytes = [UInt8](try Data(contentsOf: url))")
                }
                out.block("catch {") { out in
                    out.line(
                        "throw LoadError(description: \"\(type): \\(url.path) cannot be read: \\(error)\", loadedHash: nil)"
                    )
                }
                out.line("try self.init(jsonBytes: bytes)")
            }
            out.line()
            out.doc("Scores `answers` with the runtime; the runtime's error when it rejects them.")
            out.block("public func score(_ answers: Answers) -> Swift.Result<Result, AnswerError> {") { out in
                out.line("scorer.score(answers.runtimeAnswers).map { typed($0, answers) }")
            }
            out.line()
            out.doc("The runtime's error about `answers` (a count, a hidden question), or `nil` when it takes them.")
            out.block("public func validate(_ answers: Answers) -> AnswerError? {") { out in
                out.line("if case .failure(let error) = scorer.score(answers.runtimeAnswers) { return error }")
                out.line("return nil")
            }
            out.line()
            out.doc("The questions `answers` show, in source order (every question when the quiz has no conditions).")
            out.block("public func visibleQuestions(for answers: Answers) -> Swift.Result<[Question], AnswerError> {") {
                out in
                out.line("var given: [String: QuizAnswer] = [:]")
                out.line("for (key, answer) in answers.runtimeAnswers { given[key] = answer }")
                out.block("return scorer.visibility(answers: given).map { visibility in") { out in
                    out.line(
                        "visibility.visible.compactMap { id in Question.allCases.first { ExactString($0.id) == ExactString(id) } }"
                    )
                }
            }
            out.line()
            answersFromRuntime(model, naming, into: &out)
            out.line()
            typedResult(model, naming, into: &out)
            out.line()
            helpers(into: &out)
        }
        out.line()
        out.doc("Why a bundle was not loaded: it cannot be read, or it is not the bundle the code was generated for.")
        out.block("public struct LoadError: Error, Sendable, CustomStringConvertible {") { out in
            out.doc("What went wrong, naming both hashes when they differ, and what to do.")
            out.line("public var description: String")
            out.doc("The loaded bundle's hash when it differs from `bundleHash`.")
            out.line("public var loadedHash: String?")
        }
    }

    /// `Quiz.answers(from:)`: the runtime's answers, validated by the runtime, as `Answers`.
    static func answersFromRuntime(_ model: CodegenModel, _ naming: SwiftNaming, into out: inout SwiftSource) {
        out.doc(
            "`runtimeAnswers` (an answers object a client sent) as typed `Answers`, after the runtime took them;",
            "the runtime's error when it rejects them, or a `wrong-type` error for an answer typed answers do not",
            "express (a range answered with an anchor id or a fraction).")
        out.block(
            "public func answers(from runtimeAnswers: [(key: String, answer: QuizAnswer)]) -> Swift.Result<Answers, AnswerError> {"
        ) { out in
            out.line("if case .failure(let error) = scorer.score(runtimeAnswers) { return .failure(error) }")
            out.line("var given: [ExactString: QuizAnswer] = [:]")
            out.line("for (key, answer) in runtimeAnswers { given[ExactString(key)] = answer }")
            for (index, question) in model.questions.enumerated() {
                let local = "answer\(index)"
                let key = "Question.\(SwiftNames.escaped(naming.questions[index])).rawValue"
                let decode: String
                switch question.kind {
                case .single: decode = "Self.option"
                case .multiple: decode = "Self.options"
                case .scale, .range: decode = "Self.integer"
                }
                out.line("let \(local): \(answerType(question, naming.answerTypes[index]))")
                out.line("switch \(decode)(given[ExactString(\(key))]) {")
                out.line("case .some(let value): \(local) = value")
                if question.answerIsOptional {
                    out.line("case .none:")
                    out.line(
                        "    if given[ExactString(\(key))] != nil { return .failure(Self.notExpressible(\(key))) }")
                    out.line("    \(local) = nil")
                } else {
                    out.line("case .none: return .failure(Self.notExpressible(\(key)))")
                }
                out.line("}")
            }
            let arguments = naming.answerProperties.enumerated().map { "\($1): answer\($0)" }
            out.line("return .success(")
            out.line("    Answers(")
            for (index, argument) in arguments.enumerated() {
                out.line("        " + argument + (index == arguments.count - 1 ? "" : ","))
            }
            out.line("    ))")
        }
    }

    /// `Quiz.typed(_:_:)`: the runtime's result with typed ids.
    static func typedResult(_ model: CodegenModel, _ naming: SwiftNaming, into out: inout SwiftSource) {
        out.doc("The runtime's `result` of `answers` with typed ids.")
        out.block("private func typed(_ result: ScoreResult, _ answers: Answers) -> Result {") { out in
            var fields: [String] = []
            if !model.outcomes.isEmpty {
                fields.append(
                    model.alwaysHasOutcome
                        ? "outcome: Self.known(Outcome.self, result.outcome ?? \"\")"
                        : "outcome: result.outcome.map { Self.known(Outcome.self, $0) }")
            }
            if model.hasSecondary { fields.append("secondary: result.secondary.map { Self.known(Outcome.self, $0) }") }
            out.line("var scores: [Trait: Int] = [:]")
            out.line("for amount in result.scores { scores[Self.known(Trait.self, amount.trait)] = amount.amount }")
            fields.append("scores: scores")
            if !model.derived.isEmpty {
                fields.append(
                    "derived: result.derived.map { DerivedValue(id: Self.known(DerivedScore.self, $0.id), value: $0.value) }"
                )
            }
            if !model.results.isEmpty {
                fields.append(
                    "results: result.results.map { ResultValue(id: Self.known(ResultID.self, $0.id), value: $0.value, band: $0.band.map { Self.known(Band.self, $0) }) }"
                )
            }
            if model.isBranching {
                fields.append("visible: (try? visibleQuestions(for: answers).get()) ?? []")
            }
            fields.append("runtimeResult: result")
            out.line("return Result(")
            for (index, field) in fields.enumerated() {
                out.line("    " + field + (index == fields.count - 1 ? "" : ","))
            }
            out.line(")")
        }
    }

    /// The private helpers `Quiz` decodes with.
    static func helpers(into out: inout SwiftSource) {
        out.doc("The case of `type` whose raw value is `id` (compared by Unicode scalars).")
        out.block(
            "private static func known<ID: RawRepresentable & CaseIterable>(_ type: ID.Type, _ id: String) -> ID where ID.RawValue == String {"
        ) { out in
            out.block(
                "guard let known = ID.allCases.first(where: { ExactString($0.rawValue) == ExactString(id) }) else {"
            ) {
                out in
                out.line("preconditionFailure(\"\\(id) is not a case of \\(ID.self): the bundle's hash was checked\")")
            }
            out.line("return known")
        }
        out.line()
        out.doc("The option an answer names.")
        out.block(
            "private static func option<Option: RawRepresentable & CaseIterable>(_ answer: QuizAnswer?) -> Option? where Option.RawValue == String {"
        ) { out in
            out.line("guard case .option(let id)? = answer else { return nil }")
            out.line("return Option.allCases.first { ExactString($0.rawValue) == ExactString(id) }")
        }
        out.line()
        out.doc("The options an answer names.")
        out.block(
            "private static func options<Option: RawRepresentable & CaseIterable & Hashable>(_ answer: QuizAnswer?) -> Set<Option>? where Option.RawValue == String {"
        ) { out in
            out.line("guard case .options(let ids)? = answer else { return nil }")
            out.line("let named = Set(ids.map(ExactString.init))")
            out.line("return Set(Option.allCases.filter { named.contains(ExactString($0.rawValue)) })")
        }
        out.line()
        out.doc("The integer an answer gives, when the checked type takes it.")
        out.block(
            "private static func integer<Value: RawRepresentable>(_ answer: QuizAnswer?) -> Value? where Value.RawValue == Int {"
        ) { out in
            out.line("guard case .integer(let value)? = answer else { return nil }")
            out.line("return Value(rawValue: value)")
        }
        out.line()
        out.doc("The error for an answer the runtime takes but typed answers do not express.")
        out.block("private static func notExpressible(_ key: String) -> AnswerError {") { out in
            out.line("AnswerError(")
            out.line("    code: .wrongType,")
            out.line(
                "    message: \"the answer to \\\"\\(key)\\\" is not one typed answers express (an integer, an option id)\","
            )
            out.line("    key: key)")
        }
    }
}
