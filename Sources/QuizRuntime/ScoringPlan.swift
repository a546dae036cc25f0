import Foundation

/// A bundle compiled for fast, exact scoring: traits by index, weights as index/amount
/// pairs, keys and option ids in hash tables keyed by their exact scalars.
///
/// Swift's `String` hashing and `==` use canonical equivalence, so the tables are keyed by
/// `ExactString`: two keys, ids or traits that differ only by normalization stay distinct.
struct ScoringPlan: Sendable {
    enum Rule: Sendable {
        case axes([(a: Int, b: Int, tie: String)])
        case highest(order: [Int], secondary: Bool)
        case bands(trait: Int, bands: [(outcome: String, max: Int?)])
        /// The nearest profile (`ProfileRules.nearestOutcome`), or no outcome.
        case profile
    }

    let traits: [String]
    let initial: [Int]
    let questions: [PlannedQuestion]
    let rule: Rule
    /// Derived scores, results, nearest profiles and axis percentages.
    let profile: ProfileRules
    /// Names shared by every result.
    let layout: ResultLayout
    /// The flat tables of the fast paths.
    let fast: FastTables
    /// How answers to draw pools are validated.
    let draw: DrawRule
    /// Per question: whether an answers set must answer it on its own — declared required
    /// and outside every draw pool (a pool's questions answer to the pool's count instead).
    let mustAnswer: [Bool]
    /// Which questions are shown (docs/runtime.md, "Branching").
    let visibility: VisibilityRules
    /// The parts of the branching rules (`.shipped` outside tests).
    let seams: BranchingSeams
    /// See `axisCodes(_:)`; empty when there are more than six axes.
    private let axisCodes: [String]
    private let keyIndex: ExactLookup
    private let foldedKeys: [String: Int]

    init(_ bundle: QuizBundle, seams: BranchingSeams = .shipped) {
        self.seams = seams
        traits = bundle.traits
        var traitIndex: [ExactString: Int] = [:]
        for (index, trait) in bundle.traits.enumerated() { traitIndex[ExactString(trait)] = index }
        func index(_ trait: String) -> Int { traitIndex[ExactString(trait)] ?? 0 }
        // At least one slot, so that no index can fall outside (see `result`).
        var initial = [Int](repeating: 0, count: max(1, bundle.traits.count))
        for entry in bundle.scoring.initial { initial[index(entry.trait)] += entry.amount }
        self.initial = initial
        let questions = bundle.questions.map { PlannedQuestion($0, traitIndex: index) }
        self.questions = questions
        let draw = DrawRule(bundle)
        self.draw = draw
        let mustAnswer = questions.indices.map { questions[$0].required && draw.ownRequired[$0] }
        self.mustAnswer = mustAnswer
        visibility = VisibilityRules(bundle, seams: seams)
        fast = FastTables(questions, mustAnswer: mustAnswer, draw: draw)
        var folded: [String: Int] = [:]
        for (position, question) in bundle.questions.enumerated() {
            folded[KeyFolding.folded(question.key)] = position
        }
        keyIndex = ExactLookup(bundle.questions.map(\.key))
        foldedKeys = folded
        switch bundle.scoring.rule {
        case .axes(let axes): rule = .axes(axes.map { (index($0.poles.0), index($0.poles.1), $0.tie) })
        case .highest(let ties, let secondary): rule = .highest(order: ties.map(index), secondary: secondary)
        case .bands(let trait, let bands): rule = .bands(trait: index(trait), bands: bands.map { ($0.outcome, $0.max) })
        case .profile: rule = .profile
        }
        profile = ProfileRules(bundle.scoring, traitIndex: index, weights: questions.map(\.weights))
        var layoutAxes: [ResultLayout.Axis] = []
        if case .axes(let planned) = rule {
            layoutAxes = planned.map { ResultLayout.Axis(a: $0.a, b: $0.b, tie: $0.tie) }
        }
        layout = ResultLayout(traits: traits, axes: layoutAxes)
        axisCodes = Self.axisCodes(layout)
    }

    /// The question whose wire key is exactly `key`.
    func questionIndex(forKey key: String, hint: Int = -1) -> Int? {
        keyIndex.index(of: key, hint: hint)
    }

    /// Whether scoring rejects a question's answer: it has one although it is hidden (`hidden-answer`).
    static func rejectsAnswer(answered: Bool, shown: Bool) -> Bool { answered && !shown }

    /// Whether scoring requires a question's answer: it must be answered on its own
    /// (`mustAnswer`) and is shown ("required" means required when shown).
    static func requiresAnswer(mustAnswer: Bool, shown: Bool) -> Bool { mustAnswer && shown }

    /// The error for an answer to the question at `index`, which these answers do not show.
    func hiddenAnswerError(_ index: Int) -> AnswerError {
        AnswerError(
            code: .hiddenAnswer,
            message:
                "question \"\(questions[index].id)\" is not shown for these answers (its condition does not hold); leave its answer out",
            key: questions[index].key)
    }

    /// The error for a key that matches no question, naming the intended key when it is a near miss.
    func unknownKeyError(_ key: String) -> AnswerError {
        let nfc = UnicodeNormalization.nfc(key)
        if let index = keyIndex.index(of: nfc) {
            return AnswerError(
                code: .keyNotNormalized,
                message:
                    "the key \"\(key)\" is not in Unicode NFC form; send the question's key \"\(questions[index].key)\" exactly",
                key: key)
        }
        if let index = questions.firstIndex(where: { $0.id.isExactly(key) }) {
            return AnswerError(
                code: .unknownKey,
                message:
                    "\"\(key)\" is a question id, but this quiz keys answers by wire key; send \"\(questions[index].key)\"",
                key: key)
        }
        if let index = foldedKeys[KeyFolding.folded(key)] {
            return AnswerError(
                code: .unknownKey,
                message:
                    "no question has the key \"\(key)\"; did you mean \"\(questions[index].key)\"? Keys must match exactly",
                key: key)
        }
        return AnswerError(code: .unknownKey, message: "no question has the key \"\(key)\"", key: key)
    }

    /// The result for `totals`; `answered[q]` tells whether question `q` was answered, `nil`
    /// when every question was (the fast paths score complete answer sets only when a
    /// derived score counts answered questions).
    func result(totals: [Int], answered: [Bool]? = nil, bundle: QuizBundle) -> ScoreResult {
        // A decoded bundle always has traits; one built in code might not. Never trap on it.
        guard !traits.isEmpty else {
            return ScoreResult(
                quiz: bundle.quiz, version: bundle.version, outcome: "", secondary: nil, scores: [], axes: [])
        }
        var outcome: String? = ""
        var secondaryOutcome: String?
        let derivedValues = profile.derived.isEmpty ? [] : profile.derivedValues(totals, answered: answered)
        switch rule {
        case .axes:
            // The code is the letters in axis order, from the table when there is one.
            if axisCodes.isEmpty {
                outcome = layout.axes.map { layout.letter($0, totals) }.joined()
            } else {
                var code = 0
                for axis in layout.axes { code = 3 * code + axis.side(totals) }
                outcome = axisCodes[code]
            }
        case .highest(let order, let secondary):
            var best = order.first ?? 0
            for trait in order where totals[trait] > totals[best] { best = trait }
            outcome = traits[best]
            if secondary {
                var runnerUp: Int?
                for trait in order where trait != best {
                    if runnerUp.map({ totals[trait] > totals[$0] }) ?? true { runnerUp = trait }
                }
                if let runnerUp, totals[runnerUp] > 0 { secondaryOutcome = traits[runnerUp] }
            }
        case .bands(let trait, let bands):
            let total = totals[trait]
            outcome = bands.first { band in band.max.map { total <= $0 } ?? true }?.outcome ?? ""
        case .profile:
            let nearest = profile.nearestOutcome(totals, derived: derivedValues)
            outcome = nearest?.outcome
            secondaryOutcome = nearest?.secondary
        }
        var result = ScoreResult(
            quiz: bundle.quiz, version: bundle.version, outcome: outcome, secondary: secondaryOutcome,
            layout: layout, totals: totals, axisPercentDigits: profile.axisPercentDigits)
        guard !profile.isEmpty || profile.weightDigits > 0 else { return result }
        result.scoreDigits = profile.weightDigits
        result.derived = zip(profile.derivedIDs, zip(derivedValues, profile.derivedDigits)).map { id, value in
            ScoreResult.DerivedValue(id: id, value: value.0.map { ScoreResult.ExactValue($0, digits: value.1) })
        }
        result.results = zip(profile.results, profile.resultValues(totals, derived: derivedValues)).map {
            rule, value in
            ScoreResult.ProfileResult(
                id: rule.id, value: value.value.map { ScoreResult.ExactValue($0, digits: rule.digits) },
                band: value.band.map { rule.bands[$0].id })
        }
        return result
    }

    /// For up to six axes, every outcome code by its base-3 number (one digit per axis, the
    /// first axis most significant: 0 when its first pole wins, 1 when the second does, 2 on
    /// a tie), the letters joined in axis order.
    static func axisCodes(_ layout: ResultLayout) -> [String] {
        guard !layout.traits.isEmpty, layout.axes.count <= 6 else { return [] }
        var codes = [""]
        for axis in layout.axes.reversed() {
            let letters = [layout.traits[axis.a], layout.traits[axis.b], axis.tie]
            codes = letters.flatMap { letter in codes.map { letter + $0 } }
        }
        return codes
    }
}

/// One question compiled for scoring and answer validation.
final class PlannedQuestion: Sendable {
    enum Choice {
        case one(Int)
        case many([Int])
    }

    let id: String
    let key: String
    let type: QuizBundle.QuestionType
    let required: Bool
    let min: Int
    let max: Int
    /// Per option: (trait index, amount).
    let weights: [[(Int, Int)]]
    let ids: [String]
    let values: [Int]
    private let idIndex: ExactLookup
    private let foldedIDs: [String: Int]

    init(_ question: QuizBundle.Question, traitIndex: (String) -> Int) {
        id = question.id
        key = question.key
        type = question.type
        required = question.required
        min = question.min ?? 0
        max = question.max ?? 0
        weights = question.options.map { $0.weights.map { (traitIndex($0.trait), $0.amount) } }
        ids = question.options.map { $0.id ?? "" }
        values = question.options.map { $0.value ?? 0 }
        var folded: [String: Int] = [:]
        for (position, id) in ids.enumerated() where question.type != .scale {
            folded[KeyFolding.folded(id)] = position
        }
        idIndex = ExactLookup(question.type == .scale ? [] : ids)
        foldedIDs = folded
    }

    func option(id: String) -> Int? {
        idIndex.index(of: id)
    }

    private func unknownOption(_ id: String) -> AnswerError {
        let anchors = ids.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
        if type == .range {
            var message = "\"\(id)\" is not an anchor of \"\(key)\"; \(rangeExpectation)"
            if let index = foldedIDs[KeyFolding.folded(id)] {
                message += "; did you mean \"\(ids[index])\"?"
            } else {
                message += " (" + anchors + ")"
            }
            return AnswerError(code: .unknownOption, message: message, key: key)
        }
        var message = "\"\(id)\" is not an option of \"\(key)\""
        if let index = foldedIDs[KeyFolding.folded(id)] {
            message += "; did you mean \"\(ids[index])\"?"
        } else {
            message += "; expected one of " + anchors
        }
        return AnswerError(code: .unknownOption, message: message, key: key)
    }

    /// What a `range` question takes, said the same way in every error about its answers.
    private var rangeExpectation: String { "expected a number from \(min) to \(max), or an anchor id" }

    /// Validates an answer and returns the chosen option(s).
    func choose(_ answer: RawAnswer, key given: String) -> Result<Choice, AnswerError> {
        switch type {
        case .scale: return chooseScale(answer)
        case .single: return chooseSingle(answer)
        case .multiple: return chooseMultiple(answer)
        case .range: return chooseRange(answer)
        }
    }

    /// A scale answer: an integer that is one of the values.
    private func chooseScale(_ answer: RawAnswer) -> Result<Choice, AnswerError> {
        if case .integer(let value) = answer {
            guard let index = option(value: value) else {
                return .failure(
                    AnswerError(
                        code: .unknownOption,
                        message: "\(value) is not a value of \"\(key)\"; expected one of "
                            + values.map(String.init).joined(separator: ", "), key: key))
            }
            return .success(.one(index))
        }
        guard case .number(let literal) = answer, let number = DecimalLiteral(literal), number.isInteger else {
            return .failure(wrongType(answer, expected: "an integer scale value"))
        }
        // An integer too large to hold is an integer all the same, just not a value of the scale.
        guard let value = number.floorTimes(1), let index = option(value: value) else {
            return .failure(
                AnswerError(
                    code: .unknownOption,
                    message: "\(literal) is not a value of \"\(key)\"; expected one of "
                        + values.map(String.init).joined(separator: ", "), key: key))
        }
        return .success(.one(index))
    }

    /// A single answer: an option id.
    private func chooseSingle(_ answer: RawAnswer) -> Result<Choice, AnswerError> {
        guard case .string(let id) = answer else {
            return .failure(wrongType(answer, expected: "an option id (a string)"))
        }
        guard let index = option(id: id) else { return .failure(unknownOption(id)) }
        return .success(.one(index))
    }

    /// A multiple answer: distinct option ids, as many as `min`…`max`.
    private func chooseMultiple(_ answer: RawAnswer) -> Result<Choice, AnswerError> {
        guard case .list(let items) = answer else {
            return .failure(wrongType(answer, expected: "a list of option ids"))
        }
        var chosen: [Int] = []
        var seen = Set<Int>()
        for item in items {
            guard case .string(let id) = item else {
                return .failure(
                    wrongType(.other("a list with a non-string item"), expected: "a list of option ids"))
            }
            guard let index = option(id: id) else { return .failure(unknownOption(id)) }
            guard seen.insert(index).inserted else {
                return .failure(
                    AnswerError(
                        code: .wrongType, message: "\"\(key)\" lists \"\(id)\" twice; choices must be distinct",
                        key: key))
            }
            chosen.append(index)
        }
        guard acceptsChoiceCount(chosen.count) else {
            let range = min == max ? "exactly \(min)" : "between \(min) and \(max)"
            return .failure(
                AnswerError(
                    code: .choiceCount, message: "\"\(key)\" takes \(range) choices, got \(chosen.count)", key: key)
            )
        }
        return .success(.many(chosen))
    }

    /// A range answer: an anchor id, or a number within `min`…`max` that picks its anchor.
    private func chooseRange(_ answer: RawAnswer) -> Result<Choice, AnswerError> {
        if case .string(let id) = answer {
            guard let index = option(id: id) else { return .failure(unknownOption(id)) }
            return .success(.one(index))
        }
        if case .integer(let x) = answer {
            guard x >= min, x <= max else {
                return .failure(
                    AnswerError(
                        code: .outOfRange,
                        message: "\(x) is outside \"\(key)\"'s range \(min)…\(max); \(rangeExpectation)", key: key))
            }
            // Where the integer formula would overflow, the exact decimal reading decides.
            return .success(.one(anchor(integer: x) ?? DecimalLiteral(String(x)).map(anchor(for:)) ?? 0))
        }
        guard case .number(let literal) = answer, let number = DecimalLiteral(literal) else {
            return .failure(wrongType(answer, expected: "a number from \(min) to \(max), or an anchor id"))
        }
        guard let floor = number.floorTimes(1), floor >= min, floor < max || (floor == max && number.isInteger)
        else {
            return .failure(
                AnswerError(
                    code: .outOfRange,
                    message: "\(literal) is outside \"\(key)\"'s range \(min)…\(max); \(rangeExpectation)", key: key
                ))
        }
        return .success(.one(anchor(for: number)))
    }

    /// The first option whose scale value is `value`: the one statement of how a scale
    /// answer picks its option (the fast paths' value tables are built from it).
    func option(value: Int) -> Int? {
        values.firstIndex(of: value)
    }

    /// Whether a `multiple` answer may list `count` distinct options.
    @inline(__always)
    func acceptsChoiceCount(_ count: Int) -> Bool {
        count >= min && count <= max
    }

    /// The anchor a `range` question's integer answer `x` picks, ⌊(x − min)(n − 1)/(max − min) + ½⌋
    /// in integers (the same as `anchor(for:)` for an integer), or `nil` when `x` is outside
    /// [min, max] or the formula would overflow. The general and fast paths both read it.
    func anchor(integer x: Int) -> Int? {
        let steps = ids.count - 1
        guard x >= min, x <= max, max > min, steps >= 1 else { return nil }
        let (span, o1) = max.subtractingReportingOverflow(min)
        let (a, o2) = (x &- min).multipliedReportingOverflow(by: 2 * steps)
        let (b, o3) = a.addingReportingOverflow(span)
        guard !o1, !o2, !o3 else { return nil }
        return b / (2 * span)
    }

    /// ⌊(x − min) / (max − min) × (n − 1) + ½⌋ exactly: the number of anchor boundaries
    /// min + (2j − 1)(max − min) / (2(n − 1)) that x reaches.
    func anchor(for number: DecimalLiteral) -> Int {
        let steps = ids.count - 1
        let q = 2 * steps
        guard let scaled = number.floorTimes(q, bound: Int.max / 4) else { return 0 }
        var index = 0
        for j in 1...Swift.max(steps, 1) where steps >= 1 {
            let threshold = q * min + (2 * j - 1) * (max - min)
            if scaled >= threshold { index = j } else { break }
        }
        return index
    }

    private func wrongType(_ answer: RawAnswer, expected: String) -> AnswerError {
        let found: String
        switch answer {
        case .null: found = "null"
        case .integer(let value): found = "the number \(value)"
        case .number(let literal): found = "the number \(literal)"
        case .string(let text): found = "the string \"\(text)\""
        case .list: found = "a list"
        case .other(let description): found = description
        }
        return AnswerError(code: .wrongType, message: "\"\(key)\" takes \(expected), got \(found)", key: key)
    }
}
