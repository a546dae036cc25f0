/// Swift source text built line by line, indented by four spaces per level.
struct SwiftSource {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Adds one line at the current depth (an empty line stays empty).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Adds `open`, the lines `body` adds one level deeper, then `}`.
    mutating func block(_ open: String, _ body: (inout SwiftSource) -> Void) {
        line(open)
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// A `///` line for each of `lines`.
    mutating func doc(_ lines: String...) {
        for text in lines { line("/// " + text) }
    }

    /// The text, each line ending with a line feed.
    var text: String { lines.map { $0 + "\n" }.joined() }
}
