import Foundation
import QuizYAML

/// A path that could not be read, with the reason (exit status 2).
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    public var description: String { "\(path): \(reason)" }

    /// The problem as a diagnostic for the JSON, SARIF and GitHub formats: an
    /// `unreadable-input` error at line 1, column 1 of the path (a path that cannot be read
    /// has no other place, and every format needs one).
    public var diagnostic: Diagnostic {
        Diagnostic(file: path, range: SourceRange(at: SourcePosition(line: 1, column: 1)), severity: .error,
                   code: .unreadableInput, message: reason)
    }
}

/// Expands the paths named on the command line into quiz files.
public enum InputFiles {
    /// Files as given, and folders searched recursively for `*.yaml` / `*.yml`; the result
    /// is sorted by path bytes and free of repeats, whatever order the paths came in. A
    /// path that does not exist, a folder that cannot be read and a folder without such
    /// files are errors (exit status 2), each saying what to do.
    public static func expand(_ paths: [String]) -> (files: [String], errors: [InputError]) {
        var files: [String] = []
        var errors: [InputError] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(InputError(path: path, reason: "no such file or folder; check the path (a relative path starts at the current directory)"))
                continue
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            guard access(path, R_OK | X_OK) == 0, let enumerator = manager.enumerator(atPath: path) else {
                errors.append(InputError(path: path, reason: "the folder cannot be read; check its permissions"))
                continue
            }
            var found = false
            for case let relative as String in enumerator where relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") {
                let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                var nestedIsDirectory: ObjCBool = false
                if manager.fileExists(atPath: full, isDirectory: &nestedIsDirectory), !nestedIsDirectory.boolValue {
                    files.append(full)
                    found = true
                }
            }
            if !found {
                errors.append(InputError(path: path, reason: "no *.yaml or *.yml files in \(path) or its subfolders; name quiz files, or a folder that holds them"))
            }
        }
        var seen: Set<[UInt8]> = []
        files = files.filter { seen.insert(Array($0.utf8)).inserted }
        files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return (files, errors.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) })
    }

    /// Reads a whole file, or says why not.
    public static func read(_ path: String) -> Result<[UInt8], InputError> {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(InputError(path: path, reason: "cannot be opened for reading; check its permissions"))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.readToEnd() ?? Data()
            return .success([UInt8](data))
        } catch {
            return .failure(InputError(path: path, reason: "cannot be read (\(error.localizedDescription)); check that it is a regular file"))
        }
    }
}
