@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Control characters from quiz texts never reach a terminal through the human-facing
/// formats, and the GitHub format keeps a diagnostic's notes.
@Suite("Human-facing output: control characters escaped, notes kept")
struct HumanOutputEscapingTests {
    static let hostile = "Pick \u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m one\r"

    static func diagnostic(notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(
            file: "q\u{1B}.yaml", range: SourceRange(at: SourcePosition(line: 1, column: 9)), severity: .warning,
            code: .duplicateLabel, message: "reads `\(hostile)`", notes: notes)
    }

    static func hasNoControlCharacter(_ text: String) -> Bool {
        !text.unicodeScalars.contains { ControlCharacters.contains($0) }
    }

    @Test func textFormatEscapesMessagesPathsAndSourceLines() {
        let note = Diagnostic.Note(
            message: "first `\(Self.hostile)` here", range: SourceRange(at: SourcePosition(line: 1, column: 1)))
        let source = SourceText(bytes: Array("title: \(Self.hostile)x\n".utf8))
        let out = TextRenderer(colour: false).render(
            [Self.diagnostic(notes: [note])], sources: ["q\u{1B}.yaml": source],
            summary: DiagnosticSummary(files: 1, diagnostics: [Self.diagnostic()]))
        #expect(Self.hasNoControlCharacter(out), "\(out.debugDescription)")
        #expect(out.contains("Pick <U+001B>]0;owned<U+0007><U+001B>[2J<U+009B>31m one<U+000D>"))
        // The caret still stands under column 9 of the line as shown (after "title: P").
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2].hasPrefix("        ^"), "\(lines)")
    }

    @Test func colourIsTheOnlyEscapeTheTextFormatWrites() {
        let out = TextRenderer(colour: true).render(
            [Self.diagnostic()], sources: [:], summary: DiagnosticSummary(files: 1, diagnostics: []))
        #expect(!out.contains("\u{1B}]"))
        #expect(!out.unicodeScalars.contains("\u{07}"))
        #expect(!out.unicodeScalars.contains("\u{9B}"))
    }

    @Test func githubFormatEscapesAndFoldsNotesIntoTheMessage() {
        let notes = [
            Diagnostic.Note(message: "first used here", range: SourceRange(at: SourcePosition(line: 4, column: 5))),
            Diagnostic.Note(message: "the keys of this mapping start at column 5", range: nil),
        ]
        let out = GitHubRenderer.render(
            [Self.diagnostic(notes: notes)], summary: DiagnosticSummary(files: 1, diagnostics: []))
        #expect(Self.hasNoControlCharacter(out), "\(out.debugDescription)")
        #expect(
            out.contains(
                "%0Aq<U+001B>.yaml:4:5: note: first used here%0Anote: the keys of this mapping start at column 5\n"),
            "\(out)")
        #expect(out.contains("<U+000D>"))
    }

    /// The JSON format escapes C0 as JSON requires (DEL and C1 stay as they are, valid JSON).
    @Test func jsonFormatEscapesC0() {
        let out = JSONRenderer.render([Self.diagnostic()], summary: DiagnosticSummary(files: 1, diagnostics: []))
        #expect(!out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(out.debugDescription)")
        #expect(out.contains("\\u001b"))
    }
}
