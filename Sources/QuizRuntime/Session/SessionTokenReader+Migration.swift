extension SessionTokenReader {
    /// A token saved on an earlier release that this bundle's `migrations` lists: refused when
    /// it answers a question whose answer would change meaning; otherwise its answers without
    /// what was removed (and without those the new conditions hide), its times for the
    /// questions still presented, and the page and timer chosen by the session; with the
    /// presentation order for the token's seed, which the session's pages are cut from.
    func readMigrated(_ root: JSONValue, from migration: QuizBundle.Migration) throws(SessionError) -> (
        SessionState, [PresentedQuestion], [ResumeOutcome.Dropped]
    ) {
        let bundle = scorer.bundle
        let seed = try Self.seed(root)
        let saved = Self.text(root["locale"])
        let locale = LocaleLookup.lookup([saved], available: bundle.localeTags, default: bundle.sourceLocale)
        let answers = root["answers"]?.objectMembers ?? []
        for (key, _) in answers {
            guard let refusal = migration.refusals.first(where: { $0.key.isExactly(key) }) else { continue }
            throw SessionError(
                code: "token-answer-changed-meaning",
                message:
                    "the token answers \(QuizSession.quoted(key)), whose answer changes meaning since version \(migration.version): \(refusal.reason); start a new session",
                key: key)
        }
        var (kept, dropped) = Self.dropping(answers, migration)
        try dropHidden(&kept, &dropped)
        let order = bundle.presentationOrder(seed: seed)
        let presented = Set(order.map { ExactString(bundle.questions[$0.question].key) })
        try checkAnswers(kept, presented: presented)
        var state = SessionState(seed: seed, locale: locale, answers: kept.map { ($0.0, $0.1) })
        for (key, value) in root["question_ms"]?.objectMembers ?? [] where presented.contains(ExactString(key)) {
            if let ms = Self.count(value) { state.questionMs.append((key, ms)) }
        }
        state.seq = Self.count(root["seq"]) ?? 0
        state.elapsedMs = Self.count(root["elapsed_ms"]) ?? 0
        state.startedAt = Self.count(root["started_at"]) ?? 0
        return (state, order, dropped)
    }

    /// The answers without removed questions and options: an answer left with no option, or
    /// whose only option was removed, is dropped whole.
    static func dropping(_ answers: [(String, JSONValue)], _ migration: QuizBundle.Migration) -> (
        [(String, JSONValue)], [ResumeOutcome.Dropped]
    ) {
        var kept: [(String, JSONValue)] = []
        var dropped: [ResumeOutcome.Dropped] = []
        for (key, answer) in answers {
            if migration.droppedQuestions.contains(where: { $0.isExactly(key) }) {
                dropped.append(ResumeOutcome.Dropped(key: key, options: nil))
                continue
            }
            let removed = migration.droppedOptions.first { $0.key.isExactly(key) }?.options ?? []
            let isRemoved = { (value: JSONValue) -> Bool in
                switch value {
                case .string(let id): return removed.contains { $0.isExactly(id) }
                case .number(let literal): return removed.contains(literal)
                default: return false
                }
            }
            switch answer {
            case .array(let items) where items.contains(where: isRemoved):
                let left = items.filter { !isRemoved($0) }
                let taken = items.filter(isRemoved).map { Self.text($0) }
                if left.isEmpty {
                    dropped.append(ResumeOutcome.Dropped(key: key, options: nil))
                } else {
                    dropped.append(ResumeOutcome.Dropped(key: key, options: taken))
                    kept.append((key, .array(left)))
                }
            case let value where isRemoved(value):
                dropped.append(ResumeOutcome.Dropped(key: key, options: nil))
            default:
                kept.append((key, answer))
            }
        }
        return (kept, dropped)
    }

    /// Drops, whole, the answers the new bundle refuses after a partial drop (too few choices
    /// left) and those its conditions now hide, until none is left.
    private func dropHidden(_ kept: inout [(String, JSONValue)], _ dropped: inout [ResumeOutcome.Dropped])
        throws(SessionError)
    {
        for _ in 0...kept.count {
            switch scorer.visibility(json: .object(kept)) {
            case .failure(let error):
                guard let key = error.key, let index = dropped.firstIndex(where: { $0.key.isExactly(key) }) else {
                    return
                }
                dropped[index].options = nil
                kept.removeAll { $0.0.isExactly(key) }
            case .success(let seen):
                let hidden = Set(seen.discard.map(ExactString.init))
                let keys = scorer.bundle.questions.filter { hidden.contains(ExactString($0.id)) }.map(\.key)
                if keys.isEmpty { return }
                for key in keys where kept.contains(where: { $0.0.isExactly(key) }) {
                    kept.removeAll { $0.0.isExactly(key) }
                    dropped.append(ResumeOutcome.Dropped(key: key, options: nil))
                }
            }
        }
    }

    /// The token's seed.
    static func seed(_ root: JSONValue) throws(SessionError) -> UInt64 {
        let seedText = text(root["seed"])
        guard isDecimal(seedText, maxDigits: 20), let seed = UInt64(seedText) else {
            throw SessionError(
                code: "token-damaged", message: "the token's \"seed\" is not a decimal from 0 to 2^64 − 1")
        }
        return seed
    }
}
