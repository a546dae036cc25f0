extension SwiftGenerator {
    /// `Quiz.start(seed:locale:clock:)` and `Quiz.resume(token:key:clock:)`.
    static func sessionStarters(into out: inout SwiftSource) {
        out.doc("Starts a runtime session (`QuizSession(scorer:seed:locale:clock:)`) with typed answers.")
        out.block("public func start(seed: UInt64, locale: String? = nil, clock: @escaping () -> Int) -> Session {") {
            out in
            out.line("Session(checked: self, QuizSession(scorer: scorer, seed: seed, locale: locale, clock: clock))")
        }
        out.line()
        out.doc(
            "Resumes a saved session (`QuizSession(scorer:resuming:key:clock:)`); the runtime's error for a token it refuses."
        )
        out.line("public func resume(token: String, key: [UInt8]? = nil, clock: @escaping () -> Int)")
        out.line("    throws(SessionError) -> Session")
        out.block("{") { out in
            out.line("Session(checked: self, try QuizSession(scorer: scorer, resuming: token, key: key, clock: clock))")
        }
        out.line()
        out.doc("The questions the runtime's answers object `answers` shows, in source order.")
        out.block("fileprivate func visibleQuestions(json answers: JSONValue) -> [Question] {") { out in
            out.line("((try? scorer.visibility(json: answers).get())?.visible ?? []).compactMap(Self.question(id:))")
        }
    }

    /// `Session`: the runtime's session with typed answers in and the typed result out.
    static func session(_ model: CodegenModel, _ naming: SwiftNaming, into out: inout SwiftSource) {
        out.line()
        out.doc(
            "One respondent taking the quiz: the runtime's session (`runtime`) with typed answers in and the typed `Result` out. Pages, time limits, tokens and events are the runtime's. Not `Sendable`: it holds the app's clock, as `QuizSession` does."
        )
        out.block("public struct Session {") { out in
            out.doc("The quiz the session scores with.")
            out.line("public let quiz: Quiz")
            out.doc("The runtime's session.")
            out.line("public private(set) var runtime: QuizSession")
            out.line()
            out.doc("Wraps `runtime`, a session on `quiz`'s bundle; a `LoadError` when it runs another bundle.")
            out.block("public init(quiz: Quiz, runtime: QuizSession) throws(LoadError) {") { out in
                out.block("guard runtime.hash == bundleHash else {") { out in
                    out.line("let expected = \"\(naming.typeName) was generated for bundle \\(bundleHash)\"")
                    out.line("throw LoadError(")
                    out.line(
                        "    description: \"\\(expected); the session runs \\(runtime.hash)\", loadedHash: runtime.hash)"
                    )
                }
                out.line("self.init(checked: quiz, runtime)")
            }
            out.line()
            out.doc("A session on the quiz's own scorer.")
            out.block("fileprivate init(checked quiz: Quiz, _ runtime: QuizSession) {") { out in
                out.line("self.quiz = quiz")
                out.line("self.runtime = runtime")
            }
            out.line()
            out.doc("The questions shown on the current page, in presentation order.")
            out.block("public var page: [Question] {") { out in
                out.line(
                    "runtime.questions.compactMap { Quiz.question(id: runtime.scorer.bundle.questions[$0.question].id) }"
                )
            }
            out.line()
            out.doc("The runtime's events so far.")
            out.block("public var events: [SessionEvent] {") { out in out.line("runtime.events") }
            for (index, question) in model.questions.enumerated() {
                out.line()
                answerMethod(question, index, naming, into: &out)
            }
            out.line()
            passThrough(into: &out)
        }
    }

    /// The typed answer method of one question.
    private static func answerMethod(
        _ question: CodegenModel.Question, _ index: Int, _ naming: SwiftNaming, into out: inout SwiftSource
    ) {
        let type = answerType(question, naming.answerTypes[index], optional: false)
        let json: String
        switch question.kind {
        case .single: json = ".string($0.rawValue)"
        case .multiple: json = ".array(Answers.ids($0).map(JSONValue.string))"
        case .scale, .range: json = ".number(String($0.rawValue))"
        }
        out.doc("Answers `\(SwiftLiteral.comment(question.id))` (`nil` clears the answer).")
        out.line("@discardableResult")
        let label = SwiftNames.escaped(naming.answerProperties[index])
        let signature = "public mutating func answer(\(label) answer: \(type)?)"
        let result = "-> Swift.Result<Void, SessionError>"
        let body: (inout SwiftSource) -> Void = { out in
            out.line("let json: JSONValue? = answer.map { \(json) }")
            out.line("return runtime.answer(Question.\(SwiftNames.escaped(naming.questions[index])).rawValue, json)")
        }
        if out.fits(signature + " " + result + " {") {
            out.block(signature + " " + result + " {", body)
        } else {
            out.line(signature)
            out.line("    " + result)
            out.block("{", body)
        }
    }

    /// `finish`, typed, and the runtime's other actions passed through.
    private static func passThrough(into out: inout SwiftSource) {
        out.doc("Finishes the session: the typed result of the runtime's, or its refusal.")
        out.block("public mutating func finish() -> Swift.Result<Result, SessionError> {") { out in
            out.line("if case .failure(let error) = runtime.finish() { return .failure(error) }")
            out.block("guard let result = runtime.result else {") { out in
                out.line("preconditionFailure(\"a finished session has a result\")")
            }
            out.line("return .success(quiz.typed(result, visible: quiz.visibleQuestions(json: runtime.answersJSON)))")
        }
        let actions: [(String, String)] = [
            ("next", "Swift.Result<Void, SessionError>"), ("back", "Swift.Result<Void, SessionError>"),
            ("abandon", "Swift.Result<Void, SessionError>"),
        ]
        for (name, type) in actions {
            out.line()
            out.doc("The runtime's `\(name)()`.")
            out.line("@discardableResult")
            out.block("public mutating func \(name)() -> \(type) {") { out in out.line("runtime.\(name)()") }
        }
        out.line()
        out.doc("The runtime's `tick()`.")
        out.block("public mutating func tick() {") { out in out.line("runtime.tick()") }
        out.line()
        out.doc("The runtime's `progress()`.")
        out.block("public func progress() -> SessionProgress {") { out in out.line("runtime.progress()") }
        out.line()
        out.doc("The runtime's `save(key:)`: the token, or its refusal.")
        out.block("public mutating func save(key: [UInt8]? = nil) -> Swift.Result<String, SessionError> {") { out in
            out.line("runtime.save(key: key)")
        }
        out.line()
        out.doc("The runtime's `history()`: the history record once finished.")
        out.block("public func history() -> String? {") { out in out.line("runtime.history()") }
    }
}
