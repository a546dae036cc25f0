@_spi(Tools) package import QuizCompiler
@_spi(Tools) import QuizYAML

/// Applies a fix's edits to a file's bytes, positions read the way diagnostics give them:
/// 1-based lines (a line break is LF, CR, CR LF, NEL, LS or PS) and columns counting Unicode
/// scalars, a leading byte-order mark not counted.
package enum SourceEdits {
    /// The bytes with every edit applied; `nil` when the bytes are not UTF-8, an edit's range
    /// lies outside the text or is reversed, or two edits overlap (then nothing is applied).
    package static func apply(_ edits: [Diagnostic.Fix.Edit], to bytes: [UInt8]) -> [UInt8]? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard Array(text.utf8) == bytes else { return nil }
        var scalars = Array(text.unicodeScalars)
        let offsets = scalarOffsets(scalars, for: Set(edits.flatMap { [$0.range.start, $0.range.end] }))
        var spans: [(range: Range<Int>, replacement: String)] = []
        for edit in edits {
            guard let start = offsets[edit.range.start], let end = offsets[edit.range.end], start <= end else {
                return nil
            }
            spans.append((start..<end, edit.replacement))
        }
        spans.sort { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }
        for (index, span) in spans.enumerated() where index > 0 {
            let later = spans[index - 1].range
            if span.range.upperBound > later.lowerBound || (span.range.isEmpty && span.range == later) {
                return nil
            }
        }
        for span in spans {
            scalars.replaceSubrange(span.range, with: Array(span.replacement.unicodeScalars))
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return Array(String(result).utf8)
    }

    /// Whether two edits of one file overlap (touching ends do not).
    static func overlap(_ a: Diagnostic.Fix.Edit, _ b: Diagnostic.Fix.Edit) -> Bool {
        guard a.file == b.file else { return false }
        if a.range.start == b.range.start { return true }
        return a.range.start < b.range.end && b.range.start < a.range.end
    }

    /// The scalar index of each wanted position that lies in the text.
    private static func scalarOffsets(
        _ scalars: [Unicode.Scalar], for wanted: Set<SourcePosition>
    ) -> [SourcePosition: Int] {
        var offsets: [SourcePosition: Int] = [:]
        var line = 1
        var column = 1
        var index = scalars.first == "\u{FEFF}" ? 1 : 0
        while true {
            let position = SourcePosition(line: line, column: column)
            if wanted.contains(position) { offsets[position] = index }
            guard index < scalars.count else { break }
            let scalar = scalars[index]
            if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                index += 2
            } else if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
                index += 1
            } else {
                index += 1
                column += 1
                continue
            }
            line += 1
            column = 1
        }
        return offsets
    }
}
