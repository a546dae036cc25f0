import Foundation
import Testing

/// The repository stands alone: nothing a user reads or runs points outside the clone,
/// and nothing users copy from holds a placeholder.
@Suite("Standalone repository")
struct StandaloneRepositoryTests {
    /// Folders and files whose text users read or run.
    static let roots = [
        "README.md", "docs", "Sources", "Tests", "build-tools", "schemas", "quizzes", "Examples",
        ".ci", ".pre-commit-hooks.yaml", "Package.swift",
    ]

    /// Strings that point outside the clone or stand in for a value the reader must invent.
    /// Written in pieces so this file does not match itself.
    static let forbidden = [
        ".." + "/shared", "quiz-" + "language.md", "contract " + "§", "YOUR" + "-ORG", "rev: v1." + "0.0",
    ]

    static func textFiles() -> [URL] {
        let manager = FileManager.default
        var files: [URL] = []
        for root in roots {
            let url = packageRoot.appendingPathComponent(root)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else { files.append(url); continue }
            let walker = manager.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
            while let item = walker?.nextObject() as? URL {
                let name = item.lastPathComponent
                if name.hasPrefix(".build") || name == "node_modules" || name == "__pycache__" {
                    walker?.skipDescendants(); continue
                }
                if [
                    "swift", "md", "yaml", "yml", "json", "py", "sh", "c", "h", "js", "ts", "html", "toml", "txt",
                    "modulemap", "run",
                ].contains(item.pathExtension) || name == "run" {
                    files.append(item)
                }
            }
        }
        return files
    }

    @Test func nothingPointsOutsideTheCloneOrHoldsAPlaceholder() throws {
        let files = Self.textFiles()
        #expect(files.count > 50, "the walk found only \(files.count) files")
        var found: [String] = []
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for needle in Self.forbidden where text.contains(needle) {
                let relative = file.path.replacingOccurrences(of: packageRoot.path + "/", with: "")
                found.append("\(relative): \(needle)")
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
