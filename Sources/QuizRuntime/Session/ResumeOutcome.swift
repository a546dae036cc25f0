/// How a session resumed from a token (docs/runtime.md, "Resuming on another version"): on the
/// bundle it was saved on, or on another release that lists the token's bundle in its
/// `migrations`, with the answers dropped and the questions that now need an answer.
public struct ResumeOutcome: Equatable, Sendable {
    /// Whether anything about the answers changed.
    public enum Kind: String, Sendable {
        /// Nothing that affects the answers changed: every answer kept, none newly needed.
        case resumed
        /// Answers to removed questions or options were dropped, or shown questions now need one.
        case migrated
    }

    /// One answer dropped in whole or in part.
    public struct Dropped: Equatable, Sendable {
        /// The wire key the token answered.
        public var key: String
        /// The options taken out of the answer; `nil` when the whole answer was dropped.
        public var options: [String]?

        /// The answer to `key` dropped whole (`options` nil) or in part.
        public init(key: String, options: [String]?) {
            self.key = key
            self.options = options
        }
    }

    /// Resumed or migrated.
    public var kind: Kind
    /// The hash of the bundle the token was saved on.
    public var hash: String
    /// That bundle's version.
    public var version: String
    /// The answers dropped, in the token's order.
    public var dropped: [Dropped]
    /// Wire keys of the shown required questions without an answer because of the migration
    /// (their answer dropped, or added or made required since), in presentation order.
    public var needed: [String]

    /// An outcome with every field given.
    public init(kind: Kind, hash: String, version: String, dropped: [Dropped] = [], needed: [String] = []) {
        self.kind = kind
        self.hash = hash
        self.version = version
        self.dropped = dropped
        self.needed = needed
    }

    /// The outcome as JSON (the `resumed` event's `migration`, a command line's report).
    public var jsonValue: JSONValue {
        .object([
            ("outcome", .string(kind.rawValue)), ("from", .string(hash)), ("version", .string(version)),
            (
                "dropped",
                .array(
                    dropped.map { drop in
                        .object([
                            ("key", .string(drop.key)),
                            ("options", drop.options.map { .array($0.map(JSONValue.string)) } ?? .null),
                        ])
                    })
            ),
            ("needed", .array(needed.map(JSONValue.string))),
        ])
    }
}

extension QuizSession {
    /// After a migrated token's state: the first page with a shown question without an answer
    /// (else the last page that shows one), its timer, the outcome, `resumed` carrying it, and
    /// the page's questions announced.
    mutating func continueMigrated(from migration: QuizBundle.Migration, dropped: [ResumeOutcome.Dropped]) {
        let open = pages.indices.first { index in shown(onPage: index).contains { answer(for: question($0).key) == nil }
        }
        page = open ?? pages.indices.last { !shown(onPage: $0).isEmpty } ?? 0
        remainingMs = pageLimit()
        let candidates = Set(
            (migration.neededQuestions + dropped.filter { $0.options == nil }.map(\.key)).map(ExactString.init))
        let needed = pages.indices.flatMap { shown(onPage: $0) }.map(question).filter {
            $0.required && candidates.contains(ExactString($0.key)) && answer(for: $0.key) == nil
        }
        let changed = !dropped.isEmpty || !needed.isEmpty
        let outcome = ResumeOutcome(
            kind: changed ? .migrated : .resumed, hash: migration.hash, version: migration.version, dropped: dropped,
            needed: needed.map(\.key))
        resumeOutcome = outcome
        emit("resumed", migration: outcome)
        announce()
    }
}
