import Foundation
import QuizRuntime

/// Unicode normalization of display text (docs/authoring.md, "Key hygiene": texts that are not keys are
/// emitted in NFC; keys are checked, never rewritten).
enum TextNormalization {
    /// The NFC form of `text`.
    static func nfc(_ text: String) -> String {
        // ASCII text is its own NFC form; skip the bridge to Foundation.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        return text.precomposedStringWithCanonicalMapping
    }

    /// Whether `text` is already NFC, compared by scalars (the runtime's check).
    static func isNFC(_ text: String) -> Bool {
        KeyFolding.isNFC(text)
    }
}
