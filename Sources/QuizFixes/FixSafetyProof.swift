@_spi(Tools) package import QuizCompiler
@_spi(Tools) import QuizYAML

/// Proves fixes safe, or not: applies the edits to the files in memory, compiles the files
/// before and after, and compares (docs/cli.md, "Fixes"). A fix is safe when
///
/// - every file it edits compiled without errors before and compiles without errors after
///   (a file with errors has no bundle to compare: fixing an error is never proven safe);
/// - every quiz file that had a bundle still has one, with the same scoring part
///   (`ScoringProjection`: the wire keys included) and the same analysis
///   (`AnalysisFingerprint`);
/// - no file gains an error.
package struct FixSafetyProof {
    /// The files of the run, by path: what "before" is.
    let sources: [String: [UInt8]]
    let compilation: QuizCompilation

    /// The run before any fix, compiled once.
    private let before: [String: CompiledFile]

    /// A proof against `sources` (every file of the run, by path), compiled here.
    package init(sources: [String: [UInt8]], compilation: QuizCompilation) {
        self.sources = sources
        self.compilation = compilation
        self.before = Self.compile(sources, compilation: compilation)
    }

    /// A proof against `sources` whose compilation is `session` (compiled with its
    /// quizzes kept, as a language server holds its workspace).
    package init(sources: [String: [UInt8]], compilation: QuizCompilation, session: BuildSession) {
        self.sources = sources
        self.compilation = compilation
        var before: [String: CompiledFile] = [:]
        for file in session.files where sources[file.path] != nil { before[file.path] = file }
        self.before = before
    }

    /// Whether applying all of `edits` together is proven safe.
    func proves(_ edits: [Diagnostic.Fix.Edit]) -> Bool {
        let touched = Set(edits.map(\.file))
        var after = sources
        for path in touched {
            guard let bytes = sources[path], before[path]?.hasErrors == false,
                let edited = SourceEdits.apply(edits.filter { $0.file == path }, to: bytes)
            else { return false }
            after[path] = edited
        }
        let compiled = Self.compile(after, compilation: compilation)
        for (path, old) in before {
            guard let new = compiled[path] else { return false }
            if new.hasErrors && !old.hasErrors { return false }
            guard let oldQuiz = old.resolved, let oldAnalysis = old.analyzed else { continue }
            guard let newQuiz = new.resolved, let newAnalysis = new.analyzed,
                ScoringProjection.of(oldQuiz.bundle) == ScoringProjection.of(newQuiz.bundle),
                AnalysisFingerprint(oldAnalysis) == AnalysisFingerprint(newAnalysis)
            else { return false }
        }
        return true
    }

    /// `diagnostics` with every fix that claims to be safe and is not proven so marked unsafe.
    package func checked(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            for index in diagnostic.fixes.indices where diagnostic.fixes[index].safety == .safe {
                if !proves(diagnostic.fixes[index].edits) { diagnostic.fixes[index].safety = .unsafe }
            }
            return diagnostic
        }
    }

    /// `session`'s diagnostics with their fixes' safety proven (what lint reports): a fix
    /// claimed safe that the proof does not hold for is shown as unsafe. Compiles nothing
    /// when no fix claims to be safe.
    static func check(_ session: inout BuildSession, compilation: QuizCompilation) {
        guard session.diagnostics.contains(where: { $0.fixes.contains { $0.safety == .safe } }) else { return }
        let proof = FixSafetyProof(
            sources: FixRounds.read(session.files.map(\.path), limit: compilation.limits.maxFileBytes),
            compilation: compilation)
        for index in session.files.indices {
            session.files[index].diagnostics = proof.checked(session.files[index].diagnostics)
        }
    }

    private static func compile(_ sources: [String: [UInt8]], compilation: QuizCompilation) -> [String: CompiledFile] {
        let paths = sources.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let session = BuildSession(sources: paths.map { ($0, sources[$0] ?? []) }, compilation: compilation)
        var files: [String: CompiledFile] = [:]
        for file in session.files { files[file.path] = file }
        return files
    }
}
