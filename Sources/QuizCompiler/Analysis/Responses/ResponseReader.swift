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
    /// failed before the end.
    func read(_ source: AnswersSource, _ each: (Int, Result<StoredResponse, ResponseProblem>) -> Void) -> Bool {
        var reader = LineReader(source: source, limit: limit, initial: [])
        var number = 0
        var header: [String?]?
        var outcomeColumn: Int?
        return reader.forEachBlock(
            { block in
                forEachLine(in: block) { line in
                    number += 1
                    guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return }
                    switch format {
                    case .jsonLines: each(number, response(jsonLine: Array(line)))
                    case .csv:
                        let text = String(decoding: line, as: UTF8.self)
                        guard let columns = header else {
                            switch CSVLine.fields(text) {
                            case .success(let names):
                                header = names.map { keys.contains($0) ? $0 : nil }
                                outcomeColumn = keys.contains(Self.outcome) ? nil : names.firstIndex(of: Self.outcome)
                            case .failure(let problem): each(number, .failure("the header row: \(problem.reason)"))
                            }
                            return
                        }
                        each(number, response(csvLine: text, columns: columns, outcome: outcomeColumn))
                    }
                }
            },
            overlong: { length in
                number += 1
                each(number, .failure("the line is \(length) bytes long, over the limit of \(limit)"))
            })
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

    /// The answers of a CSV record and, when the header has an `outcome` column, its non-empty cell.
    func response(csvLine text: String, columns: [String?], outcome: Int?) -> Result<StoredResponse, ResponseProblem> {
        answers(csvLine: text, columns: columns).map { answers in
            guard let outcome, case .success(let cells) = CSVLine.fields(text), !cells[outcome].isEmpty else {
                return StoredResponse(answers: answers)
            }
            return StoredResponse(answers: answers, outcome: cells[outcome])
        }
    }

    /// The answers object of a CSV record: each non-empty cell of a wire key's column, as a
    /// JSON number when it is one, as a JSON array when it starts with `[` (a `multiple`
    /// question's ids), else as the text (an option id).
    func answers(csvLine text: String, columns: [String?]) -> Result<JSONValue, ResponseProblem> {
        let cells: [String]
        switch CSVLine.fields(text) {
        case .success(let fields): cells = fields
        case .failure(let problem): return .failure(problem)
        }
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

/// One CSV record on one line (RFC 4180 without line breaks in fields): fields separated by
/// commas, a field in double quotes may hold commas and `""` for a quote.
enum CSVLine {
    /// The fields of `line`, or what is wrong with its quoting.
    static func fields(_ line: String) -> Result<[String], ResponseProblem> {
        var fields: [String] = []
        var field = ""
        var quoted = false, afterQuote = false, atStart = true
        for character in line {
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
                if afterQuote { return .failure("text after a closing quote in field \(fields.count + 1)") }
                if character == "\"" { return .failure("a quote inside unquoted field \(fields.count + 1)") }
                field.append(character)
            }
            atStart = false
        }
        if quoted { return .failure("field \(fields.count + 1) opens a quote it does not close") }
        fields.append(field)
        return .success(fields)
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
