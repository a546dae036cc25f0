import QuizRuntime

/// The `mac` member that ends every cache entry: HMAC-SHA-256, under this user's
/// `CacheSigningKey`, of the compact JSON of the entry's other members in the order
/// written (the parser keeps it, so reading needs no sorting). It covers the header (the
/// key, the quiz or file hash, the build) as well as the body, so no part of one entry can
/// be moved into another.
enum CacheEntrySignature {
    /// The entry's bytes: `members`, then `mac`, as compact JSON and a final newline.
    static func signed(_ members: [(String, JSONValue)], with key: CacheSigningKey) -> [UInt8] {
        let mac = key.mac(JSONWriter.line.bytes(.object(members)))
        return JSONWriter.line.bytes(.object(members + [("mac", .string(mac))])) + [UInt8(ascii: "\n")]
    }

    /// Throws unless `root` is an object whose last member is a `mac` that holds for the
    /// members before it.
    static func verify(_ root: JSONValue, with key: CacheSigningKey) throws(AnalysisCacheEntry.Rejection) {
        guard case .object(let members) = root, let last = members.last, last.0 == "mac", case .string(let mac) = last.1
        else {
            throw AnalysisCacheEntry.Rejection("no mac")
        }
        guard key.verifies(mac, for: JSONWriter.line.bytes(.object(Array(members.dropLast())))) else {
            throw AnalysisCacheEntry.Rejection(
                "the mac does not hold: not written by this user's quizc, or changed since")
        }
    }
}
