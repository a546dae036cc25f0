/// How keys are compared loosely, to recognise near misses (docs/authoring.md, "Key hygiene").
/// Exact matching never uses this; it only names the key someone probably meant.
///
/// The folded form is defined so that any language's standard library computes the same
/// string (docs/conformance.md, "Near-miss folding"):
/// 1. NFKC;
/// 2. each scalar replaced by its full lowercase mapping, one scalar at a time without
///    context (`Unicode.Scalar.Properties.lowercaseMapping`; "ß" stays "ß", "İ" becomes
///    "i" + U+0307);
/// 3. invisible scalars dropped (general category Cf and the fixed list of `isInvisible`);
/// 4. runs of white space (exactly the Unicode White_Space set, `isWhiteSpace`) collapsed
///    to one space, none kept at either end;
/// 5. quotes folded: ’ ‘ ‚ ‛ ′ ＇ → ' and “ ” „ ‟ ″ ＂ → ";
/// 6. NFC.
package enum KeyFolding {
    /// The folded form of `key`.
    package static func folded(_ key: String) -> String {
        if let ascii = foldedASCII(key) { return ascii }
        return foldedGeneral(key)
    }

    /// The folded form of an all-ASCII key (no ASCII character changes under NFKC or NFC,
    /// none is invisible or a curly quote): letters lowercased, white space collapsed and
    /// trimmed. `nil` when `key` is not all ASCII.
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

    /// The general path of `folded(_:)`, the steps of the type's documentation in order.
    /// NFKC and NFC by `UnicodeNormalization` (linear in the number of combining marks).
    static func foldedGeneral(_ key: String) -> String {
        let compatible = UnicodeNormalization.nfkc(key)
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for original in compatible.unicodeScalars {
            for scalar in original.properties.lowercaseMapping.unicodeScalars {
                if isInvisible(scalar) { continue }
                if isWhiteSpace(scalar) {
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
        }
        return UnicodeNormalization.nfc(String(out))
    }

    /// The Unicode White_Space set, fixed here so that every runtime uses the same one:
    /// U+0009–U+000D, U+0020, U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029,
    /// U+202F, U+205F and U+3000.
    package static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Zero-width, bidirectional-control and other invisible characters.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x200B...0x200F, 0x202A...0x202E,
            0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xE0000...0xE0FFF:
            return true
        default:
            return scalar.properties.generalCategory == .format
        }
    }

    /// Whether `text` is in NFC, compared by scalars.
    package static func isNFC(_ text: String) -> Bool {
        UnicodeNormalization.isNFC(text)
    }
}
