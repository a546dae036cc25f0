import Foundation

/// Decoded files kept between requests, so that a request decodes only the files whose bytes
/// changed since the last one, and the index is rebuilt only when some file changed.
///
/// Shared by the servers of a process (a decode depends only on a file's path and bytes);
/// requests may come from several threads in tests, so access is locked.
package final class SemanticFileCache: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: SemanticFile] = [:]
    private var index = SymbolIndex()
    private var lastUsable: [String: SemanticFile] = [:]

    /// The cache the language server uses.
    package static let shared = SemanticFileCache()

    /// An empty cache.
    package init() {}

    /// The index of exactly these files (path and current bytes).
    package func index(of sources: [(path: String, bytes: [UInt8])]) -> SymbolIndex {
        lock.lock()
        defer { lock.unlock() }
        var changed = false
        var wanted: Set<String> = []
        for source in sources {
            wanted.insert(source.path)
            if files[source.path]?.bytes != source.bytes {
                let file = SemanticFile(path: source.path, bytes: source.bytes)
                files[source.path] = file
                if case .unusable = file.content {} else { lastUsable[source.path] = file }
                changed = true
            }
        }
        let indexed = Set(index.files.keys)
        if changed || indexed != wanted {
            index = SymbolIndex(files: wanted.compactMap { files[$0] })
        }
        return index
    }

    /// The last version of `path` that decoded, for completing names in a file whose current
    /// text does not parse (a half-typed line).
    package func lastUsable(_ path: String) -> SemanticFile? {
        lock.lock()
        defer { lock.unlock() }
        return lastUsable[path]
    }
}
