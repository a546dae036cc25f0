/// One respondent taking one quiz (docs/runtime.md, "Sessions"): the quiz page by page in the
/// bundle's presentation order for a seed, only the questions the answers so far show, with
/// answer, back, next, finish and abandon; time on an injected clock, page time limits,
/// events, tokens and the history record. Its result is `Scorer.score` on its final answers.
public struct QuizSession {
    /// The history record's format.
    public static let historyFormat = "quiz-history/1"

    /// The scorer of the session's bundle.
    public let scorer: Scorer
    /// The bundle's hash, in every event.
    public let hash: String
    /// The seed of the presentation order.
    public let seed: UInt64
    /// The locale shown: a tag of the bundle, as the bundle spells it.
    public let locale: String
    /// The pages: the presentation order cut into `page_size` questions.
    public let pages: [[PresentedQuestion]]
    /// The clock's reading when the session started (kept across resumes).
    public let startedAt: Int
    /// The current page's index.
    public internal(set) var page: Int
    /// The answers so far by wire key, as JSON, in the order given (only shown questions).
    public internal(set) var answers: [(key: String, answer: JSONValue)]
    /// The next event's sequence number.
    public internal(set) var seq: Int
    /// Milliseconds the session has been open, summed over the clock's advances.
    public internal(set) var elapsedMs: Int
    /// Per wire key, milliseconds its page was open while it was shown, in first-shown order.
    public internal(set) var questionMs: [(key: String, ms: Int)]
    /// Milliseconds left on the current page's time limit; `nil` without one.
    public internal(set) var remainingMs: Int?
    /// The events, in order.
    public internal(set) var events: [SessionEvent] = []
    /// The result, once finished.
    public internal(set) var result: ScoreResult?
    /// Whether the session has finished or been abandoned.
    public internal(set) var ended = false
    /// The clock's reading at the finish.
    public internal(set) var finishedAt: Int?
    /// How the session resumed from a token; `nil` for a session begun here.
    public internal(set) var resumeOutcome: ResumeOutcome?
    /// The wire keys announced by `question_shown` on this visit of the page.
    var announced: Set<ExactString>
    let clock: () -> Int
    var last: Int

    /// A session in `state` (a new one, or one read from a token), its pages cut from `order`
    /// when the token's reader already computed the presentation order for the state's seed.
    init(scorer: Scorer, state: SessionState, order: [PresentedQuestion]? = nil, clock: @escaping () -> Int) {
        self.scorer = scorer
        hash = scorer.bundleHash
        seed = state.seed
        locale = state.locale
        self.clock = clock
        last = clock()
        startedAt = state.startedAt
        let size = Swift.max(1, scorer.bundle.presentation.pageSize)
        let order = order ?? scorer.bundle.presentationOrder(seed: state.seed)
        pages = stride(from: 0, to: order.count, by: size).map { Array(order[$0..<Swift.min($0 + size, order.count)]) }
        page = state.page
        answers = state.answers
        seq = state.seq
        elapsedMs = state.elapsedMs
        questionMs = state.questionMs
        remainingMs = state.remainingMs
        announced = Set(state.shown.map(ExactString.init))
    }

    /// Starts a session: the presentation order for `seed`, the locale that `locale` finds by
    /// lookup (the source locale when none), and `clock` giving whole milliseconds.
    public init(scorer: Scorer, seed: UInt64, locale: String? = nil, clock: @escaping () -> Int) {
        let bundle = scorer.bundle
        let chosen = LocaleLookup.lookup(
            locale.map { [$0] } ?? [], available: bundle.localeTags, default: bundle.sourceLocale)
        self.init(scorer: scorer, state: SessionState(seed: seed, locale: chosen, startedAt: clock()), clock: clock)
        begin()
    }

    /// The questions of page `page` that the answers so far show, in presentation order.
    public func shown(onPage page: Int) -> [PresentedQuestion] {
        guard pages.indices.contains(page),
            case .success(let seen) = scorer.visibility(json: answersJSON)
        else { return [] }
        let visible = Set(seen.visible.map(ExactString.init))
        return pages[page].filter { visible.contains(ExactString(scorer.bundle.questions[$0.question].id)) }
    }

    /// The current page's shown questions, in presentation order (options in their order).
    public var questions: [PresentedQuestion] { ended ? [] : shown(onPage: page) }

    /// The answers as a JSON object.
    public var answersJSON: JSONValue { .object(answers.map { ($0.key, $0.answer) }) }

    /// The answered count and the least and most questions still to come.
    public func progress() -> SessionProgress {
        let open =
            ended
            ? []
            : pages[page...].joined().map { scorer.bundle.questions[$0.question] }.filter { answer(for: $0.key) == nil }
        return SessionProgress.of(scorer, answers: answers.map { ($0.key, $0.answer) }, open: open)
    }

    /// The answer given to the question keyed `key`, if any.
    public func answer(for key: String) -> JSONValue? {
        answers.first { $0.key.isExactly(key) }?.answer
    }

    /// The history record of a finished session (canonical JSON), or `nil` before the finish.
    public func history() -> String? {
        guard let result, let finishedAt else { return nil }
        let bundle = scorer.bundle
        return JSONWriter.canonical.string(
            .object([
                ("format", .string(Self.historyFormat)), ("quiz", .string(bundle.quiz)),
                ("version", .string(bundle.version)), ("hash", .string(hash)), ("locale", .string(locale)),
                ("seed", .string(String(seed))), ("result", result.jsonValue), ("started_at", .integer(startedAt)),
                ("finished_at", .integer(finishedAt)), ("duration_ms", .integer(elapsedMs)),
                ("question_ms", .object(questionMs.map { ($0.key, .integer($0.ms)) })), ("answers", answersJSON),
            ]))
    }
}
