/// Which questions partial answers show (docs/runtime.md, "Branching"): what a client asks
/// while the quiz is being taken, to know which questions to present and which answers to drop.
public struct Visibility: Sendable, Equatable {
    /// The quiz's id.
    public var quiz: String
    /// The bundle's version.
    public var version: String
    /// The ids of the questions shown, in source order (every question when the quiz has no conditions).
    public var visible: [String]
    /// The ids of the questions that have an answer but are hidden, in source order: drop
    /// their answers before scoring.
    public var discard: [String]

    /// A visibility with every field given.
    public init(quiz: String, version: String, visible: [String], discard: [String]) {
        self.quiz = quiz
        self.version = version
        self.visible = visible
        self.discard = discard
    }

    /// `{"quiz", "version", "visible", "discard"}`, members in that order.
    public var jsonValue: JSONValue {
        .object([
            ("quiz", .string(quiz)), ("version", .string(version)),
            ("visible", .array(visible.map(JSONValue.string))), ("discard", .array(discard.map(JSONValue.string))),
        ])
    }

    /// The compact JSON line every runtime prints for it (`quizc visible`), without a line end.
    public var jsonLine: String { String(decoding: JSONWriter.line.bytes(jsonValue), as: UTF8.self) }
}

extension Scorer {
    /// Which questions the answers so far show, and which answered ones are hidden. The
    /// per-answer checks of `score` run first (the same errors, in the same order); the
    /// checks of a whole answer set (`missing-answer`, `hidden-answer`, draw pools) do not.
    public func visibility(json: JSONValue) -> Result<Visibility, AnswerError> {
        guard case .object(let members) = json else {
            return .failure(
                AnswerError(code: .wrongType, message: "the answers must be a JSON object {\"wire key\": answer}"))
        }
        return visibility(raw: members.lazy.map { ($0.0, RawAnswer($0.1)) })
    }

    /// `visibility(json:)` over the text of a JSON answers object.
    public func visibility(jsonText bytes: [UInt8]) -> Result<Visibility, AnswerError> {
        do {
            return visibility(json: try JSONParser().parse(bytes))
        } catch {
            return .failure(AnswerError(code: .invalidJSON, message: "the answers are not valid JSON: \(error)"))
        }
    }

    /// `visibility(json:)` over typed answers keyed by wire key.
    public func visibility(answers: [String: QuizAnswer]) -> Result<Visibility, AnswerError> {
        visibility(raw: answers.map { ($0.key, RawAnswer($0.value)) })
    }

    func visibility<Answers: Collection>(raw answers: Answers) -> Result<Visibility, AnswerError>
    where Answers.Element == (String, RawAnswer) {
        let read = read(raw: answers)
        if let error = read.unknownKey ?? read.firstError?.1 { return .failure(error) }
        let shown = plan.visibility.shown(read.options)
        let questions = bundle.questions
        return .success(
            Visibility(
                quiz: bundle.quiz, version: bundle.version,
                visible: questions.indices.filter { shown[$0] }.map { questions[$0].id },
                discard: questions.indices.filter { !shown[$0] && read.chosen[$0] != -1 }.map { questions[$0].id }))
    }
}
