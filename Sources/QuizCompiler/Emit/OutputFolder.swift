import Foundation

/// Writes bundles into a folder atomically, and compares a folder with expected output.
public struct OutputFolder: Sendable {
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// What `--check` found.
    public struct Staleness: Sendable, Equatable {
        public var stale: [String] = []
        public var missing: [String] = []
        public var extra: [String] = []
        public var isUpToDate: Bool { stale.isEmpty && missing.isEmpty && extra.isEmpty }
    }

    /// Compares the folder's `*.json` files with `files`.
    public func compare(with files: [BundleEmitter.OutputFile]) -> Staleness {
        var result = Staleness()
        for file in files {
            let url = URL(fileURLWithPath: path).appendingPathComponent(file.name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                result.missing.append(file.name)
                continue
            }
            if [UInt8](data) != file.bytes { result.stale.append(file.name) }
        }
        let expected = Set(files.map(\.name))
        let present = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        result.extra = present.filter { $0.hasSuffix(".json") && !expected.contains($0) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return result
    }

    /// Writes every file atomically (a temporary file in the folder, then a rename), and
    /// removes bundles the previous `index.json` listed that are no longer produced.
    public func write(_ files: [BundleEmitter.OutputFile]) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        let previous = previousBundleNames()
        for file in files {
            let destination = URL(fileURLWithPath: path).appendingPathComponent(file.name)
            if let existing = manager.contents(atPath: destination.path), [UInt8](existing) == file.bytes { continue }
            let temporary = URL(fileURLWithPath: path).appendingPathComponent(".\(file.name).\(ProcessInfo.processInfo.processIdentifier).tmp")
            try Data(file.bytes).write(to: temporary)
            if rename(temporary.path, destination.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? manager.removeItem(at: temporary)
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot replace \(destination.path): \(reason)"])
            }
        }
        let produced = Set(files.map(\.name))
        for name in previous where !produced.contains(name) && name.hasSuffix(".json") && !name.contains("/") {
            try? manager.removeItem(atPath: URL(fileURLWithPath: path).appendingPathComponent(name).path)
        }
    }

    private func previousBundleNames() -> [String] {
        let indexPath = URL(fileURLWithPath: path).appendingPathComponent(BundleEmitter.indexName).path
        guard let data = FileManager.default.contents(atPath: indexPath),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let quizzes = object["quizzes"] as? [[String: Any]] else { return [] }
        return quizzes.compactMap { $0["file"] as? String }
    }
}
