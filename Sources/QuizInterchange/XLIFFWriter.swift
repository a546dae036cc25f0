@_spi(Tools) import QuizCompiler

/// Writes the units of a quiz as an XLIFF 1.2 document (OASIS XLIFF 1.2, strict schema):
/// one `<file>`, one `<trans-unit>` per text with `xml:space="preserve"`, its state on
/// `<target state=…>` (`new`, `translated`, `needs-review-translation`) and on
/// `approved` (`yes` for a translated unit, `no` for a stale one: what translate-toolkit,
/// hence Weblate, reads as translated and as fuzzy), a stale unit's
/// old source in an `<alt-trans alttranstype="previous-version">`, the context as a
/// `<note from="quizc">` and the author's comment as a `<note from="developer">`.
package enum XLIFFWriter {
    /// The XLIFF namespace.
    static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// The document's text.
    package static func document(header: InterchangeHeader, units: [InterchangeUnit], toolVersion: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff version=\"1.2\" xmlns=\"\(namespace)\">\n"
        out +=
            "  <file original=\"\(escaped(header.quizPath, inAttribute: true))\" source-language=\"\(escaped(header.sourceLocale, inAttribute: true))\""
        out += " target-language=\"\(escaped(header.targetLocale, inAttribute: true))\" datatype=\"plaintext\""
        out += " product-name=\"\(escaped(header.quizID, inAttribute: true))\""
        if let version = header.quizVersion { out += " product-version=\"\(escaped(version, inAttribute: true))\"" }
        out += " tool-id=\"quizc\">\n"
        out += "    <header>\n"
        out +=
            "      <tool tool-id=\"quizc\" tool-name=\"quizc\" tool-version=\"\(escaped(toolVersion, inAttribute: true))\"/>\n"
        out += "      <note from=\"quizc\">Translation of the quiz `\(escaped(header.quizID))` into "
        out += "\(escaped(header.targetLocale)). Import it back with: quizc translations import FILE</note>\n"
        out += "    </header>\n"
        out += "    <body>\n"
        for unit in units { out += transUnit(unit) }
        out += "    </body>\n"
        out += "  </file>\n"
        out += "</xliff>\n"
        return out
    }

    private static func transUnit(_ unit: InterchangeUnit) -> String {
        let id = escaped(unit.id, inAttribute: true)
        let approved: String
        switch unit.state {
        case .new: approved = ""
        case .translated: approved = " approved=\"yes\""
        case .stale: approved = " approved=\"no\""
        }
        var out = "      <trans-unit id=\"\(id)\" resname=\"\(id)\"\(approved) xml:space=\"preserve\">\n"
        out += "        <source>\(escaped(unit.source))</source>\n"
        let state: String
        switch unit.state {
        case .new: state = "new"
        case .translated: state = "translated"
        case .stale: state = "needs-review-translation"
        }
        out += "        <target state=\"\(state)\">\(escaped(unit.target))</target>\n"
        if let previous = unit.previousSource {
            out += "        <alt-trans alttranstype=\"previous-version\">\n"
            out += "          <source>\(escaped(previous))</source>\n"
            out += "          <target>\(escaped(unit.target))</target>\n"
            out += "        </alt-trans>\n"
        }
        out += "        <note from=\"quizc\">\(escaped(unit.context))</note>\n"
        if let note = unit.authorNote { out += "        <note from=\"developer\">\(escaped(note))</note>\n" }
        out += "      </trans-unit>\n"
        return out
    }

    /// `text` as XML character data or an attribute value in double quotes: `&`, `<`, `>`
    /// and `"` as entities, a carriage return and a tab as character references (so no
    /// reader normalizes them away), control characters XML 1.0 cannot hold as U+FFFD.
    static func escaped(_ text: String, inAttribute: Bool = false) -> String {
        ScalarEscaping.escaped(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "\r": "&#13;"
            case "\t": "&#9;"
            case "\n": inAttribute ? "&#10;" : nil
            default: scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : nil
            }
        }
    }
}
