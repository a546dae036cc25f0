/// Bundle hash verification: a bundle's `hash` is `"sha256:"` and the lowercase hex SHA-256
/// of the RFC 8785 canonical form (`JSONWriter.canonical`) of the parsed bundle root without
/// its top-level `hash` member (docs/runtime.md, "Verifying a bundle's hash").
///
/// The hash is computed over the JSON as parsed, not over the decoded `QuizBundle`, so that
/// every runtime computes the same digest without re-serializing the typed model.
extension QuizBundle {
    /// The hash a bundle root should record: `"sha256:"` + hex SHA-256 of the canonical form
    /// of `json` without its top-level `hash` member. Throws when `json` is not an object.
    public static func contentHash(json: JSONValue) throws(BundleError) -> String {
        guard case .object(let members) = json else { throw BundleError(path: "", message: "expected an object") }
        let content = JSONValue.object(members.filter { !$0.0.isExactly("hash") })
        return "sha256:" + SHA256.hex(JSONWriter.canonical.bytes(content))
    }

    /// Checks that the parsed bundle root `json` records the hash of its own content.
    ///
    /// Throws a `hash-mismatch` `BundleError` when `hash` is missing (path `""`), not a
    /// string (path `/hash`) or not the content's hash (path `/hash`, naming both).
    public static func verifyHash(json: JSONValue) throws(BundleError) {
        guard case .object(let members) = json else { throw BundleError(path: "", message: "expected an object") }
        guard let recorded = members.first(where: { $0.0.isExactly("hash") })?.1 else {
            throw BundleError(code: .hashMismatch, path: "", message: "missing \"hash\"")
        }
        guard case .string(let text) = recorded else {
            throw BundleError(code: .hashMismatch, path: "/hash", message: "expected a string")
        }
        let actual = try contentHash(json: json)
        guard actual.isExactly(text) else {
            throw BundleError(
                code: .hashMismatch, path: "/hash",
                message:
                    "the bundle's content hashes to \"\(actual)\", not to the recorded \"\(text)\"; it was changed after it was built: rebuild it with quizc build"
            )
        }
    }

    /// `verifyHash(json:)` over a bundle's JSON bytes; a `not-json` error when they are not JSON.
    public static func verifyHash(jsonBytes: [UInt8]) throws(BundleError) {
        try verifyHash(json: try parseBundleJSON(jsonBytes))
    }

    /// Loads a bundle as the command line does: decodes it (every check of
    /// `init(json:)`, in the same order), then, when `verifyHash` is true, verifies its hash.
    /// Decoding errors come first, so a bundle with a bad field and a stale hash reports the field.
    /// One exception: when the only problem is that the source locale's entry in `locales`
    /// differs from the bundle's own text (the last check), the bundle was edited in one
    /// place after it was built, and a hash mismatch says so better: it is reported instead.
    public init(jsonBytes: [UInt8], verifyHash: Bool) throws(BundleError) {
        let json = try QuizBundle.parseBundleJSON(jsonBytes)
        do {
            try self.init(json: json)
        } catch  where verifyHash && error.message == QuizBundle.sourceEntryDiffers {
            try QuizBundle.verifyHash(json: json)
            throw error
        }
        if verifyHash { try QuizBundle.verifyHash(json: json) }
    }

    /// The message of the last decoding check: the source locale's entry differs from the
    /// bundle's own text.
    static let sourceEntryDiffers = "differs from the bundle's own text"

    /// The deepest a bundle's JSON nests (containers, the bundle object being 1): every runtime's
    /// bundle reader refuses more as `not-json`.
    package static let maxJSONDepth = 16

    /// Parses bundle bytes, or throws the `not-json` error.
    static func parseBundleJSON(_ bytes: [UInt8]) throws(BundleError) -> JSONValue {
        do {
            return try JSONParser(maxDepth: maxJSONDepth).parse(bytes)
        } catch {
            throw BundleError(code: .notJSON, path: "", message: "not JSON: \(error)")
        }
    }
}
