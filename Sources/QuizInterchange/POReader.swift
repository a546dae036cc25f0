@_spi(Tools) import QuizCompiler
@_spi(Tools) import QuizYAML

/// Reads a gettext PO file into an `InterchangeDocument`: the header entry's `Language`,
/// `Content-Type` (UTF-8 only) and `X-Quizc-Quiz`, then every entry with its `msgctxt` as
/// the unit id, `#, fuzzy` as marked for review and `#| msgid` as the previous source.
/// Obsolete entries (`#~`) are skipped; plural entries and entries without `msgctxt` are
/// refused (quizc never writes them).
package struct POReader {
    private struct Entry {
        var start: SourcePosition?
        var fuzzy = false
        var previous: String?
        var context: (String, SourcePosition)?
        var id: (String, SourcePosition)?
        var translation: (String, SourcePosition)?
        var plural = false
        var isEmpty: Bool { start == nil }
    }

    /// Which string a continuation line (`"…"`) adds to.
    private enum Field {
        case previousContext, previousID, context, id, plural, translation, pluralTranslation
    }

    private let lines: [Substring]
    private var entries: [Entry] = []
    private var entry = Entry()
    private var field: Field?

    /// The document in `bytes`, or the first problem.
    package static func read(_ bytes: [UInt8]) -> Result<InterchangeDocument, InterchangeProblem> {
        var body = bytes
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
        guard String(decoding: body, as: UTF8.self).utf8.elementsEqual(body) else {
            return .failure(
                InterchangeProblem(
                    message: "the file is not valid UTF-8; save it as UTF-8",
                    position: SourcePosition(line: 1, column: 1), isLimit: false))
        }
        let text = String(decoding: body, as: UTF8.self)
        var reader = POReader(lines: text.split(separator: "\n", omittingEmptySubsequences: false))
        do {
            return .success(try reader.document())
        } catch {
            return .failure(error)
        }
    }

    private init(lines: [Substring]) {
        self.lines = lines.map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }

    private func problem(_ message: String, line: Int, column: Int = 1) -> InterchangeProblem {
        InterchangeProblem(message: message, position: SourcePosition(line: line, column: column), isLimit: false)
    }

    private mutating func document() throws(InterchangeProblem) -> InterchangeDocument {
        for (number, line) in zip(1..., lines) {
            try read(line, number: number)
        }
        finish()
        var document = InterchangeDocument(
            format: .po, quizPath: nil, targetLocale: nil, units: [],
            headerRange: SourceRange(at: SourcePosition(line: 1, column: 1)))
        for entry in entries {
            guard let start = entry.start else { continue }
            guard let id = entry.id else { throw problem("this entry has no `msgid`", line: start.line) }
            guard let translation = entry.translation else {
                throw problem(
                    entry.plural ? "this entry has plural forms; quiz texts have none" : "this entry has no `msgstr`",
                    line: id.1.line)
            }
            if entry.context == nil, id.0.isEmpty {
                try header(translation.0, at: translation.1, into: &document)
                continue
            }
            var refusal: String?
            if entry.plural { refusal = "this entry has plural forms (`msgid_plural`); quiz texts have none" }
            if entry.context == nil {
                refusal = "this entry has no `msgctxt`; every unit needs the id it was exported with as its msgctxt"
            }
            let at = SourceRange(at: entry.context?.1 ?? id.1)
            document.units.append(
                ReadUnit(
                    id: entry.context?.0 ?? "", source: id.0, target: translation.0, needsReview: entry.fuzzy,
                    previousSource: entry.previous, range: at, targetRange: SourceRange(at: translation.1),
                    sourceRange: SourceRange(at: id.1), refusal: refusal, refusalRange: nil))
        }
        return document
    }

    /// The header entry's fields.
    private func header(_ text: String, at position: SourcePosition, into document: inout InterchangeDocument)
        throws(InterchangeProblem)
    {
        document.headerRange = SourceRange(at: position)
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingSpaces
            let value = line[line.index(after: colon)...].trimmingSpaces
            switch name.lowercased() {
            case "language":
                // gettext spells a locale `pt_BR`, BCP 47 `pt-BR`; platforms write either.
                document.targetLocale = String(value.map { $0 == "_" ? "-" : $0 })
            case "x-quizc-quiz": document.quizPath = value
            case "content-type":
                if let charset = value.lowercased().components(after: "charset=") {
                    if charset != "utf-8" {
                        throw problem(
                            "the header says `\(value)`; quizc reads PO files in UTF-8 only (charset=UTF-8)",
                            line: position.line)
                    }
                }
            default: continue
            }
        }
    }

    private mutating func finish() {
        if !entry.isEmpty { entries.append(entry) }
        entry = Entry()
        field = nil
    }

    private mutating func read(_ raw: Substring, number: Int) throws(InterchangeProblem) {
        let line = raw.drop { $0 == " " || $0 == "\t" }
        if line.isEmpty {
            finish()
            return
        }
        let position = SourcePosition(line: number, column: raw.count - line.count + 1)
        if line.hasPrefix("#~") {
            finish()
            return
        }
        if line.hasPrefix("#") {
            // A comment after a complete entry starts the next one.
            if entry.translation != nil { finish() }
            if line.hasPrefix("#,") {
                let flags = line.dropFirst(2).split(separator: ",").map { $0.trimmingSpaces }
                if flags.contains("fuzzy") { entry.fuzzy = true }
            } else if line.hasPrefix("#|") {
                try previous(line.dropFirst(2).drop { $0 == " " || $0 == "\t" }, number: number)
                return
            }
            field = nil
            return
        }
        if line.hasPrefix("\"") {
            let text = try string(line, line: number, column: position.column)
            try append(text, line: number)
            return
        }
        let keyword = String(line.prefix { $0 != " " && $0 != "\t" && $0 != "\"" })
        let rest = line.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
        let text = try string(rest, line: number, column: position.column + (line.count - rest.count))
        if entry.start == nil { entry.start = position }
        switch keyword {
        case "msgctxt":
            if entry.translation != nil || entry.context != nil || entry.id != nil {
                finish()
                entry.start = position
            }
            entry.context = (text, position)
            field = .context
        case "msgid":
            if entry.translation != nil || entry.id != nil {
                finish()
                entry.start = position
            }
            entry.id = (text, position)
            field = .id
        case "msgid_plural":
            entry.plural = true
            field = .plural
        case "msgstr":
            guard entry.id != nil else { throw problem("`msgstr` without a `msgid` before it", line: number) }
            entry.translation = (text, position)
            field = .translation
        default:
            if keyword.hasPrefix("msgstr[") {
                entry.plural = true
                if entry.translation == nil { entry.translation = (text, position) }
                field = .pluralTranslation
            } else {
                throw problem(
                    "`\(keyword)` is not a PO keyword (msgctxt, msgid, msgid_plural, msgstr)", line: number,
                    column: position.column)
            }
        }
    }

    /// A `#|` line: the previous msgctxt or msgid, or a continuation of it.
    private mutating func previous(_ line: Substring, number: Int) throws(InterchangeProblem) {
        if entry.translation != nil { finish() }
        if entry.start == nil { entry.start = SourcePosition(line: number, column: 1) }
        if line.hasPrefix("\"") {
            let text = try string(line, line: number, column: 1)
            switch field {
            case .previousID: entry.previous = (entry.previous ?? "") + text
            case .previousContext: break
            default: throw problem("a `#|` string that continues nothing", line: number)
            }
            return
        }
        let keyword = String(line.prefix { $0 != " " && $0 != "\t" && $0 != "\"" })
        let rest = line.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
        let text = try string(rest, line: number, column: 1)
        switch keyword {
        case "msgid":
            entry.previous = text
            field = .previousID
        case "msgctxt", "msgid_plural":
            field = .previousContext
        default:
            throw problem("`#| \(keyword)` is not a previous-message keyword", line: number)
        }
    }

    private mutating func append(_ text: String, line: Int) throws(InterchangeProblem) {
        switch field {
        case .context: entry.context?.0 += text
        case .id: entry.id?.0 += text
        case .translation: entry.translation?.0 += text
        case .plural, .pluralTranslation: break
        case .previousContext, .previousID, nil:
            throw problem("a string that continues no `msgid`, `msgstr` or `msgctxt`", line: line)
        }
    }

    /// A quoted string `"…"` with C escapes, which must be all that is left on the line.
    private func string(_ text: Substring, line: Int, column: Int) throws(InterchangeProblem) -> String {
        guard text.first == "\"" else {
            throw problem("expected a string in double quotes", line: line, column: column)
        }
        var out = ""
        var scalars = text.unicodeScalars.dropFirst().makeIterator()
        var closed = false
        while let scalar = scalars.next() {
            if scalar == "\"" {
                closed = true
                break
            }
            guard scalar == "\\" else {
                out.unicodeScalars.append(scalar)
                continue
            }
            guard let escape = scalars.next() else { break }
            switch escape {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "a": out += "\u{07}"
            case "b": out += "\u{08}"
            case "v": out += "\u{0B}"
            case "f": out += "\u{0C}"
            case "\\", "\"", "'", "?": out.unicodeScalars.append(escape)
            default:
                throw problem("the escape `\\\(escape)` is not one PO has", line: line, column: column)
            }
        }
        guard closed else { throw problem("the string is not closed with `\"`", line: line, column: column) }
        var rest = scalars
        while let scalar = rest.next() {
            if scalar != " " && scalar != "\t" {
                throw problem("text after the closing `\"`", line: line, column: column)
            }
        }
        return out
    }
}
