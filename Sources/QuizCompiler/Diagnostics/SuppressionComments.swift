@_spi(Tools) import QuizYAML

/// Reads `# quizc: ignore[CODE, …] reason: TEXT` comments from a file's lines.
///
/// A comment after content accepts the diagnostics that start on its own line; a comment on a
/// line of its own accepts those on the next line that is neither blank nor only a comment
/// (so several such comments can stand above one line). The `#` must start the line or follow
/// white space, as a YAML comment does.
enum SuppressionComments {
    /// The marker after `#` that makes a comment a suppression.
    static let marker = "quizc:"

    /// The suppressions in `lines` (a file's lines, 1-based by index + 1), and an
    /// `invalid-suppression` warning for each `# quizc:` comment that does not read as one.
    static func read(_ lines: [Substring], file: String) -> (
        suppressions: [Suppression], problems: [Diagnostic]
    ) {
        var suppressions: [Suppression] = []
        var problems: [Diagnostic] = []
        for (index, line) in lines.enumerated() {
            let scalars = Array(line.unicodeScalars)
            guard let hash = markerStart(scalars) else { continue }
            let lineNumber = index + 1
            let range = SourceRange(
                start: SourcePosition(line: lineNumber, column: hash + 1),
                end: SourcePosition(line: lineNumber, column: scalars.count + 1))
            let ownLine = scalars[..<hash].allSatisfy { $0 == " " || $0 == "\t" }
            let target = ownLine ? nextContentLine(after: index, in: lines) : lineNumber
            guard let parsed = parse(scalars, from: hash, line: lineNumber) else {
                problems.append(
                    Diagnostic(
                        file: file, range: range, severity: .warning, code: .invalidSuppression,
                        message:
                            "this `# quizc:` comment is not a suppression; write `# quizc: ignore[CODE] reason: why it is accepted`"
                    ))
                continue
            }
            suppressions.append(
                Suppression(codes: parsed.codes, reason: parsed.reason, range: range, scope: .line(target)))
        }
        return (suppressions, problems)
    }

    /// The index of the `#` that opens a `# quizc:` comment on the line, if any.
    static func markerStart(_ scalars: [Unicode.Scalar]) -> Int? {
        let marker = Array(Self.marker.unicodeScalars)
        for index in scalars.indices where scalars[index] == "#" {
            guard index == 0 || scalars[index - 1] == " " || scalars[index - 1] == "\t" else { continue }
            var start = index + 1
            while start < scalars.count, scalars[start] == " " { start += 1 }
            if start + marker.count <= scalars.count, Array(scalars[start..<start + marker.count]) == marker {
                return index
            }
        }
        return nil
    }

    /// The 1-based number of the first line after `index` that is neither blank nor only a
    /// comment (one past the last line when there is none).
    static func nextContentLine(after index: Int, in lines: [Substring]) -> Int {
        var next = index + 1
        while next < lines.count {
            let text = lines[next].drop { $0 == " " || $0 == "\t" }
            if !text.isEmpty && !text.hasPrefix("#") { break }
            next += 1
        }
        return next + 1
    }

    /// `ignore[CODE, …]` and an optional `reason: TEXT` after the marker; `nil` when the
    /// comment has another shape. Codes keep their columns.
    static func parse(_ scalars: [Unicode.Scalar], from hash: Int, line: Int) -> (
        codes: [Located<String>], reason: String?
    )? {
        var cursor = hash + 1
        func skipSpaces() { while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 } }
        func take(_ word: String) -> Bool {
            let expected = Array(word.unicodeScalars)
            guard cursor + expected.count <= scalars.count, Array(scalars[cursor..<cursor + expected.count]) == expected
            else { return false }
            cursor += expected.count
            return true
        }
        skipSpaces()
        guard take(marker) else { return nil }
        skipSpaces()
        guard take("ignore["), let close = scalars[cursor...].firstIndex(of: "]") else { return nil }
        var codes: [Located<String>] = []
        var start = cursor
        for index in cursor...close where index == close || scalars[index] == "," {
            var first = start, last = index
            while first < last, scalars[first] == " " { first += 1 }
            while last > first, scalars[last - 1] == " " { last -= 1 }
            guard first < last else { return nil }
            var code = String.UnicodeScalarView()
            code.append(contentsOf: scalars[first..<last])
            codes.append(
                Located(
                    String(code),
                    SourceRange(
                        start: SourcePosition(line: line, column: first + 1),
                        end: SourcePosition(line: line, column: last + 1))))
            start = index + 1
        }
        cursor = close + 1
        skipSpaces()
        if cursor == scalars.count { return (codes, nil) }
        guard take("reason:") else { return nil }
        var reason = String.UnicodeScalarView()
        reason.append(contentsOf: scalars[cursor...])
        return (codes, Substring(String(reason)).trimmingSpaces)
    }
}
