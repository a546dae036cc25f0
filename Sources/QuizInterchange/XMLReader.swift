import QuizTranslationTemplate
@_spi(Tools) import QuizYAML

/// An element of an XML document, as `XMLReader` reads it.
struct XMLElement: Sendable {
    /// The name as written (`xliff`, `xlf:target`).
    var name: String
    /// Its attributes as written, in document order.
    var attributes: [(name: String, value: String)]
    /// Its content: elements and character data (CDATA sections included, references
    /// replaced), in document order; comments and processing instructions are left out.
    var children: [XMLContent]
    /// Where its start tag begins.
    var position: SourcePosition

    /// The name without its namespace prefix.
    var localName: String {
        name.lastIndex(of: ":").map { String(name[name.index(after: $0)...]) } ?? name
    }

    /// The value of the attribute named `name` (as written), compared by Unicode scalars.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name.unicodeScalars.elementsEqual(name.unicodeScalars) }?.value
    }

    /// The child elements.
    var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }
}

/// One piece of an element's content.
enum XMLContent: Sendable {
    case element(XMLElement)
    case text(String, SourcePosition)
}

/// Why a document cannot be read, and where.
struct XMLProblem: Error, Sendable, Equatable {
    var message: String
    var position: SourcePosition
    /// Whether a limit was exceeded (rather than the text being malformed).
    var isLimit = false
}

/// A small, strict reader of XML 1.0 documents in UTF-8: elements, attributes, character
/// data, CDATA sections, comments, processing instructions and the five predefined entity
/// and character references. No document type declaration, hence no other entities and
/// nothing fetched: a translation file needs none, and so none can expand or point elsewhere.
/// Elements nest at most `maxDepth` deep.
struct XMLReader {
    private let bytes: [UInt8]
    private let index: TextIndex
    private let maxDepth: Int
    private var offset = 0

    /// The root element of `bytes`, or the first problem.
    static func read(_ bytes: [UInt8], maxDepth: Int = 64) -> Result<XMLElement, XMLProblem> {
        var reader = XMLReader(bytes: bytes, maxDepth: maxDepth)
        do { return .success(try reader.document()) } catch { return .failure(error) }
    }

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.index = TextIndex(bytes: bytes)
        self.maxDepth = maxDepth
    }

    // MARK: - Positions and problems

    private func position(_ at: Int) -> SourcePosition {
        var low = 0, high = index.lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if index.lineStarts[middle] <= at { low = middle } else { high = middle - 1 }
        }
        let start = index.lineStarts[low]
        let column = bytes[start..<min(at, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourcePosition(line: low + 1, column: column)
    }

    private func problem(_ message: String, at: Int? = nil) -> XMLProblem {
        XMLProblem(message: message, position: position(at ?? offset))
    }

    private func starts(with text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return offset + utf8.count <= bytes.count && Array(bytes[offset..<offset + utf8.count]) == utf8
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func skipSpace() {
        while offset < bytes.count, Self.isSpace(bytes[offset]) { offset += 1 }
    }

    /// Moves past `terminator`, or fails with `message` at `start`.
    private mutating func skip(past terminator: String, start: Int, _ message: String) throws(XMLProblem) {
        let utf8 = Array(terminator.utf8)
        while offset + utf8.count <= bytes.count {
            if bytes[offset] == utf8[0], Array(bytes[offset..<offset + utf8.count]) == utf8 {
                offset += utf8.count
                return
            }
            offset += 1
        }
        throw problem(message, at: start)
    }

    // MARK: - Document

    private mutating func document() throws(XMLProblem) -> XMLElement {
        guard String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes) else {
            throw problem("the file is not valid UTF-8; save it as UTF-8", at: 0)
        }
        if starts(with: "\u{FEFF}") { offset += 3 }
        if starts(with: "<?xml ") || starts(with: "<?xml\t") || starts(with: "<?xml\n") || starts(with: "<?xml?") {
            let start = offset
            try skip(past: "?>", start: start, "the XML declaration `<?xml …` is not closed with `?>`")
            let declaration = String(decoding: bytes[start..<offset], as: UTF8.self).lowercased()
            if let after = declaration.components(after: "encoding") {
                let rest = after.drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
                if !rest.hasPrefix("utf-8") {
                    throw problem("the document declares an encoding other than UTF-8; save it as UTF-8", at: start)
                }
            }
        }
        try misc()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "<") else {
            throw problem(offset < bytes.count ? "expected the root element `<xliff …>`" : "the document is empty")
        }
        let root = try element()
        try misc()
        if offset < bytes.count { throw problem("content after the root element ends; remove it") }
        return root
    }

    /// White space, comments and processing instructions outside the root element.
    private mutating func misc() throws(XMLProblem) {
        while true {
            skipSpace()
            if starts(with: "<!--") {
                let start = offset
                try skip(past: "-->", start: start, "a comment `<!--` is not closed with `-->`")
            } else if starts(with: "<?") {
                let start = offset
                try skip(past: "?>", start: start, "a processing instruction `<?` is not closed with `?>`")
            } else if starts(with: "<!DOCTYPE") || starts(with: "<!doctype") {
                throw problem(
                    "a document type declaration (`<!DOCTYPE`) is not accepted: it could define entities; remove it")
            } else {
                return
            }
        }
    }

    // MARK: - Elements

    private mutating func name() throws(XMLProblem) -> String {
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if Self.isSpace(byte) || "/>=<\"'&;".utf8.contains(byte) { break }
            offset += 1
        }
        guard offset > start else { throw problem("expected a name") }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// An element whose `<` is at `offset`, with everything in it.
    private mutating func element() throws(XMLProblem) -> XMLElement {
        var stack: [XMLElement] = []
        while true {
            // At `<` of a start tag.
            let start = offset
            offset += 1
            var element = XMLElement(
                name: try name(), attributes: [], children: [], position: position(start))
            var selfClosing = false
            while true {
                let before = offset
                skipSpace()
                guard offset < bytes.count else {
                    throw problem("the start tag of `\(element.name)` is not closed", at: start)
                }
                if bytes[offset] == UInt8(ascii: ">") {
                    offset += 1
                    break
                }
                if starts(with: "/>") {
                    offset += 2
                    selfClosing = true
                    break
                }
                if before == offset { throw problem("expected white space before an attribute of `\(element.name)`") }
                let attributeStart = offset
                let attributeName = try name()
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
                    throw problem("expected `=` after the attribute `\(attributeName)`")
                }
                offset += 1
                skipSpace()
                let value = try attributeValue()
                if element.attribute(attributeName) != nil {
                    throw problem("`\(element.name)` has the attribute `\(attributeName)` twice", at: attributeStart)
                }
                element.attributes.append((attributeName, value))
            }
            if stack.count + 1 > maxDepth {
                throw XMLProblem(
                    message: "elements nest more than \(maxDepth) deep; this is not a translation file",
                    position: position(start), isLimit: true)
            }
            if selfClosing {
                if stack.isEmpty { return element }
                stack[stack.count - 1].children.append(.element(element))
            } else {
                stack.append(element)
            }
            // Content up to the next start tag, or end tags closing elements.
            while let current = stack.last {
                try content(into: &stack[stack.count - 1])
                guard offset < bytes.count else {
                    throw problem("`<\(current.name)>` is not closed", at: index.offset(current.position))
                }
                if starts(with: "</") {
                    let closeStart = offset
                    offset += 2
                    let closing = try name()
                    skipSpace()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else {
                        throw problem("the end tag `</\(closing)` is not closed with `>`", at: closeStart)
                    }
                    offset += 1
                    guard closing.unicodeScalars.elementsEqual(current.name.unicodeScalars) else {
                        throw problem(
                            "`</\(closing)>` closes `<\(current.name)>` (line \(current.position.line)); the tags do not match",
                            at: closeStart)
                    }
                    let done = stack.removeLast()
                    if stack.isEmpty { return done }
                    stack[stack.count - 1].children.append(.element(done))
                } else {
                    break  // a start tag: the outer loop reads it
                }
            }
        }
    }

    /// Character data, CDATA sections, comments and processing instructions, up to a tag.
    private mutating func content(into element: inout XMLElement) throws(XMLProblem) {
        var text: [UInt8] = []
        var textStart = offset
        func flush() {
            if !text.isEmpty {
                element.children.append(.text(String(decoding: text, as: UTF8.self), position(textStart)))
            }
            text = []
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "<") {
                if starts(with: "<!--") {
                    let start = offset
                    try skip(past: "-->", start: start, "a comment `<!--` is not closed with `-->`")
                    continue
                }
                if starts(with: "<![CDATA[") {
                    let start = offset
                    if text.isEmpty { textStart = offset }
                    offset += 9
                    let contentStart = offset
                    try skip(past: "]]>", start: start, "a CDATA section is not closed with `]]>`")
                    text += Self.normalizedLineBreaks(bytes[contentStart..<(offset - 3)])
                    continue
                }
                if starts(with: "<?") {
                    let start = offset
                    try skip(past: "?>", start: start, "a processing instruction `<?` is not closed with `?>`")
                    continue
                }
                if starts(with: "<!") { throw problem("a declaration `<!` is not accepted inside an element") }
                flush()
                return
            }
            if text.isEmpty { textStart = offset }
            if byte == UInt8(ascii: "&") {
                let decoded = try reference()
                text += Array(decoded.utf8)
            } else if byte == 0x0D {
                text.append(0x0A)
                offset += 1
                if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
            } else {
                text.append(byte)
                offset += 1
            }
        }
        flush()
    }

    private static func normalizedLineBreaks(_ slice: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        var previousCR = false
        for byte in slice {
            if byte == 0x0A, previousCR {
                previousCR = false
                continue
            }
            previousCR = byte == 0x0D
            out.append(byte == 0x0D ? 0x0A : byte)
        }
        return out
    }

    private mutating func attributeValue() throws(XMLProblem) -> String {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
            throw problem("expected an attribute value in quotes")
        }
        let quote = bytes[offset]
        let start = offset
        offset += 1
        var value = ""
        var raw: [UInt8] = []
        while true {
            guard offset < bytes.count else { throw problem("an attribute value is not closed", at: start) }
            let byte = bytes[offset]
            if byte == quote {
                offset += 1
                break
            }
            if byte == UInt8(ascii: "<") { throw problem("`<` in an attribute value; write `&lt;`") }
            if byte == UInt8(ascii: "&") {
                value += String(decoding: raw, as: UTF8.self)
                raw = []
                value += try reference()
                continue
            }
            if byte == 0x0D, offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { offset += 1 }
            raw.append(Self.isSpace(byte) ? 0x20 : byte)
            offset += 1
        }
        return value + String(decoding: raw, as: UTF8.self)
    }

    /// A reference at `&`: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;`, `&#xH;`.
    private mutating func reference() throws(XMLProblem) -> String {
        let start = offset
        var end = offset + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw problem("`&` starts no reference; write `&amp;` for an ampersand")
        }
        let body = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        offset = end + 1
        switch body {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        var number: UInt32?
        if body.hasPrefix("#x") {
            number = UInt32(body.dropFirst(2), radix: 16)
        } else if body.hasPrefix("#") {
            number = UInt32(body.dropFirst(), radix: 10)
        } else {
            throw problem("the entity `&\(body);` is not defined (only &amp; &lt; &gt; &quot; &apos; are)", at: start)
        }
        guard let number, let scalar = Unicode.Scalar(number),
            number == 0x09 || number == 0x0A || number == 0x0D
                || (number >= 0x20 && number != 0xFFFE && number != 0xFFFF)
        else {
            throw problem("`&\(body);` is not a character XML allows", at: start)
        }
        return String(Character(scalar))
    }
}
