import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Hostile and oversized inputs through the whole pipeline (`QuizCompilation`), with the
/// standard limits (8 MiB, depth 64, 1,000,000 nodes). The big inputs are generated here
/// rather than committed. Each must end in the expected diagnostics (or, for the valid
/// big quiz, in success); nothing here is timed — build-tools/adversarial-bench.sh measures
/// time and peak memory for each class with `quizc lint`.
@Suite("Adversarial inputs end in diagnostics")
struct AdversarialTests {
    // MARK: Helpers

    static func compileBytes(_ bytes: [UInt8]) -> CompiledFile {
        QuizCompilation().compile(path: "adversarial.quiz.yaml", bytes: bytes)
    }

    /// The codes of the file's errors and warnings, without positions.
    static func codeSet(_ file: CompiledFile) -> Set<String> {
        Set(file.diagnostics.map(\.code.rawValue))
    }

    /// A valid `axes` quiz with `count` scale questions (E/I keyed alternately).
    static func validQuiz(questions count: Int, lineBreak: String = "\n") -> String {
        var lines = [
            "quiz: big", "version: 1.0.0", "title: Big", "traits: [E, I]",
            "scoring: {model: axes, axes: [{poles: [E, I], tie: I}]}",
            "scales:", "  agree5:", "    options:",
        ]
        lines += (1...5).map { "      - {value: \($0), label: Level \($0)}" }
        lines.append("questions:")
        for index in 0..<count {
            lines += [
                "  - id: q\(index)", "    text: \"Statement number \(index)\"", "    scale: agree5",
                "    keyed: \(index % 2 == 0 ? "E" : "I")",
            ]
        }
        lines += [
            "outcomes:", "  E: {title: Outgoing, description: You recharge with people.}",
            "  I: {title: Reserved, description: You recharge alone.}",
        ]
        return lines.joined(separator: lineBreak) + lineBreak
    }

    // MARK: Aliases and anchors

    /// Billion laughs: ten levels, each nine aliases of the level before. Aliases are
    /// rejected, never expanded: one `unsupported-yaml` per anchor and per alias.
    @Test func aliasBomb() {
        var text = "lol0: &a0 [\"lol\"]\n"
        for level in 1...10 {
            text +=
                "lol\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
                + "]\n"
        }
        let file = compile(text)
        let yaml = file.diagnostics.filter { $0.code.rawValue == "unsupported-yaml" }
        #expect(yaml.count == 11 + 90)
        #expect(yaml.first.map { "\($0.range.start)" } == "1:7")
        #expect(file.resolved == nil)
    }

    /// Many aliases of one anchor: a million-node expansion if aliases were expanded.
    @Test func wideAliasFanOut() {
        let text =
            "a: &x [" + Array(repeating: "1", count: 1000).joined(separator: ",") + "]\nb: ["
            + Array(repeating: "*x", count: 1000).joined(separator: ",") + "]\n"
        let file = compile(text)
        #expect(Self.codeSet(file).contains("unsupported-yaml"))
        #expect(file.diagnostics.filter { $0.code.rawValue == "unsupported-yaml" }.count == 1001)
    }

    // MARK: Nesting

    @Test(arguments: [
        ("[", 1),  // flow sequences: the 65th `[` opens level 65
        ("{a: ", 4),  // flow mappings
        ("- ", 2),  // block sequences on one line
    ])
    func hundredThousandDeep(opener: String, width: Int) {
        let text = String(repeating: opener, count: 100_000) + "x\n"
        let file = compile(text)
        #expect(codes(file) == ["limit-exceeded@1:\(64 * width + 1)"])
        #expect(file.diagnostics.first?.message.contains("deeper than 64") == true)
    }

    /// Exactly at the limit is fine as YAML (the decoder then reports the wrong shape).
    @Test func nestingAtTheLimitIsLoaded() {
        let text = "quiz: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "\n"
        let file = compile(text)
        #expect(!Self.codeSet(file).contains("limit-exceeded"))
        #expect(Self.codeSet(file).contains("type-mismatch"))
    }

    // MARK: Size and node limits

    /// A 10 MB scalar makes the file larger than 8 MiB: rejected before parsing.
    @Test func tenMegabyteScalar() {
        let bytes = Array("quiz: a\ntitle: ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 10_000_000) + [0x0A]
        let file = Self.compileBytes(bytes)
        #expect(codes(file) == ["limit-exceeded@1:1"])
        #expect(file.diagnostics.first?.message.contains("8388608") == true)
    }

    /// A 7 MB scalar stays under the size limit and is an ordinary (if long) title.
    @Test func sevenMegabyteScalarUnderTheLimit() {
        let title = String(repeating: "x", count: 7_000_000)
        let text = Self.validQuiz(questions: 4).replacingOccurrences(of: "title: Big", with: "title: \(title)")
        let file = compile(text)
        #expect(!file.hasErrors, "\(codes(file))")
        #expect(file.resolved?.bundle.title.utf8.count == 7_000_000)
    }

    /// A 20 MB quiz file (a valid quiz padded with comments): rejected by size at 1:1.
    @Test func twentyMegabyteFile() {
        var bytes = Array(Self.validQuiz(questions: 10).utf8)
        let comment = Array(("# " + String(repeating: "padding ", count: 120) + "\n").utf8)
        while bytes.count < 20_000_000 { bytes += comment }
        let file = Self.compileBytes(bytes)
        #expect(codes(file) == ["limit-exceeded@1:1"])
    }

    /// More than 1,000,000 nodes in under 8 MiB: stopped at the node that passes the budget.
    @Test func millionNodes() {
        let text = "quiz: [" + Array(repeating: "1", count: 1_100_000).joined(separator: ",") + "]\n"
        let file = compile(text)
        // Root mapping (1), `quiz` key (2), the sequence (3): item n is node n + 3, so the
        // 999,998th item (column 8 + 2 × 999,997) is node 1,000,001.
        #expect(codes(file) == ["limit-exceeded@1:\(8 + 2 * 999_997)"])
    }

    // MARK: Long lines

    /// A 1 MB line in the middle of a valid quiz compiles; an error after it on the same
    /// line is reported at the right column.
    @Test func megabyteLines() {
        let long = String(repeating: "word ", count: 200_000)
        let valid = Self.validQuiz(questions: 4).replacingOccurrences(
            of: "title: Big", with: "title: Big\ndescription: \"\(long)\"")
        let file = compile(valid)
        #expect(!file.hasErrors, "\(codes(file))")

        let broken = Self.validQuiz(questions: 4).replacingOccurrences(
            of: "title: Big", with: "title: Big\nlocale: {tag: \"\(long)\", bogus: 1}")
        let brokenFile = compile(broken)
        #expect(Self.codeSet(brokenFile).contains("type-mismatch"), "\(codes(brokenFile))")
        #expect(brokenFile.diagnostics.allSatisfy { $0.range.start.line == 4 }, "\(codes(brokenFile))")
    }

    /// A 1 MB quoted line that is never closed: reported at the opening quote.
    @Test func megabyteLineWithUnclosedQuote() {
        let text = "quiz: a\ntitle: \"" + String(repeating: "a", count: 1_000_000) + " open\n"
        let file = compile(text)
        #expect(codes(file) == ["yaml-syntax@2:8"], "\(codes(file))")
    }

    // MARK: Bytes that are not text

    @Test func nulBytes() {
        var bytes = Array(Self.validQuiz(questions: 4).utf8)
        // Line 3 is `title: Big`: put a NUL after `title: B`.
        let offset = Array("quiz: big\nversion: 1.0.0\ntitle: B".utf8).count
        bytes.insert(0, at: offset)
        let file = Self.compileBytes(bytes)
        #expect(codes(file) == ["yaml-syntax@3:9"])
        #expect(file.diagnostics.first?.message.contains("NUL") == true)
    }

    @Test func onlyNulBytes() {
        let file = Self.compileBytes([UInt8](repeating: 0, count: 100_000))
        #expect(codes(file) == ["yaml-syntax@1:1"])
    }

    @Test func invalidUTF8() {
        // 0xFF can never appear in UTF-8; it stands after `title: caf` on line 3.
        let bytes = Array("quiz: big\nversion: 1.0.0\ntitle: caf".utf8) + [0xFF] + Array("\n".utf8)
        let file = Self.compileBytes(bytes)
        #expect(codes(file) == ["yaml-syntax@3:11"])
        #expect(file.diagnostics.first?.message.contains("UTF-8") == true)
    }

    @Test func truncatedMultibyteSequenceAfterMultibyteText() {
        // `é` is one column; then a three-byte lead with only one continuation byte.
        let bytes = Array("quiz: big\ntitle: é".utf8) + [0xE2, 0x82] + Array(" x\n".utf8)
        let file = Self.compileBytes(bytes)
        #expect(codes(file) == ["yaml-syntax@2:9"])
    }

    @Test func randomBinary() {
        var state: UInt64 = 0x5EED
        let bytes = (0..<200_000).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let file = Self.compileBytes(bytes)
        #expect(Self.codeSet(file) == ["yaml-syntax"], "\(codes(file))")
    }

    // MARK: Line endings and byte-order marks

    /// LF, CRLF and CR mixed in one file: a valid quiz compiles, and a later error has the
    /// line number an editor shows (each of the three counts as one break).
    @Test func mixedLineEndings() {
        let lines = Self.validQuiz(questions: 6).split(separator: "\n", omittingEmptySubsequences: false)
        let breaks = ["\n", "\r\n", "\r"]
        var text = ""
        for (index, line) in lines.enumerated() where index < lines.count - 1 {
            text += line + breaks[index % 3]
        }
        let file = compile(text)
        #expect(!file.hasErrors, "\(codes(file))")
        #expect(file.resolved?.bundle.questions.count == 6)

        // The same file with an unknown field on line 3 and a tab-indented line 12.
        let broken = text.replacingOccurrences(of: "title: Big", with: "titel: Big")
        let brokenFile = compile(broken)
        #expect(codes(brokenFile).contains("unknown-field@3:1"), "\(codes(brokenFile))")
        var tabbed = Array(text.utf8)
        // Find the start of line 12 (counting LF, CR LF and CR as one break each).
        var line = 1
        var index = 0
        while line < 12 {
            if tabbed[index] == 0x0D, tabbed[index + 1] == 0x0A { index += 1 }
            if tabbed[index] == 0x0A || tabbed[index] == 0x0D { line += 1 }
            index += 1
        }
        tabbed.insert(0x09, at: index)
        let tabbedFile = Self.compileBytes(tabbed)
        #expect(codes(tabbedFile).first?.hasPrefix("yaml-syntax@12:") == true, "\(codes(tabbedFile))")
    }

    @Test func utf8BOMAtTheStart() {
        let file = Self.compileBytes([0xEF, 0xBB, 0xBF] + Array(Self.validQuiz(questions: 4).utf8))
        #expect(!file.hasErrors, "\(codes(file))")
        // A BOM does not count as a column.
        let broken = Self.compileBytes([0xEF, 0xBB, 0xBF] + Array("quiz: [".utf8))
        #expect(codes(broken).first?.hasPrefix("yaml-syntax@") == true, "\(codes(broken))")
    }

    /// A BOM in the middle of a file: libyaml's scanner skips U+FEFF at the start of a line
    /// but counts it as a column, so the key after it stands one column off and the mapping
    /// breaks there; `yaml-syntax` names the invisible character, at 3:1 where it is.
    /// Inside text it is an ordinary character.
    @Test func utf8BOMInTheMiddle() {
        let quiz = Self.validQuiz(questions: 4)
        let file = compile(quiz.replacingOccurrences(of: "title: Big", with: "\u{FEFF}title: Big"))
        #expect(codes(file) == ["yaml-syntax@3:1"])
        #expect(file.diagnostics.first?.message.contains("byte-order mark (U+FEFF)") == true)
        let inText = compile(quiz.replacingOccurrences(of: "title: Big", with: "title: B\u{FEFF}ig"))
        #expect(!inText.hasErrors, "\(codes(inText))")
        #expect(inText.resolved?.bundle.title.unicodeScalars.contains("\u{FEFF}") == true)
    }

    @Test func utf16BOM() {
        let file = Self.compileBytes([0xFF, 0xFE] + Array("q\0u\0i\0z\0".utf8))
        #expect(codes(file) == ["yaml-syntax@1:1"])
        #expect(file.diagnostics.first?.message.contains("UTF-16") == true)
    }

    // MARK: Many questions

    /// A valid quiz with 5,000 questions compiles with no errors (the exact analysis may
    /// say, as a warning, that it stopped at its budget, and a note that `outcome-skew` did not run).
    @Test func fiveThousandQuestions() {
        let file = compile(Self.validQuiz(questions: 5_000))
        #expect(!file.hasErrors, "\(codes(file).prefix(5))")
        #expect(file.resolved?.bundle.questions.count == 5_000)
        #expect(
            file.diagnostics.allSatisfy {
                $0.severity == .warning || ($0.severity == .note && $0.code == .analysisIncomplete)
            })
    }

    /// 20,000 questions with the same id: one `duplicate-id` each, every one reported.
    @Test func thousandsOfDuplicateIDs() {
        let text = Self.validQuiz(questions: 20_000).replacingOccurrences(
            of: #"  - id: q(\d+)\n"#, with: "  - id: same\n", options: .regularExpression)
        let file = compile(text)
        #expect(file.diagnostics.filter { $0.code.rawValue == "duplicate-id" }.count == 19_999)
    }

    /// 100,000 repeats of one key in one mapping.
    @Test func hundredThousandDuplicateKeys() {
        let text = "quiz: a\n" + String(repeating: "x: 1\n", count: 100_000)
        let file = compile(text)
        #expect(file.diagnostics.filter { $0.code.rawValue == "duplicate-mapping-key" }.count == 99_999)
        #expect(codes(file).contains("duplicate-mapping-key@100001:1"))
    }

    // MARK: Many files

    /// `quizc lint` keeps no resolved quizzes and only the text it may show
    /// (`keepQuizzes: false`): the diagnostics and the rendered text are the same as a full
    /// session's, `duplicate-id` excerpts included, across LF, CR LF and CR files.
    @Test func leanSessionReportsTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizc-lean-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let valid = Self.validQuiz(questions: 4)
        let moved = "# comment\r\n\r\n" + valid  // the id on line 3, after CR LF lines
        let files: [(String, String)] = [
            ("a.quiz.yaml", valid),
            ("b.quiz.yaml", moved),
            ("c.quiz.yaml", valid.replacingOccurrences(of: "\n", with: "\r")),
            ("d.quiz.yaml", valid.replacingOccurrences(of: "title: Big", with: "titel: Big")),
            ("e.quiz.yaml", valid.replacingOccurrences(of: "quiz: big", with: "quiz: other")),
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let full = BuildSession(paths: [folder.path])
        let lean = BuildSession(paths: [folder.path], keepQuizzes: false)
        #expect(full.diagnostics == lean.diagnostics)
        #expect(full.diagnostics.filter { $0.code.rawValue == "duplicate-id" }.map(\.range.start.line) == [3, 1])
        #expect(lean.files.allSatisfy { $0.resolved == nil })
        func rendered(_ session: BuildSession) -> String {
            var sources: [String: SourceText] = [:]
            for file in session.files { sources[file.path] = file.text }
            return TextRenderer(colour: false).render(
                session.diagnostics, sources: sources,
                summary: DiagnosticSummary(files: session.files.count, diagnostics: session.diagnostics))
        }
        #expect(rendered(full) == rendered(lean))
        #expect(rendered(lean).contains("quiz: big\n^"))
    }
}
