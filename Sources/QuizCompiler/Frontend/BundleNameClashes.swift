/// `build --name-by-file`'s rule: two sources must not give one file name (compared ignoring
/// case, as on macOS), and none may be named like the index.
enum BundleNameClashes {
    /// One message per clash between `names` (bundle file names) of `sources`, in order.
    static func find(names: [String], sources: [String]) -> [String] {
        var first: [String: String] = [:]
        var clashes: [String] = []
        for (name, source) in zip(names, sources) {
            let folded = name.lowercased()
            if folded == BundleEmitter.indexName {
                clashes.append("\(source) would be written as \(name), the index (--name-by-file); rename the file")
            } else if let earlier = first[folded] {
                clashes.append("\(earlier) and \(source) would both be written as \(name) (--name-by-file); rename one")
            } else {
                first[folded] = source
            }
        }
        return clashes
    }
}
