import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import QuizLanguageServer

/// The analysis never keeps the server from answering: the diagnostics that need no analysis
/// are published at once, the analysis runs in the background and its diagnostics follow for
/// the text it analysed, a change cancels it, and `$/cancelRequest` is honoured.
@Suite struct ResponsivenessTests {
    /// A complete quiz whose only finding comes from the analysis: option `z` has no weights
    /// (`dead-option`).
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
              - {id: z, label: Not sure}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """

    /// The same quiz with `z` neutral on purpose: clean.
    static let cleanQuiz = quiz.replacingOccurrences(of: "label: Not sure}", with: "label: Not sure, weights: {}}")

    static func codes(_ message: JSONValue) -> [JSONValue] {
        guard case .array(let items)? = message["params"]?["diagnostics"] else { return [] }
        return items.map { $0["code"] ?? .null }
    }

    static func isPublish(_ message: JSONValue) -> Bool {
        message["method"] == .string("textDocument/publishDiagnostics")
    }

    static func hoverParams(_ path: String) -> JSONValue {
        .object([
            ("textDocument", .object([("uri", .string(DocumentURI.uri(of: path)))])),
            ("position", .object([("line", .integer(6)), ("character", .integer(9))])),
        ])
    }

    @Test func aRequestAfterDidOpenIsAnsweredBeforeTheAnalysisFinishes() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("demo.quiz.yaml", Self.quiz)
        var client = ScriptedClient()
        client.settles = false
        client.initialize(root: folder.path)
        client.open(path, Self.quiz)
        let hover = client.request("textDocument/hover", Self.hoverParams(path))
        let outcomeHover = client.request(
            "textDocument/hover",
            .object([
                ("textDocument", .object([("uri", .string(DocumentURI.uri(of: path)))])),
                ("position", .object([("line", .integer(13)), ("character", .integer(2))])),
            ]))
        client.settle()
        client.shutdownAndExit()
        // The analysis waits until the hover is answered (at most 20 s, so a server that waits
        // for the analysis before answering fails here instead of hanging).
        let hoverAnswered = Gate()
        let output = WatchedOutput { message in
            if message["id"] == .integer(outcomeHover) { hoverAnswered.open() }
        }
        let compilation = QuizCompilation()
        let run = client.run(
            output: output,
            fullCompile: { file in
                _ = hoverAnswered.wait(seconds: 20)
                return compilation.compile(file)
            })
        let hoverIndex = try #require(run.messages.firstIndex { $0["id"] == .integer(hover) })
        #expect(run.response(hover)?["result"]?["contents"] != nil)
        // An outcome's probability needs the analysis: the hover says it is on its way.
        guard case .string(let outcome)? = run.response(outcomeHover)?["result"]?["contents"]?["value"] else {
            Issue.record("no hover on the outcome: \(String(describing: run.response(outcomeHover)))")
            return
        }
        #expect(outcome.contains("The analysis is still running"))
        let publishes = run.messages.indices.filter { Self.isPublish(run.messages[$0]) }
        let analysed = try #require(publishes.first { Self.codes(run.messages[$0]) == [.string("dead-option")] })
        #expect(hoverIndex < analysed)
        // Before the analysis: the quick diagnostics (none), published at once.
        let first = try #require(publishes.first)
        #expect(first < hoverIndex && Self.codes(run.messages[first]).isEmpty)
        #expect(run.status == .success)
    }

    @Test func aChangeCancelsTheRunningAnalysisAndItsDiagnosticsAreNeverPublished() throws {
        let folder = try TemporaryFolder()
        let path = (folder.path as NSString).appendingPathComponent("demo.quiz.yaml")
        var client = ScriptedClient()
        client.settles = false
        client.initialize(root: nil)
        client.open(path, Self.quiz)
        client.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(DocumentURI.uri(of: path))), ("version", .integer(2))])),
                ("contentChanges", .array([.object([("text", .string(Self.cleanQuiz))])])),
            ]))
        client.settle()
        client.shutdownAndExit()
        let firstAnalysisStarted = Gate()
        let firstAnalysisCancelled = Gate()
        // The server's first publication (the quick diagnostics of version 1) waits until the
        // analysis of version 1 is running, so that the change arrives while it runs.
        let output = WatchedOutput { message in
            if Self.isPublish(message) && message["params"]?["version"] == .integer(1) {
                _ = firstAnalysisStarted.wait(seconds: 20)
            }
        }
        let compilation = QuizCompilation()
        let firstBytes = Array(Self.quiz.utf8)
        let run = client.run(
            output: output,
            fullCompile: { file in
                if file.bytes == firstBytes {
                    firstAnalysisStarted.open()
                    let deadline = Date().addingTimeInterval(20)
                    while !Task.isCancelled && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
                    if Task.isCancelled { firstAnalysisCancelled.open() }
                }
                return compilation.compile(file)
            })
        #expect(firstAnalysisCancelled.isOpen)
        let publishes = run.messages.filter(Self.isPublish)
        #expect(!publishes.contains { Self.codes($0).contains(.string("dead-option")) })
        // Version 2 is clean, as version 1 was before its analysis: nothing new to publish.
        #expect(publishes.allSatisfy { Self.codes($0).isEmpty })
        #expect(run.status == .success)
    }

    @Test func whileTheAnalysisRunsAFixIsProvenAgainstWholeCompilations() throws {
        // A safe fix (the control character in the text) is proven against the analyses:
        // with the quiz's analysis still running, the proof compiles it whole itself.
        let text = Self.quiz.replacingOccurrences(of: "text: Pick one", with: "text: \"Pick\\aone\"")
        let path = "/nowhere/demo.quiz.yaml"
        var client = ScriptedClient()
        client.settles = false
        client.initialize(root: nil)
        client.open(path, text)
        let action = client.request(
            "textDocument/codeAction",
            .object([
                ("textDocument", .object([("uri", .string(DocumentURI.uri(of: path)))])),
                ("range", .range(LSPPosition(line: 7, character: 12), LSPPosition(line: 7, character: 12))),
                ("context", .object([("diagnostics", .array([]))])),
            ]))
        client.settle()
        client.shutdownAndExit()
        let answered = Gate()
        let output = WatchedOutput { message in
            if message["id"] == .integer(action) { answered.open() }
        }
        let compilation = QuizCompilation()
        let run = client.run(
            output: output,
            fullCompile: { file in
                _ = answered.wait(seconds: 20)
                return compilation.compile(file)
            })
        guard case .array(let actions)? = run.response(action)?["result"] else {
            Issue.record("no actions: \(String(describing: run.response(action)))")
            return
        }
        #expect(actions.count == 1)
        #expect(actions.first?["isPreferred"] == .bool(true))
    }

    @Test func aRequestCancelledWhileQueuedIsAnsweredWithRequestCancelled() {
        var client = ScriptedClient()
        client.settles = false
        client.initialize(root: nil)
        let hover = client.request("textDocument/hover", Self.hoverParams("/nowhere/demo.quiz.yaml"))
        client.notify("$/cancelRequest", .object([("id", .integer(hover))]))
        let shutdown = client.request("shutdown")
        client.notify("exit")
        // The server is held writing its answer to `initialize` until it has read everything,
        // so the hover request is still queued when its cancellation arrives.
        let inputEnded = Gate()
        let output = WatchedOutput { message in
            if message["id"] == .integer(1) { _ = inputEnded.wait(seconds: 20) }
        }
        let run = client.run(output: output, inputEnded: { inputEnded.open() })
        #expect(run.errorCode(hover) == -32800)
        #expect(run.response(shutdown)?["result"] == .null)
        #expect(run.status == .success)
    }
}

/// A one-way gate between threads: closed until `open`.
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var opened = false

    func open() {
        condition.lock()
        opened = true
        condition.broadcast()
        condition.unlock()
    }

    var isOpen: Bool {
        condition.lock()
        defer { condition.unlock() }
        return opened
    }

    /// Waits until the gate is open or `seconds` passed; whether it is open.
    func wait(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while !opened && condition.wait(until: deadline) {}
        return opened
    }
}
