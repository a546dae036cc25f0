@_spi(Tools) package import QuizYAML

/// The bytes of a YAML file with its lines as libyaml counts them, so that a node's
/// `SourceRange` (1-based lines, columns in Unicode scalars) turns into byte offsets.
package struct TextIndex {
    /// The file's lines, which turn positions into offsets and text.
    package let lines: SourceLines
    /// The file's first line break (LF, CR LF or CR), used for lines added to it; LF when it has none.
    package let newline: String

    /// The file's bytes.
    package var bytes: [UInt8] { lines.bytes }
    /// The byte offset where each line starts; line 1 first (after a byte-order mark).
    package var lineStarts: [Int] { lines.starts }

    package init(bytes: [UInt8]) {
        self.lines = SourceLines(bytes: bytes)
        let lineStarts = lines.starts
        // The first LF, CR LF or CR that ends a line (NEL, LS and PS are not written back).
        let end = lineStarts.dropFirst().first { bytes[$0 - 1] == 0x0A || bytes[$0 - 1] == 0x0D }
        if let end, bytes[end - 1] == 0x0D {
            self.newline = "\r"
        } else if let end, end >= 2, bytes[end - 2] == 0x0D {
            self.newline = "\r\n"
        } else {
            self.newline = "\n"
        }
    }

    /// The byte offset of a position (clamped to the file).
    package func offset(_ position: SourcePosition) -> Int {
        lines.offset(position)
    }

    /// Where the line after `line` starts: the end of the file after the last line.
    package func offset(afterLine line: Int) -> Int {
        line < lineStarts.count ? lineStarts[max(line, 0)] : bytes.count
    }

    /// Where `line` starts.
    package func offset(ofLine line: Int) -> Int {
        lineStarts[min(max(line, 1), lineStarts.count) - 1]
    }

    /// Whether the file ends with a line break (or is empty), so text can be appended as lines.
    package var endsWithLineBreak: Bool {
        lineStarts.last == bytes.count
    }

    /// The text of a node's range (a one-line scalar or flow collection).
    package func slice(_ range: SourceRange) -> String {
        lines.text(range)
    }

    /// The character at a position, as a byte (ASCII is all that is asked about).
    package func byte(at position: SourcePosition) -> UInt8? {
        let index = offset(position)
        return index < bytes.count ? bytes[index] : nil
    }
}
