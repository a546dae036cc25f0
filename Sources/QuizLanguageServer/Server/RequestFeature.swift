package import QuizRuntime

/// One LSP request method the server answers, in a file of its own under Features/.
///
/// To add a method: write `struct XFeature: RequestFeature` in Features/X.swift (its
/// `method`, the `ServerCapabilities` members it adds, and `respond`), then add one line,
/// `XFeature(),` to `FeatureRegistry.requests` (Server/FeatureRegistry.swift). The server
/// looks the method up there, answers `-32601` for a method nobody registered, `-32002`
/// before `initialize`, and turns a thrown `ResponseError` into the JSON-RPC error.
package protocol RequestFeature: Sendable {
    /// The LSP method, such as `textDocument/definition`.
    var method: String { get }
    /// The members this feature adds to the `capabilities` of `initialize`'s result (such as
    /// `("definitionProvider", .bool(true))`), given the client's capabilities.
    func capabilities(client: JSONValue) -> [(String, JSONValue)]
    /// The result of a request with `params` (`nil` when the client sent none), against the
    /// server's current state: the workspace is compiled and up to date with every change
    /// the client sent before this request.
    func respond(to params: JSONValue?, in server: ServerState) throws(ResponseError) -> JSONValue
}

extension JSONValue? {
    /// The params object of a request, or `-32602` when there is none or it is not an object.
    package func requireObject() throws(ResponseError) -> JSONValue {
        guard let self, case .object = self else { throw .invalidParams("the params are an object") }
        return self
    }
}
