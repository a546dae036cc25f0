import Foundation
import QuizRuntime

/// Unicode normalization of display text (docs/authoring.md, "Key hygiene": texts that are not keys are
/// emitted in NFC; keys are checked, never rewritten).
@_spi(Tools) public enum TextNormalization {
    /// The NFC form of `text`, in time O(n log n) whatever its combining marks.
    @_spi(Tools) public static func nfc(_ text: String) -> String {
        UnicodeNormalization.nfc(text)
    }

    /// Whether `text` is already NFC, compared by scalars (the runtime's check).
    static func isNFC(_ text: String) -> Bool {
        KeyFolding.isNFC(text)
    }
}
