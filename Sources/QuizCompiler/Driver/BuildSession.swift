import Dispatch
import Foundation
import QuizRuntime
import QuizYAML

/// Compiles a set of files (in parallel, results in path order) and applies the
/// cross-file rule that quiz ids are unique in one build.
public struct BuildSession: Sendable {
    /// The compiled files, sorted by path.
    public var files: [CompiledFile]
    /// Paths that could not be read.
    public var inputErrors: [InputError]

    /// Every diagnostic of every file, in report order.
    public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

    public init(paths: [String], compilation: QuizCompilation = QuizCompilation()) {
        let (found, expandErrors) = InputFiles.expand(paths)
        let results = ParallelMap.map(found) { path -> Result<CompiledFile, InputError> in
            InputFiles.read(path).map { compilation.compile(path: path, bytes: $0) }
        }
        var files: [CompiledFile] = []
        var errors = expandErrors
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): errors.append(error)
            }
        }
        self.files = files
        self.inputErrors = errors
        Self.checkUniqueQuizIDs(&self.files)
    }

    /// `duplicate-id` when two files declare the same quiz id (they would write one bundle).
    static func checkUniqueQuizIDs(_ files: inout [CompiledFile]) {
        var first: [ExactString: (path: String, range: SourceRange)] = [:]
        for index in files.indices {
            guard let quiz = files[index].resolved, let id = quiz.source.quiz else { continue }
            if let earlier = first[ExactString(id.value)] {
                files[index].diagnostics.append(Diagnostic(
                    file: files[index].path, range: id.range, severity: .error, code: .duplicateID,
                    message: "the quiz id `\(id.value)` is also used by \(earlier.path):\(earlier.range.start); quiz ids are unique in one build, rename one",
                    notes: []))
                files[index].resolved = nil
            } else {
                first[ExactString(id.value)] = (files[index].path, id.range)
            }
        }
    }
}

/// Runs a transform over an array on all cores, keeping the input order.
enum ParallelMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
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
