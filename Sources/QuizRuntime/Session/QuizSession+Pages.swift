extension QuizSession {
    /// The current page's time limit in milliseconds: its shown questions × `time_limit`; `nil` without one.
    func pageLimit() -> Int? {
        scorer.bundle.presentation.timeLimit.map { shown(onPage: page).count * $0 * 1000 }
    }

    /// Makes `target` current: `page_changed`, its clock, and its questions announced.
    mutating func enter(_ target: Int) {
        page = target
        announced = []
        emit("page_changed", page: target)
        remainingMs = pageLimit()
        announce()
    }

    /// `question_shown` for each question now shown on the page and not yet announced on this visit.
    mutating func announce() {
        let keys = shown(onPage: page).map { question($0).key }
        announced.formIntersection(keys.map(ExactString.init))
        for key in keys where !announced.contains(ExactString(key)) {
            announced.insert(ExactString(key))
            emit("question_shown", key: key)
        }
    }

    /// The keys announced on this visit of the page, in presentation order.
    var announcedKeys: [String] {
        shown(onPage: page).map { question($0).key }.filter { announced.contains(ExactString($0)) }
    }

    /// Counts `ms` for the session and for each question shown on the current page.
    mutating func charge(_ ms: Int) {
        elapsedMs += ms
        for presented in shown(onPage: page) {
            let key = question(presented).key
            if let index = questionMs.firstIndex(where: { $0.key.isExactly(key) }) {
                questionMs[index].ms += ms
            } else {
                questionMs.append((key, ms))
            }
        }
    }

    /// The page's time ran out: its open questions stay unanswered, the session moves on.
    mutating func timeOut() {
        for presented in shown(onPage: page) where answer(for: question(presented).key) == nil {
            emit("question_timed_out", key: question(presented).key)
        }
        if let following = nextPage(after: page) {
            enter(following)
        } else if case .failure = score() {
            // A required question left open (a bundle from before `timed-required`): no result.
            ended = true
            emit("abandoned")
        }
    }

    /// Scores the final answers and ends the session with `finished`.
    mutating func score() -> Result<Void, SessionError> {
        switch scorer.score(json: answersJSON) {
        case .failure(let error): return .failure(SessionError(error))
        case .success(let scored):
            result = scored
            ended = true
            finishedAt = last
            emit("finished")
            return .success(())
        }
    }

    /// The first page after `page` that shows a question, or `nil`.
    func nextPage(after current: Int) -> Int? {
        pages.indices.first { $0 > current && !shown(onPage: $0).isEmpty }
    }

    /// A `missing-answer` refusal for the first shown required question without an answer on these pages.
    func firstMissing(onPages list: [Int]) -> SessionError? {
        for index in list {
            for presented in shown(onPage: index) {
                let asked = question(presented)
                if asked.required && answer(for: asked.key) == nil {
                    return SessionError(
                        code: "missing-answer",
                        message: "the required question \"\(asked.key)\" has no answer; answer it first", key: asked.key
                    )
                }
            }
        }
        return nil
    }
}
