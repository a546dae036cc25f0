/// Finds a tab in the indentation of the lines of a `[ ]` list or `{ }` mapping written
/// over several lines.
///
/// libyaml takes a tab there as white space between items, but YAML indents with spaces
/// only, and other YAML tools (editors among them) refuse such a line; so the loader
/// refuses it too, as `yaml-syntax` at the tab, like a tab in block indentation.
struct FlowIndentation {
    private let bytes: [UInt8]
    /// The file's lines, built the first time a flow collection spans lines.
    private var lines: SourceLines?
    /// How many collections are open.
    private var depth = 0
    /// The outermost open flow collection: its depth and the line of its `[` or `{`.
    private var outer: (depth: Int, line: Int)?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Follows one event; at the end of an outermost flow collection, a problem for the
    /// first of its lines (after the first) whose indentation holds a tab.
    mutating func check(_ event: ParseEvent, range: SourceRange) -> YAMLProblem? {
        switch event {
        case .sequenceStart(_, _, let flow), .mappingStart(_, _, let flow):
            depth += 1
            if flow, outer == nil { outer = (depth, range.start.line) }
            return nil
        case .sequenceEnd, .mappingEnd:
            defer { depth -= 1 }
            guard let open = outer, open.depth == depth else { return nil }
            outer = nil
            guard range.end.line > open.line else { return nil }
            let text = lines ?? SourceLines(bytes: bytes)
            lines = text
            for line in (open.line + 1)...range.end.line {
                guard let tab = text.indentation(of: line).tab,
                    !text.line(line).allSatisfy({ $0 == " " || $0 == "\t" })
                else { continue }
                return YAMLProblem(
                    code: .yamlSyntax,
                    message:
                        "this line is indented with a tab; indent with spaces, not tabs (inside `[ ]` or `{ }` too)",
                    range: SourceRange(at: SourcePosition(line: line, column: tab)))
            }
            return nil
        default:
            return nil
        }
    }
}
