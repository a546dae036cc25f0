/// The id of a unit of a translation interchange file: the path of keys that leads to its
/// text in a translation file (`questions/ei-1/text`, `scales/agree3/5`,
/// `outcomes/INTJ/recommendations/0`), joined by `/`. A `~` in a key is written `~0` and a
/// `/` is written `~1` (as in a JSON Pointer), so every path has one id and back.
package enum UnitID {
    /// The id of `keys`.
    package static func id(_ keys: [String]) -> String {
        keys.map { key in
            var escaped = ""
            for scalar in key.unicodeScalars {
                switch scalar {
                case "~": escaped += "~0"
                case "/": escaped += "~1"
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped
        }.joined(separator: "/")
    }

    /// The keys of `id`, or `nil` when it holds a `~` not followed by `0` or `1`.
    package static func keys(_ id: String) -> [String]? {
        var keys: [String] = []
        for part in id.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false) {
            var key = ""
            var iterator = part.makeIterator()
            while let scalar = iterator.next() {
                guard scalar == "~" else {
                    key.unicodeScalars.append(scalar)
                    continue
                }
                switch iterator.next() {
                case "0": key += "~"
                case "1": key += "/"
                default: return nil
                }
            }
            keys.append(key)
        }
        return keys
    }
}
