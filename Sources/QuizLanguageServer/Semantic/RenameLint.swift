@_spi(Tools) package import QuizCompiler
import QuizFixes
import QuizRuntime

/// A rename checked like a fix: its edits applied to the quiz's files in memory, the files
/// compiled by the compiler before and after, and the diagnostics the rename would add. A
/// rename that adds any (an error or a warning: a reserved or over-long key, two keys that
/// differ only in case or width, a name the quiz's rules refuse) is refused with their messages.
///
/// The files compiled are those of the renamed symbol's quiz (its quiz files and the
/// translations that name it), without the analysis (`QuizCompilation.AnalysisTiming.skipped`:
/// every check runs as on a quiz that is not analysed): a rename replaces one name by another
/// everywhere it is written, which leaves the quiz's answer space and scoring, and so its
/// analysis, as they were; what it can break is what the checks see without one (names,
/// keys, outcome entries), and a rename is answered without waiting for a search.
package enum RenameLint {
    /// The files of `scope` (by path, with their current bytes) and the same files with the
    /// plan's edits applied; `nil` when an edit does not apply (the file changed).
    static func sources(
        of plan: RenamePlan, in index: SymbolIndex, bytes: (String) -> [UInt8]
    ) -> (before: [(path: String, bytes: [UInt8])], after: [(path: String, bytes: [UInt8])])? {
        let edited = Set(plan.edits.map(\.file))
        let paths = index.files.keys.filter { index.scope(ofFile: $0) == plan.symbol.scope || edited.contains($0) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var before: [(path: String, bytes: [UInt8])] = []
        var after: [(path: String, bytes: [UInt8])] = []
        for path in paths {
            let old = bytes(path)
            let edits = plan.edits.filter { $0.file == path }.map {
                Diagnostic.Fix.Edit(file: path, range: $0.range, replacement: $0.newText)
            }
            guard let new = edits.isEmpty ? old : SourceEdits.apply(edits, to: old) else { return nil }
            before.append((path, old))
            after.append((path, new))
        }
        return (before, after)
    }

    /// The errors and warnings the renamed files have that the files had not: for each file,
    /// code and severity, as many as the renamed files have more of them (a rename changes
    /// the names in messages, so messages are not compared).
    static func added(
        before: [(path: String, bytes: [UInt8])], after: [(path: String, bytes: [UInt8])], compilation: QuizCompilation
    ) -> [Diagnostic] {
        var quick = compilation
        quick.analysisTiming = .skipped
        func findings(_ sources: [(path: String, bytes: [UInt8])]) -> [Diagnostic] {
            BuildSession(sources: sources, compilation: quick).diagnostics.filter { $0.severity != .note }
        }
        var counts: [String: Int] = [:]
        for diagnostic in findings(before) { counts[key(diagnostic), default: 0] += 1 }
        var added: [Diagnostic] = []
        for diagnostic in findings(after) {
            let key = key(diagnostic)
            if let count = counts[key], count > 0 { counts[key] = count - 1 } else { added.append(diagnostic) }
        }
        return added
    }

    /// Why `plan` is refused, or `nil` when the renamed files lint as cleanly as before.
    package static func refusal(
        of plan: RenamePlan, in index: SymbolIndex, bytes: (String) -> [UInt8], compilation: QuizCompilation
    ) -> RenameRefusal? {
        guard !plan.edits.isEmpty else { return nil }
        let what = "\(plan.symbol.kind.rawValue) `\(plan.symbol.name.string)` to `\(plan.newName)`"
        guard let sources = sources(of: plan, in: index, bytes: bytes) else {
            return RenameRefusal(message: "cannot rename \(what): the files changed; try again")
        }
        let added = added(before: sources.before, after: sources.after, compilation: compilation)
        guard !added.isEmpty else { return nil }
        let reasons = added.map { "\($0.message) [\($0.code.rawValue)]" }.joined(separator: "; ")
        return RenameRefusal(message: "cannot rename \(what): quizc lint would then report: \(reasons)")
    }

    private static func key(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.file)\u{0}\(diagnostic.code.rawValue)\u{0}\(diagnostic.severity)"
    }
}
