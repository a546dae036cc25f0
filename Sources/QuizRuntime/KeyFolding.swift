import Foundation

/// How keys are compared loosely, to recognise near misses (docs/authoring.md, "Key hygiene"): NFKC, case
/// folding, quote folding (’ ‘ → ', “ ” → "), and white space collapsed to single spaces,
/// with invisible characters dropped. Exact matching never uses this; it only names the
/// key someone probably meant.
public enum KeyFolding {
    /// The folded form of `key`.
    public static func folded(_ key: String) -> String {
        if let ascii = foldedASCII(key) { return ascii }
        return foldedGeneral(key)
    }

    /// The folded form of an all-ASCII key without Foundation (no ASCII character changes
    /// under NFKC, none is invisible or a curly quote): letters lowercased, white space
    /// collapsed and trimmed. `nil` when `key` is not all ASCII.
    static func foldedASCII(_ key: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(key.utf8.count)
        var pendingSpace = false
        for byte in key.utf8 {
            if byte >= 0x80 { return nil }
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20); pendingSpace = false }
            bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The general path of `folded(_:)`: NFKC and NFC by `UnicodeNormalization` (linear in the
    /// number of combining marks), case folding by Foundation.
    static func foldedGeneral(_ key: String) -> String {
        let compatible = UnicodeNormalization.nfkc(key)
        let caseFolded = compatible.folding(options: [.caseInsensitive], locale: nil)
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in caseFolded.unicodeScalars {
            if isInvisible(scalar) { continue }
            if scalar.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" "); pendingSpace = false }
            switch scalar {
            case "\u{2018}", "\u{2019}", "\u{201A}", "\u{201B}", "\u{2032}", "\u{FF07}": out.append("'")
            case "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{2033}", "\u{FF02}": out.append("\"")
            default: out.append(scalar)
            }
        }
        return UnicodeNormalization.nfc(String(out))
    }

    /// Zero-width, bidirectional-control and other invisible characters.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x200B...0x200F, 0x202A...0x202E,
             0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xE0000...0xE0FFF:
            return true
        default:
            return scalar.properties.generalCategory == .format
        }
    }

    /// Whether `text` is in NFC, compared by scalars.
    public static func isNFC(_ text: String) -> Bool {
        UnicodeNormalization.isNFC(text)
    }
}
