import Foundation
@_spi(Tools) package import QuizCompiler
import QuizRuntime
@_spi(Tools) import QuizYAML

/// The quiz and translation files the server checks: every `*.yaml` / `*.yml` under the
/// workspace folders (found as `quizc lint FOLDER` finds them), plus every open document,
/// whose unsaved text wins over the disk. `session` is what `quizc lint` would make of them.
///
/// Recompiles only what changed: each file's compilation is kept until its bytes change,
/// and the cross-file stages (duplicate quiz ids, translations against their quiz) run
/// again over the kept files. An edit that leaves a quiz's scoring alone finds its
/// analysis in the compilation's analysis cache.
///
/// In two steps, so that an analysis never keeps the server from answering: `refresh`
/// compiles a changed file quickly, with its analysis deferred (`QuizCompilation.AnalysisTiming.deferred`:
/// every diagnostic but those that depend on the analysis); the server then compiles the
/// files of `awaitingAnalysis` whole in the background and hands them back to `complete`,
/// after which `refresh` gives exactly `quizc lint`'s diagnostics.
package final class Workspace {
    /// The compiler's settings (the analysis budget and cache).
    package let compilation: QuizCompilation
    /// The same settings with the analysis deferred, for the quick first compilation.
    private let quickCompilation: QuizCompilation
    /// The workspace folders, as absolute paths.
    package private(set) var roots: [String] = []
    /// What reading each file found under the roots gave, by path.
    private var disk: [String: Result<InputContent, InputError>] = [:]
    /// Entries the folder walks passed over.
    private var skipped: [SkippedInput] = []
    /// Each file's last whole compilation (before the cross-file stages) and the content it was made from.
    private var compiled: [String: (content: InputContent, file: CompiledFile)] = [:]
    /// Each file's last quick compilation that deferred its analysis, and its content.
    private var quick: [String: (content: InputContent, file: CompiledFile)] = [:]
    /// Each file's content at the last refresh.
    private var current: [String: InputContent] = [:]
    /// Each quiz id's files after the cross-file stages, with the contents they were staged from.
    private var stagedGroups: [ExactString: (group: Group, files: [CompiledFile])] = [:]
    /// The last result: the files after the cross-file stages.
    package private(set) var session = BuildSession(sources: [])

    /// An empty workspace compiled with `compilation`.
    package init(compilation: QuizCompilation) {
        self.compilation = compilation
        var quickCompilation = compilation
        quickCompilation.analysisTiming = .deferred
        self.quickCompilation = quickCompilation
    }

    /// Sets the workspace folders and reads every quiz file under them.
    package func setRoots(_ roots: [String]) {
        self.roots = roots.map { root in
            var root = root
            while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
            return root
        }
        rescan()
    }

    /// Walks the roots again and reads every file found (after files changed on disk). A
    /// root without quiz files is no error here: the editor may have any folder open.
    package func rescan() {
        var disk: [String: Result<InputContent, InputError>] = [:]
        var skipped: [SkippedInput] = []
        for root in roots {
            let expansion = InputFiles.expand([root])
            skipped += expansion.skipped
            for path in expansion.files where disk[path] == nil {
                disk[path] = InputFiles.read(path, limit: compilation.limits.maxFileBytes)
            }
        }
        self.disk = disk
        self.skipped = skipped
    }

    /// Reads one file again (saved, created or deleted on disk); a file under no root is forgotten.
    package func reread(_ path: String) {
        guard roots.contains(where: { Self.isInside(path, root: $0) }), Self.isQuizName(path) else {
            disk[path] = nil
            return
        }
        switch InputFiles.read(path, limit: compilation.limits.maxFileBytes) {
        case .failure where !FileManager.default.fileExists(atPath: path): disk[path] = nil
        case let result: disk[path] = result
        }
    }

    /// Compiles what changed, with `overlay` (open documents' contents by path) over the
    /// disk, and returns the new session. A changed file is compiled quickly, its analysis
    /// deferred; a file whose whole compilation (`complete`) is of its current content uses it.
    @discardableResult
    package func refresh(overlay: [String: InputContent]) -> BuildSession {
        var contents: [String: Result<InputContent, InputError>] = disk
        for (path, content) in overlay { contents[path] = .success(content) }
        var errors: [InputError] = []
        var toCompile: [InputFile] = []
        var files: [CompiledFile] = []
        current = [:]
        for (path, result) in contents {
            switch result {
            case .failure(let error): errors.append(error)
            case .success(let content):
                current[path] = content
                if let kept = compiled[path] ?? quick[path], kept.content == content {
                    files.append(kept.file)
                } else {
                    toCompile.append(InputFile(path: path, content: content))
                }
            }
        }
        let quickCompilation = self.quickCompilation
        let fresh = ParallelMap.map(toCompile) { quickCompilation.compile($0) }
        for (input, file) in zip(toCompile, fresh) {
            if file.awaitsAnalysis {
                (quick[input.path], compiled[input.path]) = ((input.content, file), nil)
            } else {
                (compiled[input.path], quick[input.path]) = ((input.content, file), nil)
            }
            files.append(file)
        }
        for path in Set(compiled.keys).union(quick.keys) where current[path] == nil {
            (compiled[path], quick[path]) = (nil, nil)
        }
        var session = BuildSession(sources: [])
        session.files = stage(files).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        session.inputErrors = errors.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        session.skippedInputs = skipped
        self.session = session
        return session
    }

    /// The files whose current content was compiled quickly, their analysis deferred: what the
    /// server compiles whole in the background, sorted by path.
    package var awaitingAnalysis: [InputFile] {
        quick.compactMap { path, kept in
            current[path] == kept.content ? InputFile(path: path, content: kept.content) : nil
        }.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// Keeps the whole compilations of files whose content is still current (a result for an
    /// older text is dropped); `true` when one was kept (`refresh` then gives new diagnostics).
    package func complete(_ analysed: [AnalysedFile]) -> Bool {
        var kept = false
        for item in analysed where current[item.input.path] == item.input.content {
            (compiled[item.input.path], quick[item.input.path]) = ((item.input.content, item.file), nil)
            kept = true
        }
        return kept
    }

    /// The files of one quiz id: the quiz files that declare it and the translation files that
    /// name it, with the content each was compiled from and whether its analysis is deferred.
    private struct Group: Equatable {
        var paths: [String] = []
        var contents: [InputContent] = []
        var deferred: [Bool] = []
    }

    /// The cross-file stages (duplicate quiz ids, translations against their quiz), run per
    /// quiz id: what one file gets from them depends only on the files of its quiz id, so a
    /// group whose files did not change keeps its last result, and an edit re-stages only its
    /// quiz and that quiz's translations. A translation of a quiz that is not in the workspace
    /// is staged with every quiz file (its message suggests the closest quiz id); files with
    /// neither (no quiz id, unusable) pass through unchanged, as in `BuildSession`.
    private func stage(_ files: [CompiledFile]) -> [CompiledFile] {
        let sorted = files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        var groups: [ExactString: [CompiledFile]] = [:]
        var translations: [(target: ExactString, file: CompiledFile)] = []
        var result: [CompiledFile] = []
        for file in sorted {
            if let id = file.quizID?.value {
                groups[ExactString(id), default: []].append(file)
            } else if let target = file.translation?.quiz?.value {
                translations.append((ExactString(target), file))
            } else {
                result.append(file)
            }
        }
        var orphans: [CompiledFile] = []
        for (target, file) in translations {
            if groups[target] != nil { groups[target]?.append(file) } else { orphans.append(file) }
        }
        var staged: [ExactString: (group: Group, files: [CompiledFile])] = [:]
        for (id, members) in groups {
            var group = Group()
            for file in members {
                group.paths.append(file.path)
                group.contents.append(current[file.path] ?? .bytes([]))
                group.deferred.append(file.awaitsAnalysis)
            }
            if let kept = stagedGroups[id], kept.group == group {
                staged[id] = kept
            } else {
                let ordered = members.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
                staged[id] = (group, Self.crossFile(ordered, compilation: compilation))
            }
            result += staged[id]!.files
        }
        stagedGroups = staged
        if !orphans.isEmpty {
            let quizzes = sorted.filter { $0.quizID != nil }
            let orphanPaths = Set(orphans.map(\.path))
            let all = (quizzes + orphans).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
            result += Self.crossFile(all, compilation: compilation).filter { orphanPaths.contains($0.path) }
        }
        return result
    }

    /// `files` (sorted by path) through `BuildSession`'s cross-file stages.
    private static func crossFile(_ files: [CompiledFile], compilation: QuizCompilation) -> [CompiledFile] {
        BuildSession(compiled: files, inputErrors: [], skippedInputs: [], compilation: compilation).files
    }

    /// The bytes of `path` the last refresh compiled (`nil`: not a file of the workspace, or unreadable).
    package func content(of path: String) -> [UInt8]? {
        guard case .bytes(let bytes)? = current[path] else { return nil }
        return bytes
    }

    /// Whether a folder walk takes `path` (`*.yaml`, `*.yml`), as `quizc lint FOLDER` does.
    package static func isQuizName(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
    }

    /// Whether `path` is `root` or inside it.
    static func isInside(_ path: String, root: String) -> Bool {
        let folder = root.hasSuffix("/") ? root : root + "/"
        return path == root || path.hasPrefix(folder)
    }
}

extension CompiledFile {
    /// Whether the file is a quiz compiled with its analysis deferred (`AnalysisTiming.deferred`
    /// gives such a quiz the stage `.linted`; the server compiles files whole otherwise, never as lint does).
    var awaitsAnalysis: Bool {
        guard case .linted? = content.quiz?.stage else { return false }
        return true
    }
}
