/// What a session is at one moment: all a token holds.
struct SessionState {
    var seed: UInt64
    var locale: String
    var page = 0
    var answers: [(key: String, answer: JSONValue)] = []
    var seq = 0
    var elapsedMs = 0
    var questionMs: [(key: String, ms: Int)] = []
    var remainingMs: Int?
    var shown: [String] = []
    var startedAt = 0
}

/// Session tokens (docs/runtime.md, "Saving and resuming"; schemas/session-token.schema.json).
public enum SessionToken {
    /// The token format this runtime writes and reads.
    public static let format = "quiz-session/1"
    /// The largest token read, in UTF-8 bytes; a larger one is `token-too-large`.
    public static let maxBytes = 65536

    /// The token's members, unsigned.
    static func members(quiz: String, version: String, hash: String, state: SessionState) -> [(String, JSONValue)] {
        [
            ("format", .string(format)), ("quiz", .string(quiz)), ("version", .string(version)),
            ("hash", .string(hash)),
            ("seed", .string(String(state.seed))), ("locale", .string(state.locale)),
            ("answers", .object(state.answers.map { ($0.key, $0.answer) })), ("page", .integer(state.page)),
            ("seq", .integer(state.seq)), ("elapsed_ms", .integer(state.elapsedMs)),
            ("question_ms", .object(state.questionMs.map { ($0.key, .integer($0.ms)) })),
            ("remaining_ms", state.remainingMs.map(JSONValue.integer) ?? .null),
            ("shown", .array(state.shown.map(JSONValue.string))), ("started_at", .integer(state.startedAt)),
        ]
    }

    /// The token text: canonical JSON, with `signature` when a key is given.
    static func write(_ members: [(String, JSONValue)], key: [UInt8]?) -> String {
        let unsigned = JSONWriter.canonical.string(.object(members))
        guard let key else { return unsigned }
        let signature = "hmac-sha256:" + HMACSHA256.hex(key: key, message: Array(unsigned.utf8))
        return JSONWriter.canonical.string(.object(members + [("signature", .string(signature))]))
    }
}

extension QuizSession {
    /// Saves the session: `saved`, then the token (canonical JSON; signed with HMAC-SHA256 when
    /// `key` is given) that `QuizSession(resuming:…)` continues from.
    public mutating func save(key: [UInt8]? = nil) -> Result<String, SessionError> {
        tick()
        if ended { return .failure(.ended) }
        emit("saved")
        let state = SessionState(
            seed: seed, locale: locale, page: page, answers: answers, seq: seq - 1, elapsedMs: elapsedMs,
            questionMs: questionMs, remainingMs: remainingMs, shown: announcedKeys, startedAt: startedAt)
        let bundle = scorer.bundle
        return .success(
            SessionToken.write(
                SessionToken.members(quiz: bundle.quiz, version: bundle.version, hash: hash, state: state), key: key))
    }

    /// Resumes a session from a token saved on this bundle: the same order, page, answers, times
    /// and event numbers, then `resumed` (with the `saved` event's number). A token saved on an
    /// earlier release that this bundle's `migrations` lists is migrated (docs/runtime.md,
    /// "Resuming on another version"): the answers to removed questions and options dropped, the
    /// order recomputed from the seed, on the first page with a shown question without an answer;
    /// `resumeOutcome` says what changed. A token saved on another bundle, damaged, too large, of
    /// another format, signed otherwise, answering a question whose answer changed meaning, or
    /// with an answer this bundle refuses is refused with a stable code (docs/runtime.md lists them).
    public init(
        scorer: Scorer, resuming token: String, key: [UInt8]? = nil, clock: @escaping () -> Int
    ) throws(SessionError) {
        let read = try SessionTokenReader(scorer: scorer).read(token, key: key)
        self.init(scorer: scorer, state: read.state, order: read.order, clock: clock)
        guard let (migration, dropped) = read.migrated else {
            resumeOutcome = ResumeOutcome(kind: .resumed, hash: hash, version: scorer.bundle.version)
            emit("resumed")
            return
        }
        continueMigrated(from: migration, dropped: dropped)
    }
}
