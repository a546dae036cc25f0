import Dispatch
import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML

/// Compiles a set of files (in parallel, results in path order) and applies the
/// cross-file rule that quiz ids are unique in one build.
@_spi(Tools) public struct BuildSession: Sendable {
    /// The compiled files, sorted by path.
    @_spi(Tools) public var files: [CompiledFile]
    /// Paths that could not be read.
    @_spi(Tools) public var inputErrors: [InputError]
    /// Entries of folders that were passed over (not regular files).
    @_spi(Tools) public var skippedInputs: [SkippedInput]

    /// The diagnostics of the paths themselves: an `unreadable-input` error per path that
    /// could not be read, then an `unreadable-input` warning per skipped entry.
    @_spi(Tools) public var inputDiagnostics: [Diagnostic] {
        inputErrors.map(\.diagnostic) + skippedInputs.map(\.diagnostic)
    }

    /// Every diagnostic of every file, in report order.
    @_spi(Tools) public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

    /// Every diagnostic a suppression accepted, in report order.
    var suppressed: [SuppressedDiagnostic] { files.flatMap(\.suppressed) }

    /// Compiles every file found under `paths`.
    ///
    /// With `keepQuizzes` false (what `quizc lint` uses) a quiz file keeps only its
    /// `LintResult`, as much text as its diagnostics need and, when it is clean, its bytes
    /// (the translation stage resolves it from them for a translation that names it), so an
    /// unchanged file's result comes from the cache and no analysis is kept. Diagnostics are
    /// the same either way.
    @_spi(Tools) public init(
        paths: [String], compilation: QuizCompilation = QuizCompilation(), keepQuizzes: Bool = true
    ) {
        let expansion = InputFiles.expand(paths)
        let results = ParallelMap.map(expansion.files) { path -> Result<CompiledFile, InputError> in
            InputFiles.read(path, limit: compilation.limits.maxFileBytes).map { content in
                let file = InputFile(path: path, content: content)
                return keepQuizzes ? compilation.compile(file) : Self.lint(file, compilation: compilation)
            }
        }
        var files: [CompiledFile] = []
        var errors = expansion.errors
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): errors.append(error)
            }
        }
        self.init(files: files, inputErrors: errors, skippedInputs: expansion.skipped, compilation: compilation)
    }

    /// Compiles files given by content (tests, tools that hold the files in memory), in the
    /// order given; quizzes are kept.
    @_spi(Tools) public init(
        sources: [(path: String, bytes: [UInt8])], compilation: QuizCompilation = QuizCompilation()
    ) {
        let files = ParallelMap.map(sources.map { InputFile(path: $0.path, bytes: $0.bytes) }) { file in
            compilation.compile(file)
        }
        self.init(files: files, inputErrors: [], skippedInputs: [], compilation: compilation)
    }

    /// Files compiled one by one elsewhere (the language server, which keeps each file's
    /// compilation until its bytes change), sorted by path and put through the cross-file
    /// stages exactly as `init(paths:)` puts the files it compiles.
    @_spi(Tools) public init(
        compiled files: [CompiledFile], inputErrors: [InputError], skippedInputs: [SkippedInput],
        compilation: QuizCompilation
    ) {
        self.init(
            files: files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) },
            inputErrors: inputErrors.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) },
            skippedInputs: skippedInputs, compilation: compilation)
    }

    /// One file as `quizc lint` compiles it: a quiz file is reduced to its `LintResult`,
    /// read from the cache when the cache has this file's bytes under this path and these
    /// settings, else compiled and stored there. A translation file is compiled whole (its
    /// checks need its quiz, in the cross-file stage).
    private static func lint(_ input: InputFile, compilation: QuizCompilation) -> CompiledFile {
        guard let bytes = input.bytes else { return compilation.compile(input) }
        var cached: (cache: AnalysisCache, key: LintResultKey)?
        if let cache = compilation.analysisCache {
            let key = LintResultKey(
                path: input.path, bytes: bytes, limits: compilation.limits, settings: compilation.analysisSettings)
            if let result = cache.lintResult(for: key) { return linted(input.path, bytes: bytes, result) }
            cached = (cache, key)
        }
        let file = compilation.compile(input)
        if case .translation = file.content { return file }
        let result = LintResult(
            diagnostics: file.diagnostics, suppressed: file.suppressed, quizID: file.quizID,
            resolved: file.resolved != nil)
        if let cached { cached.cache.store(result, key: cached.key) }
        return linted(input.path, bytes: bytes, result)
    }

    /// A quiz file as lint keeps it: no quiz, its bytes when it is clean, and its text only
    /// as far as needed to show its diagnostics (all of it when it has some, else up to its
    /// quiz id's line, where a `duplicate-id` can still land).
    private static func linted(_ path: String, bytes: [UInt8], _ result: LintResult) -> CompiledFile {
        let idLine = result.resolved ? result.quizID?.range.start.line ?? 0 : 0
        let text =
            result.diagnostics.isEmpty
            ? SourceText(bytes: prefix(of: bytes, throughLine: idLine)) : SourceText(bytes: bytes)
        return CompiledFile(
            path: path, text: text, diagnostics: result.diagnostics,
            content: .quiz(
                CompiledQuiz(id: result.quizID, stage: .linted(LintedQuiz(isClean: result.resolved, source: bytes)))),
            suppressed: result.suppressed)
    }

    /// The cross-file stages: unique quiz ids, then translations.
    private init(
        files: [CompiledFile], inputErrors: [InputError], skippedInputs: [SkippedInput], compilation: QuizCompilation
    ) {
        self.files = files
        self.inputErrors = inputErrors
        self.skippedInputs = skippedInputs
        Self.checkUniqueQuizIDs(&self.files)
        TranslationStage.run(&self.files, compilation: compilation)
        for index in self.files.indices {
            guard let translation = self.files[index].translation else { continue }
            self.files[index].applySuppressions(listed: translation.suppressions)
        }
    }

    /// The bytes of lines 1 through `line` (none for 0), cut the way `SourceText` splits lines.
    static func prefix(of bytes: [UInt8], throughLine line: Int) -> [UInt8] {
        var current = 1
        var index = 0
        while index < bytes.count, line > 0 {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if current == line { break }
                current += 1
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            }
            index += 1
        }
        return line > 0 ? Array(bytes[..<index]) : []
    }

    /// `duplicate-id` when two files declare the same quiz id (they would write one bundle);
    /// only the ids of quizzes that checked clean take part.
    static func checkUniqueQuizIDs(_ files: inout [CompiledFile]) {
        var first: [ExactString: (path: String, range: SourceRange)] = [:]
        for index in files.indices {
            guard var quiz = files[index].content.quiz, let id = quiz.cleanID else { continue }
            if let earlier = first[ExactString(id.value)] {
                files[index].diagnostics.append(
                    Diagnostic(
                        file: files[index].path, range: id.range, severity: .error, code: .duplicateID,
                        message:
                            "the quiz id `\(id.value)` is also used by \(earlier.path):\(earlier.range.start); quiz ids are unique in one build, rename one",
                        notes: []))
                // In report order with the file's other diagnostics (a warning below the id, say).
                files[index].diagnostics.sort(by: Diagnostic.reportOrder)
                quiz.reject()
                files[index].content = .quiz(quiz)
            } else {
                first[ExactString(id.value)] = (files[index].path, id.range)
            }
        }
    }
}

/// Runs a transform over an array on all cores, keeping the input order.
@_spi(Tools) public enum ParallelMap {
    /// `transform` of each of `items`, in their order, run in parallel (in place for fewer than two).
    @_spi(Tools) public static func map<T: Sendable, R: Sendable>(
        _ items: [T], _ transform: @Sendable (T) -> R
    ) -> [R] {
        if items.count < 2 { return items.map(transform) }
        let results = ResultSlots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values()
    }
}

/// Slots written once each from concurrent iterations.
private final class ResultSlots<R>: @unchecked Sendable {
    private var slots: [R?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: R) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [R] { slots.compactMap { $0 } }
}
