@_spi(Tools) import QuizCompiler
import QuizRuntime
import QuizTranslationTemplate
@_spi(Tools) import QuizYAML

/// What a translator needs beside a text of a quiz: where it appears (an option's question,
/// a scale label's scale, an outcome text's outcome), where the quiz file has it, and the
/// author's comment on it there.
struct QuizTextContext {
    let quiz: SourceQuiz
    let index: TextIndex
    let comments: YAMLComments

    init(quiz: SourceQuiz, quizBytes: [UInt8]) {
        self.quiz = quiz
        self.index = TextIndex(bytes: quizBytes)
        self.comments = YAMLComments(index: index, root: YAMLLoader().load(quizBytes).root)
    }

    private func question(_ id: String) -> SourceQuestion? {
        quiz.questions.first { $0.id?.value.isExactly(id) ?? false }
    }

    private func outcome(_ code: String) -> SourceOutcome? {
        quiz.outcomes.first { $0.code.value.isExactly(code) }
    }

    private func result(_ id: String) -> SourceResult? {
        quiz.scoring?.results.first { $0.id?.value.isExactly(id) ?? false }
    }

    private func quoted(_ text: Located<String>?) -> String {
        text.map { " (“\($0.value)”)" } ?? ""
    }

    /// Where the text at `keys` appears, in a sentence.
    func describe(_ keys: [String]) -> String {
        switch keys.count {
        case 1:
            return keys[0] == "title" ? "The quiz's title." : "The quiz's description, shown below its title."
        case 3 where keys[0] == "scales":
            let users = quiz.questions.filter { $0.scale?.value.isExactly(keys[1]) ?? false }.compactMap(\.id?.value)
            let labels =
                quiz.scales.first { $0.name.value.isExactly(keys[1]) }?.options.compactMap { option -> String? in
                    guard let value = option.value, let label = option.label else { return nil }
                    return "\(value.value) “\(label.value)”"
                } ?? []
            return
                "Label of point \(keys[2]) of the answer scale `\(keys[1])` (\(labels.joined(separator: ", "))), shared by \(users.count) question\(users.count == 1 ? "" : "s")."
        case 3 where keys[0] == "questions":
            let question = question(keys[1])
            switch keys[2] {
            case "text": return "The text of question `\(keys[1])`."
            case "low": return "The label of the lowest point of question `\(keys[1])`\(quoted(question?.text))."
            default: return "The label of the highest point of question `\(keys[1])`\(quoted(question?.text))."
            }
        case 4 where keys[0] == "questions":
            return "An answer option (`\(keys[3])`) of question `\(keys[1])`\(quoted(question(keys[1])?.text))."
        case 3 where keys[0] == "outcomes":
            return "The \(keys[2]) of outcome `\(keys[1])`\(keys[2] == "title" ? "" : quoted(outcome(keys[1])?.title))."
        case 4 where keys[0] == "outcomes":
            return
                "Recommendation \((Int(keys[3]) ?? 0) + 1) of outcome `\(keys[1])`\(quoted(outcome(keys[1])?.title))."
        case 3 where keys[0] == "results":
            return "The \(keys[2]) of result `\(keys[1])`\(keys[2] == "title" ? "" : quoted(result(keys[1])?.title))."
        case 5 where keys[0] == "results":
            return
                "The \(keys[4]) of band `\(keys[3])` of result `\(keys[1])`\(quoted(result(keys[1])?.title))."
        case 6 where keys[0] == "results":
            return
                "Recommendation \((Int(keys[5]) ?? 0) + 1) of band `\(keys[3])` of result `\(keys[1])`\(quoted(result(keys[1])?.title))."
        default:
            return "A text of the quiz."
        }
    }

    /// Where the quiz file has the text at `keys`.
    func range(_ keys: [String]) -> SourceRange? {
        switch keys.count {
        case 1:
            return keys[0] == "title" ? quiz.title?.range : quiz.description?.range
        case 3 where keys[0] == "scales":
            return quiz.scales.first { $0.name.value.isExactly(keys[1]) }?.options.first {
                $0.value.map { String($0.value) == keys[2] } ?? false
            }?.label?.range
        case 3 where keys[0] == "questions":
            let question = question(keys[1])
            switch keys[2] {
            case "text": return question?.text?.range
            case "low": return question?.low?.range
            default: return question?.high?.range
            }
        case 4 where keys[0] == "questions":
            return question(keys[1])?.options?.first { option in
                (option.id?.value.isExactly(keys[3]) ?? false)
                    || (option.id == nil && option.value.map { String($0.value) == keys[3] } ?? false)
            }?.label?.range
        case 3 where keys[0] == "outcomes":
            let outcome = outcome(keys[1])
            return keys[2] == "title" ? outcome?.title?.range : outcome?.description?.range
        case 4 where keys[0] == "outcomes":
            return Int(keys[3]).flatMap { outcome(keys[1])?.recommendations.element(at: $0)?.range }
        case 3 where keys[0] == "results":
            let result = result(keys[1])
            return keys[2] == "title" ? result?.title?.range : result?.description?.range
        case 5 where keys[0] == "results", 6 where keys[0] == "results":
            let band = result(keys[1])?.bands.first { $0.id?.value.isExactly(keys[3]) ?? false }
            if keys.count == 6 { return Int(keys[5]).flatMap { band?.recommendations.element(at: $0)?.range } }
            return keys[4] == "title" ? band?.title?.range : band?.description?.range
        default:
            return nil
        }
    }

    /// The author's comment on the text at `keys`: the comment lines right above its line
    /// (no blank line between) and a comment at the end of its last line, without `#`.
    func comment(_ keys: [String]) -> String? {
        guard let range = range(keys) else { return nil }
        var lines: [String] = []
        // Above the text's own line, or above the question or option it belongs to (`- id: …`).
        var owners = [range.start.line]
        if keys.count == 3, keys[0] == "questions", keys[2] == "text", let question = question(keys[1]) {
            owners.insert(question.range.start.line, at: 0)
        }
        if keys.count == 4, keys[0] == "questions",
            let option = question(keys[1])?.options?.first(where: { $0.label?.range == range })
        {
            owners.insert(option.range.start.line, at: 0)
        }
        for owner in Set(owners).sorted() {
            var above: [String] = []
            var line = owner - 1
            while line >= 1, let text = wholeLineComment(line) {
                above.insert(text, at: 0)
                line -= 1
            }
            lines += above
        }
        let endLine = max(range.start.line, range.end.column == 1 ? range.end.line - 1 : range.end.line)
        let lineEnd = index.offset(afterLine: endLine)
        if let trailing = comments.ranges(from: index.offset(range.end), to: lineEnd).first {
            lines.append(Self.stripped(comments.text(trailing)))
        }
        lines = lines.filter { !$0.hasPrefix("yaml-language-server:") }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// The text of line `line` when it holds nothing but a comment.
    private func wholeLineComment(_ line: Int) -> String? {
        let start = index.offset(ofLine: line)
        let end = index.offset(afterLine: line)
        guard start < end else { return nil }
        var first = start
        while first < end, index.bytes[first] == 0x20 || index.bytes[first] == 0x09 { first += 1 }
        guard first < end, index.bytes[first] == UInt8(ascii: "#"),
            let found = comments.ranges(from: first, to: end).first, found.lowerBound == first
        else { return nil }
        return Self.stripped(comments.text(found))
    }

    private static func stripped(_ comment: String) -> String {
        var text = Substring(comment.dropFirst())
        if text.first == " " { text = text.dropFirst() }
        return String(text)
    }
}

extension Array {
    /// The element at `position`, or `nil` outside the array.
    fileprivate func element(at position: Int) -> Element? {
        indices.contains(position) ? self[position] : nil
    }
}
