import Foundation
@_spi(Tools) package import QuizCompiler
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
        session = BuildSession(compiled: files, inputErrors: errors, skippedInputs: skipped, compilation: compilation)
        return session
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
