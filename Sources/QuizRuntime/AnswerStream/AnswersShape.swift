import Foundation

/// The automatic choice between one JSON document and JSON Lines, from the input's shape
/// alone (never from whether a line is valid JSON): the input is one document when its
/// first non-blank byte is `{` or `[`, the brackets opened there (counted outside strings,
/// whatever their kind) close on a later line, only white space follows, and no string
/// holds a line end. Fed the input's bytes in order; decides `.lines` as early as it can,
/// `.document` only at the end.
package struct AnswersShape {
    /// What the bytes fed so far show.
    package enum Verdict: Equatable, Sendable {
        /// The input may still be either.
        case undecided
        /// The input is JSON Lines.
        case lines
        /// The input is one document (decided only at its end).
        case document
    }

    /// A choice that has seen no bytes yet.
    package init() {}

    private enum State { case leading, value, trailing }
    private var state = State.leading
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var crossedLineEnd = false

    /// Feeds the next bytes; `.lines` once the input cannot be one document, else `.undecided`.
    package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        for byte in bytes {
            let lineEnd = byte == 0x0A || byte == 0x0D
            let space = lineEnd || byte == 0x20 || byte == 0x09
            switch state {
            case .leading:
                if space { continue }
                guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") else { return .lines }
                state = .value
                depth = 1
            case .value:
                if inString {
                    if lineEnd { return .lines }
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        // A value on one line is a JSON Lines line, however the rest looks.
                        guard crossedLineEnd else { return .lines }
                        state = .trailing
                    }
                default:
                    if lineEnd { crossedLineEnd = true }
                }
            case .trailing:
                if !space { return .lines }
            }
        }
        return .undecided
    }

    /// The verdict at the end of the input.
    package func atEnd() -> Verdict {
        state == .trailing ? .document : .lines
    }
}
