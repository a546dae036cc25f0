@_spi(Tools) package import QuizCompiler
import QuizRuntime

/// The message loop: reads framed messages one at a time, answers requests, applies
/// notifications, and publishes diagnostics after every change. Single-threaded: a message
/// is handled whole before the next is read.
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

    private var reader: MessageReader<Input>
    private var output: any MessageOutput
    private let log: (String) -> Void
    private var phase = Phase.uninitialized
    private var publisher = DiagnosticsPublisher()
    /// The session's state, as features see it.
    package let state: ServerState
    /// The next id of a request the server sends.
    private var nextRequestID = 1

    /// A server reading `input`, writing to `output`, compiling with `compilation`; `log`
    /// gets lines for the client's log (standard error).
    package init(
        input: Input, output: any MessageOutput, compilation: QuizCompilation,
        log: @escaping (String) -> Void = { _ in }
    ) {
        reader = MessageReader(input)
        self.output = output
        self.log = log
        state = ServerState(compilation: compilation)
    }

    /// Runs until `exit` or the end of the input: `.success` after `exit` following
    /// `shutdown`, `.failure` otherwise (LSP 3.17, "exit").
    package mutating func run() -> ExitStatus {
        while true {
            switch reader.next() {
            case .message(let body):
                if let status = handle(body) { return status }
            case .oversized(let reason):
                log("dropped: \(reason)")
                if !send(OutgoingMessage.error(nil, .invalidRequest(reason))) { return .failure }
            case .malformed(let reason):
                log("bad framing: \(reason)")
                if !send(OutgoingMessage.error(nil, .parseError("bad message framing: \(reason)"))) { return .failure }
            case .end(let truncated):
                if truncated { log("the input ended inside a message") }
                return .failure
            }
        }
    }

    /// Handles one message body; a status when the loop ends (`exit`, or the output is gone).
    private mutating func handle(_ body: [UInt8]) -> ExitStatus? {
        switch IncomingMessage.parse(body) {
        case .failure(let rejection):
            return send(OutgoingMessage.error(rejection.id, rejection.error)) ? nil : .failure
        case .success(.response):
            return nil
        case .success(.notification(let method, let params)):
            if method == "exit" { return phase == .shutDown ? .success : .failure }
            guard phase == .running else { return nil }
            do {
                if try DocumentSync.apply(method, params, to: state) { return publishDiagnostics() ? nil : .failure }
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
