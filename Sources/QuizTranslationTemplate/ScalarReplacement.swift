@_spi(Tools) package import QuizYAML

/// Replaces one scalar of a YAML text by other text, keeping the lines around it: a block
/// scalar (`|`, `>`) loses its content lines but keeps the comment on its header line
/// (`source: |-  # note`), which then follows the new text on that line.
package enum ScalarReplacement {
    /// The edit that puts `written` (one line of YAML: a scalar, a flow mapping) where
    /// `node`, a scalar of `index`'s text, is.
    package static func edit(_ node: YAMLNode, by written: String, index: TextIndex) -> TextEdit {
        let start = index.offset(node.range.start)
        var end = index.offset(node.range.end)
        var text = written
        if case .scalar(_, let style) = node.content, style == .literal || style == .folded {
            let headerEnd = index.offset(afterLine: node.range.start.line)
            var rest = start
            while rest < headerEnd, "|>-+0123456789".utf8.contains(index.bytes[rest]) { rest += 1 }
            var lineEnd = headerEnd
            while lineEnd > rest, index.bytes[lineEnd - 1] == 0x0A || index.bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            text += String(decoding: index.bytes[rest..<lineEnd], as: UTF8.self) + index.newline
            end = max(end, headerEnd)
        }
        return TextEdit(start: start, end: end, text: text)
    }
}
