import Foundation
import QuizRuntime

@_spi(Tools) @testable import QuizCompiler
@testable import QuizLanguageServer

/// A client's session written out in advance: messages framed into bytes, fed to the server
/// in process, and its framed replies read back.
///
/// By default the client waits before each message until the server is idle (every message
/// handled, no analysis running), as a person typing slowly would: each message then sees the
/// server's complete answer to the ones before. With `settles` false it waits only at the
/// points `settle()` marks, and the server may read ahead (the tests of responsiveness).
struct ScriptedClient {
    /// The bytes the server will read.
    var bytes: [UInt8] = []
    private var nextID = 1
    /// Whether each message waits for the server to be idle first.
    var settles = true
    /// The offsets in `bytes` where the client waits for the server to be idle.
    private(set) var settlePoints: [Int] = []

    /// Marks the start of a message (a settle point when `settles`).
    private mutating func messageStarts() {
        if settles { settle() }
    }

    /// Waits here until the server is idle.
    mutating func settle() {
        if settlePoints.last != bytes.count { settlePoints.append(bytes.count) }
    }

    /// Adds raw bytes (hostile input).
    mutating func raw(_ bytes: [UInt8]) {
        messageStarts()
        self.bytes += bytes
    }

    /// Adds a framed body.
    mutating func framed(_ body: String) {
        messageStarts()
        bytes += MessageWriter.frame(Array(body.utf8))
    }

    /// Adds a request; returns its id.
    @discardableResult
    mutating func request(_ method: String, _ params: JSONValue? = nil) -> Int {
        let id = nextID
        nextID += 1
        var members: [(String, JSONValue)] = [
            ("jsonrpc", .string("2.0")), ("id", .integer(id)), ("method", .string(method)),
        ]
        if let params { members.append(("params", params)) }
        messageStarts()
        bytes += MessageWriter.frame(JSONWriter.line.bytes(.object(members)))
        return id
    }

    /// Adds a notification.
    mutating func notify(_ method: String, _ params: JSONValue? = nil) {
        var members: [(String, JSONValue)] = [("jsonrpc", .string("2.0")), ("method", .string(method))]
        if let params { members.append(("params", params)) }
        messageStarts()
        bytes += MessageWriter.frame(JSONWriter.line.bytes(.object(members)))
    }

    /// `initialize` for `root` (a folder path, or none) offering `encodings`, then `initialized`.
    mutating func initialize(root: String?, encodings: [String] = ["utf-16"], capabilities: [(String, JSONValue)] = [])
    {
        var params: [(String, JSONValue)] = [("processId", .null)]
        params.append(
            (
                "capabilities",
                .object(
                    [("general", .object([("positionEncodings", .array(encodings.map { .string($0) }))]))]
                        + capabilities)
            ))
        if let root {
            params.append(("rootUri", .string(DocumentURI.uri(of: root))))
            params.append(
                (
                    "workspaceFolders",
                    .array([.object([("uri", .string(DocumentURI.uri(of: root))), ("name", .string("w"))])])
                ))
        }
        request("initialize", .object(params))
        notify("initialized", .object([]))
    }

    /// `didOpen` of `path` with `text`.
    mutating func open(_ path: String, _ text: String, version: Int = 1) {
        notify(
            "textDocument/didOpen",
            .object([
                (
                    "textDocument",
                    .object([
                        ("uri", .string(DocumentURI.uri(of: path))), ("languageId", .string("yaml")),
                        ("version", .integer(version)), ("text", .string(text)),
                    ])
                )
            ]))
    }

    /// `shutdown` then `exit`.
    mutating func shutdownAndExit() {
        request("shutdown")
        notify("exit")
    }

    /// Runs a server over the bytes; its exit status and every message it wrote. `output`
    /// sees each framed message as it is written; `inputEnded` is called when the server has
    /// read the last byte; `fullCompile` replaces the compiler's whole compilation (analysis).
    func run(
        compilation: QuizCompilation = QuizCompilation(), chunkSize: Int = 4096,
        output: WatchedOutput = WatchedOutput(),
        inputEnded: @escaping @Sendable () -> Void = {}, fullCompile: FullCompile? = nil
    ) -> ServerRun {
        let events = ServerEvents()
        let input = SettlingInput(
            bytes: bytes, chunkSize: chunkSize, settlePoints: settlePoints, events: events, ended: inputEnded)
        var server = LanguageServer(
            input: input, output: output, compilation: compilation, events: events, fullCompile: fullCompile)
        let status = server.run()
        return ServerRun(status: status, messages: ServerRun.messages(in: output.bytes))
    }
}

/// A script's bytes handed to the server in chunks, never past a settle point before the
/// server is idle.
struct SettlingInput: MessageInput {
    let bytes: [UInt8]
    let chunkSize: Int
    let settlePoints: [Int]
    let events: ServerEvents
    let ended: @Sendable () -> Void
    private var offset = 0
    private var nextPoint = 0

    init(
        bytes: [UInt8], chunkSize: Int, settlePoints: [Int], events: ServerEvents, ended: @escaping @Sendable () -> Void
    ) {
        self.bytes = bytes
        self.chunkSize = max(1, chunkSize)
        self.settlePoints = settlePoints
        self.events = events
        self.ended = ended
    }

    mutating func read(maxCount: Int) -> [UInt8] {
        while nextPoint < settlePoints.count && settlePoints[nextPoint] <= offset {
            events.waitUntilIdle()
            nextPoint += 1
        }
        var end = min(bytes.count, offset + min(maxCount, chunkSize))
        if nextPoint < settlePoints.count { end = min(end, settlePoints[nextPoint]) }
        defer { offset = end }
        if end == offset { ended() }
        return Array(bytes[offset..<end])
    }
}

/// Collects what the server writes, and shows each framed message to `onMessage` as it is
/// written (on the server's thread: a test can hold the server there).
final class WatchedOutput: MessageOutput, @unchecked Sendable {
    private(set) var bytes: [UInt8] = []
    let onMessage: (JSONValue) -> Void

    init(onMessage: @escaping (JSONValue) -> Void = { _ in }) {
        self.onMessage = onMessage
    }

    func write(_ bytes: [UInt8]) -> Bool {
        self.bytes += bytes
        for message in ServerRun.messages(in: bytes) { onMessage(message) }
        return true
    }
}

/// What one server run wrote.
struct ServerRun {
    var status: ExitStatus
    var messages: [JSONValue]

    /// The framed messages in `bytes`, parsed.
    static func messages(in bytes: [UInt8]) -> [JSONValue] {
        var reader = MessageReader(BytesInput(bytes, chunkSize: 1 << 20))
        var messages: [JSONValue] = []
        while case .message(let body) = reader.next() {
            messages.append((try? JSONParser().parse(body)) ?? .string("<not JSON>"))
        }
        return messages
    }

    /// The response to request `id`.
    func response(_ id: Int) -> JSONValue? {
        messages.first { $0["id"] == .integer(id) && $0["method"] == nil }
    }

    /// The error code of the response to `id`.
    func errorCode(_ id: Int) -> Int? {
        guard case .number(let text)? = response(id)?["error"]?["code"] else { return nil }
        return Int(text)
    }

    /// The responses with an error, in order, as codes (ids `null` included).
    var errorCodes: [Int] {
        messages.compactMap { message in
            guard case .number(let text)? = message["error"]?["code"] else { return nil }
            return Int(text)
        }
    }

    /// The last `publishDiagnostics` params for each URI.
    var latestDiagnostics: [String: JSONValue] {
        var latest: [String: JSONValue] = [:]
        for message in messages where message["method"] == .string("textDocument/publishDiagnostics") {
            if case .string(let uri)? = message["params"]?["uri"] { latest[uri] = message["params"] }
        }
        return latest
    }
}

/// A temporary folder removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = (base as NSString).appendingPathComponent("quizc-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder; returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = (path as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
