import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML

/// What makes a key normal, and how keys fold for confusability (docs/authoring.md, "Key hygiene").
@_spi(Tools) public enum KeyRules {
    /// The first problem with `key`, described with its fix, or `nil` when it is normal.
    @_spi(Tools) public static func problem(_ key: String) -> String? {
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
                return
                    "contains the white-space character \(name(scalar)) at character \(index + 1); use a plain space (U+0020)"
            }
        }
        if scalars.first == " " || scalars.last == " " {
            return "has white space at its start or end; remove it"
        }
        if zip(scalars, scalars.dropFirst()).contains(where: { $0 == " " && $1 == " " }) {
            return "has a run of spaces; use single spaces"
        }
        if !TextNormalization.isNFC(key) {
            return
                "is not in Unicode NFC form; write it composed (`\(TextNormalization.nfc(key))`). Keys are never rewritten silently, because a backend may store the old string"
        }
        return nil
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        KeyFolding.isInvisible(scalar)
    }

    static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if let name = scalar.properties.name { return "\(code) \(name)" }
        return code
    }

    /// The folded form under which two keys count as confusable (see `KeyFolding`).
    static func folded(_ key: String) -> String {
        KeyFolding.folded(key)
    }
}
