/// A session's progress (docs/runtime.md, "Progress"): the answered count and the least and
/// most questions still to come, exact up to `maxScenarios` ways of answering the open
/// questions that conditions read; past that, the safe fallback with `exact == false`.
public struct SessionProgress: Equatable, Sendable {
    /// The most answer scenarios evaluated; past it the bounds are the fallback.
    public static let maxScenarios = 4096

    /// The questions with an answer.
    public var answered: Int
    /// The fewest questions still to come.
    public var least: Int
    /// The most questions still to come.
    public var most: Int
    /// Whether the bounds are exact (false past `maxScenarios`).
    public var exact: Bool

    /// A progress with every field given.
    public init(answered: Int, least: Int, most: Int, exact: Bool) {
        self.answered = answered
        self.least = least
        self.most = most
        self.exact = exact
    }

    /// The progress given the answers so far and the open questions (presented on the current
    /// page or later, unanswered).
    static func of(
        _ scorer: Scorer, answers: [(String, JSONValue)], open: [QuizBundle.Question]
    ) -> SessionProgress {
        let bundle = scorer.bundle
        let timed = bundle.presentation.timeLimit != nil
        let read = conditionReads(bundle)
        let deciding = open.filter { read.contains(ExactString($0.id)) }
        var count = 1
        for question in deciding where count <= maxScenarios {
            count = Swift.min(count * alternativeCount(question, timed || !question.required), maxScenarios + 1)
        }
        if count > maxScenarios {
            let least = open.filter { $0.condition == nil }.count
            return SessionProgress(answered: answers.count, least: least, most: open.count, exact: false)
        }
        let values = deciding.map { alternatives($0, timed || !$0.required) }
        var least = Int.max
        var most = 0
        forEachScenario(values, deciding.map(\.key)) { scenario in
            guard case .success(let seen) = scorer.visibility(json: .object(answers + scenario)) else { return }
            let visible = Set(seen.visible.map(ExactString.init))
            let coming = open.filter { visible.contains(ExactString($0.id)) }.count
            least = Swift.min(least, coming)
            most = Swift.max(most, coming)
        }
        return SessionProgress(answered: answers.count, least: least == Int.max ? 0 : least, most: most, exact: true)
    }

    /// How many answers a question can still take (no answer included when it may stay open),
    /// or `maxScenarios + 1` when that is more: Pascal's rows added with saturation.
    static func alternativeCount(_ question: QuizBundle.Question, _ mayStayOpen: Bool) -> Int {
        let extra = mayStayOpen ? 1 : 0
        guard question.type == .multiple else { return question.options.count + extra }
        let n = question.options.count
        let cap = maxScenarios + 1
        var row = [1] + [Int](repeating: 0, count: n)
        for size in stride(from: 1, through: n, by: 1) {
            for k in stride(from: size, through: 1, by: -1) { row[k] = Swift.min(cap, row[k] + row[k - 1]) }
        }
        let low = question.min ?? 0
        let high = Swift.min(question.max ?? n, n)
        let total = low <= high ? row[low...high].reduce(0) { Swift.min(cap, $0 + $1) } : 0
        return Swift.min(cap, total + extra)
    }

    /// Every answer a question can still take, as JSON (`nil`: none).
    static func alternatives(_ question: QuizBundle.Question, _ mayStayOpen: Bool) -> [JSONValue?] {
        var found: [JSONValue?] = mayStayOpen ? [nil] : []
        switch question.type {
        case .scale: return found + question.options.map { .integer($0.value ?? 0) }
        case .single, .range: return found + question.options.map { .string($0.id ?? "") }
        case .multiple:
            let ids = question.options.map { $0.id ?? "" }
            for mask in 0..<(1 << ids.count) {
                let chosen = ids.indices.filter { mask >> $0 & 1 == 1 }.map { JSONValue.string(ids[$0]) }
                if chosen.count >= (question.min ?? 0) && chosen.count <= (question.max ?? ids.count) {
                    found.append(.array(chosen))
                }
            }
            return found
        }
    }

    /// The ids of the questions some condition reads.
    static func conditionReads(_ bundle: QuizBundle) -> Set<ExactString> {
        var read = Set<ExactString>()
        func walk(_ condition: QuizBundle.Condition) {
            switch condition {
            case .all(let parts), .any(let parts): parts.forEach(walk)
            case .not(let inner): walk(inner)
            case .answered(let question, _), .optionIn(let question, _), .valueIn(let question, _),
                .includes(let question, _):
                read.insert(ExactString(question))
            }
        }
        for question in bundle.questions { question.condition.map(walk) }
        return read
    }

    /// Calls `body` with every combination of the alternatives, as (key, answer) members.
    private static func forEachScenario(
        _ values: [[JSONValue?]], _ keys: [String], at index: Int = 0, _ chosen: [(String, JSONValue)] = [],
        _ body: ([(String, JSONValue)]) -> Void
    ) {
        guard index < values.count else { return body(chosen) }
        for value in values[index] {
            forEachScenario(values, keys, at: index + 1, value.map { chosen + [(keys[index], $0)] } ?? chosen, body)
        }
    }
}
