import PropertyBased
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `YAMLScalarWriter` writes plain scalars only when safe, and anything else in double
/// quotes; whatever the text, YAMLLoader reads back exactly its Unicode scalars as a key,
/// a value and a list item.
@Suite("Translation template: the YAML scalar writer")
struct TranslationTemplateScalarWriterTests {
    static let hostile: [String] = [
        "", " ", "  ", "\"", "'", "\"quoted\"", "'single'", "it's", "say \"hi\"", "back\\slash", "\\n",
        "a: b", "a:b", "ends with:", ":", "::", "a :b", "key: value: more",
        "#", "# comment", "a #b", "a#b", "C#",
        "-", "- item", "-a", "--", "---", "...", "?", "? x", "?x", "*alias", "&anchor", "!tag", "!!str", "%TAG", "@at",
        "`tick`",
        "|", "|-", ">", ">+", "[", "]", "[a, b]", "{", "}", "{a: b}", ",", "a, b", "=", "<<", "<< merge",
        "yes", "Yes", "YES", "no", "No", "NO", "on", "Off", "y", "n", "Y", "N", "true", "False", "null", "Null", "NULL",
        "~",
        "0", "1", "-1", "+1", "1.0", "1e3", ".5", ".inf", "-.inf", ".NaN", "0x1F", "0o17", "0b101", "1_000", "12:30",
        "2024-01-01", "1,5",
        " leading", "trailing ", " both ", "inner  double", "\u{00A0}nbsp\u{00A0}",
        "line\nbreak", "\n", "ends\n", "\nstarts", "cr\rlf\r\n", "two\n\nparagraphs",
        "tab\there", "\t", "\ttab", "tab\t",
        "emoji 😀", "😀", "𝄞 clef", "\u{10FFFF}", "\u{1F600}\u{1F601}",
        "ls\u{2028}ps\u{2029}", "\u{2028}", "nel\u{85}", "bom\u{FEFF}", "\u{FEFF}",
        "nul\u{0}", "\u{1}\u{2}\u{7}\u{8}\u{B}\u{C}\u{1B}\u{1F}", "del\u{7F}", "c1\u{80}\u{9F}",
        "\u{200B}zero width", "rtl \u{202E}override\u{202C}", "\u{FFFE}\u{FFFF}", "\u{E000}private",
        "é", "e\u{301}", "Grüße", "日本語のテキスト", "עברית", "العربية",
        "Strongly Disagree", "A quiz: with colon", "100%", "50% off", "@home", "a|b", "a>b", "a'b", "x: y # z",
    ]

    /// The scalar at `path` of the document `text`, which must load without problems.
    static func readBack(_ text: String, _ path: [Int]) -> String? {
        let document = YAMLLoader().load(Array(text.utf8))
        guard document.problems.isEmpty, var node = document.root else { return nil }
        for step in path {
            switch node.content {
            case .mapping(let entries):
                guard step < 0 ? entries.first != nil : entries.count > step else { return nil }
                node = step < 0 ? entries[0].key : entries[step].value
            case .sequence(let items):
                guard items.count > step, step >= 0 else { return nil }
                node = items[step]
            default:
                return nil
            }
        }
        return node.scalarText
    }

    static func expectRoundTrip(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let written = YAMLScalarWriter.scalar(text)
        #expect(
            !written.contains("\n") && !written.contains("\r"), "\(written.debugDescription)",
            sourceLocation: sourceLocation)
        let contexts: [(String, [Int])] = [
            ("key: \(written)\n", [0]),
            ("\(written): value\n", [-1]),
            ("list:\n  - \(written)\n", [0, 0]),
            ("outer:\n  inner:\n    text: \"\"\n    source: \(written)\n  next: 1\n", [0, 0, 1]),
            ("- text: \(written)\n  source: x\n", [0, 0]),
        ]
        for (document, path) in contexts {
            let back = readBack(document, path)
            #expect(
                back?.isExactly(text) == true,
                "\(text.debugDescription) written \(written) read back \(back.debugDescription)",
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: hostile)
    func hostileTextsReadBackExactly(_ text: String) {
        Self.expectRoundTrip(text)
    }

    @Test func ordinaryTextStaysPlainAndHostileTextIsQuoted() {
        for plain in [
            "Strongly Disagree", "I feel recharged after an evening spent with a big group of people.", "Grüße", "C#",
            "a:b",
            "ei-1", "😀 emoji", "It's fine, really", "What's your color?", "日本語",
        ] {
            #expect(YAMLScalarWriter.scalar(plain) == plain, "\(plain)")
        }
        for quoted in [
            "", "yes", "No", "null", "~", "12", "1.5", "-x", "? x", "*a", "&a", "!a", "%a", "@a", "`a`", "a: b", "a #b",
            "x:",
            " a", "a ", "a\nb", "a\tb", "\u{2028}", "a\u{200B}",
        ] {
            #expect(YAMLScalarWriter.scalar(quoted).hasPrefix("\""), "\(quoted.debugDescription)")
        }
        #expect(YAMLScalarWriter.doubleQuoted("a\"b\\c\n\t\u{0}\u{2028}😀") == "\"a\\\"b\\\\c\\n\\t\\u0000\\u2028😀\"")
    }

    /// Random strings built from the troublesome pieces read back exactly.
    @Test func randomTextsOfTroublesomePiecesReadBackExactly() async {
        let pieces = [
            "a", "Z", " ", "  ", ":", ": ", "#", " #", "-", "?", "*", "&", "!", "%", "@", "`", "'", "\"", "\\", "|",
            ">",
            "[", "]", "{", "}", ",", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}",
            "\u{2029}",
            "\u{FEFF}", "😀", "é", "e\u{301}", "yes", "null", "~", "0", "1.5", ".", "=", "<<",
        ]
        await propertyCheck(count: 500, input: Gen.int(in: 0...Int.max)) { seed in
            var state = UInt64(seed)
            func next() -> Int {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return Int((z ^ (z >> 31)) % 1_000_000)
            }
            let text = (0..<(1 + next() % 6)).map { _ in pieces[next() % pieces.count] }.joined()
            Self.expectRoundTrip(text)
        }
    }
}
