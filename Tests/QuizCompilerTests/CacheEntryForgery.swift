import Foundation
@_spi(Tools) import QuizRuntime
import Testing

/// Damage a checksum cannot tell: a cache entry whose body member is edited as text and
/// whose `checksum` is then made to match it again, as a forger would.
enum CacheEntryForgery {
    static func forged(_ entry: Data, body member: String, _ edit: (String) -> String) throws -> [UInt8] {
        guard case .object(var members) = try JSONParser().parse(Array(entry)) else { throw CancellationError() }
        let index = try #require(members.firstIndex { $0.0 == member })
        members[index].1 = try JSONParser().parse(edit(String(decoding: JSONWriter.line.bytes(members[index].1), as: UTF8.self)))
        let checksum = try #require(members.firstIndex { $0.0 == "checksum" })
        members[checksum].1 = .string(SHA256.hex(JSONWriter.line.bytes(members[index].1)))
        return JSONWriter.line.bytes(.object(members))
    }
}
