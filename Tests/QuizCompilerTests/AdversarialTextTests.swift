import Foundation
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Texts built to make text processing superlinear: combining marks by the hundred thousand
/// (normalization, key folding), and very long lines holding many diagnostics (the text
/// format's source excerpts). Time bounds here are generous ratios, not timings of record;
/// `UnicodeNormalizationTests` counts the normalizer's work exactly, and docs/PERFORMANCE.md
/// ("Combining-mark texts") has the measured figures.
@Suite("Adversarial texts take linear time")
struct AdversarialTextTests {
    /// A valid `highest` quiz whose `field` holds `text` (other fields stay short).
    static func quiz(_ field: String, _ text: String) -> [UInt8] {
        func value(_ name: String, _ plain: String) -> String { name == field ? "\"\(text)\"" : plain }
        let lines = [
            "quiz: marks", "version: 1.0.0", "title: \(value("title", "Marks"))",
            "description: \(value("description", "Plain"))", "traits: [a, b]",
            "scoring: {model: highest, ties: [a, b]}", "questions:",
            "  - id: q1", "    text: \(value("text", "Pick one"))", "    key: \(value("key", "q1"))", "    options:",
            "      - {id: \(value("id", "x")), label: \(value("label", "X")), weights: {a: 1}}",
            "      - {id: y, label: Y, weights: {b: 1}}",
            "outcomes:", "  a: {title: A, description: \(value("outcome", "Alpha"))}",
            "  b: {title: B, description: Beta}",
        ]
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The best of `runs` wall-clock times of compiling `bytes`, in seconds.
    static func bestTime(_ bytes: [UInt8], runs: Int = 3) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = ContinuousClock.now
            _ = QuizCompilation().compile(path: "marks.quiz.yaml", bytes: bytes)
            let elapsed = ContinuousClock.now - start
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return best
    }

    /// "e" + U+0301 four hundred thousand times, in each kind of text: the file lints (the
    /// text is emitted composed; a key that is not NFC is reported with its composed form)
    /// in time comparable to the same number of plain scalars. Before, NFC of such a text was
    /// quadratic: seconds at this size, minutes at the file-size limit.
    @Test(arguments: ["text", "label", "description", "outcome", "id", "key"])
    func combiningMarksLintInLinearTime(field: String) {
        let pairs = 400_000
        let marked = Self.quiz(field, String(repeating: "e\u{301}", count: pairs))
        let plain = Self.quiz(field, String(repeating: "ef", count: pairs))
        let file = QuizCompilation().compile(path: "marks.quiz.yaml", bytes: marked)
        let codes = Set(file.diagnostics.map(\.code.rawValue))
        if field == "id" || field == "key" {
            #expect(codes.contains("key-not-normalized"))
            let message = file.diagnostics.first { $0.code.rawValue == "key-not-normalized" }?.message ?? ""
            #expect(message.contains(String(repeating: "\u{E9}", count: 100)))
        } else {
            #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(codes)")
        }
        let markedTime = Self.bestTime(marked), plainTime = Self.bestTime(plain)
        #expect(markedTime < 10 * plainTime + 0.5, "\(field): \(markedTime) s against \(plainTime) s for plain text")
    }

    /// Doubling the marks at most about doubles the time (a ratio of 3 allows for noise).
    @Test(arguments: [
        ("e + U+0301", "e\u{301}"),
        ("U+0345 U+0301, to be reordered", "\u{345}\u{301}"),
        ("U+0301 U+0316, to be reordered", "\u{301}\u{316}"),
        ("Hangul jamo", "\u{1100}\u{1161}\u{11A8}"),
        ("compatibility characters in a key", "\u{FB03}\u{1C5}\u{FF76}\u{FF9E}"),
    ])
    func doublingMarksAboutDoublesTime(_ name: String, _ unit: String) {
        let field = name.contains("key") ? "id" : "text"
        let base = 100_000 / unit.unicodeScalars.count
        let small = Self.bestTime(Self.quiz(field, "a" + String(repeating: unit, count: base)), runs: 5)
        let large = Self.bestTime(Self.quiz(field, "a" + String(repeating: unit, count: 2 * base)), runs: 5)
        // 0.3 s of slack for a loaded machine (the whole suite runs in parallel); quadratic
        // reordering took seconds at the smaller size already.
        #expect(large < 3 * small + 0.3, "\(name): \(small) s, then \(large) s for twice the marks")
    }

    // MARK: Long lines in the text format

    /// A one-line file with 20,000 duplicate keys: every diagnostic shows an excerpt of the
    /// line around its column, not the whole 180 KB line (which made the output quadratic:
    /// 560 MB for 5,000 keys).
    @Test func manyDiagnosticsOnOneLongLine() {
        let count = 20_000
        let line = "{" + Array(repeating: "quiz: a", count: count).joined(separator: ", ") + "}"
        let file = QuizCompilation().compile(path: "long.quiz.yaml", bytes: Array((line + "\n").utf8))
        let duplicates = file.diagnostics.filter { $0.code.rawValue == "duplicate-mapping-key" }
        #expect(duplicates.count == count - 1)
        let rendered = TextRenderer(colour: false).render(
            file.diagnostics, sources: [file.path: file.text],
            summary: DiagnosticSummary(files: 1, diagnostics: file.diagnostics))
        #expect(rendered.utf8.count < 700 * file.diagnostics.count, "\(rendered.utf8.count) bytes")
        // The 1000th duplicate is at column 2 + 9 × 1000: shown with 60 scalars on each side.
        let scalars = Array(line.unicodeScalars)
        var window = String.UnicodeScalarView()
        window.append(contentsOf: scalars[(9001 - 60)..<(9001 + 60)])
        #expect(rendered.contains("long.quiz.yaml:1:9002: error:"))
        #expect(rendered.contains("\n…" + String(window) + "…\n" + String(repeating: " ", count: 61) + "^\n"))
    }

    /// A line of exactly the excerpt's limit is shown whole; the caret keeps tabs.
    @Test func shortLinesShowWhole() {
        let text = SourceText(bytes: Array(("\tkey: " + String(repeating: "x", count: 250) + "\n").utf8))
        let excerpt = text.excerpt(line: 1, column: 3)
        #expect(excerpt?.text == "\tkey: " + String(repeating: "x", count: 250))
        #expect(excerpt.map { String($0.beforeCaret) } == "\tk")
        let long = SourceText(
            bytes: Array((String(repeating: "é", count: 1000) + "!" + String(repeating: "a", count: 1000)).utf8))
        let cut = long.excerpt(line: 1, column: 1001)
        #expect(cut?.text == "…" + String(repeating: "é", count: 60) + "!" + String(repeating: "a", count: 59) + "…")
        #expect(cut.map { String($0.beforeCaret) } == "…" + String(repeating: "é", count: 60))
    }

    // MARK: Long texts quoted in messages

    /// Twelve option ids of 20,000 characters and 200 examples answering with an unknown id:
    /// each `example-invalid` quotes at most 500 scalars of the runtime's message, which lists
    /// the ids (before, each diagnostic carried 240 KB: output grew with examples times ids).
    @Test func exampleMessagesQuoteBoundedText() {
        var lines = [
            "quiz: big", "version: 1.0.0", "title: Big", "traits: [a, b]",
            "scoring: {model: highest, ties: [a, b]}", "questions:", "  - id: q1", "    text: Pick", "    options:",
        ]
        for index in 0..<12 {
            lines.append(
                "      - {id: o\(index)\(String(repeating: "x", count: 20_000)), label: L\(index), weights: {\(index % 2 == 0 ? "a" : "b"): 1}}"
            )
        }
        lines += [
            "outcomes:", "  a: {title: A, description: Alpha}", "  b: {title: B, description: Beta}", "examples:",
        ]
        for index in 0..<200 { lines += ["  - name: e\(index)", "    answers: {q1: nope}", "    expect: a"] }
        let file = QuizCompilation().compile(
            path: "ids.quiz.yaml", bytes: Array((lines.joined(separator: "\n") + "\n").utf8))
        let invalid = file.diagnostics.filter { $0.code.rawValue == "example-invalid" }
        #expect(invalid.count == 200)
        #expect(invalid.allSatisfy { $0.message.unicodeScalars.count < 700 })
        #expect(
            invalid.first?.message.contains(
                "unknown-option: \"nope\" is not an option of \"q1\"; expected one of \"o0xxx") == true)
    }
}
