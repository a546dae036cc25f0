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
package final class Workspace {
    /// The compiler's settings (the analysis budget and cache).
    package let compilation: QuizCompilation
    /// The workspace folders, as absolute paths.
    package private(set) var roots: [String] = []
    /// What reading each file found under the roots gave, by path.
    private var disk: [String: Result<InputContent, InputError>] = [:]
    /// Entries the folder walks passed over.
    private var skipped: [SkippedInput] = []
    /// Each file's last compilation (before the cross-file stages) and the content it was made from.
    private var compiled: [String: (content: InputContent, file: CompiledFile)] = [:]
    /// Each quiz id's files after the cross-file stages, with the contents they were staged from.
    private var stagedGroups: [ExactString: (group: Group, files: [CompiledFile])] = [:]
    /// The last result: the files after the cross-file stages.
    package private(set) var session = BuildSession(sources: [])

    /// An empty workspace compiled with `compilation`.
    package init(compilation: QuizCompilation) {
        self.compilation = compilation
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

    /// Compiles what changed, with `overlay` (open documents' bytes by path) over the disk,
    /// and returns the new session.
    @discardableResult
    package func refresh(overlay: [String: [UInt8]]) -> BuildSession {
        var contents: [String: Result<InputContent, InputError>] = disk
        for (path, bytes) in overlay { contents[path] = .success(.bytes(bytes)) }
        var errors: [InputError] = []
        var toCompile: [(path: String, content: InputContent)] = []
        var files: [CompiledFile] = []
        for (path, result) in contents {
            switch result {
            case .failure(let error): errors.append(error)
            case .success(let content):
                if let kept = compiled[path], kept.content == content {
                    files.append(kept.file)
                } else {
                    toCompile.append((path, content))
                }
            }
        }
        let compilation = self.compilation
        let fresh = ParallelMap.map(toCompile.map { InputFile(path: $0.path, content: $0.content) }) {
            compilation.compile($0)
        }
        for (input, file) in zip(toCompile, fresh) {
            compiled[input.path] = (input.content, file)
            files.append(file)
        }
        for path in compiled.keys where contents[path] == nil { compiled[path] = nil }
        var session = BuildSession(sources: [])
        session.files = stage(files).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        session.inputErrors = errors.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        session.skippedInputs = skipped
        self.session = session
        return session
    }

    /// The files of one quiz id: the quiz files that declare it and the translation files that
    /// name it, with the content each was compiled from.
    private struct Group: Equatable {
        var paths: [String] = []
        var contents: [InputContent] = []
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
                group.contents.append(compiled[file.path]?.content ?? .bytes([]))
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
        guard case .bytes(let bytes)? = compiled[path]?.content else { return nil }
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
