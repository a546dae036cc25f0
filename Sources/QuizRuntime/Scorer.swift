/// Scores answers against one bundle: validation with stable error codes, then exact
/// integer totals and the outcome (docs/runtime.md). Build one per bundle and reuse it;
/// it is immutable and safe to share across threads.
public struct Scorer: Sendable {
    /// The bundle scored against.
    public let bundle: QuizBundle
    let plan: ScoringPlan
    private let hashCache = BundleHashCache()

    /// A scorer for `bundle`; its lookup tables are built once, here.
    public init(bundle: QuizBundle) {
        self.init(bundle: bundle, seams: .shipped)
    }

    /// A scorer whose branching rules run through `seams`: tests pass deliberately broken
    /// ones (`BranchingSeams`); everything else uses `init(bundle:)`.
    package init(bundle: QuizBundle, seams: BranchingSeams) {
        self.bundle = bundle
        self.plan = ScoringPlan(bundle, seams: seams)
    }

    /// The bundle's hash (`QuizBundle.hash()`), computed on first use and then kept for the
    /// scorer's lifetime: sessions started and resumed on this scorer do not hash the bundle again.
    public var bundleHash: String { hashCache.hash(of: bundle) }

    /// Scores a JSON answers object `{wire key: answer}`.
    public func score(json: JSONValue) -> Result<ScoreResult, AnswerError> {
        guard case .object(let members) = json else {
            return .failure(
                AnswerError(code: .wrongType, message: "the answers must be a JSON object {\"wire key\": answer}"))
        }
        if let totals = fastTotals(members) { return .success(plan.result(totals: totals, bundle: bundle)) }
        return score(raw: members.lazy.map { ($0.0, RawAnswer($0.1)) })
    }

    /// Scores typed answers keyed by wire key.
    public func score(_ answers: [(key: String, answer: QuizAnswer)]) -> Result<ScoreResult, AnswerError> {
        // Fast path for the common case — every answer valid, keys in question order, one
        // option per question (scale values and option ids): no intermediate values at all.
        // Anything else takes the general path, which finds and reports problems.
        if let totals = fastTotals(answers) { return .success(plan.result(totals: totals, bundle: bundle)) }
        return score(raw: answers.lazy.map { ($0.key, RawAnswer($0.answer)) })
    }

    /// Totals for a complete answer set in question order with one option per question
    /// (scale values, option ids), or `nil` for anything else. Keys and ids are compared
    /// as bytes against the plan's flat tables: no lookups by `String`, no copies.
    private func fastTotals(_ answers: [(key: String, answer: QuizAnswer)]) -> [Int]? {
        let tables = plan.fast
        guard answers.count == tables.questionCount, plan.draw.acceptsEveryQuestion, !plan.visibility.hasConditions
        else { return nil }
        var totals = plan.initial
        let complete = totals.withUnsafeMutableBufferPointer { totals in
            answers.withUnsafeBufferPointer { answers in
                for index in 0..<answers.count {
                    let matched = answers[index].key.utf8.withContiguousStorageIfAvailable { key in
                        guard let base = key.baseAddress else { return key.isEmpty && tables.keys.length(index) == 0 }
                        return tables.isKey(index, base, key.count)
                    }
                    guard matched == true else { return false }
                    let option: Int?
                    switch (tables.types[index], answers[index].answer) {
                    case (.scale, .integer(let value)): option = tables.scaleOption(index, value: value)
                    case (.single, .option(let id)), (.range, .option(let id)):
                        option =
                            id.utf8.withContiguousStorageIfAvailable { bytes in
                                bytes.baseAddress.flatMap { tables.option(index, id: $0, bytes.count) }
                            } ?? nil
                    default: return false
                    }
                    guard let option else { return false }
                    tables.add(option, to: totals)
                }
                return true
            }
        }
        return complete ? totals : nil
    }

    private func fastTotals(_ members: [(String, JSONValue)]) -> [Int]? {
        fastTotals(count: members.count, key: { members[$0].0 }) { index, question in
            switch (question.type, members[index].1) {
            case (.scale, .number(let literal)): return Int(literal).flatMap { question.option(value: $0) }
            case (.single, .string(let id)), (.range, .string(let id)): return question.option(id: id)
            default: return nil
            }
        }
    }

    /// Totals for a complete answer set given in question order with one option per
    /// question, or `nil` for anything else (the general path then validates and reports).
    private func fastTotals(count: Int, key: (Int) -> String, option: (Int, PlannedQuestion) -> Int?) -> [Int]? {
        let questions = plan.questions, tables = plan.fast
        guard count == questions.count, plan.draw.acceptsEveryQuestion, !plan.visibility.hasConditions else {
            return nil
        }
        var totals = plan.initial
        let complete = totals.withUnsafeMutableBufferPointer { totals in
            for index in 0..<count {
                let question = questions[index]
                guard key(index).isExactly(question.key), let chosen = option(index, question) else { return false }
                tables.add(tables.optionStart[index] + chosen, to: totals)
            }
            return true
        }
        return complete ? totals : nil
    }

    /// Scores the text of a JSON answers object.
    public func score(jsonText bytes: [UInt8]) -> Result<ScoreResult, AnswerError> {
        if let result = fastScore(jsonText: bytes) { return .success(result) }
        do {
            return score(json: try JSONParser().parse(bytes))
        } catch {
            return .failure(AnswerError(code: .invalidJSON, message: "the answers are not valid JSON: \(error)"))
        }
    }

    /// Scores the text of a plain, valid JSON answers object without parsing it into a
    /// `JSONValue`, or returns `nil` when the text needs the general path: an error of any
    /// kind, escapes in names or ids, fractions, unknown members and everything unusual.
    /// When it returns a result, it is exactly what `score(jsonText:)` gives.
    public func fastScore(jsonText bytes: UnsafeBufferPointer<UInt8>) -> ScoreResult? {
        // A bundle with conditions goes to the general path, the one place visibility is decided.
        guard !plan.visibility.hasConditions else { return nil }
        var scanner = JSONAnswersScanner(tables: plan.fast, bytes: bytes)
        return scanner.totals(initial: plan.initial, recordingAnswered: plan.profile.needsAnswered).map {
            plan.result(totals: $0.totals, answered: $0.answered, bundle: bundle)
        }
    }

    /// `fastScore(jsonText:)` over an array.
    public func fastScore(jsonText bytes: [UInt8]) -> ScoreResult? {
        bytes.withUnsafeBufferPointer { fastScore(jsonText: $0) }
    }

    func score<Answers: Collection>(raw answers: Answers) -> Result<ScoreResult, AnswerError>
    where Answers.Element == (String, RawAnswer) {
        let read = read(raw: answers)
        // Report the most useful problem, independent of the answers' key order: an
        // unknown key first (it is usually why an answer looks missing), then the first
        // question in bundle order whose answer is wrong, given although the question is
        // hidden, or missing although it is shown and required.
        if let error = read.unknownKey { return .failure(error) }
        let shown = plan.visibility.hasConditions ? plan.visibility.shown(read.options) : nil
        for (index, question) in plan.questions.enumerated() {
            if let error = read.firstError, error.0 == index { return .failure(error.1) }
            let answered = read.chosen[index] != -1
            let isShown = shown?[index] ?? true
            if plan.seams.rejectsAnswer(answered, isShown) { return .failure(plan.hiddenAnswerError(index)) }
            if !answered && plan.seams.requiresAnswer(plan.mustAnswer[index], isShown) {
                return .failure(
                    AnswerError(
                        code: .missingAnswer, message: "the required question \"\(question.key)\" has no answer",
                        key: question.key))
            }
        }
        // Draw pools: at most `count` answered, and no fewer than some draw requires.
        if !plan.draw.isEmpty,
            let error = plan.draw.error(
                keys: plan.questions.map(\.key), required: plan.questions.map(\.required),
                answered: { read.chosen[$0] != -1 })
        {
            return .failure(error)
        }
        var totals = plan.initial
        for (index, question) in plan.questions.enumerated() {
            if read.chosen[index] >= 0 {
                for (trait, amount) in question.weights[read.chosen[index]] { totals[trait] += amount }
            } else if read.chosen[index] == -2, let many = read.multiChosen[index] {
                for option in many { for (trait, amount) in question.weights[option] { totals[trait] += amount } }
            }
        }
        let answered = plan.profile.needsAnswered ? read.chosen.map { $0 != -1 } : nil
        return .success(plan.result(totals: totals, answered: answered, bundle: bundle))
    }

    /// Each answer looked up and checked on its own (the per-answer checks of `score`).
    func read<Answers: Collection>(raw answers: Answers) -> ReadAnswers where Answers.Element == (String, RawAnswer) {
        var read = ReadAnswers(chosen: [Int](repeating: -1, count: plan.questions.count))
        var unknown: [(String, AnswerError)] = []
        for (position, (key, answer)) in answers.enumerated() {
            // Clients usually send answers in question order: try that position first.
            guard let index = plan.questionIndex(forKey: key, hint: position) else {
                unknown.append((key, plan.unknownKeyError(key)))
                continue
            }
            if case .null = answer { continue }
            switch plan.questions[index].choose(answer, key: key) {
            case .success(let choice):
                switch choice {
                case .one(let option): read.chosen[index] = option
                case .many(let options):
                    read.multiChosen[index] = options
                    read.chosen[index] = -2
                }
            case .failure(let error):
                if read.firstError.map({ index < $0.0 }) ?? true { read.firstError = (index, error) }
            }
        }
        read.unknownKey = unknown.min(by: { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) })?.1
        return read
    }
}

/// Answers after the per-answer checks: what each question's answer chose, and the first problems.
struct ReadAnswers {
    /// Per question: the chosen option, −1 for no answer, −2 for a `multiple` answer (in `multiChosen`).
    var chosen: [Int]
    /// The options of each answered `multiple` question.
    var multiChosen: [Int: [Int]] = [:]
    /// The error of the smallest unknown key (by UTF-8 bytes), if any.
    var unknownKey: AnswerError?
    /// The first question in bundle order whose answer is wrong, and its error.
    var firstError: (Int, AnswerError)?

    /// Per question its chosen options (`nil`: no answer), as `VisibilityRules` reads them.
    var options: [[Int]?] {
        chosen.indices.map { index in
            switch chosen[index] {
            case -1: return nil
            case -2: return multiChosen[index] ?? []
            default: return [chosen[index]]
            }
        }
    }
}

/// An answer before validation: the JSON form, or a typed answer.
enum RawAnswer {
    case null
    /// A number written as a plain integer that fits in `Int` (the fast, common case).
    case integer(Int)
    case number(String)
    case string(String)
    case list([JSONValue])
    case other(String)

    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .number(let literal):
            if literal.utf8.count <= 18, let value = Int(literal) {
                self = .integer(value)
            } else {
                self = .number(literal)
            }
        case .string(let text): self = .string(text)
        case .array(let items): self = .list(items)
        case .bool: self = .other("a boolean")
        case .object: self = .other("an object")
        }
    }

    init(_ answer: QuizAnswer) {
        switch answer {
        case .integer(let value): self = .integer(value)
        case .number(let literal): self = .number(literal)
        case .option(let id): self = .string(id)
        case .options(let ids): self = .list(ids.map(JSONValue.string))
        }
    }
}
