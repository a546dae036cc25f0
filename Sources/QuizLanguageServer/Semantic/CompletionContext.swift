import Foundation
@_spi(Tools) package import QuizYAML

/// Which names the language expects where the cursor stands (docs/editors.md, "Completion"),
/// read from the text itself so that it works on a half-typed line that does not parse: the
/// key whose value or list the cursor is in, or the mapping whose keys it is typing.
package struct CompletionContext: Sendable, Equatable {
    /// The kinds of name expected.
    package var kinds: [SymbolKind]
    /// For an option: the id of the question whose options are expected.
    package var owner: String?
    /// The part of the name already typed, and its range (what a chosen name replaces).
    package var prefix: String
    /// Where the typed part stands.
    package var range: SourceRange

    /// Where a name stands relative to the key that decides what it names.
    enum Slot: Equatable {
        /// The value of `key:`, or an item of its list.
        case value(String)
        /// A key of the mapping that is the value of `key:`.
        case key(String)
    }

    private static let scoreNames: [SymbolKind] = [.trait, .derivedScore, .result]

    /// The context at `position` of `text`, or `nil` where no name is expected.
    package static func at(_ position: SourcePosition, in text: SourceLines, isTranslation: Bool) -> CompletionContext?
    {
        guard let line = text.text(ofLine: position.line) else { return nil }
        let scalars = Array(line.unicodeScalars)
        let column = min(max(position.column - 1, 0), scalars.count)
        let before = Array(scalars[..<column])
        var start = column
        while start > 0, !" \t{}[],:\"'#".unicodeScalars.contains(before[start - 1]) { start -= 1 }
        if before[..<start].contains("#") { return nil }
        var prefix = ""
        prefix.unicodeScalars.append(contentsOf: before[start...])
        guard let slot = slot(before: Array(before[..<start]), line: position.line, in: text) else { return nil }
        let range = SourceRange(
            start: SourcePosition(line: position.line, column: start + 1),
            end: SourcePosition(line: position.line, column: column + 1))
        let expected =
            isTranslation
            ? translationKinds(slot, line: position.line, in: text)
            : quizKinds(slot) ?? optionKinds(slot, before: Array(before[..<start]), line: position.line, in: text)
        guard let expected, !expected.kinds.isEmpty else { return nil }
        return CompletionContext(kinds: expected.kinds, owner: expected.owner, prefix: prefix, range: range)
    }

    private static func quizKinds(_ slot: Slot) -> (kinds: [SymbolKind], owner: String?)? {
        switch slot {
        case .value(let key):
            switch key {
            case "keyed", "poles", "tie", "ties": return ([.trait], nil)
            case "trait", "of", "against", "score", "over", "mean", "mean_answered", "share", "linear":
                return (scoreNames, nil)
            case "scale": return ([.scale], nil)
            case "outcome", "expect", "expect_secondary": return ([.outcome], nil)
            case "question": return ([.question], nil)
            case "parent": return ([.result], nil)
            default: return nil
            }
        case .key(let key):
            switch key {
            case "weights", "initial", "keyed": return ([.trait], nil)
            case "expect_scores", "at": return (scoreNames, nil)
            case "expect_values": return ([.derivedScore], nil)
            case "expect_results": return ([.result], nil)
            case "answers": return ([.question], nil)
            default: return nil
            }
        }
    }

    /// Options of a question: a condition's operand (`is`, `in`, `includes`, the question
    /// named by `question:` in the same mapping) or an example's answer (`answers: {Q: …}`).
    private static func optionKinds(_ slot: Slot, before: [Unicode.Scalar], line: Int, in text: SourceLines) -> (
        kinds: [SymbolKind], owner: String?
    )? {
        guard case .value(let key) = slot else { return nil }
        if ["is", "in", "includes"].contains(key) {
            return conditionQuestion(line: line, in: text).map { ([.option], $0) }
        }
        var prefix = ""
        prefix.unicodeScalars.append(contentsOf: before)
        let inFlowAnswers = prefix.range(of: "answers: {") != nil
        let inBlockAnswers = parentLine(of: line, in: text)?.key == "answers"
        return inFlowAnswers || inBlockAnswers ? ([.option], key) : nil
    }

    /// The `question:` of the condition mapping on or around `line`: on the line itself (a flow
    /// mapping), else on the nearest line of the same indentation above or below it.
    private static func conditionQuestion(line: Int, in text: SourceLines) -> String? {
        func question(onLine number: Int) -> String? {
            guard let content = text.text(ofLine: number), let found = content.range(of: "question:") else {
                return nil
            }
            let value = content[found.upperBound...].prefix { $0 != "," && $0 != "}" }
            let name = trimmed(Array(value.unicodeScalars))
            return name.isEmpty ? nil : name
        }
        if let name = question(onLine: line) { return name }
        guard let current = text.text(ofLine: line) else { return nil }
        let indent = current.unicodeScalars.prefix { $0 == " " || $0 == "-" }.count
        for step in [-1, 1] {
            var number = line + step
            while number >= 1, number <= text.count, let other = text.text(ofLine: number) {
                let own = other.unicodeScalars.prefix { $0 == " " || $0 == "-" }.count
                if own < indent || other.unicodeScalars.allSatisfy({ $0 == " " }) { break }
                if own == indent, let name = question(onLine: number) { return name }
                number += step
            }
        }
        return nil
    }

    private static func translationKinds(_ slot: Slot, line: Int, in text: SourceLines) -> (
        kinds: [SymbolKind], owner: String?
    )? {
        guard case .key(let key) = slot else { return nil }
        switch key {
        case "questions": return ([.question], nil)
        case "outcomes": return ([.outcome], nil)
        case "scales": return ([.scale], nil)
        case "results": return ([.result], nil)
        case "options":
            // The question is the key that holds `options:`.
            guard let optionsLine = parentLine(of: line, in: text),
                let question = parentLine(of: optionsLine.number, in: text)
            else { return nil }
            return ([.option], question.key)
        default: return nil
        }
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
        if quote != nil { return nil }
        if let innermost = depth.last {
            let owner = key(before: Array(before[..<innermost.index]))
            let inside = Array(before[(innermost.index + 1)...])
            let item = inside.split(separator: ",", omittingEmptySubsequences: false).last.map(Array.init) ?? []
            if innermost.open == "[" {
                return owner.map(Slot.value)
            }
            if let colon = item.firstIndex(of: ":") {
                return .value(trimmed(Array(item[..<colon])))
            }
            return owner.map(Slot.key)
        }
        // Block context: `key: ` before the cursor, else a list item or a key of the mapping above.
        var rest = before.drop { $0 == " " || $0 == "\t" }
        var isItem = false
        while rest.first == "-", rest.dropFirst().first == " " {
            rest = rest.dropFirst(2).drop { $0 == " " }
            isItem = true
        }
        if let key = key(before: Array(rest)) { return .value(key) }
        guard rest.allSatisfy({ $0 == " " }) else { return nil }
        guard let parent = parentLine(of: line, in: text, indent: indentation(before)) else { return nil }
        return isItem ? .value(parent.key) : .key(parent.key)
    }

    /// The key of `text` when it ends with `key:` and white space (`key` unquoted or quoted).
    private static func key(before text: [Unicode.Scalar]) -> String? {
        var end = text.count
        while end > 0, text[end - 1] == " " { end -= 1 }
        guard end > 0, text[end - 1] == ":" else { return nil }
        var start = end - 1
        while start > 0, !" \t{[,-".unicodeScalars.contains(text[start - 1]) { start -= 1 }
        let key = trimmed(Array(text[start..<(end - 1)]))
        return key.isEmpty ? nil : key
    }

    private static func trimmed(_ scalars: [Unicode.Scalar]) -> String {
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
