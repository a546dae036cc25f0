@_spi(Tools) import QuizYAML
import Testing

@testable import QuizLanguageServer

/// LSP positions count UTF-16 code units (or scalars, when negotiated); the compiler's
/// columns count scalars. Astral characters (emoji, CJK Extension B) are where they differ.
@Suite struct PositionEncodingTests {
    /// `a😀b𠀋c` then a CR LF, `é` and a CR, then `x`: 1 + 2 + 1 + 2 + 1 UTF-16 units on line 0.
    let lines = LineIndex(bytes: Array("a😀b𠀋c\r\né\rx".utf8))

    @Test func compilerColumnsBecomeUTF16Offsets() {
        let expected = [(1, 0), (2, 1), (3, 3), (4, 4), (5, 6), (6, 7)]
        for (column, character) in expected {
            #expect(
                lines.position(of: SourcePosition(line: 1, column: column), encoding: .utf16)
                    == LSPPosition(line: 0, character: character))
            #expect(
                lines.sourcePosition(of: LSPPosition(line: 0, character: character), encoding: .utf16)
                    == SourcePosition(line: 1, column: column))
        }
    }

    @Test func utf32OffsetsAreColumnsMinusOne() {
        for column in 1...6 {
            #expect(
                lines.position(of: SourcePosition(line: 1, column: column), encoding: .utf32)
                    == LSPPosition(line: 0, character: column - 1))
        }
    }

    @Test func anOffsetInsideASurrogatePairIsItsScalarsStart() {
        #expect(
            lines.sourcePosition(of: LSPPosition(line: 0, character: 2), encoding: .utf16)
                == SourcePosition(line: 1, column: 2))
        #expect(lines.byteOffset(of: LSPPosition(line: 0, character: 2), encoding: .utf16) == 1)
    }

    @Test func linesEndAtLFCRLFAndCR() {
        #expect(lines.lineCount == 3)
        #expect(
            lines.position(of: SourcePosition(line: 2, column: 2), encoding: .utf16)
                == LSPPosition(line: 1, character: 1))
        #expect(
            lines.byteOffset(of: LSPPosition(line: 2, character: 0), encoding: .utf16)
                == Array("a😀b𠀋c\r\né\r".utf8).count)
    }

    @Test func positionsPastALinesEndMapBothWaysExactly() {
        let past = SourcePosition(line: 2, column: 5)
        let lsp = lines.position(of: past, encoding: .utf16)
        #expect(lsp == LSPPosition(line: 1, character: 4))
        #expect(lines.sourcePosition(of: lsp, encoding: .utf16) == past)
        // Byte offsets (edits) are clamped to the line.
        #expect(lines.byteOffset(of: lsp, encoding: .utf16) == Array("a😀b𠀋c\r\né".utf8).count)
    }

    @Test func fileURIsAndPathsRoundTrip() {
        let path = "/tmp/ümlaut folder/quiz #1.quiz.yaml"
        let uri = DocumentURI.uri(of: path)
        #expect(uri == "file:///tmp/%C3%BCmlaut%20folder/quiz%20%231.quiz.yaml")
        #expect(DocumentURI.path(of: uri) == path)
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
        #expect(DocumentURI.path(of: "file:///a%2") == nil)
        #expect(DocumentURI.path(of: "file:///a%00b") == nil)
    }
}
