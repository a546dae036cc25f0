/// One session event (docs/runtime.md, "Events"; schemas/session-events.schema.json): its
/// name, sequence number, the session's elapsed milliseconds, the bundle's hash, and the
/// wire key, page, seed or locale when it has one.
public struct SessionEvent: Equatable, Sendable {
    /// The event names, in the order docs/runtime.md lists them.
    public static let names = [
        "session_started", "question_shown", "answered", "answer_changed", "question_timed_out",
        "page_changed", "saved", "resumed", "finished", "abandoned",
    ]

    /// The event's name, one of `names`.
    public var event: String
    /// 0, 1, 2, … in the session (`resumed` repeats the number of its `saved`).
    public var seq: Int
    /// The session's elapsed milliseconds when it happened.
    public var elapsedMs: Int
    /// The bundle's hash.
    public var hash: String
    /// The wire key (`question_shown`, `answered`, `answer_changed`, `question_timed_out`).
    public var key: String?
    /// The page entered (`page_changed`).
    public var page: Int?
    /// The seed in decimal (`session_started`).
    public var seed: String?
    /// The locale shown (`session_started`).
    public var locale: String?
    /// How a token saved on another release resumed (`resumed` after a migration):
    /// `ResumeOutcome.jsonValue`.
    public var migration: JSONValue?

    /// The event as JSON (members in any order: its line sorts them).
    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("event", .string(event)), ("seq", .integer(seq)), ("elapsed_ms", .integer(elapsedMs)),
            ("hash", .string(hash)),
        ]
        if let key { members.append(("key", .string(key))) }
        if let page { members.append(("page", .integer(page))) }
        if let seed { members.append(("seed", .string(seed))) }
        if let locale { members.append(("locale", .string(locale))) }
        if let migration { members.append(("migration", migration)) }
        return .object(members)
    }

    /// The canonical JSON line (members sorted, no line end): the same bytes in every runtime.
    public var line: String { JSONWriter.canonical.string(jsonValue) }
}
