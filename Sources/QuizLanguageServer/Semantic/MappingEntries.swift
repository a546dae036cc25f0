@_spi(Tools) import QuizYAML

/// The entries a mapping already has around the line being typed, read from the text itself
/// (so that it works while the file does not parse): the keys key completion leaves out.
enum MappingEntries {
    /// The entries of the block mapping whose keys stand at column `indent` + 1 around `line`:
    /// the lines above up to the `- ` that starts the list item (unless `line` starts a new
    /// item itself) and the lines below up to the next item or a line indented less.
    static func entries(at line: Int, indent: Int, isItem: Bool, in text: SourceLines) -> [(key: String, value: String)]
    {
        var found: [(key: String, value: String)] = []
        for step in isItem ? [1] : [-1, 1] {
            var number = line + step
            while number >= 1, number <= text.count, let content = text.text(ofLine: number) {
                number += step
                let scalars = Array(content.unicodeScalars)
                var rest = scalars.drop { $0 == " " }
                if rest.isEmpty || rest.first == "#" { continue }
                var dashed = false
                while rest.first == "-", rest.dropFirst().first == " " {
                    rest = rest.dropFirst(2).drop { $0 == " " }
                    dashed = true
                }
                let column = scalars.count - rest.count
                if column > indent { continue }
                if column < indent || (dashed && step == 1) { break }
                if let entry = members(Array(rest)).first, let value = entry.value { found.append((entry.key, value)) }
                if dashed { break }
            }
        }
        return found
    }

    /// The members of a flow mapping's text (after its `{`, up to its end or the line's), split
    /// at its own commas: each key and, after a `:`, the value's text (both trimmed).
    static func members(_ scalars: [Unicode.Scalar]) -> [(key: String, value: String?)] {
        var members: [(key: String, value: String?)] = []
        var key: [Unicode.Scalar] = []
        var value: [Unicode.Scalar]?
        var depth = 0
        var quote: Unicode.Scalar?
        func finish() { members.append((CompletionContext.trimmed(key), value.map(CompletionContext.trimmed))) }
        for scalar in scalars {
            if quote == nil, depth == 0 {
                if scalar == "," || scalar == "}" {
                    finish()
                    if scalar == "}" { return members }
                    (key, value) = ([], nil)
                    continue
                }
                if scalar == ":", value == nil {
                    value = []
                    continue
                }
            }
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "{" || scalar == "[" {
                depth += 1
            } else if scalar == "}" || scalar == "]" {
                depth -= 1
            } else if scalar == "#", depth == 0, value != nil || !key.isEmpty {
                break
            }
            if value != nil { value?.append(scalar) } else { key.append(scalar) }
        }
        finish()
        return members
    }
}
