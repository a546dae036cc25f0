package import QuizRuntime

/// One symbol of a workspace: a kind of name in one quiz, compared by Unicode scalars.
///
/// A quiz is named by its id (`quiz:`), the name its translations use; a quiz file that names
/// no id is named by its path, so its symbols still navigate within the file.
package struct SymbolID: Hashable, Sendable {
    /// The quiz the symbol belongs to: its id, or `QuizScope.file` for a quiz without one.
    package var scope: QuizScope
    /// What the name names.
    package var kind: SymbolKind
    /// The question of an option, the result of a band; `nil` for the other kinds.
    package var owner: ExactString?
    /// The name as written.
    package var name: ExactString

    /// The symbol `name` of `kind` in `scope` (inside `owner` for options and bands).
    package init(scope: QuizScope, kind: SymbolKind, owner: ExactString? = nil, name: ExactString) {
        self.scope = scope
        self.kind = kind
        self.owner = owner
        self.name = name
    }
}

/// Which quiz a symbol belongs to.
package enum QuizScope: Hashable, Sendable {
    /// The quiz with this id (its translations name it with `translation:`).
    case quiz(ExactString)
    /// A quiz file that names no id, by path: only its own file refers to its symbols.
    case file(String)
}
