import QuizRuntime

/// The names a completion offers: the symbols of the expected kinds declared in the quiz, in
/// declaration order (each once), so an author picks a name that resolves.
package enum CompletionCandidates {
    /// The declared symbols of `context`'s kinds in `scope`.
    package static func symbols(for context: CompletionContext, in scope: QuizScope, index: SymbolIndex) -> [SymbolID] {
        let owner = context.owner.map(ExactString.init)
        var seen: Set<ExactString> = []
        var symbols: [SymbolID] = []
        for kind in context.kinds {
            for symbol in index.definedSymbols(in: scope, kind: kind, owner: kind.hasOwner ? owner : nil)
            where seen.insert(symbol.name).inserted {
                symbols.append(symbol)
            }
        }
        return symbols
    }
}
