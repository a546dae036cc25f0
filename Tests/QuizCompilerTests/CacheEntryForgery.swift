import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

extension CacheSigningKey {
    /// The key the tests' caches sign with (a real user's is random, in a file of theirs).
    static let tests = CacheSigningKey(bytes: Array(repeating: 0x42, count: 32))!
    /// Another user's key.
    static let other = CacheSigningKey(bytes: Array(repeating: 0x17, count: 32))!
}

/// Cache entries edited as a forger would: a body member edited as text, then every
/// integrity field made to match it again with what anyone can compute.
enum CacheEntryForgery {
    /// How the edited entry is made to look whole.
    enum Seal {
        /// A plain SHA-256 put where the entry keeps its integrity value (the `mac`, and
        /// `checksum`, which entries had before they were signed): what anyone can do.
        case recomputedSHA256
        /// Signed again with `key`: another user's key, or (to test the checks that run
        /// after the MAC) this user's own.
        case signed(CacheSigningKey)
    }

    static func forged(_ entry: Data, body member: String, seal: Seal, _ edit: (String) -> String) throws -> [UInt8] {
        guard case .object(var members) = try JSONParser().parse(Array(entry)) else { throw CancellationError() }
        let index = try #require(members.firstIndex { $0.0 == member })
        members[index].1 = try JSONParser().parse(
            edit(String(decoding: JSONWriter.line.bytes(members[index].1), as: UTF8.self)))
        switch seal {
        case .recomputedSHA256:
            let body = SHA256.hex(JSONWriter.line.bytes(members[index].1))
            for name in ["checksum", "mac"] {
                if let field = members.firstIndex(where: { $0.0 == name }) { members[field].1 = .string(body) }
            }
            return JSONWriter.line.bytes(.object(members))
        case .signed(let key):
            members.removeAll { $0.0 == "mac" }
            return CacheEntrySignature.signed(members, with: key)
        }
    }
}
