import Testing

@_spi(Tools) @testable import QuizYAML

@Suite("libyaml errors become yaml-syntax at the right place")
struct SyntaxErrorTests {
    @Test func invalidUTF8InTheMiddleOfAFile() {
        var bytes = Array("quiz: a\ntitle: ok\ntext: caf".utf8)
        bytes += [0xC3, 0x28]  // a lead byte followed by a non-continuation byte
        bytes += Array(" here\n".utf8)
        let document = load(bytes: bytes)
        #expect(summary(document) == ["yaml-syntax@3:10"])
        #expect(document.problems.first?.message.contains("UTF-8") == true)
    }

    @Test func invalidUTF8AfterMultibyteCharactersCountsCharacters() {
        var bytes = Array("a: é€😀".utf8)
        bytes.append(0xFF)
        let document = load(bytes: bytes)
        #expect(summary(document) == ["yaml-syntax@1:7"])
    }

    @Test func nulByteIsReportedWhereItIs() {
        var bytes = Array("quiz: a\nti".utf8)
        bytes.append(0)
        bytes += Array("tle: b\n".utf8)
        let document = load(bytes: bytes)
        #expect(summary(document) == ["yaml-syntax@2:3"])
        #expect(document.problems.first?.message.contains("NUL") == true)
    }

    @Test func tabIndentation() {
        let document = load("quiz: a\ntraits:\n\t- E\n")
        #expect(summary(document) == ["yaml-syntax@3:1"])
        #expect(document.problems.first?.message.contains("tab") == true)
    }

    @Test func unclosedQuote() {
        let document = load("quiz: a\ntitle: \"never closed\n")
        #expect(summary(document) == ["yaml-syntax@2:8"])
        #expect(document.problems.first?.message.contains("never closed") == true)
        #expect(document.problems.first?.notes.first?.range?.start == SourcePosition(line: 3, column: 1))
    }

    @Test func utf16IsRefused() {
        let document = load(bytes: [0xFF, 0xFE, 0x61, 0x00])
        #expect(summary(document) == ["yaml-syntax@1:1"])
    }
}

@Suite("Documents, positions, BOM and line endings")
struct PositionTests {
    @Test func emptyFileHasNoRootAndNoProblem() {
        let document = load("")
        #expect(document.root == nil)
        #expect(document.problems.isEmpty)
    }

    @Test func commentsOnlyFileHasNoRoot() {
        #expect(load("# just a comment\n").root == nil)
    }

    @Test func nodesCarryStartAndEnd() throws {
        let document = load("quiz: demo\ntraits: [E, I]\n")
        let root = try #require(document.root)
        let quiz = try #require(root["quiz"])
        #expect(
            quiz.range
                == SourceRange(start: SourcePosition(line: 1, column: 7), end: SourcePosition(line: 1, column: 11)))
        let traits = try #require(root["traits"])
        #expect(traits.range.start == SourcePosition(line: 2, column: 9))
        #expect(
            traits.items.map(\.range.start) == [
                SourcePosition(line: 2, column: 10), SourcePosition(line: 2, column: 13),
            ])
    }

    @Test func columnsCountUnicodeScalars() throws {
        let root = try #require(load("\"é😀\": x\n").root)
        guard case .mapping(let entries) = root.content else { Issue.record("not a mapping"); return }
        #expect(entries[0].value.range.start == SourcePosition(line: 1, column: 7))
    }

    @Test func byteOrderMarkIsAcceptedAndNotCounted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("quiz: a\nb: c\n".utf8)
        let document = load(bytes: bytes)
        #expect(document.problems.isEmpty)
        let root = try #require(document.root)
        #expect(root["quiz"]?.range.start == SourcePosition(line: 1, column: 7))
        #expect(root["b"]?.range.start == SourcePosition(line: 2, column: 4))
    }

    @Test func byteOrderMarkWithAReaderError() {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab: c".utf8)
        bytes.append(0xFF)
        #expect(summary(load(bytes: bytes)) == ["yaml-syntax@1:6"])
    }

    @Test func crlfLineEndings() throws {
        let document = load("quiz: a\r\ntitle: b\r\nlist:\r\n  - x\r\n")
        #expect(document.problems.isEmpty)
        let root = try #require(document.root)
        #expect(root["title"]?.range.start == SourcePosition(line: 2, column: 8))
        #expect(root["list"]?.items.first?.range.start == SourcePosition(line: 4, column: 5))
    }

    @Test func crlfWithAReaderErrorOnALaterLine() {
        var bytes = Array("a: b\r\nc: d\r\ne: ".utf8)
        bytes.append(0xFE)
        #expect(summary(load(bytes: bytes)) == ["yaml-syntax@3:4"])
    }

    @Test func scalarStyles() throws {
        let root = try #require(load("a: plain\nb: 'single'\nc: \"double\"\nd: |\n  lit\ne: >\n  folded\n").root)
        func style(_ key: String) -> YAMLScalarStyle? {
            if case .scalar(_, let style) = root[key]?.content { return style }
            return nil
        }
        #expect(style("a") == .plain)
        #expect(style("b") == .singleQuoted)
        #expect(style("c") == .doubleQuoted)
        #expect(style("d") == .literal)
        #expect(style("e") == .folded)
        #expect(root["d"]?.scalarText == "lit\n")
    }

    @Test func mappingKeepsSourceOrder() throws {
        let root = try #require(load("z: 1\na: 2\nm: 3\n").root)
        guard case .mapping(let entries) = root.content else { Issue.record("not a mapping"); return }
        #expect(entries.map { $0.key.scalarText } == ["z", "a", "m"])
    }
}
