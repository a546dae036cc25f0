/// Turns libyaml's terse errors into `yaml-syntax` problems an author can act on.
///
/// libyaml says what its grammar expected ("mapping values are not allowed in this
/// context"); an author needs to know what is wrong with the line and what to write
/// instead. The same libyaml error has different causes (a key indented one space too far,
/// or text that really contains `: `), so the explanation looks at the source text at
/// libyaml's marks. Every problem and context string libyaml 0.2.5's scanner and parser
/// can report is handled below; anything else keeps libyaml's own words.
enum SyntaxMessage {
    static func problem(for failure: ParseFailure, bytes: [UInt8]) -> YAMLProblem {
        if failure.isReaderError {
            return YAMLProblem(code: .yamlSyntax, message: readerMessage(for: failure), range: failure.range)
        }
        let text = SourceLines(bytes: bytes)
        let explanation = Explainer(failure: failure, text: text).explanation()
        var notes = explanation.notes
        if explanation.contextNote, let context = failure.context, let position = failure.contextPosition,
            position.line != explanation.position.line
        {
            notes.append(
                YAMLProblem.Note(
                    message: "\(SyntaxContext.subject(of: context)) starts here",
                    range: SourceRange(at: position)))
        }
        // A tab in the indentation of the reported line is worth fixing whatever else is wrong.
        if !explanation.isAboutTab, let tab = text.indentation(of: explanation.position.line).tab {
            notes.append(
                YAMLProblem.Note(
                    message: "this line is indented with a tab; indent with spaces, not tabs",
                    range: SourceRange(at: SourcePosition(line: explanation.position.line, column: tab))))
        }
        return YAMLProblem(
            code: .yamlSyntax, message: explanation.message,
            range: SourceRange(at: explanation.position), notes: notes)
    }

    private static func readerMessage(for failure: ParseFailure) -> String {
        let problem = failure.problem
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

    static func hex(_ value: Int32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// What to tell the author about one scanner or parser error.
struct Explanation {
    var message: String
    /// Where to report it: libyaml's problem mark, or a better place found in the text.
    var position: SourcePosition
    var notes: [YAMLProblem.Note] = []
    /// Whether to add a note where libyaml's context starts ("the list starts here").
    var contextNote = true
    /// Whether the message is already about a tab (then no tab note is added).
    var isAboutTab = false
}

/// The natural name of what libyaml was reading, from its context string.
enum SyntaxContext {
    /// "the list" for "while parsing a block collection", and so on for every context
    /// libyaml 0.2.5 reports; an unknown context keeps its words without the article.
    static func subject(of context: String) -> String {
        switch context {
        case "while parsing a block collection": return "the list"
        case "while parsing a block mapping": return "the mapping"
        case "while parsing a flow sequence": return "the `[ ]` list"
        case "while parsing a flow mapping": return "the `{ }` mapping"
        case "while parsing a block node", "while parsing a flow node", "while parsing a node": return "the value"
        case "while scanning a quoted scalar", "while parsing a quoted scalar": return "the quoted text"
        case "while scanning a plain scalar", "while scanning for the next token": return "the text"
        case "while scanning a block scalar": return "the block of text"
        case "while scanning a simple key": return "the key"
        case "while scanning an anchor": return "the anchor"
        case "while scanning an alias": return "the alias"
        case "while scanning a tag", "while parsing a tag": return "the tag"
        case "while scanning a directive", "while scanning a %YAML directive", "while scanning a %TAG directive",
            "while scanning a tag directive", "while parsing a %TAG directive", "while parsing a tag directive":
            return "the directive"
        default:
            var words = context.replacingPrefix("while scanning ").replacingPrefix("while parsing ")
            words = words.replacingPrefix("a ").replacingPrefix("an ")
            return "the \(words)"
        }
    }
}

/// Works out the explanation of one failure from libyaml's strings and the source text.
private struct Explainer {
    let failure: ParseFailure
    let text: SourceLines

    var problem: String { failure.problem }
    var context: String { failure.context ?? "" }
    /// libyaml's problem mark.
    var mark: SourcePosition { failure.range.start }

    // longer than 80 lines because it is one switch over libyaml's problem texts, a case for
    // each, read from top to bottom as the table of what each problem means for quiz files.
    func explanation() -> Explanation {
        if let tab = tabExplanation() { return tab }
        if let quote = quoteLeftOpen() { return quote }
        switch problem {
        case "mapping values are not allowed in this context":
            return mappingValue()
        case "did not find expected key":
            return expectedKey()
        case "did not find expected '-' indicator":
            return expectedListItem()
        case "could not find expected ':'":
            return missingColon()
        case "block sequence entries are not allowed in this context":
            return Explanation(
                message:
                    "a list cannot start on the same line as its key; put each `- ` item on a line of its own below the key, indented, or put text that starts with `- ` in double quotes",
                position: mark)
        case "mapping keys are not allowed in this context":
            return Explanation(
                message:
                    "`? ` marks a key in YAML and cannot stand here; put text that starts with `?` in double quotes",
                position: mark)
        case "found character that cannot start any token":
            let shown = text.character(at: mark).map { "`\($0)`" } ?? "this character"
            return Explanation(
                message: "text cannot start with \(shown) unquoted; put the text in double quotes",
                position: mark)
        case "found unexpected ':'":
            return Explanation(
                message:
                    "inside `[ ]` or `{ }`, a `:` must be followed by a space; put text that contains `:` in double quotes",
                position: mark)
        case "found unexpected end of stream" where context.contains("quoted scalar"):
            return unclosedQuote(note: "the file ends here without the closing quote")
        case "found unexpected document indicator":
            return unclosedQuote(note: "the quoted text runs into this `---` or `...` line")
        case "found unknown escape character", "did not find expected hexdecimal number",
            "found invalid Unicode character escape code":
            return escape()
        case "found an indentation indicator equal to 0":
            return Explanation(
                message: "the indentation number after `|` or `>` must be 1 to 9; remove the `0`",
                position: mark, contextNote: false)
        case "did not find expected comment or line break" where context == "while scanning a block scalar":
            return Explanation(
                message:
                    "the text of a `|` or `>` block starts on the next line, indented; only `+`, `-`, a digit 1 to 9 or a comment may follow `|` or `>` on its own line",
                position: mark, contextNote: false)
        case "did not find expected ',' or ']'":
            return flowCollection(open: "[", close: "]", kind: "list")
        case "did not find expected ',' or '}'":
            return flowCollection(open: "{", close: "}", kind: "mapping")
        case "did not find expected node content":
            return nodeContent()
        case "did not find expected <document start>":
            return documentStart()
        default:
            break
        }
        if context == "while scanning an anchor" || context == "while scanning an alias" {
            let (sign, what) = context.hasSuffix("anchor") ? ("&", "an anchor") : ("*", "an alias")
            return Explanation(
                message:
                    "`\(sign)` starts \(what) (a YAML feature quiz files do not use), and it needs a name; put text that starts with `\(sign)` in double quotes",
                position: contextPosition, contextNote: false)
        }
        if context.contains("directive") || problem.contains("directive")
            || problem == "found incompatible YAML document"
        {
            return Explanation(
                message:
                    "a line that starts with `%` is a YAML directive, which quiz files do not use; delete the line, or put text that starts with `%` in double quotes",
                position: failure.context == nil ? mark : contextPosition, contextNote: false)
        }
        if context.contains("tag") || problem.contains("tag") {
            return Explanation(
                message:
                    "text that starts with `!` is read as a YAML tag, which quiz files do not use; put the text in double quotes",
                position: failure.context == nil ? mark : contextPosition, contextNote: false)
        }
        let during = failure.context.map { " \($0)" } ?? ""
        return Explanation(message: "\(problem)\(during); check this line and the line above it", position: mark)
    }

    private var contextPosition: SourcePosition { failure.contextPosition ?? mark }

    // MARK: Tabs

    /// A tab that libyaml refused, or a tab in the indentation of a line whose indentation
    /// libyaml could not make sense of.
    private func tabExplanation() -> Explanation? {
        let indentation = text.indentation(of: mark.line)
        var tab: SourcePosition?
        if problem.contains("tab character")
            || (problem == "found character that cannot start any token" && text.character(at: mark) == "\t")
        {
            tab = mark
        } else if [
            "mapping values are not allowed in this context", "did not find expected key",
            "did not find expected '-' indicator",
        ].contains(problem), let column = indentation.tab {
            tab = SourcePosition(line: mark.line, column: column)
        }
        guard let tab else { return nil }
        let message: String
        if text.line(tab.line).allSatisfy({ $0 == " " || $0 == "\t" }) {
            message =
                "this blank line holds a tab, which YAML reads as indentation; delete it (indent with spaces, not tabs)"
        } else if tab.column < indentation.content {
            message = "this line is indented with a tab; indent with spaces, not tabs"
        } else {
            message = "YAML does not allow a tab here; use a space instead (indent with spaces, not tabs)"
        }
        return Explanation(message: message, position: tab, contextNote: false, isAboutTab: true)
    }

    // MARK: Indentation and keys

    /// A `: ` where libyaml cannot start a key: either the text really contains `: ` after
    /// a key on the same line, or the line is indented more than its sibling keys, so its
    /// text continues the value above and cannot be a key.
    private func mappingValue() -> Explanation {
        let line = text.line(mark.line)
        let indentation = text.indentation(of: mark.line)
        let colon = mark.column - 1
        if colon < line.count, SourceLines.colonSpace(in: line, from: indentation.content - 1, to: colon) != nil {
            return Explanation(
                message:
                    "this text contains `: `, which YAML reads as the start of another key; put the whole text in double quotes",
                position: mark)
        }
        guard indentation.content <= mark.column else { return continuedValue(at: mark) }
        let keyColumn = text.keyColumn(of: mark.line) ?? indentation.content
        let start = SourcePosition(line: mark.line, column: keyColumn)
        let end = min(colon, line.count)
        let key = String(String.UnicodeScalarView(line[min(keyColumn - 1, end)..<end])).trimmingTrailingSpaces
        if key.unicodeScalars.count > 1024 {
            return Explanation(
                message: "this key is longer than YAML allows (1024 characters); shorten it",
                position: start)
        }
        guard let sibling = text.keyLine(above: mark.line, before: indentation.content) else {
            return continuedValue(at: start)
        }
        return Explanation(
            message:
                "\(Self.named(key, or: "this key")) is indented more than the keys above it, so YAML reads it as more of the value before it; check the indentation and line it up with the keys of its mapping",
            position: start,
            notes: [Self.keysNote(line: sibling.line, column: sibling.column)])
    }

    private func continuedValue(at position: SourcePosition) -> Explanation {
        Explanation(
            message:
                "YAML reads the text before this `:` as more of the value above, so it cannot be a key; check the indentation of this line, or put text that contains `: ` in double quotes",
            position: position)
    }

    /// A line in a block mapping that does not start a key (`key: value`).
    private func expectedKey() -> Explanation {
        if let explanation = byteOrderMark() ?? textAfterValue() { return explanation }
        let indentation = text.indentation(of: mark.line)
        let keys = contextPosition.column
        let siblingLine = text.keyLine(above: mark.line, at: keys) ?? contextPosition.line
        let keysNote = Self.keysNote(line: siblingLine, column: keys)
        if text.character(at: mark) == "-" {
            if indentation.content > keys, let owner = text.keyLine(above: mark.line, before: indentation.content) {
                let key = text.keyText(of: owner.line)
                return Explanation(
                    message:
                        "this list item is indented under \(Self.named(key, or: "a key")), which already has a value on its line; remove that value to make the list its value, or check the indentation",
                    position: mark,
                    notes: [
                        YAMLProblem.Note(
                            message: "the key with the value is here",
                            range: SourceRange(at: SourcePosition(line: owner.line, column: owner.column)))
                    ],
                    contextNote: false)
            }
            return Explanation(
                message:
                    "a `- ` list item cannot stand among the keys of a mapping; put the list under a key (the key on a line of its own, the items indented below it)",
                position: mark, notes: [keysNote], contextNote: false)
        }
        if indentation.content > keys,
            let deeper = deeperKeys(above: mark.line, than: indentation.content, within: keys)
        {
            return Explanation(
                message:
                    "this line is indented between two levels of keys; check the indentation and line it up with one of them",
                position: mark,
                notes: [
                    Self.keysNote(line: siblingLine, column: keys, of: "the enclosing mapping"),
                    Self.keysNote(line: deeper.line, column: deeper.column, of: "the mapping above"),
                ],
                contextNote: false)
        }
        if indentation.content > keys {
            return Explanation(
                message:
                    "this line is indented more than the other keys of its mapping; check the indentation and line it up with them",
                position: mark, notes: [keysNote], contextNote: false)
        }
        if indentation.content < keys {
            return Explanation(
                message:
                    "this line is indented less than the other keys of its mapping, but more than the key that holds them; check the indentation and line it up with one of them",
                position: mark, notes: [keysNote], contextNote: false)
        }
        return Explanation(
            message: "expected a key (`key: value`) here; check this line against the lines above",
            position: mark)
    }

    /// A line in a block list that does not start with `- `.
    private func expectedListItem() -> Explanation {
        if let explanation = byteOrderMark() ?? textAfterValue() { return explanation }
        let indentation = text.indentation(of: mark.line)
        let dashes = contextPosition.column
        if indentation.content > dashes, let item = itemKeys(above: mark.line, after: dashes) {
            return Explanation(
                message:
                    "this line is indented more than the list's `- ` but less than the keys of the item above; line it up with those keys to add to the item, or start it with `- ` to add an item",
                position: mark,
                notes: [
                    YAMLProblem.Note(
                        message: "the keys of this item start at column \(item.column) (line \(item.line))",
                        range: SourceRange(at: SourcePosition(line: item.line, column: item.column)))
                ],
                contextNote: false)
        }
        var notes: [YAMLProblem.Note] = []
        if let owner = text.keyLine(above: contextPosition.line, before: dashes) {
            notes.append(
                YAMLProblem.Note(
                    message: "the key that holds the list is at column \(owner.column) (line \(owner.line))",
                    range: SourceRange(at: SourcePosition(line: owner.line, column: owner.column))))
        }
        return Explanation(
            message:
                "this line stands among the items of a list but does not start with `- `; start it with `- ` to add an item, or, if it is the next key after the list, line it up with the key that holds the list",
            position: mark, notes: notes)
    }

    /// The nearest line above `number` whose key stands right of `column`, before any line
    /// that starts at or left of `limit` (the keys of a mapping nested deeper).
    private func deeperKeys(above number: Int, than column: Int, within limit: Int) -> (line: Int, column: Int)? {
        var line = number - 1
        while line >= 1 {
            let indentation = text.indentation(of: line)
            if !indentation.isBlank {
                if indentation.content <= limit { return nil }
                if let key = text.keyColumn(of: line), key > column { return (line, key) }
            }
            line -= 1
        }
        return nil
    }

    /// The nearest line above `number` holding a key right of a list's `- ` at `column`.
    private func itemKeys(above number: Int, after column: Int) -> (line: Int, column: Int)? {
        var line = number - 1
        while line >= 1 {
            let indentation = text.indentation(of: line)
            if !indentation.isBlank {
                if indentation.content < column { return nil }
                if let key = text.keyColumn(of: line), key > column { return (line, key) }
            }
            line -= 1
        }
        return nil
    }

    /// A key line without its `:`.
    private func missingColon() -> Explanation {
        let start = contextPosition
        if start.line == mark.line {
            return Explanation(
                message: "this key is longer than YAML allows (1024 characters); shorten it",
                position: start, contextNote: false)
        }
        return Explanation(
            message:
                "this line has no `:` after its key; write `key: value`, or indent the line further if it continues the text above",
            position: start, contextNote: false)
    }

    /// libyaml skips U+FEFF at the start of a line but counts its column, so the line
    /// stands one column right of where it looks.
    private func byteOrderMark() -> Explanation? {
        guard let column = text.indentation(of: mark.line).byteOrderMark else { return nil }
        return Explanation(
            message:
                "this line starts with an invisible byte-order mark (U+FEFF), which moves it one column to the right; delete it, for instance by retyping the start of the line",
            position: SourcePosition(line: mark.line, column: column), contextNote: false)
    }

    /// More text on a line after a quoted or bracketed value has ended.
    private func textAfterValue() -> Explanation? {
        let line = text.line(mark.line)
        let indentation = text.indentation(of: mark.line)
        guard mark.column > indentation.content, mark.column - 1 <= line.count else { return nil }
        var index = mark.column - 2
        while index >= 0, line[index] == " " || line[index] == "\t" { index -= 1 }
        guard index >= 0 else { return nil }
        let message: String
        switch line[index] {
        case "\"", "'":
            message =
                "the quoted text has ended, but more text follows it on this line; put the whole text inside the quotes"
        case "]", "}":
            message =
                "the `\(line[index])` has closed the value, but more text follows it on this line; remove that text, or put the whole value in double quotes"
        default:
            message =
                "more text follows the value on this line; check the line, or put the whole value in double quotes"
        }
        return Explanation(message: message, position: mark, contextNote: false)
    }

    // MARK: Quotes and escapes

    /// A quote left open is closed by the next quote, often many lines on; the failure then
    /// comes right after that quote, far from the mistake. Recognised by the quoted text
    /// that just ended: it spans lines, ends on the failure's line, and took in lines that
    /// read as YAML entries of their own (`key: …` or `- …`). Reported where it opened.
    private func quoteLeftOpen() -> Explanation? {
        guard let quoted = failure.quotedScalarBefore, quoted.start.line < quoted.end.line,
            quoted.end.line == mark.line
        else { return nil }
        let swallowed = (quoted.start.line + 1)...quoted.end.line
        guard swallowed.contains(where: { Self.readsAsEntry(text.line($0)) }) else { return nil }
        let closing = SourcePosition(line: quoted.end.line, column: max(1, quoted.end.column - 1))
        return Explanation(
            message:
                "this quoted text is never closed, so it runs on to the next quote, on line \(quoted.end.line); add the closing quote on this line",
            position: quoted.start,
            notes: [
                YAMLProblem.Note(
                    message: "this quote closes it instead, and what follows no longer fits",
                    range: SourceRange(at: closing))
            ],
            contextNote: false)
    }

    /// Whether a line reads as a mapping entry or a list item of its own.
    static func readsAsEntry(_ line: [Unicode.Scalar]) -> Bool {
        let content = line.drop { $0 == " " || $0 == "\t" }
        guard let first = content.first else { return false }
        if first == "-" { return content.dropFirst().first.map { $0 == " " } ?? true }
        var key = content.prefix { $0 != ":" }
        guard key.count < content.count, !key.isEmpty else { return false }
        let after = content.dropFirst(key.count + 1).first
        guard after == nil || after == " " else { return false }
        key = key.prefix { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0) }
        return key.count == content.prefix { $0 != ":" }.count
    }

    private func unclosedQuote(note: String) -> Explanation {
        Explanation(
            message: "this quoted text is never closed; add the closing quote",
            position: contextPosition,
            notes: [YAMLProblem.Note(message: note, range: failure.range)],
            contextNote: false)
    }

    private func escape() -> Explanation {
        let line = text.line(mark.line)
        var index = min(mark.column - 1, line.count - 1)
        while index >= 0, line[index] != "\\" { index -= 1 }
        guard index >= 0, index + 1 < line.count else {
            return Explanation(
                message: "this backslash escape is not valid; write `\\\\` for a backslash",
                position: mark, contextNote: false)
        }
        let letter = line[index + 1]
        let position = SourcePosition(line: mark.line, column: index + 1)
        switch problem {
        case "found unknown escape character":
            return Explanation(
                message:
                    "`\\\(letter)` is not an escape YAML knows; write `\\\\` for a backslash, or use single quotes, in which `\\` is an ordinary character",
                position: position, contextNote: false)
        case "did not find expected hexdecimal number":
            let digits = letter == "x" ? 2 : letter == "u" ? 4 : 8
            return Explanation(
                message:
                    "`\\\(letter)` must be followed by \(digits) hexadecimal digits; write the character itself, or `\\\\` for a backslash",
                position: position, contextNote: false)
        default:
            let digits = letter == "x" ? 2 : letter == "u" ? 4 : 8
            let code = String(String.UnicodeScalarView(line[index..<min(index + 2 + digits, line.count)]))
            return Explanation(
                message:
                    "`\(code)` is not a Unicode character (surrogates and codes above 10FFFF are not); write the character itself",
                position: position, contextNote: false)
        }
    }

    // MARK: Flow collections and values

    private func flowCollection(open: Unicode.Scalar, close: Unicode.Scalar, kind: String) -> Explanation {
        // When the bracket closes later on the line of the mark, something between the
        // items is wrong; when it does not, it is most likely never closed.
        let line = text.line(mark.line)
        let rest = mark.column >= 1 && mark.column - 1 < line.count ? line[(mark.column - 1)...] : []
        if contextPosition.line == mark.line || rest.contains(close) {
            return Explanation(
                message:
                    "expected `,` or `\(close)` here; separate the items of a `\(open) \(close)` \(kind) with commas, and put text that contains `: `, `,` or `#` in double quotes",
                position: mark)
        }
        return Explanation(
            message: "this `\(open)` is not closed; add the `\(close)` (or the `,` missing between two items)",
            position: contextPosition,
            notes: [
                YAMLProblem.Note(message: "a `,` or the closing `\(close)` was expected here", range: failure.range)
            ],
            contextNote: false)
    }

    private func nodeContent() -> Explanation {
        let character = text.character(at: mark)
        if character == "-", context == "while parsing a flow node" {
            return Explanation(
                message: "a `- ` list item cannot be written inside `[ ]` or `{ }`; separate the items with commas",
                position: mark)
        }
        let shown = character.map { "`\($0)`" } ?? "this"
        return Explanation(
            message: "expected a value here, but found \(shown); remove it, or put the text in double quotes",
            position: mark)
    }

    private func documentStart() -> Explanation {
        var line = mark.line - 1
        while line >= 1, text.indentation(of: line).isBlank { line -= 1 }
        if line >= 1, String(String.UnicodeScalarView(text.line(line))).hasPrefix("...") {
            return Explanation(
                message:
                    "`...` ends the YAML document, so the lines after it cannot be read; delete the `...` line (a quiz file is one document)",
                position: SourcePosition(line: line, column: 1), contextNote: false)
        }
        return Explanation(
            message:
                "a `%` directive must be followed by a `---` line; quiz files need neither, so delete the `%` line",
            position: mark, contextNote: false)
    }

    // MARK: Wording

    /// A note at the first key of a mapping.
    static func keysNote(line: Int, column: Int, of mapping: String = "this mapping") -> YAMLProblem.Note {
        YAMLProblem.Note(
            message: "the keys of \(mapping) start at column \(column) (line \(line))",
            range: SourceRange(at: SourcePosition(line: line, column: column)))
    }

    /// `key` in backticks when it is short enough to quote, else `fallback`.
    static func named(_ key: String?, or fallback: String) -> String {
        guard let key, !key.isEmpty, key.unicodeScalars.count <= 40, !key.contains("`") else { return fallback }
        return "`\(key)`"
    }
}

extension SourceLines {
    /// The text of the key on a line (see `keyColumn(of:)`), without quotes.
    func keyText(of number: Int) -> String? {
        guard let column = keyColumn(of: number) else { return nil }
        let text = line(number)
        guard let colon = Self.colonSpace(in: text, from: column - 1) else { return nil }
        return String(String.UnicodeScalarView(text[(column - 1)..<colon])).trimmingTrailingSpaces
    }
}

extension String {
    /// The string without `prefix`, when it starts with it.
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }

    /// The string without trailing spaces and tabs.
    var trimmingTrailingSpaces: String {
        var scalars = Array(unicodeScalars)
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
