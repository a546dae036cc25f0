/// Turns libyaml's terse errors into `yaml-syntax` problems an author can act on.
enum SyntaxMessage {
    static func problem(for failure: ParseFailure, bytes: [UInt8]) -> YAMLProblem {
        var notes: [YAMLProblem.Note] = []
        var range = failure.range
        if let context = failure.context, let position = failure.contextPosition, position != failure.range.start {
            let subject = context.replacingPrefix("while scanning ").replacingPrefix("while parsing ")
            if failure.problem.contains("end of stream") && context.contains("quoted scalar") {
                // An unclosed quote: point at the quote the author has to close, not at the end of the file.
                range = SourceRange(at: position)
                notes.append(YAMLProblem.Note(message: "the file ends here without the closing quote", range: failure.range))
            } else {
                notes.append(YAMLProblem.Note(message: "the \(subject) starts here", range: SourceRange(at: position)))
            }
        }
        return YAMLProblem(code: "yaml-syntax", message: message(for: failure, bytes: bytes),
                           range: range, notes: notes)
    }

    private static func message(for failure: ParseFailure, bytes: [UInt8]) -> String {
        let problem = failure.problem
        if failure.isReaderError {
            if let value = failure.problemValue, value == 0 {
                return "the file contains a NUL byte; remove it (quiz files are UTF-8 text)"
            }
            if problem.contains("UTF-8") || problem.contains("octet") {
                return "the file is not valid UTF-8 here (\(problem)); save it as UTF-8"
            }
            if let value = failure.problemValue {
                return "the file contains the control character U+\(hex(value)), which YAML does not allow; remove it"
            }
            return "\(problem); save the file as UTF-8 text"
        }
        let context = failure.context.map { " \($0)" } ?? ""
        var text = "\(problem)\(context)"
        if problem.contains("cannot start any token") && characterAt(failure.range.start, in: bytes) == 0x09 {
            text += "; YAML indentation must use spaces, replace the tab with spaces"
        } else if problem.contains("end of stream") && (failure.context?.contains("quoted scalar") ?? false) {
            return "this quoted text is never closed; add the closing quote"
        } else if problem.contains("mapping values are not allowed") {
            text += "; quote text that contains `: `"
        } else if problem.contains("did not find expected key") || problem.contains("did not find expected '-'") {
            text += "; check the indentation of this line against the lines above"
        }
        return text
    }

    private static func hex(_ value: Int32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The first byte of the character at a 1-based position, when it is ASCII.
    private static func characterAt(_ position: SourcePosition, in bytes: [UInt8]) -> UInt8? {
        var line = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while line < position.line, index < bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            else if bytes[index] == 0x0D {
                line += 1
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            }
            index += 1
        }
        var column = 1
        while column < position.column, index < bytes.count {
            let byte = bytes[index]
            index += byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            column += 1
        }
        return index < bytes.count ? bytes[index] : nil
    }
}

extension String {
    /// The string without `prefix`, when it starts with it.
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
