@_spi(Tools) package import QuizCompiler
package import QuizRuntime
@_spi(Tools) package import QuizYAML

/// The symbols of a workspace: every definition and reference of the traits, outcomes,
/// scales, questions, options, derived scores, results and bands of its quizzes, including
/// the references their translation files make (docs/editors.md, "Navigation").
///
/// Built from decoded files (`SemanticFile`), so it also serves a quiz with errors: whatever
/// decoded is navigable. A change of one file decodes that file again (`update`); walking the
/// decoded files again is cheap.
package struct SymbolIndex: Sendable {
    /// The files, by path.
    package private(set) var files: [String: SemanticFile] = [:]
    private var byFile: [String: [SymbolOccurrence]] = [:]
    private var bySymbol: [SymbolID: [SymbolOccurrence]] = [:]
    private var quizFiles: [QuizScope: [String]] = [:]

    /// The index of `files`.
    package init(files: [SemanticFile] = []) {
        for file in files { self.files[file.path] = file }
        rebuild()
    }

    /// Replaces (or adds) one file.
    package mutating func update(_ file: SemanticFile) {
        files[file.path] = file
        rebuild()
    }

    /// Forgets the file at `path`.
    package mutating func remove(path: String) {
        files[path] = nil
        rebuild()
    }

    private mutating func rebuild() {
        byFile = [:]
        bySymbol = [:]
        quizFiles = [:]
        var all: [SymbolOccurrence] = []
        let paths = files.keys.sorted { ExactString($0) < ExactString($1) }
        var optionQuestions: [ExactString: Set<ExactString>] = [:]
        for path in paths {
            guard let quiz = files[path]?.quiz else { continue }
            let symbols = QuizSymbols(quiz, file: path)
            quizFiles[symbols.scope, default: []].append(path)
            all += symbols.occurrences
            if case .quiz(let id) = symbols.scope {
                optionQuestions[id, default: []].formUnion(
                    quiz.questions.filter { QuizSymbols.type(of: $0) != .scale }.compactMap {
                        $0.id.map { ExactString($0.value) }
                    })
            }
        }
        for path in paths {
            guard let translation = files[path]?.translation else { continue }
            let known = translation.quiz.flatMap { optionQuestions[ExactString($0.value)] }
            all += TranslationSymbols(translation, file: path, optionQuestions: known).occurrences
        }
        for occurrence in all {
            byFile[occurrence.file, default: []].append(occurrence)
            bySymbol[occurrence.symbol, default: []].append(occurrence)
        }
        for (symbol, occurrences) in bySymbol { bySymbol[symbol] = occurrences.sorted(by: Self.placeOrder) }
    }

    /// File by path (by scalars), then position.
    private static func placeOrder(_ a: SymbolOccurrence, _ b: SymbolOccurrence) -> Bool {
        a.file.isExactly(b.file) ? a.range.start < b.range.start : ExactString(a.file) < ExactString(b.file)
    }

    /// The name written at `position` of `file`, if one is.
    package func occurrence(in file: String, at position: SourcePosition) -> SymbolOccurrence? {
        // The innermost (shortest) range wins where ranges nest.
        byFile[file]?.filter { $0.contains(position) }.min { a, b in
            (a.range.end.line - a.range.start.line, a.range.end.column - a.range.start.column)
                < (b.range.end.line - b.range.start.line, b.range.end.column - b.range.start.column)
        }
    }

    /// Where `symbol` is defined (more than one place when it is declared twice, or its quiz id
    /// is used by two files).
    package func definitions(of symbol: SymbolID) -> [SymbolOccurrence] {
        (bySymbol[symbol] ?? []).filter { $0.role == .definition }
    }

    /// Every place `symbol` is written, in file and position order; with `includeDefinitions`
    /// false, only its references.
    package func references(of symbol: SymbolID, includeDefinitions: Bool = true) -> [SymbolOccurrence] {
        let all = bySymbol[symbol] ?? []
        return includeDefinitions ? all : all.filter { $0.role == .reference }
    }

    /// Every occurrence in `file`, in the order its names are walked.
    package func occurrences(in file: String) -> [SymbolOccurrence] { byFile[file] ?? [] }

    /// The quiz a file belongs to: its own for a quiz file, the one it translates for a
    /// translation file.
    package func scope(ofFile path: String) -> QuizScope? {
        guard let file = files[path] else { return nil }
        switch file.content {
        case .quiz(let quiz): return quiz.quiz.map { .quiz(ExactString($0.value)) } ?? .file(path)
        case .translation(let translation): return translation.quiz.map { .quiz(ExactString($0.value)) }
        case .unusable: return nil
        }
    }

    /// The quiz files of `scope`, by path (more than one when two files use one id).
    package func quizFiles(of scope: QuizScope) -> [String] { quizFiles[scope] ?? [] }

    /// The source of the quiz of `scope` (the first file, by path, when two use one id).
    package func quiz(of scope: QuizScope) -> (path: String, source: SourceQuiz)? {
        for path in quizFiles(of: scope) {
            if let quiz = files[path]?.quiz { return (path, quiz) }
        }
        return nil
    }

    /// The symbols of `kind` defined in `scope` (inside `owner` for options and bands), each
    /// once, in the order they are declared.
    package func definedSymbols(in scope: QuizScope, kind: SymbolKind, owner: ExactString? = nil) -> [SymbolID] {
        var seen: Set<SymbolID> = []
        var symbols: [SymbolID] = []
        for path in quizFiles(of: scope) {
            for occurrence in occurrences(in: path) where occurrence.role == .definition {
                let symbol = occurrence.symbol
                guard symbol.kind == kind, owner == nil || symbol.owner == owner, seen.insert(symbol).inserted
                else { continue }
                symbols.append(symbol)
            }
        }
        return symbols
    }
}
