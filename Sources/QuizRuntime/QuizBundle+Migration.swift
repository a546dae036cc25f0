/// What a session saved on an earlier release of the quiz needs to resume on this one
/// (`migrations` in the bundle; docs/bundle-format.md, "Migrations"). `quizc build --earlier`
/// computes it once with `quizc diff`'s rules, so runtimes only look it up.
extension QuizBundle {
    /// The needs of tokens saved on one earlier bundle of the same quiz.
    public struct Migration: Sendable, Equatable {
        /// An answered question whose answer is dropped in part: options it may no longer hold.
        public struct DroppedOptions: Sendable, Equatable {
            /// The question's wire key (the same in both releases).
            public var key: String
            /// The removed options: ids, or a scale option's value in decimal.
            public var options: [String]

            /// `options` of the question keyed `key`.
            public init(key: String, options: [String]) {
                self.key = key
                self.options = options
            }
        }

        /// A question whose kept answer would change meaning: a token answering it is refused.
        public struct Refusal: Sendable, Equatable {
            /// The question's wire key in the earlier release.
            public var key: String
            /// Why, in `quizc diff`'s words (`question "q1": option "a": weights changed …`).
            public var reason: String

            /// The refusal of answers to `key`, because of `reason`.
            public init(key: String, reason: String) {
                self.key = key
                self.reason = reason
            }
        }

        /// The earlier bundle's hash.
        public var hash: String
        /// The earlier bundle's version.
        public var version: String
        /// Wire keys of questions removed since: their answers are dropped.
        public var droppedQuestions: [String]
        /// Options removed since from kept questions, per wire key.
        public var droppedOptions: [DroppedOptions]
        /// Wire keys of questions added as required, or required now: a migrated session
        /// reports those it shows without an answer as needed.
        public var neededQuestions: [String]
        /// Questions whose kept answer would change meaning.
        public var refusals: [Refusal]

        /// The needs of tokens saved on the bundle `hash`, version `version`.
        public init(
            hash: String, version: String, droppedQuestions: [String] = [], droppedOptions: [DroppedOptions] = [],
            neededQuestions: [String] = [], refusals: [Refusal] = []
        ) {
            self.hash = hash
            self.version = version
            self.droppedQuestions = droppedQuestions
            self.droppedOptions = droppedOptions
            self.neededQuestions = neededQuestions
            self.refusals = refusals
        }
    }

    /// The migration of tokens saved on the bundle `hash`, when this bundle lists one.
    public func migration(from hash: String) -> Migration? {
        migrations.first { $0.hash == hash }
    }
}

extension QuizBundle.Migration {
    /// The migration's entry in `migrations` (keyed by `hash`).
    var jsonValue: JSONValue {
        .object([
            ("version", .string(version)),
            ("drop_questions", .array(droppedQuestions.map(JSONValue.string))),
            ("drop_options", .object(droppedOptions.map { ($0.key, .array($0.options.map(JSONValue.string))) })),
            ("need_questions", .array(neededQuestions.map(JSONValue.string))),
            ("refuse", .object(refusals.map { ($0.key, .string($0.reason)) })),
        ])
    }
}
