import Foundation
@_spi(Tools) package import QuizCompiler
import QuizRuntime
@_spi(Tools) import QuizYAML

/// The message loop: answers requests, applies notifications, and publishes diagnostics
/// after every change, so that an analysis never keeps it from answering:
///
/// - a reader thread reads and parses the messages and queues them (`ServerEvents`); a
///   `$/cancelRequest` turns its request, while still queued, into a `-32800` answer;
/// - the loop handles one event at a time and owns the state: after a change it compiles
///   the changed files with their analysis deferred and publishes those diagnostics at once;
/// - the analysis runs in the background (`AnalysisJob`); a change cancels it, and its
///   diagnostics, exactly `quizc lint`'s, are published when it is done, for the text it
///   analysed only.
package struct LanguageServer<Input: MessageInput> {
    /// Where the session is in the LSP lifecycle.
    enum Phase {
        /// Before `initialize`: requests get `-32002`, notifications are dropped.
        case uninitialized
        /// Answering requests.
        case running
        /// After `shutdown`: requests get `-32600`; `exit` ends the loop with 0.
        case shutDown
    }

    private let reader: ReaderThread<Input>
    private var output: any MessageOutput
    private let log: (String) -> Void
    private var phase = Phase.uninitialized
    private var publisher = DiagnosticsPublisher()
    /// The session's state, as features see it.
    package let state: ServerState
    /// The next id of a request the server sends.
    private var nextRequestID = 1
    /// What the reader thread and the background analysis hand the loop.
    package let events: ServerEvents
    /// How a file is compiled with its analysis, in the background.
    private let fullCompile: FullCompile
    /// The background analysis running, if any.
    private var analysis: AnalysisJob?

    /// A server reading `input`, writing to `output`, compiling with `compilation`; `log`
    /// gets lines for the client's log (standard error). Tests give their own `events` (to
    /// wait until the server is idle) and `fullCompile` (a slow analysis).
    package init(
        input: Input, output: any MessageOutput, compilation: QuizCompilation,
        log: @escaping (String) -> Void = { _ in }, events: ServerEvents = ServerEvents(),
        fullCompile: FullCompile? = nil
    ) {
        reader = ReaderThread(
            MessageReader(
                input, maxContentLength: MessageLimits.maxContentLength(documentsOf: compilation.limits.maxFileBytes)))
        self.output = output
        self.log = log
        self.events = events
        self.fullCompile = fullCompile ?? { compilation.compile($0) }
        state = ServerState(compilation: compilation)
    }

    /// Runs until `exit` or the end of the input: `.success` after `exit` following
    /// `shutdown`, `.failure` otherwise (LSP 3.17, "exit").
    package mutating func run() -> ExitStatus {
        reader.start(posting: events)
        let status = loop()
        analysis?.cancel()
        events.close()
        return status
    }

    /// Handles events until one ends the session.
    private mutating func loop() -> ExitStatus {
        while true {
            switch events.next() {
            case .message(let parsed):
                if let status = handle(parsed) { return status }
            case .cancelled(let id):
                if !send(OutgoingMessage.error(id, .requestCancelled)) { return .failure }
            case .oversized(let reason):
                log("dropped: \(reason)")
                if !send(OutgoingMessage.error(nil, .invalidRequest(reason))) { return .failure }
            case .malformed(let reason):
                log("bad framing: \(reason)")
                if !send(OutgoingMessage.error(nil, .parseError("bad message framing: \(reason)"))) { return .failure }
            case .end(let truncated):
                if truncated { log("the input ended inside a message") }
                return .failure
            case .analysed(let job, let files):
                defer { events.analysisHandled() }
                if analysis === job { analysis = nil }
                if let files, state.workspace.complete(files) {
                    state.refresh()
                    if !publishDiagnostics() { return .failure }
                }
                startAnalysis()
            }
        }
    }

    /// Starts the background analysis of the files that await one, cancelling one of other
    /// files or contents; keeps one already running for exactly these.
    private mutating func startAnalysis() {
        let awaiting = state.workspace.awaitingAnalysis
        if let running = analysis, running.compiles(awaiting) { return }
        analysis?.cancel()
        analysis = awaiting.isEmpty ? nil : AnalysisJob.start(awaiting, compile: fullCompile, events: events)
    }

    /// Handles one message; a status when the loop ends (`exit`, or the output is gone).
    private mutating func handle(_ parsed: Result<IncomingMessage, Rejection>) -> ExitStatus? {
        switch parsed {
        case .failure(let rejection):
            return send(OutgoingMessage.error(rejection.id, rejection.error)) ? nil : .failure
        case .success(.response):
            return nil
        case .success(.notification(let method, let params)):
            if method == "exit" { return phase == .shutDown ? .success : .failure }
            guard phase == .running else { return nil }
            do {
                if try DocumentSync.apply(method, params, to: state) {
                    startAnalysis()
                    return publishDiagnostics() ? nil : .failure
                }
                if method == "initialized" {
                    registerFileWatching()
                    return publishDiagnostics() ? nil : .failure
                }
            } catch {
                log("\(method): \(error.message)")
            }
            return nil
        case .success(.request(let id, let method, let params)):
            let reply: [UInt8]
            switch respond(method, params) {
            case .success(let result): reply = OutgoingMessage.result(id, result)
            case .failure(let error): reply = OutgoingMessage.error(id, error)
            }
            return send(reply) ? nil : .failure
        }
    }

    /// The result of one request, by the lifecycle's rules and the registered features.
    private mutating func respond(_ method: String, _ params: JSONValue?) -> Result<JSONValue, ResponseError> {
        switch (phase, method) {
        case (.uninitialized, "initialize"):
            do {
                let result = try Initialize.respond(to: params, in: state)
                phase = .running
                state.refresh()
                startAnalysis()
                return .success(result)
            } catch {
                return .failure(error)
            }
        case (.uninitialized, _): return .failure(.serverNotInitialized)
        case (.shutDown, _): return .failure(.invalidRequest("the server is shutting down; send `exit`"))
        case (.running, "initialize"): return .failure(.invalidRequest("the server is already initialized"))
        case (.running, "shutdown"):
            phase = .shutDown
            return .success(.null)
        case (.running, _):
            guard let feature = FeatureRegistry.feature(for: method) else { return .failure(.methodNotFound(method)) }
            do {
                return .success(try feature.respond(to: params, in: state))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Sends the diagnostics that changed; `false` when the output is gone.
    private mutating func publishDiagnostics() -> Bool {
        for params in publisher.changes(in: state) {
            if !send(OutgoingMessage.notification("textDocument/publishDiagnostics", params)) { return false }
        }
        return true
    }

    /// Asks a client that can register capabilities to report changes of `*.yaml` and
    /// `*.yml` files on disk (`workspace/didChangeWatchedFiles`).
    private mutating func registerFileWatching() {
        guard
            state.clientCapabilities.lookup("workspace", "didChangeWatchedFiles", "dynamicRegistration")?.isTrue == true
        else { return }
        let watchers = JSONValue.array([
            .object([("globPattern", .string("**/*.yaml"))]), .object([("globPattern", .string("**/*.yml"))]),
        ])
        let registration = JSONValue.object([
            ("id", .string("quizc-watch-quiz-files")), ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", watchers)])),
        ])
        let id = RequestID.number(String(nextRequestID))
        nextRequestID += 1
        _ = send(
            OutgoingMessage.request(
                id, "client/registerCapability", .object([("registrations", .array([registration]))])))
    }

    /// Frames and writes one message; `false` when the output is gone.
    private mutating func send(_ body: [UInt8]) -> Bool {
        output.write(MessageWriter.frame(body))
    }
}

/// The thread that reads and parses the client's messages and posts them to the loop, so
/// that the loop is free while the client writes (and sees `$/cancelRequest` early).
final class ReaderThread<Input: MessageInput>: @unchecked Sendable {
    private var reader: MessageReader<Input>

    init(_ reader: MessageReader<Input>) {
        self.reader = reader
    }

    /// Starts reading into `events`, until the end of the input.
    func start(posting events: ServerEvents) {
        let thread = Thread { [self] in
            while true {
                switch reader.next() {
                case .message(let body): events.post(read: .message(IncomingMessage.parse(body)), bytes: body.count)
                case .oversized(let reason): events.post(read: .oversized(reason: reason))
                case .malformed(let reason): events.post(read: .malformed(reason: reason))
                case .end(let truncated):
                    events.post(read: .end(truncated: truncated))
                    return
                }
            }
        }
        thread.name = "quizc lsp reader"
        thread.start()
    }
}
