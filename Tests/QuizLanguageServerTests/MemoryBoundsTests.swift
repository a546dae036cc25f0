import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import QuizLanguageServer

/// What a session holds stays bounded: a text over the size limit is judged by its length
/// and never kept, and the analysis cache in memory drops its least recently used entries.
@Suite struct MemoryBoundsTests {
    @Test func aTextOverTheLimitIsKeptAsItsSizeOnly() throws {
        var store = DocumentStore(maxBytes: 16)
        store.open(uri: "file:///a.yaml", path: "/a.yaml", version: 1, text: String(repeating: "x", count: 17))
        #expect(store.document(at: "/a.yaml")?.content == .tooLarge(size: 17))
        #expect(store.document(at: "/a.yaml")?.bytes == [])
        // Only a whole text can replace it; a range change is refused and leaves it as it was.
        let range = JSONValue.object([
            ("range", .range(LSPPosition(line: 0, character: 0), LSPPosition(line: 0, character: 1))),
            ("text", .string("y")),
        ])
        #expect(throws: ResponseError.self) {
            try store.change(path: "/a.yaml", version: 2, changes: [range], encoding: .utf16)
        }
        try store.change(
            path: "/a.yaml", version: 3, changes: [.object([("text", .string("quiz: a"))])], encoding: .utf16)
        #expect(store.document(at: "/a.yaml")?.bytes == Array("quiz: a".utf8))
        // A range change that would grow the text past the limit keeps its size only.
        let growing = JSONValue.object([
            ("range", .range(LSPPosition(line: 0, character: 7), LSPPosition(line: 0, character: 7))),
            ("text", .string(String(repeating: "b", count: 10))),
        ])
        try store.change(path: "/a.yaml", version: 4, changes: [growing], encoding: .utf16)
        #expect(store.document(at: "/a.yaml")?.content == .tooLarge(size: 17))
    }

    @Test func anOpenedTextOverTheLimitIsLimitExceededAtItsFirstCharacter() {
        var client = ScriptedClient()
        client.initialize(root: nil)
        client.open("/nowhere/big.quiz.yaml", "quiz: big\n" + String(repeating: "# padding\n", count: 200))
        client.shutdownAndExit()
        let run = client.run(compilation: QuizCompilation(limits: YAMLLimits(maxFileBytes: 1024)))
        let params = run.latestDiagnostics[DocumentURI.uri(of: "/nowhere/big.quiz.yaml")]
        guard case .array(let items)? = params?["diagnostics"] else {
            Issue.record("no diagnostics")
            return
        }
        #expect(items.map { $0["code"] } == [.string("limit-exceeded")])
        #expect(items.first?["range"]?["start"] == .position(LSPPosition(line: 0, character: 0)))
    }

    @Test func aMessageLongerThanAnyDocumentWithinTheLimitNeedsIsRefusedByItsLength() {
        // Documents of at most 1 KiB: no message needs more than 6 KiB (every byte escaped)
        // and 1 MiB; a longer one is drained in chunks and refused, never parsed.
        let limit = MessageLimits.maxContentLength(documentsOf: 1024)
        #expect(limit == 6 * 1024 + (1 << 20))
        #expect(MessageLimits.maxContentLength(documentsOf: 1 << 40) == MessageLimits.maxContentLength)
        let text = String(repeating: "x", count: limit)
        let path = "/nowhere/big.quiz.yaml"
        var client = ScriptedClient()
        client.initialize(root: nil)
        client.open(path, "quiz: big\n")
        client.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(DocumentURI.uri(of: path))), ("version", .integer(2))])),
                ("contentChanges", .array([.object([("text", .string(text))])])),
            ]))
        client.shutdownAndExit()
        let run = client.run(compilation: QuizCompilation(limits: YAMLLimits(maxFileBytes: 1024)), chunkSize: 1 << 20)
        #expect(run.errorCodes == [-32600])
        #expect(run.status == .success)
    }

    @Test func theReaderWaitsWhileTheQueuedBodiesWouldPassTheirBound() {
        let events = ServerEvents()
        let big = ServerEvents.maxQueuedBytes / 2 + 1
        events.post(read: .malformed(reason: "first"), bytes: big)
        let secondPosted = Gate()
        Thread {
            events.post(read: .malformed(reason: "second"), bytes: big)
            secondPosted.open()
        }.start()
        // The second body would take the queue past its bound: the reader waits for the loop.
        #expect(!secondPosted.wait(seconds: 0.3))
        guard case .malformed(reason: "first") = events.next() else {
            Issue.record("not the first event")
            return
        }
        #expect(secondPosted.wait(seconds: 20))
        events.close()
    }

    @Test func theMemoryStorageDropsTheLeastRecentlyUsedEntries() throws {
        let storage = InMemoryAnalysisCacheStorage(maxBytes: 100)
        for index in 0..<10 { try storage.writeEntry([UInt8](repeating: 1, count: 30), named: "e\(index)") }
        #expect(storage.storedBytes <= 100)
        #expect(storage.entryNames == ["e7", "e8", "e9"])
        _ = storage.readEntry(named: "e7", limit: 1000)
        try storage.writeEntry([UInt8](repeating: 2, count: 30), named: "e10")
        #expect(storage.entryNames == ["e10", "e7", "e9"])
    }

    @Test func theSessionsAnalysisCacheStaysBoundedOverManyScoringEdits() throws {
        let storage = InMemoryAnalysisCacheStorage(maxBytes: 8 * 1024)
        var compilation = QuizCompilation()
        compilation.analysisCache = AnalysisCache(
            storage: storage,
            signingKey: try #require(CacheSigningKey(bytes: [UInt8](repeating: 7, count: CacheSigningKey.length))))
        let path = "/nowhere/demo.quiz.yaml"
        var client = ScriptedClient()
        client.initialize(root: nil)
        client.open(path, DocumentSyncTests.quiz)
        let edits = 30
        for weight in 2...(edits + 1) {
            // Each edit changes a weight: a new scoring, a new analysis to cache.
            let text = DocumentSyncTests.quiz.replacingOccurrences(
                of: "weights: {a: 1}", with: "weights: {a: \(weight)}")
            client.notify(
                "textDocument/didChange",
                .object([
                    (
                        "textDocument",
                        .object([("uri", .string(DocumentURI.uri(of: path))), ("version", .integer(weight))])
                    ),
                    ("contentChanges", .array([.object([("text", .string(text))])])),
                ]))
        }
        client.shutdownAndExit()
        let run = client.run(compilation: compilation)
        #expect(run.status == .success)
        #expect(storage.storedBytes <= 8 * 1024)
        #expect(storage.entryNames.count > 0 && storage.entryNames.count < edits)
    }
}
