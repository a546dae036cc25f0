@_spi(Tools) import QuizCompiler
import QuizRuntime
@_spi(Tools) import QuizYAML

/// The names a completion offers: the symbols of the expected kinds declared in the quiz, in
/// declaration order (each once), so an author picks a name that resolves: of the kinds that
/// must be declared earlier, only those declared before the entry holding the cursor; and only
/// those the slot's restriction leaves (the scores `over:` compares, top-level results, the
/// axis's poles).
package enum CompletionCandidates {
    /// The declared symbols of `context`'s kinds in `scope`, for a cursor in `path`.
    package static func symbols(
        for context: CompletionContext, in scope: QuizScope, index: SymbolIndex, path: String
    ) -> [SymbolID] {
        let owner = context.owner.map(ExactString.init)
        let quiz = index.quiz(of: scope)
        let line = context.range.start.line
        var seen: Set<ExactString> = []
        var symbols: [SymbolID] = []
        for kind in context.kinds {
            var declared = index.definedSymbols(in: scope, kind: kind, owner: kind.hasOwner ? owner : nil)
            if context.declaredEarlier.contains(kind), let quiz, quiz.path.isExactly(path) {
                let limit = entryStart(of: kind, at: line, in: quiz.source) ?? line
                let earlier = Set(
                    index.occurrences(in: path).filter { $0.role == .definition && $0.range.start.line < limit }
                        .map(\.symbol))
                declared = declared.filter(earlier.contains)
            }
            if let allowed = quiz.flatMap({ allowed(by: context.referenceSlot.restriction, at: line, in: $0.source) }) {
                declared = declared.filter { allowed.contains($0.name) }
            }
            for symbol in declared where seen.insert(symbol.name).inserted {
                symbols.append(symbol)
            }
        }
        return symbols
    }

    /// The names a slot's restriction leaves, `nil` for all (`ReferenceSlot.Restriction`).
    private static func allowed(
        by restriction: ReferenceSlot.Restriction, at line: Int, in quiz: SourceQuiz
    ) -> Set<ExactString>? {
        switch restriction {
        case .none:
            return nil
        case .comparedByNearest:
            return Set((quiz.scoring?.nearest?.over ?? []).map { ExactString($0.value) })
        case .topLevelResult:
            return Set(
                (quiz.scoring?.results ?? []).filter { $0.parent == nil }.compactMap(\.id).map { ExactString($0.value) }
            )
        case .axisPoles:
            let axis = quiz.scoring?.axes.first { $0.range.start.line <= line && line <= $0.range.end.line }
            return Set((axis?.poles ?? []).map { ExactString($0.value) })
        }
    }

    /// The first line of the last entry declaring a `kind` that starts at or before `line`:
    /// the entry holding the cursor, which may name only entries before it.
    private static func entryStart(of kind: SymbolKind, at line: Int, in quiz: SourceQuiz) -> Int? {
        let starts: [Int]
        switch kind {
        case .question: starts = quiz.questions.map(\.range.start.line)
        case .derivedScore: starts = (quiz.scoring?.derived ?? []).map(\.range.start.line)
        case .result: starts = (quiz.scoring?.results ?? []).map(\.range.start.line)
        default: return nil
        }
        return starts.filter { $0 <= line }.max()
    }
}
