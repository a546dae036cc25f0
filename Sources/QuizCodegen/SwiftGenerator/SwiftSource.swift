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

    /// The longest line (swift-format's limit in this repository and its default-like style).
    static let lineLength = 120

    /// `///` lines for `paragraphs`, each wrapped at words to fit `lineLength`; an empty
    /// paragraph is an empty `///` line.
    mutating func doc(_ paragraphs: String...) {
        comment(paragraphs, marker: "///")
    }

    /// Comment lines starting with `marker`, wrapped at words to fit `lineLength`.
    mutating func comment(_ paragraphs: [String], marker: String) {
        let width = Self.lineLength - depth * 4 - marker.count - 1
        for paragraph in paragraphs {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                if !current.isEmpty && current.count + 1 + word.count > width {
                    line(marker + " " + current)
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            line(current.isEmpty ? marker : marker + " " + current)
        }
    }

    /// Whether `text` fits on one line at the current depth.
    func fits(_ text: String) -> Bool { depth * 4 + text.count <= Self.lineLength }

    /// The text, each line ending with a line feed.
    var text: String { lines.map { $0 + "\n" }.joined() }
}
