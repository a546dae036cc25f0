import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import QuizLanguageServer

/// Open documents overlay the disk, full and incremental changes are applied, and the
/// diagnostics are published again after each change (an empty list when they are gone).
@Suite struct DocumentSyncTests {
    static let quiz = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - id: q1
            text: Pick one
            options:
              - {id: x, label: X, weights: {a: 1}}
              - {id: y, label: Y, weights: {b: 1}}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """

    func codes(_ params: JSONValue?) -> [JSONValue] {
        guard case .array(let items)? = params?["diagnostics"] else { return [] }
        return items.map { $0["code"] ?? .null }
    }

    func change(_ path: String, version: Int, _ changes: [JSONValue]) -> JSONValue {
        .object([
            ("textDocument", .object([("uri", .string(DocumentURI.uri(of: path))), ("version", .integer(version))])),
            ("contentChanges", .array(changes)),
        ])
    }

    func rangeChange(_ line: Int, _ from: Int, _ to: Int, _ text: String) -> JSONValue {
        .object([
            ("range", .range(LSPPosition(line: line, character: from), LSPPosition(line: line, character: to))),
            ("text", .string(text)),
        ])
    }

    @Test func anIncrementalEditReportsAndThenClearsADiagnosticFromTheUnsavedBuffer() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("demo.quiz.yaml", Self.quiz)
        var client = ScriptedClient()
        client.initialize(root: folder.path)
        client.open(path, Self.quiz)
        // Line 9 is `      - {id: x, label: X, weights: {a: 1}}`: make the weight name a trait nobody declared.
        client.notify("textDocument/didChange", change(path, version: 2, [rangeChange(9, 36, 37, "c")]))
        let afterBreak = client.run()
        let uri = DocumentURI.uri(of: path)
        #expect(codes(afterBreak.latestDiagnostics[uri]).contains(.string("unknown-trait")))
        #expect(afterBreak.latestDiagnostics[uri]?["version"] == .integer(2))

        client.notify("textDocument/didChange", change(path, version: 3, [rangeChange(9, 36, 37, "a")]))
        client.shutdownAndExit()
        let afterFix = client.run()
        #expect(afterFix.latestDiagnostics[uri]?["diagnostics"] == .array([]))
        #expect(afterFix.latestDiagnostics[uri]?["version"] == .integer(3))
        #expect(afterFix.status == .success)
    }

    @Test func aFullChangeReplacesTheTextAndTheDiskIsNotRead() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("demo.quiz.yaml", Self.quiz)
        var client = ScriptedClient()
        client.initialize(root: folder.path)
        client.open(path, Self.quiz)
        client.notify(
            "textDocument/didChange",
            change(
                path, version: 2,
                [.object([("text", .string(Self.quiz.replacingOccurrences(of: "[a, b]}", with: "[a, z]}")))])]))
        client.shutdownAndExit()
        let run = client.run()
        #expect(!codes(run.latestDiagnostics[DocumentURI.uri(of: path)]).isEmpty)
    }

    @Test func anUnsavedDuplicateQuizIdIsReportedAcrossFilesAndGoesAwayOnClose() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("a.quiz.yaml", Self.quiz)
        let second = try folder.write(
            "b.quiz.yaml", Self.quiz.replacingOccurrences(of: "quiz: demo", with: "quiz: other"))
        var client = ScriptedClient()
        client.initialize(root: folder.path)
        client.open(second, Self.quiz)
        let opened = client.run()
        #expect(codes(opened.latestDiagnostics[DocumentURI.uri(of: second)]) == [.string("duplicate-id")])
        #expect(opened.latestDiagnostics[DocumentURI.uri(of: first)] == nil)

        client.notify(
            "textDocument/didClose",
            .object([("textDocument", .object([("uri", .string(DocumentURI.uri(of: second)))]))]))
        client.shutdownAndExit()
        let closed = client.run()
        #expect(closed.latestDiagnostics[DocumentURI.uri(of: second)]?["diagnostics"] == .array([]))
    }

    @Test func aCleanDocumentGetsAnEmptyListWhenOpened() throws {
        let folder = try TemporaryFolder()
        let path = (folder.path as NSString).appendingPathComponent("demo.quiz.yaml")
        var client = ScriptedClient()
        client.initialize(root: nil)
        client.open(path, Self.quiz, version: 3)
        client.shutdownAndExit()
        let run = client.run()
        let published = run.messages.filter { $0["method"] == .string("textDocument/publishDiagnostics") }
        #expect(published.count == 1)
        #expect(published.first?["params"]?["uri"] == .string(DocumentURI.uri(of: path)))
        #expect(published.first?["params"]?["version"] == .integer(3))
        #expect(published.first?["params"]?["diagnostics"] == .array([]))
    }

    @Test func theServerNegotiatesUTF32WhenOfferedElseUTF16() {
        for (offered, chosen) in [(["utf-8", "utf-32", "utf-16"], "utf-32"), (["utf-8"], "utf-16"), ([], "utf-16")] {
            var client = ScriptedClient()
            client.initialize(root: nil, encodings: offered)
            client.shutdownAndExit()
            let run = client.run()
            #expect(run.response(1)?["result"]?["capabilities"]?["positionEncoding"] == .string(chosen))
        }
    }
}
