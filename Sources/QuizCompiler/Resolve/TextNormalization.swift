import Foundation

/// Unicode normalization of display text (contract §7: texts that are not keys are
/// emitted in NFC; keys are checked, never rewritten).
enum TextNormalization {
    /// The NFC form of `text`.
    static func nfc(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping
    }

    /// Whether `text` is already NFC, compared by scalars.
    static func isNFC(_ text: String) -> Bool {
        text.unicodeScalars.elementsEqual(nfc(text).unicodeScalars)
    }
}
