/// Reads one YAML file into a `YAMLNode` tree under the quiz language's strict dialect.
///
/// Strictness (docs/authoring.md, "The strict YAML dialect"): explicit tags, anchors, aliases, merge keys (`<<`), non-scalar
/// keys and a second document are `unsupported-yaml`; a repeated key is
/// `duplicate-mapping-key` (the second place, with a note at the first); size, nesting
/// depth and node count are bounded (`limit-exceeded`), the depth while events are read,
/// before libyaml's scanner can slow down; libyaml's own errors are `yaml-syntax`, and so
/// is a tab in the indentation of a `[ ]` or `{ }` written over several lines.
/// The tree is built with an explicit stack: no recursion follows the input's depth.
@_spi(Tools) public struct YAMLLoader: Sendable {
    /// The bounds applied to every file.
    public var limits: YAMLLimits

    /// A loader with these limits.
    public init(limits: YAMLLimits = .standard) {
        self.limits = limits
    }

    /// The document of a file over the size limit, which need not be read to know it:
    /// `size` is its size when known (a regular file's), `nil` when reading stopped past
    /// the limit (a device, a FIFO, a file that grew while it was read).
    @_spi(Tools) public func tooLarge(size: Int?) -> YAMLDocument {
        let message =
            size.map {
                "the file is \($0) bytes, more than the limit of \(limits.maxFileBytes); split it into smaller quizzes"
            }
            ?? "the input holds more than the limit of \(limits.maxFileBytes) bytes (reading stopped there); split it into smaller quizzes, or name a regular file of at most that size"
        return YAMLDocument(
            root: nil, problems: [YAMLProblem(code: .limitExceeded, message: message, range: SourceRange(at: .start))])
    }

    /// Loads `bytes`, the complete content of a file.
    public func load(_ bytes: [UInt8]) -> YAMLDocument {
        if bytes.count > limits.maxFileBytes { return tooLarge(size: bytes.count) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return YAMLDocument(
                root: nil,
                problems: [
                    YAMLProblem(
                        code: .yamlSyntax,
                        message: "the file is UTF-16; save it as UTF-8",
                        range: SourceRange(at: .start))
                ])
        }
        var builder = TreeBuilder(limits: limits)
        let marks = SourceMarks(bytes: bytes)
        let parser = LibYAMLParser(bytes: bytes, marks: marks)
        var flowIndentation = FlowIndentation(bytes: bytes)
        while !builder.finished {
            switch parser.next() {
            case .success(let (event, range)):
                if let problem = flowIndentation.check(event, range: range) {
                    builder.fail(problem)
                } else {
                    builder.accept(event, range: range)
                }
            case .failure(let failure):
                builder.fail(SyntaxMessage.problem(for: failure, bytes: bytes))
            }
        }
        return YAMLDocument(root: builder.root, problems: builder.problems)
    }
}
