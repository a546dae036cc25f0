/// Why a bundle cannot be used.
public struct BundleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem, stable across runtimes and versions (docs/runtime.md).
    public enum Code: String, Sendable, CaseIterable {
        /// The text is not JSON.
        case notJSON = "not-json"
        /// The `format` member names a format this runtime does not read.
        case unsupportedFormat = "unsupported-format"
        /// Any other problem with the bundle's members.
        case invalidBundle = "invalid-bundle"
        /// `hash` is missing, not a string, or not the hash of the content.
        case hashMismatch = "hash-mismatch"
    }

    /// The kind of problem.
    public var code: Code
    /// Where in the bundle (a JSON-pointer-like path such as `/questions/3/options`).
    public var path: String
    /// What is wrong and what was expected.
    public var message: String
    /// `path: message`, or the message alone at the bundle's top.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// An error of `code` at `path` (empty for the whole bundle).
    public init(code: Code = .invalidBundle, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }
}
