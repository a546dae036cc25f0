/// Reads a token against a bundle, member by member and answer by answer, with the refusals
/// (codes and messages) of every runtime, in docs/runtime.md's order.
struct SessionTokenReader {
    let scorer: Scorer

    private static let kinds: [(String, String)] = [
        ("quiz", "string"), ("version", "string"), ("hash", "string"), ("seed", "string"), ("locale", "string"),
        ("answers", "object"), ("page", "count"), ("seq", "count"), ("elapsed_ms", "count"), ("question_ms", "object"),
        ("shown", "array"), ("started_at", "count"),
    ]

    private static func damaged(_ message: String, key: String? = nil) -> SessionError {
        SessionError(code: "token-damaged", message: message, key: key)
    }

    /// A count: a plain decimal from 0 below 10^15, without leading zeros.
    static func count(_ value: JSONValue?) -> Int? {
        guard case .number(let literal) = value, !literal.isEmpty, literal.utf8.count <= 15,
            literal.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), literal == "0" || !literal.hasPrefix("0")
        else { return nil }
        return Int(literal)
    }

    private static func has(_ value: JSONValue?, _ kind: String) -> Bool {
        switch (kind, value) {
        case ("string", .string?), ("object", .object?), ("array", .array?): return true
        case ("count", _): return count(value) != nil
        default: return false
        }
    }

    /// The root object of a token whose size, JSON, format and signature are right.
    func parse(_ token: String, key: [UInt8]?) throws(SessionError) -> [(String, JSONValue)] {
        let bytes = Array(token.utf8)
        if bytes.count > SessionToken.maxBytes {
            throw SessionError(
                code: "token-too-large",
                message: "the token is \(bytes.count) bytes, more than \(SessionToken.maxBytes)")
        }
        let root: JSONValue
        do { root = try JSONParser().parse(bytes) } catch { throw Self.damaged("the token is not JSON: \(error)") }
        guard case .object(let members) = root else { throw Self.damaged("the token is not a JSON object") }
        guard case .string(let format)? = root["format"] else {
            throw Self.damaged("the token has no \"format\" string")
        }
        guard format == SessionToken.format else {
            throw SessionError(
                code: "token-format",
                message:
                    "the token's format is \(QuizSession.quoted(format)); this runtime reads \(SessionToken.format)")
        }
        try Self.checkSignature(members, key: key)
        return members
    }

    private static func checkSignature(_ members: [(String, JSONValue)], key: [UInt8]?) throws(SessionError) {
        let signature = members.first { $0.0 == "signature" }?.1
        guard let key else {
            if signature == nil { return }
            throw SessionError(
                code: "token-signature", message: "the token is signed; resume it with the key it was signed with")
        }
        guard case .string(let text)? = signature else {
            throw SessionError(code: "token-signature", message: "the token is not signed; a key was given")
        }
        let unsigned = JSONWriter.canonical.string(.object(members.filter { $0.0 != "signature" }))
        guard text == "hmac-sha256:" + HMACSHA256.hex(key: key, message: Array(unsigned.utf8)) else {
            throw SessionError(
                code: "token-signature", message: "the token's signature does not match its content under this key")
        }
    }

    /// The state of `token` and the presentation order for its seed, with the migration and the
    /// answers it dropped when the token was saved on an earlier release this bundle lists; or
    /// the refusal.
    func read(_ token: String, key: [UInt8]?) throws(SessionError) -> (
        state: SessionState, order: [PresentedQuestion], migrated: (QuizBundle.Migration, [ResumeOutcome.Dropped])?
    ) {
        let root = JSONValue.object(try parse(token, key: key))
        for (name, kind) in Self.kinds where !Self.has(root[name], kind) {
            throw Self.damaged("the token's \"\(name)\" is missing or not a \(kind)")
        }
        if root["remaining_ms"] != .null && Self.count(root["remaining_ms"]) == nil {
            throw Self.damaged("the token's \"remaining_ms\" is missing or not a count or null")
        }
        let bundle = scorer.bundle
        guard case .string(let quiz)? = root["quiz"], quiz.isExactly(bundle.quiz) else {
            let quiz = root["quiz"].flatMap { if case .string(let text) = $0 { text } else { nil } } ?? ""
            throw SessionError(
                code: "token-foreign-quiz",
                message: "the token is of the quiz \(QuizSession.quoted(quiz)), not \(QuizSession.quoted(bundle.quiz))")
        }
        let own = scorer.bundleHash
        let hash = Self.text(root["hash"])
        if hash == own {
            let (state, order) = try readState(root)
            return (state, order, nil)
        }
        guard let migration = bundle.migration(from: hash) else {
            throw SessionError(
                code: "token-bundle-changed",
                message:
                    "the token was saved on the bundle \(hash) (version \(Self.text(root["version"]))), not on this one (\(own)); start a new session, or build this bundle with quizc build --earlier and a folder holding that release to resume it"
            )
        }
        let (state, order, dropped) = try readMigrated(root, from: migration)
        return (state, order, (migration, dropped))
    }

    static func text(_ value: JSONValue?) -> String {
        if case .string(let text)? = value { return text }
        return ""
    }
}
