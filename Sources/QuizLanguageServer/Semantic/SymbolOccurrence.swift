@_spi(Tools) package import QuizYAML

/// One place a symbol's name is written: where it is defined, or a reference to it.
package struct SymbolOccurrence: Sendable {
    /// How the name is used where it is written.
    package enum Role: Sendable {
        /// Where the symbol is declared (`traits:`, an outcome's key, a question's `id:` …).
        case definition
        /// A use of the name (a weight, `keyed:`, a condition, an example, a translation …).
        case reference
    }

    /// The symbol named.
    package var symbol: SymbolID
    /// The file the name is written in, as the workspace names it.
    package var file: String
    /// Where the scalar that holds the name is written (its quotes included, when quoted).
    package var range: SourceRange
    /// Definition or reference.
    package var role: Role

    /// The occurrence of `symbol` at `range` of `file`.
    package init(symbol: SymbolID, file: String, range: SourceRange, role: Role) {
        self.symbol = symbol
        self.file = file
        self.range = range
        self.role = role
    }

    /// Whether `position` is on the name: inside its range or just after its last character
    /// (where a cursor stands after typing it).
    package func contains(_ position: SourcePosition) -> Bool {
        range.start <= position && position <= range.end
    }
}
