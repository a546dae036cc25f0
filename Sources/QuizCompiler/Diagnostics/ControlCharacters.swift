/// Control characters, which a terminal acts on instead of showing (ESC starts escape
/// sequences that can retitle or clear it, BEL rings, CR overwrites the line): C0 but TAB
/// and LF, DEL, and C1 (U+0080–U+009F; U+009B is a one-character CSI).
///
/// Human-facing output shows each as `<U+001B>`; the `control-character` check warns about
/// them in display texts.
@_spi(Tools) public enum ControlCharacters {
    /// Whether `scalar` is a control character a terminal could act on.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
    }

    /// How `scalar` is shown: `<U+001B>`.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ">"
    }

    /// `text` with every control character shown as `<U+XXXX>`; LF is kept unless
    /// `lineBreaks` is false (a line of its own, like a source excerpt, has none to keep).
    public static func escaped(_ text: String, lineBreaks: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { contains($0) || (!lineBreaks && $0 == "\n") }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if contains(scalar) || (!lineBreaks && scalar == "\n") {
                out.append(contentsOf: visible(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
