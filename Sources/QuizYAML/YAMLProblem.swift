/// A problem the loader found, with a stable diagnostic code.
///
/// The compiler turns these into its `Diagnostic`s; this target only knows positions.
@_spi(Tools) public struct YAMLProblem: Sendable, Equatable {
    /// A note pointing at a second place, such as the first of two duplicate keys.
    @_spi(Tools) public struct Note: Sendable, Equatable {
        /// What the note says.
        @_spi(Tools) public var message: String
        /// The second place, when it has one.
        @_spi(Tools) public var range: SourceRange?
        /// A note saying `message` about `range`.
        @_spi(Tools) public init(message: String, range: SourceRange?) {
            self.message = message
            self.range = range
        }
    }

    /// The kinds of problem the loader reports. The raw values are the compiler's diagnostic
    /// codes for them.
    @_spi(Tools) public enum Code: String, Sendable, CaseIterable {
        /// The text is not well-formed YAML; the loader gave up on the file.
        case yamlSyntax = "yaml-syntax"
        /// A mapping names the same key twice; loading goes on.
        case duplicateMappingKey = "duplicate-mapping-key"
        /// A YAML feature the strict dialect does not allow (tags, anchors, aliases, merge
        /// keys, complex keys, several documents); loading goes on.
        case unsupportedYAML = "unsupported-yaml"
        /// The file exceeds a size, depth or node-count limit; the loader gave up on the file.
        case limitExceeded = "limit-exceeded"

        /// Whether the loader gave up on the file at this problem: what it read is not the
        /// whole document, so nothing after loading should use the tree.
        @_spi(Tools) public var givesUp: Bool {
            switch self {
            case .yamlSyntax, .limitExceeded: return true
            case .duplicateMappingKey, .unsupportedYAML: return false
            }
        }
    }

    /// What kind of problem it is.
    @_spi(Tools) public var code: Code
    /// What is wrong and what to write instead.
    @_spi(Tools) public var message: String
    /// Where.
    public var range: SourceRange
    /// Further places involved.
    @_spi(Tools) public var notes: [Note]

    /// A problem with `code`, saying `message` about `range`, with `notes` pointing elsewhere.
    @_spi(Tools) public init(code: Code, message: String, range: SourceRange, notes: [Note] = []) {
        self.code = code
        self.message = message
        self.range = range
        self.notes = notes
    }
}

/// Bounds that keep any input within fixed time and memory.
public struct YAMLLimits: Sendable {
    /// Largest file accepted, in bytes.
    public var maxFileBytes: Int
    /// Deepest nesting of sequences and mappings; enforced while reading events.
    public var maxDepth: Int
    /// Most nodes in one file.
    public var maxNodes: Int

    /// Limits of these sizes (the defaults are `standard`).
    public init(maxFileBytes: Int = 8 << 20, maxDepth: Int = 64, maxNodes: Int = 1_000_000) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }

    /// The limits `quizc` uses.
    public static let standard = YAMLLimits()
}

/// The loader's result: a root node when the file has a document, and every problem found.
@_spi(Tools) public struct YAMLDocument: Sendable {
    /// The document's root, or `nil` for an empty file or one the loader had to give up on.
    @_spi(Tools) public var root: YAMLNode?
    /// Problems, in the order found.
    public var problems: [YAMLProblem]

    /// The loader's result: the root, if any, and the problems found.
    @_spi(Tools) public init(root: YAMLNode?, problems: [YAMLProblem]) {
        self.root = root
        self.problems = problems
    }
}
