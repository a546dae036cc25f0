import Foundation
@_spi(Tools) package import QuizCompiler
@_spi(Tools) package import QuizYAML

/// Which names the language expects where the cursor stands (docs/editors.md, "Completion"),
/// read from the text itself so that it works on a half-typed line that does not parse: the
/// key whose value or list the cursor is in, or the mapping whose keys it is typing, looked up
/// in the compiler's table of the language's reference slots (`ReferenceSlots`).
package struct CompletionContext: Sendable, Equatable {
    /// The compiler's slot the cursor is in.
    package var referenceSlot: ReferenceSlot
    /// The kinds of name expected.
    package var kinds: [SymbolKind]
    /// For an option: the id of the question whose options are expected.
    package var owner: String?
    /// Of `kinds`, those whose names must be declared before the entry that holds the cursor.
    package var declaredEarlier: [SymbolKind] = []
    /// The part of the name already typed, and its range (what a chosen name replaces).
    package var prefix: String
    /// Where the typed part stands.
    package var range: SourceRange

    /// Where a name stands relative to the key that decides what it names.
    struct Slot: Equatable {
        enum Place: Equatable {
            /// The value of `key:`, or an item of its list.
            case value
            /// A key of the mapping that is the value of `key:`.
            case key
        }
        var place: Place
        var key: String
        /// The nearest key that holds the mapping of `key:`.
        var within: String?

        static func value(_ key: String, within: String? = nil) -> Slot {
            Slot(place: .value, key: key, within: within)
        }
        static func key(_ key: String, within: String? = nil) -> Slot { Slot(place: .key, key: key, within: within) }
    }

    /// The context at `position` of `text`, or `nil` where no name is expected.
    package static func at(_ position: SourcePosition, in text: SourceLines, isTranslation: Bool) -> CompletionContext?
    {
        guard let line = text.text(ofLine: position.line) else { return nil }
        let scalars = Array(line.unicodeScalars)
        let column = min(max(position.column - 1, 0), scalars.count)
        var start = column
        while start > 0, !" \t{}[],:\"'#".unicodeScalars.contains(scalars[start - 1]) { start -= 1 }
        if scalars[..<start].contains("#") { return nil }
        var prefix = ""
        prefix.unicodeScalars.append(contentsOf: scalars[start..<column])
        // A flow collection opened on an earlier line: its lines up to here, read as one.
        let opening = flowOpening(before: position.line, in: text)
        var before: [Unicode.Scalar] = []
        for number in opening..<position.line {
            before += Array((text.text(ofLine: number) ?? "").unicodeScalars) + [" "]
        }
        before += scalars[..<start]
        guard let slot = slot(before: before, line: opening, in: text),
            let (found, owner) = referenceSlot(slot, in: isTranslation ? .translation : .quiz),
            !found.kinds.isEmpty
        else { return nil }
        let range = SourceRange(
            start: SourcePosition(line: position.line, column: start + 1),
            end: SourcePosition(line: position.line, column: column + 1))
        var context = CompletionContext(
            referenceSlot: found, kinds: found.kinds.map(SymbolKind.init), owner: nil,
            declaredEarlier: found.declaredEarlier.map(SymbolKind.init), prefix: prefix, range: range)
        switch found.owner {
        case .none: break
        case .entryKey, .enclosingKey: context.owner = owner
        case .sibling(let key):
            guard let question = siblingValue(key, line: position.line, column: start, in: text) else { return nil }
            context.owner = question
        }
        return context
    }

    /// The compiler's slot for `slot`, and the key an owned name's owner comes from: an entry
    /// of a mapping whose values are names (`answers:`) first, else the slot of the key itself.
    static func referenceSlot(
        _ slot: Slot, in document: ReferenceSlot.Document
    ) -> (ReferenceSlot, owner: String?)? {
        switch slot.place {
        case .value:
            if let within = slot.within,
                let entry = ReferenceSlots.slot(within, .valueOfEntry, in: document, within: nil)
            {
                return (entry, slot.key)
            }
            return ReferenceSlots.slot(slot.key, .value, in: document, within: slot.within).map { ($0, nil) }
        case .key:
            return ReferenceSlots.slot(slot.key, .key, in: document, within: slot.within).map { ($0, slot.within) }
        }
    }

    /// The value of `key:` in the mapping on or around `line`: in the flow mapping that holds
    /// `column` on the line itself, else on the nearest line of the same indentation above or
    /// below it.
    private static func siblingValue(_ key: String, line: Int, column: Int, in text: SourceLines) -> String? {
        func value(in content: Substring) -> String? {
            var rest = content
            while let found = rest.range(of: key + ":") {
                let isKey =
                    found.lowerBound == content.startIndex
                    || " {,".contains(content[content.index(before: found.lowerBound)])
                rest = rest[found.upperBound...]
                guard isKey else { continue }
                let value = rest.prefix { $0 != "," && $0 != "}" }
                let name = trimmed(Array(value.unicodeScalars))
                return name.isEmpty ? nil : name
            }
            return nil
        }
        guard let current = text.text(ofLine: line) else { return nil }
        let scalars = Array(current.unicodeScalars)
        if let open = innermostMapping(in: Array(scalars[..<min(column, scalars.count)])) {
            var depth = 0
            var end = open
            while end < scalars.count {
                if scalars[end] == "{" { depth += 1 }
                if scalars[end] == "}" { depth -= 1 }
                if depth == 0 { break }
                end += 1
            }
            var segment = ""
            segment.unicodeScalars.append(contentsOf: scalars[(open + 1)..<min(end, scalars.count)])
            return value(in: Substring(segment))
        }
        if let name = value(in: Substring(current)) { return name }
        let indent = current.unicodeScalars.prefix { $0 == " " || $0 == "-" }.count
        for step in [-1, 1] {
            var number = line + step
            while number >= 1, number <= text.count, let other = text.text(ofLine: number) {
                let own = other.unicodeScalars.prefix { $0 == " " || $0 == "-" }.count
                if own < indent || other.unicodeScalars.allSatisfy({ $0 == " " }) { break }
                if own == indent, let name = value(in: Substring(other)) { return name }
                number += step
            }
        }
        return nil
    }

    /// The index of the `{` of the innermost flow mapping still open at the end of `before`.
    private static func innermostMapping(in before: [Unicode.Scalar]) -> Int? {
        var open: [(Unicode.Scalar, Int)] = []
        for (index, scalar) in before.enumerated() {
            switch scalar {
            case "{", "[": open.append((scalar, index))
            case "}", "]": if !open.isEmpty { open.removeLast() }
            default: break
            }
        }
        return open.last { $0.0 == "{" }?.1
    }

    /// The line that opens a flow collection still open at the start of `line` (scanning at
    /// most 200 lines up), else `line`.
    private static func flowOpening(before line: Int, in text: SourceLines) -> Int {
        // Collections the lines below close, which lines above opened.
        var pending = 0
        var number = line - 1
        while number >= 1, number >= line - 200, let content = text.text(ofLine: number) {
            let (closed, opened) = brackets(content)
            if opened > pending { return number }
            pending += closed - opened
            number -= 1
        }
        return line
    }

    /// How many collections opened on lines above `content` it closes, and how many it leaves
    /// open (outside quotes and comments).
    private static func brackets(_ content: String) -> (closed: Int, opened: Int) {
        var depth = 0
        var closed = 0
        var quote: Unicode.Scalar?
        for scalar in content.unicodeScalars {
            if let open = quote {
                if scalar == open { quote = nil }
                continue
            }
            if scalar == "#" { break }
            switch scalar {
            case "\"", "'": quote = scalar
            case "{", "[": depth += 1
            case "}", "]":
                if depth > 0 { depth -= 1 } else { closed += 1 }
            default: break
            }
        }
        return (closed, depth)
    }

    /// The slot of a name typed after `before` (the line up to the name) on `line`.
    static func slot(before: [Unicode.Scalar], line: Int, in text: SourceLines) -> Slot? {
        // Inside a flow collection opened on this line: its key, and whether this is a key or a value.
        var depth: [(open: Unicode.Scalar, index: Int)] = []
        var quote: Unicode.Scalar?
        for (index, scalar) in before.enumerated() {
            if let open = quote {
                if scalar == open { quote = nil }
                continue
            }
            switch scalar {
            case "\"", "'": quote = scalar
            case "{", "[": depth.append((scalar, index))
            case "}", "]": if !depth.isEmpty { depth.removeLast() }
            default: break
            }
        }
        // Inside quotes only where the quote opens the name being typed.
        if quote != nil {
            guard let last = before.last, last == "\"" || last == "'" else { return nil }
            return slot(before: Array(before.dropLast()), line: line, in: text)
        }
        if let innermost = depth.last {
            let owner = key(before: Array(before[..<innermost.index]))
            let inside = Array(before[(innermost.index + 1)...])
            let item = inside.split(separator: ",", omittingEmptySubsequences: false).last.map(Array.init) ?? []
            // The nearest key holding the innermost collection, else the block key above.
            let outer = depth.dropLast().reversed().lazy.compactMap { key(before: Array(before[..<$0.index])) }.first
            let holder = outer ?? parentLine(of: line, in: text)?.key
            if innermost.open == "[" {
                return owner.map { .value($0, within: holder) }
            }
            if let colon = item.firstIndex(of: ":") {
                return .value(trimmed(Array(item[..<colon])), within: owner ?? holder)
            }
            return owner.map { .key($0, within: holder) }
        }
        // Block context: `key: ` before the cursor, else a list item or a key of the mapping above.
        var rest = before.drop { $0 == " " || $0 == "\t" }
        var isItem = false
        while rest.first == "-", rest.dropFirst().first == " " {
            rest = rest.dropFirst(2).drop { $0 == " " }
            isItem = true
        }
        if let key = key(before: Array(rest)) { return .value(key, within: parentLine(of: line, in: text)?.key) }
        guard rest.allSatisfy({ $0 == " " }) else { return nil }
        guard let parent = parentLine(of: line, in: text, indent: indentation(before)) else { return nil }
        let holder = parentLine(of: parent.number, in: text)?.key
        return isItem ? .value(parent.key, within: holder) : .key(parent.key, within: holder)
    }

    /// The key of `text` when it ends with `key:` and white space (`key` unquoted or quoted),
    /// the key starting after the last of `stops` (by default a list item's `-` is one: a key
    /// in the middle of a flow mapping passes `" \t{[,"` to keep dashes inside keys).
    static func key(before text: [Unicode.Scalar], stops: String = " \t{[,-") -> String? {
        var end = text.count
        while end > 0, text[end - 1] == " " { end -= 1 }
        guard end > 0, text[end - 1] == ":" else { return nil }
        var start = end - 1
        while start > 0, !stops.unicodeScalars.contains(text[start - 1]) { start -= 1 }
        let key = trimmed(Array(text[start..<(end - 1)]))
        return key.isEmpty ? nil : key
    }

    /// `scalars` as text without the spaces and quotes around it.
    static func trimmed(_ scalars: [Unicode.Scalar]) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars.drop { $0 == " " || $0 == "\"" || $0 == "'" })
        while let last = text.unicodeScalars.last, last == " " || last == "\"" || last == "'" {
            text.unicodeScalars.removeLast()
        }
        return text
    }

    private static func indentation(_ line: [Unicode.Scalar]) -> Int {
        line.prefix { $0 == " " }.count
    }

    /// The nearest line above `line` indented less than `indent` (by default, than `line`)
    /// that ends with `key:`: the key whose mapping or list holds `line`.
    static func parentLine(of line: Int, in text: SourceLines, indent: Int? = nil) -> (number: Int, key: String)? {
        guard let current = text.text(ofLine: line) else { return nil }
        let limit = indent ?? indentation(Array(current.unicodeScalars))
        var number = line - 1
        while number >= 1 {
            defer { number -= 1 }
            guard let above = text.text(ofLine: number) else { return nil }
            let scalars = Array(above.unicodeScalars)
            let content = scalars.drop { $0 == " " }
            if content.isEmpty || content.first == "#" { continue }
            var ownIndent = indentation(scalars)
            var rest = Array(content)
            // `- key:` opens a mapping whose keys stand after the dash.
            while rest.first == "-", rest.dropFirst().first == " " {
                rest = Array(rest.dropFirst(2).drop { $0 == " " })
                ownIndent = scalars.count - rest.count
            }
            guard ownIndent < limit else { continue }
            return key(before: rest).map { (number, $0) }
        }
        return nil
    }
}
