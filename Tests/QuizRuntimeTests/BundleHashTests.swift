import Foundation
import Testing

@testable import QuizRuntime

@Suite("Bundle hash verification and error codes")
struct BundleHashTests {
    /// The golden fitcircle bundle's root members, edited, as canonical bytes.
    static func edited(_ edit: (inout [(String, JSONValue)]) -> Void) throws -> [UInt8] {
        guard case .object(var members) = try JSONParser().parse(try goldenBundleBytes("fitcircle-persona.json")) else {
            return []
        }
        edit(&members)
        return JSONWriter.canonical.bytes(.object(members))
    }

    static func loadError(_ bytes: [UInt8], verify: Bool = true) -> BundleError? {
        do throws(BundleError) {
            _ = try QuizBundle(jsonBytes: bytes, verifyHash: verify)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: try goldenBundleNames())
    func everyShippedBundleVerifies(name: String) throws {
        let bytes = try goldenBundleBytes(name)
        try QuizBundle.verifyHash(jsonBytes: bytes)
        let bundle = try QuizBundle(jsonBytes: bytes, verifyHash: true)
        // The hash of the parsed JSON is the hash of the decoded bundle re-serialized.
        #expect(try QuizBundle.contentHash(json: try JSONParser().parse(bytes)) == bundle.hash())
    }

    @Test func aChangedTitleIsAHashMismatchNamingBothHashes() throws {
        let original = try goldenBundleBytes("fitcircle-persona.json")
        let recorded = try QuizBundle(jsonBytes: original).hash()
        // The title and the source locale's copy of it, so that the bundle decodes and only the hash tells.
        let bytes = try Self.edited { members in
            var root = JSONValue.object(members)
            root.edit(["title"], .string("Changed"))
            if case .string(let source)? = root["source_locale"] {
                root.edit(["locales", source, "title"], .string("Changed"))
            }
            members = root.objectMembers ?? []
        }
        let error = try #require(Self.loadError(bytes))
        #expect(error.code == .hashMismatch)
        #expect(error.path == "/hash")
        let actual = try QuizBundle.contentHash(json: try JSONParser().parse(bytes))
        #expect(actual != recorded)
        #expect(
            error.description
                == "/hash: the bundle's content hashes to \"\(actual)\", not to the recorded \"\(recorded)\"; it was changed after it was built: rebuild it with quizc build"
        )
        // Skipping verification loads it.
        #expect(Self.loadError(bytes, verify: false) == nil)
        #expect(throws: BundleError.self) { try QuizBundle.verifyHash(jsonBytes: bytes) }
    }

    @Test func aMissingHash() throws {
        let bytes = try Self.edited { members in members.removeAll { $0.0 == "hash" } }
        let error = try #require(Self.loadError(bytes))
        #expect(error == BundleError(code: .hashMismatch, path: "", message: "missing \"hash\""))
        #expect(error.description == "missing \"hash\"")
    }

    @Test func aHashThatIsNotAString() throws {
        let bytes = try Self.edited { members in
            if let index = members.firstIndex(where: { $0.0 == "hash" }) { members[index].1 = .integer(7) }
        }
        let error = try #require(Self.loadError(bytes))
        #expect(error == BundleError(code: .hashMismatch, path: "/hash", message: "expected a string"))
    }

    @Test func member_order_and_number_spelling_do_not_change_the_hash() throws {
        // Pretty, reordered and `1.0`-style spellings parse to the same canonical form.
        let pretty = try goldenBundleBytes("color.json")
        let json = try JSONParser().parse(pretty)
        let reversed: JSONValue
        if case .object(let members) = json { reversed = .object(members.reversed()) } else { reversed = json }
        #expect(try QuizBundle.contentHash(json: reversed) == QuizBundle.contentHash(json: json))
        try QuizBundle.verifyHash(jsonBytes: JSONWriter.line.bytes(reversed))
    }

    @Test func decodingErrorsComeBeforeTheHash() throws {
        // A stale hash and a bad field: the field is reported, with its own code.
        let bytes = try Self.edited { members in
            if let index = members.firstIndex(where: { $0.0 == "traits" }) { members[index].1 = .array([]) }
        }
        let error = try #require(Self.loadError(bytes))
        #expect(error.code == .invalidBundle)
        #expect(error.description == "/traits: traits must be non-empty and distinct")
    }

    @Test func notJSONAndAnotherFormatHaveTheirCodes() throws {
        let notJSON = try #require(Self.loadError(Array("{\"format\":".utf8)))
        #expect(notJSON.code == .notJSON)
        #expect(notJSON.path == "")
        #expect(notJSON.message.hasPrefix("not JSON: "))
        let format = try Self.edited { members in
            if let index = members.firstIndex(where: { $0.0 == "format" }) {
                members[index].1 = .string("quiz-bundle/2")
            }
        }
        let error = try #require(Self.loadError(format))
        #expect(error.code == .unsupportedFormat)
        #expect(error.description == "/format: format is \"quiz-bundle/2\"; this runtime reads \"quiz-bundle/1\"")
        #expect(
            BundleError.Code.allCases.map(\.rawValue) == [
                "not-json", "unsupported-format", "invalid-bundle", "hash-mismatch",
            ])
    }
}
