extension QuizSession {
    /// Answers (or changes the answer to) a question shown on the current page; `nil` clears
    /// it (skips it). Answers that the new answer hides are dropped, as `discard` says.
    @discardableResult
    public mutating func answer(_ key: String, _ answer: JSONValue?) -> Result<Void, SessionError> {
        tick()
        if ended { return .failure(.ended) }
        guard questions.contains(where: { question($0).key.isExactly(key) }) else {
            return .failure(
                SessionError(
                    code: "not-on-page", message: "no question keyed \(Self.quoted(key)) is shown on this page",
                    key: key))
        }
        var trial = answers.filter { !$0.key.isExactly(key) }
        let had = trial.count != answers.count
        if !had && (answer == nil || answer == .null) { return .success(()) }
        if let answer, answer != .null {
            if let index = answers.firstIndex(where: { $0.key.isExactly(key) }) {
                trial.insert((key, answer), at: index)
            } else {
                trial.append((key, answer))
            }
        }
        switch scorer.visibility(json: .object(trial.map { ($0.key, $0.answer) })) {
        case .failure(let error): return .failure(SessionError(error))
        case .success(let seen):
            let hidden = Set(seen.discard.map(ExactString.init))
            let keys = Set(
                scorer.bundle.questions.filter { hidden.contains(ExactString($0.id)) }.map { ExactString($0.key) })
            answers = trial.filter { !keys.contains(ExactString($0.key)) }
        }
        emit(had ? "answer_changed" : "answered", key: key)
        announce()
        return .success(())
    }

    /// Moves to the next page that shows a question; refused while a required question shown
    /// on this page has no answer, and on the last page.
    @discardableResult
    public mutating func next() -> Result<Void, SessionError> {
        tick()
        if ended { return .failure(.ended) }
        if let missing = firstMissing(onPages: [page]) { return .failure(missing) }
        guard let following = nextPage(after: page) else {
            return .failure(SessionError(code: "last-page", message: "this is the last page; finish the session"))
        }
        enter(following)
        return .success(())
    }

    /// Moves to the previous page that shows a question; refused on the first, and in a quiz
    /// with a time limit (a page's time runs once).
    @discardableResult
    public mutating func back() -> Result<Void, SessionError> {
        tick()
        if ended { return .failure(.ended) }
        if remainingMs != nil {
            return .failure(
                SessionError(code: "timed-no-back", message: "the quiz has a time limit; pages cannot be revisited"))
        }
        guard let previous = stride(from: page - 1, through: 0, by: -1).first(where: { !shown(onPage: $0).isEmpty })
        else {
            return .failure(
                SessionError(code: "first-page", message: "this is the first page; there is no page before it"))
        }
        enter(previous)
        return .success(())
    }

    /// Finishes on the last page: every shown required question must have an answer (the first
    /// without one, in presentation order, is reported). The result is `Scorer.score` on the
    /// final answers.
    @discardableResult
    public mutating func finish() -> Result<Void, SessionError> {
        tick()
        if ended { return .failure(.ended) }
        if nextPage(after: page) != nil {
            return .failure(SessionError(code: "pages-left", message: "pages with questions remain; go on with next"))
        }
        if let missing = firstMissing(onPages: Array(pages.indices)) { return .failure(missing) }
        return score()
    }

    /// Ends the session without a result.
    @discardableResult
    public mutating func abandon() -> Result<Void, SessionError> {
        tick()
        if ended { return .failure(.ended) }
        ended = true
        emit("abandoned")
        return .success(())
    }

    /// Reads the clock: the time since the last reading counts for the session and for the
    /// questions shown on the current page; a page whose time limit runs out leaves its open
    /// questions unanswered (`question_timed_out`) and moves on, or finishes on the last page.
    /// Every action ticks first.
    public mutating func tick() {
        let now = clock()
        var delta = Swift.max(0, now - last)
        last = now
        while !ended && delta > 0 {
            let remaining = remainingMs
            let spent = remaining.map { Swift.min($0, delta) } ?? delta
            charge(spent)
            delta -= spent
            if let remaining { remainingMs = remaining - spent }
            if remainingMs == 0 { timeOut() }
        }
    }

    /// Begins the session on its first page (the public initializer calls it once).
    mutating func begin() {
        emit("session_started", seed: String(seed), locale: locale)
        page = !shown(onPage: 0).isEmpty ? 0 : nextPage(after: 0) ?? 0
        remainingMs = pageLimit()
        announce()
    }

    /// Appends an event.
    mutating func emit(
        _ event: String, key: String? = nil, page: Int? = nil, seed: String? = nil, locale: String? = nil,
        migration: ResumeOutcome? = nil
    ) {
        events.append(
            SessionEvent(
                event: event, seq: seq, elapsedMs: elapsedMs, hash: hash, key: key, page: page, seed: seed,
                locale: locale, migration: migration?.jsonValue))
        seq += 1
    }

    func question(_ presented: PresentedQuestion) -> QuizBundle.Question {
        scorer.bundle.questions[presented.question]
    }

    /// `text` as a JSON string literal, as every runtime quotes keys in messages.
    static func quoted(_ text: String) -> String { JSONWriter.line.string(.string(text)) }
}
