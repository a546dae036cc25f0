package import QuizRuntime

/// A JSON-RPC request id: a number (kept as its literal) or a string.
package enum RequestID: Hashable, Sendable {
    /// A number id, as written.
    case number(String)
    /// A string id.
    case string(String)

    /// The id as JSON.
    package var json: JSONValue {
        switch self {
        case .number(let text): .number(text)
        case .string(let text): .string(text)
        }
    }
}

/// A JSON-RPC error the server answers with (codes of JSON-RPC 2.0 and LSP 3.17).
package struct ResponseError: Error, Equatable, Sendable {
    /// The error code.
    package var code: Int
    /// What is wrong, for the client's log.
    package var message: String
    /// Further data, when any.
    package var data: JSONValue?

    /// An error with `code` and `message`.
    package init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// -32700: the message is not JSON, or its framing is broken.
    package static func parseError(_ message: String) -> Self { .init(code: -32700, message: message) }
    /// -32600: not a JSON-RPC request (or over a size bound).
    package static func invalidRequest(_ message: String) -> Self { .init(code: -32600, message: message) }
    /// -32601: no such method.
    package static func methodNotFound(_ method: String) -> Self {
        .init(code: -32601, message: "quizc's language server has no method `\(method)`")
    }
    /// -32602: the params do not have the shape the method takes.
    package static func invalidParams(_ message: String) -> Self { .init(code: -32602, message: message) }
    /// -32603: the server failed.
    package static func internalError(_ message: String) -> Self { .init(code: -32603, message: message) }
    /// -32002: a request before `initialize`.
    package static let serverNotInitialized = Self(
        code: -32002, message: "the server is not initialized yet; send `initialize` first")
    /// -32800: the client cancelled the request (`$/cancelRequest`) before it was answered.
    package static let requestCancelled = Self(
        code: -32800, message: "the request was cancelled by the client ($/cancelRequest) before it was answered")
    /// -32803: the request is valid but refused (LSP's RequestFailed: a rename that would change a wire key, say).
    package static func requestFailed(_ message: String) -> Self { .init(code: -32803, message: message) }

    /// The error object.
    package var json: JSONValue {
        var members: [(String, JSONValue)] = [("code", .integer(code)), ("message", .string(message))]
        if let data { members.append(("data", data)) }
        return .object(members)
    }
}

/// Why a message body is not a JSON-RPC message: the error to answer with, and the id to
/// answer (`nil`: `null`, when the message's id could not be read).
package struct Rejection: Error, Equatable, Sendable {
    /// The request's id, when it could be read.
    package var id: RequestID?
    /// The error to answer with.
    package var error: ResponseError

    /// A rejection of the message with `id`.
    package init(_ id: RequestID?, _ error: ResponseError) {
        self.id = id
        self.error = error
    }
}

/// One message from the client, as JSON-RPC 2.0 reads it.
package enum IncomingMessage: Equatable, Sendable {
    /// A request: it gets a response with its id.
    case request(id: RequestID, method: String, params: JSONValue?)
    /// A notification: no response.
    case notification(method: String, params: JSONValue?)
    /// A response to a request the server sent (the server ignores them).
    case response(id: RequestID?)

    /// Reads a message body; the error to answer with (id `null`, or the request's when it
    /// could be read) when it is not a JSON-RPC message.
    package static func parse(_ body: [UInt8]) -> Result<IncomingMessage, Rejection> {
        let value: JSONValue
        do {
            value = try JSONParser(maxDepth: MessageLimits.maxJSONDepth).parse(body)
        } catch {
            // Nesting past the bound is a message over a bound (-32600), not bad JSON.
            if error.message.hasPrefix("nesting deeper") {
                return .failure(
                    Rejection(
                        nil, .invalidRequest("the message is nested deeper than \(MessageLimits.maxJSONDepth) levels")))
            }
            return .failure(Rejection(nil, .parseError("the message is not JSON: \(error.description)")))
        }
        guard case .object = value else {
            return .failure(
                Rejection(nil, .invalidRequest("a message is one JSON object (batches are not used by LSP)")))
        }
        var id: RequestID?
        switch value["id"] {
        case nil, .null?: id = nil
        case .number(let text)?: id = .number(text)
        case .string(let text)?: id = .string(text)
        default: return .failure(Rejection(nil, .invalidRequest("`id` is a number or a string")))
        }
        // `null` params are taken as none: clients send `"params": null` with `shutdown` and `exit`.
        var params = value["params"]
        switch params {
        case nil, .object?, .array?: break
        case .null?: params = nil
        default: return .failure(Rejection(id, .invalidRequest("`params` is an object or an array")))
        }
        guard let methodValue = value["method"] else {
            if value["result"] != nil || value["error"] != nil { return .success(.response(id: id)) }
            return .failure(
                Rejection(id, .invalidRequest("a message has a `method` (a request or notification) or a `result`")))
        }
        guard case .string(let method) = methodValue else {
            return .failure(Rejection(id, .invalidRequest("`method` is a string")))
        }
        if let id { return .success(.request(id: id, method: method, params: params)) }
        return .success(.notification(method: method, params: params))
    }
}

/// The messages the server sends, as bodies ready to frame.
package enum OutgoingMessage {
    /// The writer of every message: members in a fixed order, so the bytes are deterministic.
    static let writer = JSONWriter(sortKeys: false, pretty: false)

    /// A successful response.
    package static func result(_ id: RequestID, _ result: JSONValue) -> [UInt8] {
        writer.bytes(.object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", result)]))
    }

    /// An error response (`id` null when the request's id is unknown).
    package static func error(_ id: RequestID?, _ error: ResponseError) -> [UInt8] {
        writer.bytes(.object([("jsonrpc", .string("2.0")), ("id", id?.json ?? .null), ("error", error.json)]))
    }

    /// A request the server sends the client (`client/registerCapability`).
    package static func request(_ id: RequestID, _ method: String, _ params: JSONValue) -> [UInt8] {
        writer.bytes(
            .object([("jsonrpc", .string("2.0")), ("id", id.json), ("method", .string(method)), ("params", params)]))
    }

    /// A notification.
    package static func notification(_ method: String, _ params: JSONValue) -> [UInt8] {
        writer.bytes(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }
}
