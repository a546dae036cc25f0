extension SwiftGenerator {
    /// `Quiz` (load, check the hash, score) and `LoadError`.
    static func quiz(_ model: CodegenModel, _ naming: SwiftNaming, into out: inout SwiftSource) {
        let type = naming.typeName
        out.line()
        out.doc(
            "The bundle this code was generated for, loaded and checked: it scores `Answers` with QuizRuntime. Load it once at startup: a bundle with another hash is refused with a `LoadError` naming both hashes."
        )
        out.block("public struct Quiz: Sendable {") { out in
            out.doc("The runtime's scorer of the bundle.")
            out.line("public let scorer: Scorer")
            out.line()
            loaders(type, into: &out)
            out.line()
            out.doc("Scores `answers` with the runtime; the runtime's error when it rejects them.")
            out.block("public func score(_ answers: Answers) -> Swift.Result<Result, AnswerError> {") { out in
                out.block("scorer.score(answers.runtimeAnswers).map { result in") { out in
                    out.line("typed(result, visible: (try? visibleQuestions(for: answers).get()) ?? [])")
                }
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
                out.line("return scorer.visibility(answers: given).map { $0.visible.compactMap(Self.question(id:)) }")
            }
            out.line()
            answersFromRuntime(model, naming, into: &out)
            out.line()
            typedResult(model, naming, into: &out)
            out.line()
            sessionStarters(into: &out)
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

    /// `Quiz`'s initializers: from a loaded bundle (its hash checked against `bundleHash`),
    /// from the bundle file's bytes, and from the bundle file at a URL.
    static func loaders(_ type: String, into out: inout SwiftSource) {
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
            out.line("do {")
            out.line("    bundle = try QuizBundle(jsonBytes: jsonBytes, verifyHash: true)")
            out.line("} catch {")
            out.line(
                "    throw LoadError(description: \"\(type): the bundle cannot be loaded: \\(error)\", loadedHash: nil)"
            )
            out.line("}")
            out.line("try self.init(bundle: bundle)")
        }
        out.line()
        out.doc("The quiz in the bundle file at `url` (`Bundle.module.url(forResource:withExtension:)`).")
        out.block("public init(contentsOf url: URL) throws(LoadError) {") { out in
            out.line("let bytes: [UInt8]")
            out.line("do {")
            out.line("    bytes = [UInt8](try Data(contentsOf: url))")
            out.line("} catch {")
            out.line(
                "    throw LoadError(description: \"\(type): \\(url.path) cannot be read: \\(error)\", loadedHash: nil)"
            )
            out.line("}")
            out.line("try self.init(jsonBytes: bytes)")
        }
    }

    /// `Quiz.answers(from:)`: the runtime's answers, validated by the runtime, as `Answers`.
    static func answersFromRuntime(_ model: CodegenModel, _ naming: SwiftNaming, into out: inout SwiftSource) {
        out.doc(
            "`runtimeAnswers` (an answers object a client sent) as typed `Answers`, once the runtime took them: the runtime's error when it rejects them, or a `wrong-type` error for an answer typed answers do not express (a range answered with an anchor id or a fraction)."
        )
        out.line("public func answers(from runtimeAnswers: [(key: String, answer: QuizAnswer)])")
        out.line("    -> Swift.Result<Answers, AnswerError>")
        out.block("{") { out in
            out.line("if case .failure(let error) = scorer.score(runtimeAnswers) { return .failure(error) }")
            out.line("var given: [Question: QuizAnswer] = [:]")
            out.block("for (key, answer) in runtimeAnswers {") { out in
                out.line("if let question = Self.question(key: key) { given[question] = answer }")
            }
            for (index, question) in model.questions.enumerated() {
                let local = "answer\(index)"
                let name = "." + SwiftNames.escaped(naming.questions[index])
                let decode: String
                switch question.kind {
                case .single: decode = "Self.option"
                case .multiple: decode = "Self.options"
                case .scale, .range: decode = "Self.integer"
                }
                let base = answerType(question, naming.answerTypes[index], optional: false)
                let failure = "return .failure(Self.notExpressible(\(name)))"
                if question.answerIsOptional {
                    out.line("let \(local): \(base)? = \(decode)(given[\(name)])")
                    let check = "if \(local) == nil, given[\(name)] != nil { \(failure) }"
                    if out.fits(check) {
                        out.line(check)
                    } else {
                        out.block("if \(local) == nil, given[\(name)] != nil {") { out in out.line(failure) }
                    }
                } else {
                    let guardLine = "guard let \(local): \(base) = \(decode)(given[\(name)]) else { \(failure) }"
                    if out.fits(guardLine) {
                        out.line(guardLine)
                    } else {
                        out.block("guard let \(local): \(base) = \(decode)(given[\(name)]) else {") { out in
                            out.line(failure)
                        }
                    }
                }
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
        out.doc("The runtime's `result` with typed ids; `visible`: the questions its answers show.")
        out.block("fileprivate func typed(_ result: ScoreResult, visible: @autoclosure () -> [Question]) -> Result {") {
            out in
            var fields: [String] = []
            if !model.outcomes.isEmpty {
                fields.append(
                    model.alwaysHasOutcome
                        ? "outcome: Self.known(result.outcome ?? \"\")"
                        : "outcome: result.outcome.map { Self.known($0) }")
            }
            if model.hasSecondary { fields.append("secondary: result.secondary.map { Self.known($0) }") }
            out.line("var scores: [Trait: Int] = [:]")
            out.line("for amount in result.scores { scores[Self.known(amount.trait)] = amount.amount }")
            fields.append("scores: scores")
            if !model.derived.isEmpty {
                fields.append("derived: result.derived.map { DerivedValue(id: Self.known($0.id), value: $0.value) }")
            }
            if !model.results.isEmpty {
                out.block("let results = result.results.map { result in") { out in
                    out.line(
                        "ResultValue(id: Self.known(result.id), value: result.value, band: result.band.map { Self.known($0) })"
                    )
                }
                fields.append("results: results")
            }
            if model.isBranching {
                fields.append("visible: visible()")
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
        out.doc("The question whose key is `key` (compared by Unicode scalars).")
        out.block("private static func question(key: String) -> Question? {") { out in
            out.line("Question.allCases.first { ExactString($0.rawValue) == ExactString(key) }")
        }
        out.line()
        out.doc("The question whose id is `id` (compared by Unicode scalars).")
        out.block("fileprivate static func question(id: String) -> Question? {") { out in
            out.line("Question.allCases.first { ExactString($0.id) == ExactString(id) }")
        }
        out.line()
        out.doc("The case whose raw value is `id`, which the bundle's hash guarantees.")
        out.block("private static func known<ID: CaseIterable & RawRepresentable<String>>(_ id: String) -> ID {") {
            out in
            out.block(
                "guard let known = ID.allCases.first(where: { ExactString($0.rawValue) == ExactString(id) }) else {"
            ) {
                out in
                out.line(
                    "preconditionFailure(\"\\(id) is not a case of \\(ID.self), yet the bundle's hash was checked\")")
            }
            out.line("return known")
        }
        out.line()
        out.doc("The option an answer names.")
        out.block("private static func option<Option: OptionID>(_ answer: QuizAnswer?) -> Option? {") { out in
            out.line("guard case .option(let id)? = answer else { return nil }")
            out.line("return Option.allCases.first { ExactString($0.rawValue) == ExactString(id) }")
        }
        out.line()
        out.doc("The options an answer names.")
        out.block("private static func options<Option: OptionID>(_ answer: QuizAnswer?) -> Set<Option>? {") { out in
            out.line("guard case .options(let ids)? = answer else { return nil }")
            out.line("let named = Set(ids.map(ExactString.init))")
            out.line("return Set(Option.allCases.filter { named.contains(ExactString($0.rawValue)) })")
        }
        out.line()
        out.doc("The integer an answer gives, when the checked type takes it.")
        out.block("private static func integer<Value: RawRepresentable<Int>>(_ answer: QuizAnswer?) -> Value? {") {
            out in
            out.line("guard case .integer(let value)? = answer else { return nil }")
            out.line("return Value(rawValue: value)")
        }
        out.line()
        out.doc("The error for an answer the runtime takes but typed answers do not express.")
        out.block("private static func notExpressible(_ question: Question) -> AnswerError {") { out in
            out.line("AnswerError(")
            out.line("    code: .wrongType,")
            out.line("    message:")
            out.line(
                "        \"the answer to \\\"\\(question.rawValue)\\\" is not one typed answers express (an integer, an option id)\","
            )
            out.line("    key: question.rawValue)")
        }
    }
}
