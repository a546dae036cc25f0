import Foundation
import QuizRuntime
import QuizYAML

/// What makes a key normal, and how keys fold for confusability (contract §7).
enum KeyRules {
    /// The first problem with `key`, described with its fix, or `nil` when it is normal.
    static func problem(_ key: String) -> String? {
        if key.isEmpty { return "is empty; write a non-empty key" }
        let scalars = Array(key.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar.properties.generalCategory == .control {
                return "contains the control character \(name(scalar)) at character \(index + 1); delete it"
            }
            if isInvisible(scalar) {
                return "contains the invisible character \(name(scalar)) at character \(index + 1); delete it"
            }
            if scalar.properties.isWhitespace && scalar != " " {
                return "contains the white-space character \(name(scalar)) at character \(index + 1); use a plain space (U+0020)"
            }
        }
        if scalars.first == " " || scalars.last == " " {
            return "has white space at its start or end; remove it"
        }
        if zip(scalars, scalars.dropFirst()).contains(where: { $0 == " " && $1 == " " }) {
            return "has a run of spaces; use single spaces"
        }
        if !TextNormalization.isNFC(key) {
            return "is not in Unicode NFC form; write it composed (`\(TextNormalization.nfc(key))`). Keys are never rewritten silently, because a backend may store the old string"
        }
        return nil
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x200B...0x200F, 0x202A...0x202E,
             0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xE0000...0xE0FFF:
            return true
        default:
            return scalar.properties.generalCategory == .format
        }
    }

    static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if let name = scalar.properties.name { return "\(code) \(name)" }
        return code
    }

    /// The folded form under which two keys count as confusable: NFKC, case folding,
    /// quote folding (’ ‘ → ', “ ” → "), and white space collapsed to single spaces.
    static func folded(_ key: String) -> String {
        let compatible = key.precomposedStringWithCompatibilityMapping
        let caseFolded = compatible.folding(options: [.caseInsensitive], locale: nil)
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in caseFolded.unicodeScalars {
            if scalar.properties.isWhitespace || isInvisible(scalar) {
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
        return String(out).precomposedStringWithCanonicalMapping
    }
}
