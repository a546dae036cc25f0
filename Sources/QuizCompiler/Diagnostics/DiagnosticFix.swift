@_spi(Tools) public import QuizYAML

extension Diagnostic {
    /// A machine-applicable change that resolves a diagnostic: what `quizc lint --fix` applies
    /// and what an editor offers as a quick fix (docs/cli.md, "Fixes").
    public struct Fix: Sendable, Equatable {
        /// How much a fix can be trusted to leave the quiz's meaning alone.
        public enum Safety: String, Sendable, Equatable, CaseIterable {
            /// Proven to change no wire key, no accepted answer set and no outcome: the scoring
            /// part of every bundle and the outcome analysis are the same before and after.
            /// `quizc lint --fix` applies it.
            case safe
            /// Changes what the quiz means, or could not be proven not to: applied only with
            /// `quizc lint --unsafe-fixes`, after the author has read it.
            case unsafe
        }

        /// One replacement of a stretch of a file's text.
        public struct Edit: Sendable, Equatable {
            /// The file's path, as the diagnostic names it.
            public var file: String
            /// The text replaced: 1-based lines and columns counting Unicode scalars, end
            /// exclusive (an empty range inserts).
            public var range: SourceRange
            /// The new text.
            public var replacement: String

            /// An edit replacing `range` of `file` with `replacement`.
            public init(file: String, range: SourceRange, replacement: String) {
                self.file = file
                self.range = range
                self.replacement = replacement
            }
        }

        /// What the fix does, in a few words ("replace `bodl` with `bold`").
        public var title: String
        /// Whether `--fix` applies it on its own.
        public var safety: Safety
        /// The replacements, in any order; they never overlap.
        public var edits: [Edit]

        /// A fix with every field given.
        public init(title: String, safety: Safety, edits: [Edit]) {
            self.title = title
            self.safety = safety
            self.edits = edits
        }
    }
}
