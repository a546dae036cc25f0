import PropertyBased
@testable import QuizRuntime
import Testing

/// The ASCII fast path of `KeyFolding.folded` gives exactly what the Foundation path gives.
@Suite("Key folding")
struct KeyFoldingTests {
    @Test func asciiFastPathEqualsFoundation() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            func next() -> UInt64 { random.next() }
            // Every ASCII byte, white space and letters more often.
            let alphabet = Array(0..<128).map(UInt8.init) + Array(" \t\n\r\u{0B}\u{0C}AaZz'\"".utf8)
            let bytes = (0..<Int(next() % 24)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            let key = String(decoding: bytes, as: UTF8.self)
            #expect(KeyFolding.foldedASCII(key) == KeyFolding.foldedGeneral(key), "\(Array(key.utf8))")
            #expect(KeyFolding.isNFC(key))
        }
    }

    @Test func examples() {
        #expect(KeyFolding.folded("  How   Old\tare YOU? ") == "how old are you?")
        #expect(KeyFolding.foldedASCII("café") == nil)
        #expect(KeyFolding.folded("Caf\u{E9}") == KeyFolding.folded("cafe\u{301}"))
        #expect(KeyFolding.folded("It\u{2019}s") == "it's")
    }
}
