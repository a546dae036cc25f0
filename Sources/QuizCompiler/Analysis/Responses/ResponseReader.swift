import QuizRuntime

/// Reads stored responses, one answer set a line, streaming: JSON Lines (an answers object
/// keyed by wire key, or an object whose `answers` member holds it, as an object or as JSON
/// text, beside a stored `outcome` or any other member) or CSV (a header row naming the
/// columns; a column named by a wire key holds that question's answer, the others are
/// ignored). docs/analytics.md states both shapes.
struct ResponseReader {
    /// The shape of the stored responses.
    enum Format: String, Sendable, CaseIterable {
        /// JSON Lines.
        case jsonLines = "jsonl"
        /// Comma-separated values with a header row.
        case csv

        /// A file's shape by its name: CSV when it ends in `.csv` (any case), else JSON Lines
        /// (standard input, `-`, too).
        init(path: String) {
            self = path.lowercased().hasSuffix(".csv") ? .csv : .jsonLines
        }
    }

    /// The shape.
    var format: Format
    /// The wire keys of the quiz's questions.
    var keys: Set<String>
    /// The longest line read, in bytes.
    var limit: Int

    /// Calls `each` with every response's line number and its answers (with the stored
    /// outcome, when the line has one), or why the line is not one; `false` when reading
    /// failed before the end. A JSON line is first offered as text to `plain`, and goes to
    /// `each` only when `plain` does not take it (`false`).
    func read(
        _ source: AnswersSource, plain: (UnsafeBufferPointer<UInt8>) -> Bool = { _ in false },
        _ each: (Int, Result<StoredResponse, ResponseProblem>) -> Void
    ) -> Bool {
        var reader = LineReader(source: source, limit: limit, initial: [])
        var number = 0
        var header: CSVHeader?
        var record = CSVRecord(limit: limit)
        let complete = reader.forEachBlock(
            { block in
                forEachLine(in: block) { line in
                    number += 1
                    guard record.isOpen || line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return }
                    switch format {
                    case .jsonLines:
                        if !plain(line) { each(number, response(jsonLine: Array(line))) }
                    case .csv:
                        guard let (start, fields) = record.add(line, number: number) else { return }
                        csv(fields, line: start, header: &header, each)
                    }
                }
            },
            overlong: { length in
                number += 1
                each(number, .failure("the line is \(length) bytes long, over the limit of \(limit)"))
            })
        if let (start, unclosed) = record.end() { each(start, .failure(unclosed)) }
        return complete
    }

    /// A CSV header: each column's wire key (`nil`: not a question's), and the column of the
    /// stored outcome, when there is one.
    struct CSVHeader {
        var columns: [String?]
        var outcome: Int?
    }

    /// One CSV record's fields (the header row first), or why the record is not one.
    private func csv(
        _ fields: Result<[String], ResponseProblem>, line: Int, header: inout CSVHeader?,
        _ each: (Int, Result<StoredResponse, ResponseProblem>) -> Void
    ) {
        guard let header else {
            switch fields {
            case .success(let names):
                header = CSVHeader(
                    columns: names.map { keys.contains($0) ? $0 : nil },
                    outcome: keys.contains(Self.outcome) ? nil : names.firstIndex(of: Self.outcome))
            case .failure(let problem): each(line, .failure("the header row: \(problem.reason)"))
            }
            return
        }
        each(line, fields.flatMap { response(cells: $0, header: header) })
    }

    /// The member, or CSV column, holding the stored outcome (when no question has it as its wire key).
    static let outcome = "outcome"

    /// The answers object of a JSON line.
    func answers(jsonLine bytes: [UInt8]) -> Result<JSONValue, ResponseProblem> {
        response(jsonLine: bytes).map(\.answers)
    }

    /// The answers object of a JSON line, and its stored outcome when the answers are in an
    /// `answers` member beside a string `outcome`.
    func response(jsonLine bytes: [UInt8]) -> Result<StoredResponse, ResponseProblem> {
        let value: JSONValue
        do { value = try JSONParser().parse(bytes) } catch { return .failure("not JSON: \(error)") }
        guard case .object(let members) = value, !keys.contains("answers"),
            let stored = members.first(where: { $0.0 == "answers" })?.1
        else { return .success(StoredResponse(answers: value)) }
        var outcome: String?
        if !keys.contains(Self.outcome), case .string(let code)? = members.first(where: { $0.0 == Self.outcome })?.1 {
            outcome = code
        }
        guard case .string(let text) = stored else {
            return .success(StoredResponse(answers: stored, outcome: outcome))
        }
        do { return .success(StoredResponse(answers: try JSONParser().parse(text), outcome: outcome)) } catch {
            return .failure("\"answers\" is not JSON text: \(error)")
        }
    }

    /// The answers of a CSV record's fields and, when the header has an `outcome` column,
    /// its non-empty cell.
    func response(cells: [String], header: CSVHeader) -> Result<StoredResponse, ResponseProblem> {
        answers(cells: cells, columns: header.columns).map { answers in
            guard let column = header.outcome, !cells[column].isEmpty else { return StoredResponse(answers: answers) }
            return StoredResponse(answers: answers, outcome: cells[column])
        }
    }

    /// The answers object of a CSV record on one line (`answers(cells:columns:)`).
    func answers(csvLine text: String, columns: [String?]) -> Result<JSONValue, ResponseProblem> {
        CSVLine.fields(text).flatMap { answers(cells: $0, columns: columns) }
    }

    /// The answers object of a CSV record's fields: each non-empty cell of a wire key's
    /// column, as a JSON number when it is one, as a JSON array when it starts with `[` (a
    /// `multiple` question's ids), else as the text (an option id).
    func answers(cells: [String], columns: [String?]) -> Result<JSONValue, ResponseProblem> {
        guard cells.count == columns.count else {
            return .failure("\(cells.count) fields where the header has \(columns.count)")
        }
        var members: [(String, JSONValue)] = []
        for (key, cell) in zip(columns, cells) {
            guard let key, !cell.isEmpty else { continue }
            if let parsed = try? JSONParser().parse(cell), case .number = parsed {
                members.append((key, parsed))
            } else if cell.hasPrefix("[") {
                do { members.append((key, try JSONParser().parse(cell))) } catch {
                    return .failure("the cell of \"\(key)\" is not a JSON array: \(error)")
                }
            } else {
                members.append((key, .string(cell)))
            }
        }
        return .success(.object(members))
    }
}

/// A CSV record (RFC 4180): fields separated by commas; a field in double quotes may hold
/// commas, line breaks and `""` for a quote.
enum CSVLine {
    /// What a text holds: a record's fields, what is wrong with its quoting, or a record
    /// whose quoted field `field` is still open at the end (it goes on on the next line).
    enum Scan: Equatable {
        case fields([String])
        case problem(ResponseProblem)
        case open(field: Int)
    }

    /// The fields of `line`, or what is wrong with its quoting.
    static func fields(_ line: String) -> Result<[String], ResponseProblem> {
        switch scan(line) {
        case .fields(let fields): return .success(fields)
        case .problem(let problem): return .failure(problem)
        case .open(let field): return .failure("field \(field) opens a quote it does not close")
        }
    }

    /// The fields of `text`, what is wrong with its quoting, or where it stops inside quotes.
    static func scan(_ text: String) -> Scan {
        var fields: [String] = []
        var field = ""
        var quoted = false, afterQuote = false, atStart = true
        for character in text {
            if quoted {
                if character == "\"" {
                    quoted = false
                    afterQuote = true
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case ",":
                fields.append(field)
                field = ""
                afterQuote = false
                atStart = true
                continue
            case "\"" where atStart || afterQuote:
                if afterQuote { field.append("\"") }
                quoted = true
                afterQuote = false
            default:
                if afterQuote { return .problem("text after a closing quote in field \(fields.count + 1)") }
                if character == "\"" { return .problem("a quote inside unquoted field \(fields.count + 1)") }
                field.append(character)
            }
            atStart = false
        }
        if quoted { return .open(field: fields.count + 1) }
        fields.append(field)
        return .fields(fields)
    }
}

/// A CSV record read line by line: a line that ends inside a quoted field goes on on the
/// next (joined by a line feed, the line break the field holds), and the record is reported
/// at its first line. A record longer than the line limit stops there, open.
struct CSVRecord {
    /// The longest record, in bytes.
    let limit: Int
    /// The first line and text of a record whose quoted field is still open.
    private var pending: (line: Int, text: String)?

    init(limit: Int) { self.limit = limit }

    /// Whether a quoted field is open: the next line, even a blank one, belongs to it.
    var isOpen: Bool { pending != nil }

    /// Adds line `number`: the record it ends, with its first line, or `nil` when a quoted
    /// field is still open.
    mutating func add(_ line: UnsafeBufferPointer<UInt8>, number: Int) -> (Int, Result<[String], ResponseProblem>)? {
        var start = number, text = String(decoding: line, as: UTF8.self)
        if let pending {
            (start, text) = (pending.line, pending.text + "\n" + text)
            self.pending = nil
        }
        if case .open = CSVLine.scan(text), text.utf8.count <= limit {
            pending = (start, text)
            return nil
        }
        return (start, CSVLine.fields(text))
    }

    /// At the end of the input: the first line of a record left open, and why it is rejected.
    mutating func end() -> (Int, ResponseProblem)? {
        guard let pending else { return nil }
        self.pending = nil
        guard case .failure(let problem) = CSVLine.fields(pending.text) else { return nil }
        return (pending.line, problem)
    }
}

/// One stored response: its answers object and the outcome stored beside it, if any.
struct StoredResponse: Equatable {
    /// The answers, keyed by wire key.
    var answers: JSONValue
    /// The outcome the response was stored with.
    var outcome: String? = nil
}

/// Why a line of stored responses, or a sums file, is not usable: a sentence.
struct ResponseProblem: Error, Equatable, ExpressibleByStringInterpolation {
    /// The sentence.
    var reason: String

    init(stringLiteral value: String) { reason = value }
}
