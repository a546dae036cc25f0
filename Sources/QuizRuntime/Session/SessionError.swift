/// A session's refusal (docs/runtime.md, "Sessions"): a stable `code`, the same in the three
/// runtimes, a `message` that says what to do, and the wire `key` when one question is concerned.
public struct SessionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The stable code: an `AnswerError` code for a refused answer, or a session's own
    /// (`not-on-page`, `missing-answer`, `last-page`, `first-page`, `pages-left`,
    /// `timed-no-back`, `session-ended`, and the `token-…` codes of resuming).
    public var code: String
    /// What is wrong and what to do.
    public var message: String
    /// The wire key of the question concerned, if one is.
    public var key: String?

    /// A refusal with every field given.
    public init(code: String, message: String, key: String? = nil) {
        self.code = code
        self.message = message
        self.key = key
    }

    /// The refusal of an answer, with the scorer's code, message and key.
    init(_ error: AnswerError) {
        self.init(code: error.code.rawValue, message: error.message, key: error.key)
    }

    /// `code: message`.
    public var description: String { "\(code): \(message)" }

    static let ended = SessionError(code: "session-ended", message: "the session has ended; start a new one")
}

/// HMAC-SHA256 (RFC 2104) on the runtime's SHA-256, for signing session tokens.
enum HMACSHA256 {
    /// The HMAC of `message` under `key`, as lowercase hexadecimal.
    static func hex(key: [UInt8], message: [UInt8]) -> String {
        let block = 64
        let keyBytes = key.count > block ? SHA256.digest(key) : key
        var inner = [UInt8](repeating: 0x36, count: block)
        var outer = [UInt8](repeating: 0x5c, count: block)
        for (index, byte) in keyBytes.enumerated() {
            inner[index] ^= byte
            outer[index] ^= byte
        }
        return SHA256.hex(outer + SHA256.digest(inner + message))
    }
}
