import Foundation
import PropertyBased
import Testing

@_spi(Tools) @testable import QuizRuntime

// Property tests of the scorer against random quizzes and random answers.
//
// The oracle below is written from the docs (docs/authoring.md, docs/runtime.md) with plain integer and
// rational arithmetic on the public `QuizBundle` model only: it shares no code with
// `ScoringPlan`/`Scorer` (not even `isExactly`, `DecimalLiteral` or `KeyFolding`).

// MARK: - Answers as the tests write them

/// A number as the oracle sees it. Literals too large or too small for any quiz are kept
/// as their sign: ±∞ (integers such as 1e400) and 0⁺/0⁻ (1e-400, -1e-400).
enum OracleNumber: Equatable {
    /// numerator / denominator, denominator > 0.
    case rational(Int, Int)
    case plusInfinity
    case minusInfinity
    case zeroPlus
    case zeroMinus
}

/// One JSON answer value with the exact text it is written as.
indirect enum AnswerValue {
    case null
    case bool(Bool)
    case number(OracleNumber, String)
    /// The string and its JSON text (quoted, perhaps with \u escapes).
    case string(String, String)
    case list([AnswerValue])
    case object

    var json: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(_, let text): return text
        case .string(_, let text): return text
        case .list(let items): return "[" + items.map(\.json).joined(separator: ", ") + "]"
        case .object: return "{\"id\": 1}"
        }
    }
}

/// A JSON answers object: members in order, each with its key's JSON text.
struct AnswerSet {
    var members: [(key: String, keyText: String, value: AnswerValue)]

    var json: String {
        "{" + members.map { "\($0.keyText): \($0.value.json)" }.joined(separator: ", ") + "}"
    }
}

/// The JSON text of a string: escapes what must be escaped, and writes some other
/// characters as \u escapes (a surrogate pair above the BMP) when `escapeSome`.
func jsonQuoted(_ text: String, escapeSome: Bool) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20 || (escapeSome && scalar.value > 0x7E):
            if scalar.value > 0xFFFF {
                let v = scalar.value - 0x10000
                out += String(format: "\\u%04x\\u%04x", 0xD800 + (v >> 10), 0xDC00 + (v & 0x3FF))
            } else {
                out += String(format: "\\u%04x", scalar.value)
            }
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

// MARK: - The oracle

/// Byte-equal UTF-8: the oracle's own exact comparison.
private func same(_ a: String, _ b: String) -> Bool { Array(a.utf8) == Array(b.utf8) }

/// What scoring must give: a result, or a rejection's code and key.
struct Expected: Equatable, CustomStringConvertible {
    var outcome: [UInt8]?
    var secondary: [UInt8]?
    var scores: [Int]
    /// For axes: (letter, total of the first pole, total of the second).
    var axes: [[Int]]
    var letters: [[UInt8]]
    var errorCode: String?
    var errorKey: [UInt8]?

    static func result(outcome: String, secondary: String?, scores: [Int], axes: [(String, Int, Int)]) -> Expected {
        Expected(
            outcome: Array(outcome.utf8), secondary: secondary.map { Array($0.utf8) }, scores: scores,
            axes: axes.map { [$0.1, $0.2] }, letters: axes.map { Array($0.0.utf8) }, errorCode: nil, errorKey: nil)
    }

    static func error(_ code: String, key: String?) -> Expected {
        Expected(
            outcome: nil, secondary: nil, scores: [], axes: [], letters: [], errorCode: code,
            errorKey: key.map { Array($0.utf8) })
    }

    /// The same view of what the scorer returned.
    init(_ result: Result<ScoreResult, AnswerError>) {
        switch result {
        case .success(let score):
            self = .result(
                outcome: score.outcome ?? "", secondary: score.secondary, scores: score.scores.map(\.amount),
                axes: score.axes.map { ($0.letter, $0.totals.0, $0.totals.1) })
        case .failure(let error):
            self = .error(error.code.rawValue, key: error.key)
        }
    }

    private init(
        outcome: [UInt8]?, secondary: [UInt8]?, scores: [Int], axes: [[Int]], letters: [[UInt8]], errorCode: String?,
        errorKey: [UInt8]?
    ) {
        self.outcome = outcome
        self.secondary = secondary
        self.scores = scores
        self.axes = axes
        self.letters = letters
        self.errorCode = errorCode
        self.errorKey = errorKey
    }

    var description: String {
        if let errorCode {
            return "error \(errorCode) at \(errorKey.map { String(decoding: $0, as: UTF8.self) } ?? "-")"
        }
        let text = { (bytes: [UInt8]?) in bytes.map { String(decoding: $0, as: UTF8.self) } ?? "nil" }
        return
            "outcome \(text(outcome)) secondary \(text(secondary)) scores \(scores) axes \(axes) \(letters.map { text($0) })"
    }
}

/// Scores `answers` against `bundle` from the docs, independently of the library.
func oracleScore(_ bundle: QuizBundle, _ answers: AnswerSet) -> Expected {
    let questions = bundle.questions
    // 1. Keys that are no question's wire key: the smallest (by UTF-8 bytes) is reported.
    var unknown: [String] = []
    var given: [Int: AnswerValue] = [:]
    for member in answers.members {
        if let index = questions.firstIndex(where: { same($0.key, member.key) }) {
            given[index] = member.value
        } else {
            unknown.append(member.key)
        }
    }
    if let first = unknown.min(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
        let nfc = first.precomposedStringWithCanonicalMapping
        let code = questions.contains { same($0.key, nfc) } ? "key-not-normalized" : "unknown-key"
        return .error(code, key: first)
    }
    // 2. The first question in bundle order whose answer is wrong, given although the question
    // is hidden, or missing although it is shown and required (docs/runtime.md, "Branching").
    var chosen: [[Int]] = Array(repeating: [], count: questions.count)
    var shown: [Bool] = Array(repeating: true, count: questions.count)
    var answered: [Bool] = Array(repeating: false, count: questions.count)
    for (index, question) in questions.enumerated() {
        if let condition = question.condition {
            let seen = shown, has = answered, picked = chosen
            shown[index] = oracleHolds(condition, questions) { seen[$0] && has[$0] ? picked[$0] : nil }
        }
        let answer = given[index] ?? .null
        if case .null = answer {
            if shown[index] && question.required && !inPool(bundle, index) {
                return .error("missing-answer", key: question.key)
            }
            continue
        }
        switch oracleChoose(question, answer) {
        case .chosen(let options):
            if !shown[index] { return .error("hidden-answer", key: question.key) }
            chosen[index] = options
            answered[index] = true
        case .rejected(let code): return .error(code, key: question.key)
        }
    }
    // 2b. Draw pools in declared order: some draw of `count` questions must hold every
    // answered question of the pool and leave no required presented question unanswered.
    // Found by trying every draw.
    for pool in oraclePools(bundle) {
        let answered = pool.members.filter {
            given[$0].map { if case .null = $0 { return false } else { return true } } ?? false
        }
        if answered.count > pool.count { return .error("choice-count", key: nil) }
        let explained = subsets(pool.members, size: pool.count).contains { presented in
            answered.allSatisfy(presented.contains)
                && presented.allSatisfy { answered.contains($0) || !questions[$0].required }
        }
        if !explained { return .error("missing-answer", key: nil) }
    }
    // 3. Totals: initial plus every chosen option's weights.
    let traits = bundle.traits
    func traitIndex(_ name: String) -> Int { traits.firstIndex { same($0, name) }! }
    var totals = Array(repeating: 0, count: traits.count)
    for entry in bundle.scoring.initial { totals[traitIndex(entry.trait)] += entry.amount }
    for (index, question) in questions.enumerated() {
        for option in chosen[index] {
            for weight in question.options[option].weights { totals[traitIndex(weight.trait)] += weight.amount }
        }
    }
    // 4. The outcome.
    switch bundle.scoring.rule {
    case .axes(let axes):
        var letters: [(String, Int, Int)] = []
        for axis in axes {
            let a = totals[traitIndex(axis.poles.0)], b = totals[traitIndex(axis.poles.1)]
            letters.append((a > b ? axis.poles.0 : a < b ? axis.poles.1 : axis.tie, a, b))
        }
        return .result(outcome: letters.map(\.0).joined(), secondary: nil, scores: totals, axes: letters)
    case .highest(let ties, let wantSecondary):
        // Sort by total descending, ties by position in `ties`.
        let ranked = ties.enumerated().sorted { x, y in
            let tx = totals[traitIndex(x.element)], ty = totals[traitIndex(y.element)]
            return tx != ty ? tx > ty : x.offset < y.offset
        }.map(\.element)
        var secondary: String?
        if wantSecondary, ranked.count > 1, totals[traitIndex(ranked[1])] > 0 { secondary = ranked[1] }
        return .result(outcome: ranked[0], secondary: secondary, scores: totals, axes: [])
    case .profile:
        fatalError("the random quizzes use no profile model")
    case .bands(let trait, let bands):
        let total = totals[traitIndex(trait)]
        let band = bands.first { $0.max == nil || total <= $0.max! }!
        return .result(outcome: band.outcome, secondary: nil, scores: totals, axes: [])
    }
}

/// Whether `condition` holds (docs/bundle-format.md, "Conditions"), given a question's chosen
/// options by index (`nil`: no answer, or hidden).
func oracleHolds(
    _ condition: QuizBundle.Condition, _ questions: [QuizBundle.Question], _ answer: (Int) -> [Int]?
) -> Bool {
    func index(_ id: String) -> Int { questions.firstIndex { same($0.id, id) }! }
    func holds(_ condition: QuizBundle.Condition) -> Bool {
        switch condition {
        case .all(let parts): return parts.allSatisfy(holds)
        case .any(let parts): return parts.contains(where: holds)
        case .not(let inner): return !holds(inner)
        case .answered(let id, let flag): return (answer(index(id)) != nil) == flag
        case .optionIn(let id, let ids):
            let question = questions[index(id)]
            guard let picked = answer(index(id)), picked.count == 1 else { return false }
            return ids.contains { same($0, question.options[picked[0]].id!) }
        case .valueIn(let id, let values):
            let question = questions[index(id)]
            guard let picked = answer(index(id)), picked.count == 1 else { return false }
            return values.contains(question.options[picked[0]].value!)
        case .includes(let id, let option):
            let question = questions[index(id)]
            return answer(index(id))?.contains { same(question.options[$0].id!, option) } ?? false
        }
    }
    return holds(condition)
}

/// A random condition over `earlier` questions, at most two levels of `all`/`any`/`not`.
func randomCondition(_ earlier: [QuizBundle.Question], _ draw: inout Draw, depth: Int = 0) -> QuizBundle.Condition {
    switch depth < 2 ? draw.int(0...7) : 7 {
    case 0: return .all((0..<draw.int(1...2)).map { _ in randomCondition(earlier, &draw, depth: depth + 1) })
    case 1: return .any((0..<draw.int(1...2)).map { _ in randomCondition(earlier, &draw, depth: depth + 1) })
    case 2: return .not(randomCondition(earlier, &draw, depth: depth + 1))
    default: break
    }
    let question = draw.pick(earlier)
    if draw.chance(0.2) { return .answered(question: question.id, draw.chance(0.5)) }
    var picked = question.options.indices.filter { _ in draw.chance(0.5) }
    if picked.isEmpty { picked = [draw.int(0...question.options.count - 1)] }
    switch question.type {
    case .multiple: return .includes(question: question.id, id: draw.pick(question.options).id!)
    case .scale: return .valueIn(question: question.id, values: picked.map { question.options[$0].value! })
    case .single, .range: return .optionIn(question: question.id, ids: picked.map { question.options[$0].id! })
    }
}

/// The draw pools as docs/randomization.md defines them: `draw: N` (no pool) is every
/// question; otherwise each named pool holds the questions naming it.
func oraclePools(_ bundle: QuizBundle) -> [(members: [Int], count: Int)] {
    bundle.presentation.draw.map { draw in
        let members = bundle.questions.indices.filter { index in
            draw.pool.map { name in bundle.questions[index].pool.map { same($0, name) } ?? false } ?? true
        }
        return (members, min(draw.count, members.count))
    }
}

func inPool(_ bundle: QuizBundle, _ index: Int) -> Bool {
    oraclePools(bundle).contains { $0.members.contains(index) }
}

/// Every subset of `items` with `size` elements.
func subsets(_ items: [Int], size: Int) -> [[Int]] {
    if size == 0 { return [[]] }
    guard items.count >= size, let first = items.first else { return [] }
    let rest = Array(items.dropFirst())
    return subsets(rest, size: size - 1).map { [first] + $0 } + subsets(rest, size: size)
}

/// Validates one answer (docs/runtime.md); the chosen option indices, or the code of the problem.
/// What validating one answer gives: the chosen options, or the code of the problem.
enum OracleChoice {
    case chosen([Int])
    case rejected(String)
}

func oracleChoose(_ question: QuizBundle.Question, _ answer: AnswerValue) -> OracleChoice {
    func optionIndex(_ id: String) -> Int? { question.options.firstIndex { $0.id.map { same($0, id) } ?? false } }
    switch question.type {
    case .scale:
        guard case .number(let number, _) = answer else { return .rejected("wrong-type") }
        switch number {
        case .rational(let p, let q):
            guard p % q == 0 else { return .rejected("wrong-type") }
            guard let index = question.options.firstIndex(where: { $0.value == p / q }) else {
                return .rejected("unknown-option")
            }
            return .chosen([index])
        case .plusInfinity, .minusInfinity: return .rejected("unknown-option")  // integers, but no scale value
        case .zeroPlus, .zeroMinus: return .rejected("wrong-type")  // not integers
        }
    case .single:
        guard case .string(let id, _) = answer else { return .rejected("wrong-type") }
        guard let index = optionIndex(id) else { return .rejected("unknown-option") }
        return .chosen([index])
    case .multiple:
        guard case .list(let items) = answer else { return .rejected("wrong-type") }
        var picked: [Int] = []
        for item in items {
            guard case .string(let id, _) = item else { return .rejected("wrong-type") }
            guard let index = optionIndex(id) else { return .rejected("unknown-option") }
            guard !picked.contains(index) else { return .rejected("wrong-type") }
            picked.append(index)
        }
        guard picked.count >= question.min!, picked.count <= question.max! else { return .rejected("choice-count") }
        return .chosen(picked)
    case .range:
        if case .string(let id, _) = answer {
            guard let index = optionIndex(id) else { return .rejected("unknown-option") }
            return .chosen([index])
        }
        guard case .number(let number, _) = answer else { return .rejected("wrong-type") }
        let low = question.min!, high = question.max!, n = question.options.count
        // ⌊(x − min)/(max − min) × (n − 1) + ½⌋ = ⌊((x − min)·2(n − 1) + (max − min)) / (2(max − min))⌋
        // for x = p/q: ⌊((p − min·q)·2(n − 1) + (max − min)·q) / (2(max − min)·q)⌋.
        func anchor(_ p: Int, _ q: Int) -> Int {
            let numerator = (p - low * q) * 2 * (n - 1) + (high - low) * q
            let denominator = 2 * (high - low) * q
            return numerator / denominator  // numerator ≥ 0 inside the range
        }
        switch number {
        case .rational(let p, let q):
            guard p >= low * q, p <= high * q else { return .rejected("out-of-range") }
            return .chosen([anchor(p, q)])
        case .plusInfinity, .minusInfinity:
            return .rejected("out-of-range")
        case .zeroPlus:
            // Just above 0: inside when min ≤ 0 < max; the anchor of 0, unless 0 sits exactly
            // below a boundary (it cannot: a boundary reached at 0 is reached at 0⁺ too).
            guard low <= 0, high > 0 else { return .rejected("out-of-range") }
            return .chosen([anchor(0, 1)])
        case .zeroMinus:
            // Just below 0: inside when min < 0 ≤ max; one anchor lower when 0 is exactly a boundary.
            guard low < 0, high >= 0 else { return .rejected("out-of-range") }
            let numerator = -low * 2 * (n - 1) + (high - low), denominator = 2 * (high - low)
            return .chosen([numerator % denominator == 0 ? numerator / denominator - 1 : numerator / denominator])
        }
    }
}

// MARK: - Random quizzes

/// Draws values from a seeded generator.
struct Draw {
    var rng: SplitMix64
    init(seed: Int) { rng = SplitMix64(seed: UInt64(truncatingIfNeeded: seed) &* 0x2545_F491_4F6C_DD1D) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
    mutating func shuffled<T>(_ items: [T]) -> [T] { items.shuffled(using: &rng) }
}

/// A random small quiz of the given model (0 axes, 1 highest, 2 bands).
func randomQuiz(_ draw: inout Draw, model: Int) -> QuizBundle {
    let traitCount = draw.int(2...4)
    let traits: [String]
    let rule: QuizBundle.Scoring.Rule
    switch model {
    case 0:
        traits = Array(draw.shuffled(["A", "B", "C", "D"]).prefix(traitCount))
        var axes: [QuizBundle.Scoring.Axis] = []
        let pairs = traitCount == 4 && draw.chance(0.5) ? 2 : 1
        let order = draw.shuffled(traits)
        for axis in 0..<pairs {
            let a = order[2 * axis], b = order[2 * axis + 1]
            axes.append(QuizBundle.Scoring.Axis(poles: (a, b), tie: draw.pick([a, b, "X"])))
        }
        rule = .axes(axes)
    case 1:
        traits = Array(draw.shuffled(["calm", "bold", "caf\u{E9}", "Zed"]).prefix(traitCount))
        rule = .highest(ties: draw.shuffled(traits), secondary: draw.chance(0.6))
    default:
        traits = Array(draw.shuffled(["s", "t", "u", "v"]).prefix(traitCount))
        var maxes: Set<Int> = []
        let bandCount = draw.int(1...4)
        while maxes.count < bandCount - 1 { maxes.insert(draw.int(-8...8)) }
        var bands = maxes.sorted().enumerated().map {
            QuizBundle.Scoring.Band(outcome: "band\($0.offset)", max: $0.element)
        }
        bands.append(QuizBundle.Scoring.Band(outcome: "top", max: nil))
        rule = .bands(trait: draw.pick(traits), bands: bands)
    }
    func weights() -> [(String, Int)] {
        traits.compactMap { trait in draw.chance(0.5) ? (trait, draw.int(-3...3)) : nil }
    }
    let initial = draw.chance(0.5) ? weights() : []
    var questions: [QuizBundle.Question] = []
    for number in 1...draw.int(1...4) {
        let type = draw.pick(QuizBundle.QuestionType.allCases)
        let id = "q\(number)"
        let key = draw.pick([id, "Question \(number)?", "caf\u{E9} \(number)", "\u{DC}ber \u{1F600} \(number)"])
        let required = draw.chance(0.7)
        let ids = draw.shuffled(["a", "b", "c", "d", "Opt E", "\u{E9}t\u{E9}"])
        var options: [QuizBundle.Option] = []
        var minimum: Int?, maximum: Int?
        switch type {
        case .scale:
            var value = draw.int(-3...3)
            for _ in 0..<draw.int(2...5) {
                options.append(Build.value(value, weights()))
                value += draw.int(1...3)
            }
        case .single:
            options = ids.prefix(draw.int(1...4)).map { Build.option($0, weights()) }
        case .multiple:
            options = ids.prefix(draw.int(1...4)).map { Build.option($0, weights()) }
            minimum = draw.int(0...options.count)
            maximum = draw.int(max(minimum!, 1)...options.count)
        case .range:
            options = ids.prefix(draw.int(2...4)).map { Build.option($0, weights()) }
            minimum = draw.int(-5...5)
            maximum = minimum! + draw.int(1...10)
        }
        questions.append(Build.question(id, key: key, type, required: required, min: minimum, max: maximum, options))
    }
    let outcomes: [String]
    switch rule {
    case .axes: outcomes = []
    case .highest(let ties, _): outcomes = ties
    case .bands(_, let bands): outcomes = bands.map(\.outcome)
    case .profile: outcomes = []
    }
    // A third of the quizzes draw: `draw: N`, or named pools beside questions in no pool.
    var draws: [QuizBundle.Presentation.Draw] = []
    if draw.chance(0.33) {
        if draw.chance(0.4) {
            draws = [QuizBundle.Presentation.Draw(pool: nil, count: draw.int(1...questions.count))]
        } else {
            for index in questions.indices { questions[index].pool = draw.pick([nil, "p1", "p2", "p2"]) }
            for name in ["p2", "p1"] {
                let size = questions.filter { $0.pool == name }.count
                if size > 0 { draws.append(QuizBundle.Presentation.Draw(pool: name, count: draw.int(1...size))) }
            }
        }
    }
    // Half the quizzes without a draw branch: questions shown only when earlier answers call for them.
    if draws.isEmpty, questions.count > 1, draw.chance(0.5) {
        for index in 1..<questions.count where draw.chance(0.6) {
            questions[index].condition = randomCondition(Array(questions[..<index]), &draw)
        }
    }
    var bundle = Build.bundle(
        quiz: "random", traits: traits, rule: rule, initial: initial, questions: questions, outcomes: outcomes)
    bundle.presentation.draw = draws
    return bundle
}

// MARK: - Random answers

private func integer(_ value: Int) -> AnswerValue { .number(.rational(value, 1), String(value)) }

/// `-?digits(.digits)?` as a fraction, or `nil` for anything else (exponents, overflow).
private func plainDecimal(_ literal: String) -> OracleNumber? {
    let negative = literal.hasPrefix("-")
    let parts = literal.dropFirst(negative ? 1 : 0).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
        parts.joined().count <= 17, let p = Int(parts.joined())
    else { return nil }
    let q = parts.count == 2 ? Int(pow(10.0, Double(parts[1].count))) : 1
    return .rational(negative ? -p : p, q)
}

/// p / 10^digits, written with that many fraction digits or as an exponent.
private func decimal(_ p: Int, digits: Int, _ draw: inout Draw) -> AnswerValue {
    let q = digits == 1 ? 10 : 100
    let text: String
    if draw.chance(0.3) {
        text = "\(p)e-\(digits)"
    } else {
        let magnitude = abs(p)
        let fraction = String(magnitude % q)
        text =
            (p < 0 ? "-" : "") + "\(magnitude / q)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return .number(.rational(p, q), text)
}

private func string(_ text: String, _ draw: inout Draw) -> AnswerValue {
    .string(text, jsonQuoted(text, escapeSome: draw.chance(0.3)))
}

private let extremes: [AnswerValue] = [
    .number(.plusInfinity, "1e400"), .number(.minusInfinity, "-1e400"),
    .number(.plusInfinity, "123456789012345678901234567890"),
    .number(.minusInfinity, "-123456789012345678901234567890"),
    .number(.zeroPlus, "1e-400"), .number(.zeroMinus, "-1e-400"), .number(.rational(0, 1), "-0"),
]

/// A valid answer to `question`.
func validAnswer(_ question: QuizBundle.Question, _ draw: inout Draw) -> AnswerValue {
    switch question.type {
    case .scale:
        let value = draw.pick(question.options).value!
        if draw.chance(0.2) { return decimal(value * 10, digits: 1, &draw) }  // 3.0, 30e-1
        return integer(value)
    case .single:
        return string(draw.pick(question.options).id!, &draw)
    case .multiple:
        let count = draw.int(question.min!...question.max!)
        return .list(draw.shuffled(question.options).prefix(count).map { string($0.id!, &draw) })
    case .range:
        let low = question.min!, high = question.max!
        switch draw.int(0...9) {
        case 0...2: return string(draw.pick(question.options).id!, &draw)
        case 3...5: return integer(draw.int(low...high))
        case 6: return draw.pick(extremes)
        default:
            let digits = draw.int(1...2), q = digits == 1 ? 10 : 100
            return decimal(draw.int(low * q...high * q), digits: digits, &draw)
        }
    }
}

/// An answer to `question` that is probably wrong in some way.
func faultyAnswer(_ question: QuizBundle.Question, _ draw: inout Draw) -> AnswerValue {
    let ids = question.options.compactMap(\.id)
    let someID = ids.isEmpty ? "a" : draw.pick(ids)
    let flag = draw.chance(0.5), small = draw.int(-20...20), extreme = draw.pick(extremes)
    let digits = draw.int(1...2), numerator = draw.int(-999...999)
    var candidates: [AnswerValue] = [
        .bool(flag), .object, .list([integer(1)]), string("zz", &draw), integer(small), extreme,
        decimal(numerator, digits: digits, &draw),
    ]
    let id = string(someID, &draw), id2 = string(someID, &draw)
    switch question.type {
    case .scale:
        let value = question.options.last!.value! + draw.int(1...3)
        candidates += [integer(value), string(String(value), &draw), integer(question.options[0].value! - 1)]
    case .single:
        candidates += [
            string(someID.uppercased(), &draw), string(someID.decomposedStringWithCanonicalMapping, &draw), .list([id]),
        ]
    case .multiple:
        let tooMany = ids.map { string($0, &draw) }
        candidates += [
            id, .list([id, integer(1)]), .list([id, string("zz", &draw)]), .list([id, id2]), .list([]), .list(tooMany),
            .list([.list([id])]), .list([string(someID.decomposedStringWithCanonicalMapping, &draw)]),
        ]
    case .range:
        let low = question.min!, high = question.max!
        candidates += [
            integer(low - 1), integer(high + 1), decimal(low * 100 - 1, digits: 2, &draw),
            decimal(high * 10 + 1, digits: 1, &draw),
            string("zz", &draw), .list([integer(low)]),
        ]
    }
    return draw.pick(candidates)
}

/// A random answers object for `bundle`: mostly valid, sometimes with faults or unknown keys.
func randomAnswers(_ bundle: QuizBundle, _ draw: inout Draw) -> AnswerSet {
    let faulty = draw.chance(0.4)
    var members: [(key: String, keyText: String, value: AnswerValue)] = []
    func add(_ key: String, _ value: AnswerValue) {
        members.append((key, jsonQuoted(key, escapeSome: draw.chance(0.3)), value))
    }
    // For a drawn quiz, mostly the questions one seed presents, as a client sends them.
    let presented: Set<Int>? =
        bundle.presentation.draw.isEmpty || draw.chance(0.25)
        ? nil
        : Set(bundle.presentationOrder(seed: UInt64(draw.int(0...1_000_000))).map(\.question))
    for (index, question) in bundle.questions.enumerated() {
        if let presented, !presented.contains(index), draw.chance(0.95) { continue }
        switch draw.int(0...99) {
        case 0..<8: continue  // left out
        case 8..<13: add(question.key, .null)
        case 13..<25 where faulty: add(question.key, faultyAnswer(question, &draw))
        default: add(question.key, validAnswer(question, &draw))
        }
    }
    if faulty && draw.chance(0.3) {
        let question = draw.pick(bundle.questions)
        let candidates = [
            "zz", question.id, question.key.uppercased(), question.key.decomposedStringWithCanonicalMapping,
            question.key + " ",
            "q9",
        ].filter { candidate in !members.contains { same($0.key, candidate) } }
        if let key = candidates.isEmpty ? nil : draw.pick(candidates) { add(key, integer(1)) }
    }
    return AnswerSet(members: draw.shuffled(members))
}

/// Counts what the property runs produced, so a run that never exercises a code fails.
final class Tally {
    var counts: [String: Int] = [:]
    var types: Set<QuizBundle.QuestionType> = []
    func record(_ expected: Expected) { counts[expected.errorCode ?? "ok", default: 0] += 1 }
}

// MARK: - The properties

@Suite("Scorer properties")
struct ScorerPropertyTests {
    @Test func theOracleAgreesWithHandWorkedCases() {
        func anchor(_ value: AnswerValue, min: Int, max: Int, anchors: Int) -> Int? {
            let quiz = Build.bundle(
                traits: ["t"], rule: .highest(ties: ["t"], secondary: false),
                questions: [
                    Build.question(
                        "r", .range, min: min, max: max, (0..<anchors).map { Build.option("a\($0)", [("t", $0 + 1)]) })
                ])
            let expected = oracleScore(quiz, AnswerSet(members: [("r", "\"r\"", value)]))
            #expect(Expected(Scorer(bundle: quiz).score(text: "{\"r\": \(value.json)}")) == expected)
            return expected.errorCode == nil ? expected.scores[0] - 1 : nil
        }
        #expect(anchor(.number(.rational(-27, 10), "-2.7"), min: -3, max: 0, anchors: 6) == 1)
        #expect(anchor(.number(.rational(-3, 1), "-3"), min: -3, max: 0, anchors: 6) == 0)
        #expect(anchor(.number(.zeroMinus, "-1e-400"), min: -3, max: 0, anchors: 6) == 5)
        #expect(anchor(.number(.rational(0, 1), "0"), min: -3, max: 0, anchors: 6) == 5)
        #expect(anchor(.number(.zeroPlus, "1e-400"), min: -3, max: 0, anchors: 6) == nil)  // above max 0
        // 0 is exactly the boundary between the two anchors of −1…1.
        #expect(anchor(.number(.zeroMinus, "-1e-400"), min: -1, max: 1, anchors: 2) == 0)
        #expect(anchor(.number(.rational(0, 1), "-0"), min: -1, max: 1, anchors: 2) == 1)
        #expect(anchor(.number(.zeroPlus, "1e-400"), min: -1, max: 1, anchors: 2) == 1)
        #expect(anchor(.number(.zeroMinus, "-1e-400"), min: 0, max: 1, anchors: 2) == nil)
        #expect(anchor(.number(.rational(35, 100), "0.35"), min: 0, max: 1, anchors: 3) == 1)
        #expect(anchor(.number(.rational(43, 10), "43e-1"), min: 1, max: 7, anchors: 11) == 6)
    }

    /// (b) Random quizzes of every model and random answers: the scorer equals the oracle.
    @Test func scorerMatchesTheOracle() async {
        let tally = Tally()
        await propertyCheck(count: 600, input: Gen.int(in: 0...1_000_000)) { seed in
            var draw = Draw(seed: seed)
            let quiz = randomQuiz(&draw, model: seed % 3)
            let scorer = Scorer(bundle: quiz)
            for question in quiz.questions { tally.types.insert(question.type) }
            for _ in 0..<8 {
                let answers = randomAnswers(quiz, &draw)
                let expected = oracleScore(quiz, answers)
                let result = scorer.score(jsonText: Array(answers.json.utf8))
                tally.record(expected)
                #expect(Expected(result) == expected, "seed \(seed), answers \(answers.json)")
                if case .failure(let error) = result { #expect(!error.message.isEmpty) }
                // The parsed JSON value gives the same answer as the text.
                if let value = try? JSONParser().parse(answers.json) {
                    #expect(Expected(scorer.score(json: value)) == expected)
                }
            }
        }
        // Every outcome kind came up.
        for code in AnswerError.Code.allCases where code != .invalidJSON {
            #expect(tally.counts[code.rawValue, default: 0] > 0, "no \(code.rawValue) in the run: \(tally.counts)")
        }
        #expect(tally.counts["ok", default: 0] > 500, "\(tally.counts)")
        #expect(tally.types == Set(QuizBundle.QuestionType.allCases))
    }

    /// (b) also on the shipped quizzes.
    @Test(arguments: ["animal.json", "color.json", "fitcircle-persona.json", "mbti.json"])
    func scorerMatchesTheOracleOnGoldenBundles(name: String) async throws {
        let quiz = try QuizBundle(jsonBytes: try goldenBundleBytes(name))
        let scorer = Scorer(bundle: quiz)
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000)) { seed in
            var draw = Draw(seed: seed)
            let answers = randomAnswers(quiz, &draw)
            #expect(
                Expected(scorer.score(jsonText: Array(answers.json.utf8))) == oracleScore(quiz, answers),
                "seed \(seed), answers \(answers.json)")
        }
        // The examples, as the oracle reads them.
        for example in quiz.examples {
            let members = example.answers.map { member -> (key: String, keyText: String, value: AnswerValue) in
                let value: AnswerValue
                switch member.answer {
                case .integer(let n): value = integer(n)
                case .number(let literal): value = .number(plainDecimal(literal) ?? .plusInfinity, literal)
                case .option(let id): value = .string(id, jsonQuoted(id, escapeSome: false))
                case .options(let ids): value = .list(ids.map { .string($0, jsonQuoted($0, escapeSome: false)) })
                }
                return (member.key, jsonQuoted(member.key, escapeSome: false), value)
            }
            let expected = oracleScore(quiz, AnswerSet(members: members))
            #expect(expected.outcome == Array((example.expect ?? "").utf8))
        }
    }

    /// (a) The result depends neither on the order of the answers' keys nor on the order
    /// of a question's options (for `single`/`multiple`, the unordered kinds; `scale` values
    /// and `range` anchors are ordered by definition).
    @Test func orderOfKeysAndOptionsDoesNotMatter() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...1_000_000)) { seed in
            var draw = Draw(seed: seed)
            let quiz = randomQuiz(&draw, model: seed % 3)
            var permuted = quiz
            for index in permuted.questions.indices where !permuted.questions[index].type.isOrdered {
                permuted.questions[index].options = draw.shuffled(permuted.questions[index].options)
            }
            let scorer = Scorer(bundle: quiz), other = Scorer(bundle: permuted)
            for _ in 0..<6 {
                let answers = randomAnswers(quiz, &draw)
                var reordered = answers
                reordered.members = draw.shuffled(answers.members)
                let a = scorer.score(jsonText: Array(answers.json.utf8))
                let b = other.score(jsonText: Array(reordered.json.utf8))
                let c = scorer.score(jsonText: Array(reordered.json.utf8))
                #expect(Expected(a) == Expected(b), "seed \(seed): \(answers.json) vs \(reordered.json)")
                #expect(Expected(a) == Expected(c), "seed \(seed): \(answers.json) vs \(reordered.json)")
                if let x = a.value, let y = b.value {
                    #expect(x == y)
                }
            }
        }
    }

    /// (a) on the shipped quizzes, whose options are many.
    @Test(arguments: ["animal.json", "color.json", "fitcircle-persona.json", "mbti.json"])
    func orderDoesNotMatterOnGoldenBundles(name: String) async throws {
        let quiz = try QuizBundle(jsonBytes: try goldenBundleBytes(name))
        let scorer = Scorer(bundle: quiz)
        await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000)) { seed in
            var draw = Draw(seed: seed)
            var permuted = quiz
            for index in permuted.questions.indices where !permuted.questions[index].type.isOrdered {
                permuted.questions[index].options = draw.shuffled(permuted.questions[index].options)
            }
            let answers = randomAnswers(quiz, &draw)
            var reordered = answers
            reordered.members = draw.shuffled(answers.members)
            #expect(
                Expected(scorer.score(jsonText: Array(answers.json.utf8)))
                    == Expected(Scorer(bundle: permuted).score(jsonText: Array(reordered.json.utf8))), "seed \(seed)")
        }
    }
}
