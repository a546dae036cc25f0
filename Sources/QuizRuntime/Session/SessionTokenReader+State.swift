extension SessionTokenReader {
    /// The state of a token whose members have their types and whose bundle is this one, and
    /// the presentation order for its seed.
    func readState(_ root: JSONValue) throws(SessionError) -> (SessionState, [PresentedQuestion]) {
        let bundle = scorer.bundle
        let seed = try Self.seed(root)
        let locale = Self.text(root["locale"])
        guard bundle.localeTags.contains(where: { $0.isExactly(locale) }) else {
            throw SessionError(
                code: "token-damaged",
                message: "the token's locale \(QuizSession.quoted(locale)) is not a locale of the bundle")
        }
        let order = bundle.presentationOrder(seed: seed)
        let size = Swift.max(1, bundle.presentation.pageSize)
        let page = Self.count(root["page"]) ?? 0
        guard page < (order.count + size - 1) / size else {
            throw SessionError(
                code: "token-damaged", message: "the token's page \(page) is not a page of this presentation")
        }
        let presented = Set(order.map { ExactString(bundle.questions[$0.question].key) })
        let answers = root["answers"]?.objectMembers ?? []
        try checkAnswers(answers, presented: presented)
        var state = SessionState(seed: seed, locale: locale, page: page, answers: answers.map { ($0.0, $0.1) })
        let onPage = order[(page * size)..<Swift.min((page + 1) * size, order.count)]
        try readTimes(
            root, into: &state, presented: presented,
            onPage: Set(onPage.map { ExactString(bundle.questions[$0.question].key) }))
        return (state, order)
    }

    static func isDecimal(_ text: String, maxDigits: Int) -> Bool {
        !text.isEmpty && text.utf8.count <= maxDigits && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
            && (text == "0" || !text.hasPrefix("0"))
    }

    /// Answer by answer: presented, accepted by the scorer, and shown.
    func checkAnswers(_ answers: [(String, JSONValue)], presented: Set<ExactString>) throws(SessionError) {
        for (key, _) in answers where !presented.contains(ExactString(key)) {
            throw SessionError(
                code: "token-answer",
                message: "the token answers \(QuizSession.quoted(key)), which this session does not present",
                key: key)
        }
        switch scorer.visibility(json: .object(answers)) {
        case .failure(let error):
            throw SessionError(
                code: "token-answer", message: "the token's answers are refused: \(error.message)", key: error.key)
        case .success(let seen):
            guard let first = seen.discard.first,
                let hidden = scorer.bundle.questions.first(where: { $0.id.isExactly(first) })
            else { return }
            throw SessionError(
                code: "token-answer",
                message: "the token answers \(QuizSession.quoted(hidden.key)), which its answers hide",
                key: hidden.key)
        }
    }

    /// The times, the questions announced on the page, and the timer.
    private func readTimes(
        _ root: JSONValue, into state: inout SessionState, presented: Set<ExactString>, onPage: Set<ExactString>
    ) throws(SessionError) {
        for (key, value) in root["question_ms"]?.objectMembers ?? [] {
            guard presented.contains(ExactString(key)), let ms = Self.count(value) else {
                throw SessionError(
                    code: "token-damaged",
                    message:
                        "the token's \"question_ms\" has \(QuizSession.quoted(key)), not a presented question's count",
                    key: key)
            }
            state.questionMs.append((key, ms))
        }
        guard case .array(let shown)? = root["shown"] else { return }
        for item in shown {
            guard case .string(let key) = item, onPage.contains(ExactString(key)) else {
                throw SessionError(
                    code: "token-damaged", message: "the token's \"shown\" lists a question that is not on its page")
            }
            state.shown.append(key)
        }
        let remaining = root["remaining_ms"]
        let timed = scorer.bundle.presentation.timeLimit != nil
        if (remaining == .null) == timed {
            let need = timed ? "a count: the quiz has a time limit" : "null: the quiz has no time limit"
            throw SessionError(code: "token-damaged", message: "the token's \"remaining_ms\" must be \(need)")
        }
        state.remainingMs = Self.count(remaining)
        state.seq = Self.count(root["seq"]) ?? 0
        state.elapsedMs = Self.count(root["elapsed_ms"]) ?? 0
        state.startedAt = Self.count(root["started_at"]) ?? 0
    }
}
