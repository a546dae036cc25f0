import BigInt
@_spi(Tools) import QuizRuntime

@_spi(Tools) @testable import QuizCompiler

extension BranchingQuizzes {
    /// What brute force over every answer path of a `model: highest` quiz with conditions
    /// gives: each outcome's count of complete virtual answer sets, their total, and each
    /// question's count of answer sets that show it (bundle order).
    struct Distribution {
        var counts: [String: BigUInt]
        var total: BigUInt
        var shown: [BigUInt]
    }

    /// Brute force over every answer path of `bundle` (`model: highest`, without `initial`):
    /// questions in source order, a shown question answered each valid way (required ones:
    /// the fixtures' questions are all required), a hidden one counted with all its answers
    /// and ignored, conditions evaluated by `holds` on the answers so far. Paths that agree
    /// on everything a later question can see — the trait totals, shifted so the smallest is
    /// 0, and the answers of the questions a later condition still reads — are counted
    /// together, which keeps a quiz of 24 questions within a second or so.
    static func distribution(_ bundle: QuizBundle) -> Distribution {
        let traits = bundle.traits
        guard case .highest(let ties, _) = bundle.scoring.rule else { preconditionFailure("model: highest only") }
        let tieOrder = ties.map { tie in traits.firstIndex { $0.isExactly(tie) } ?? 0 }
        func vector(_ weights: [TraitAmount]) -> [Int] {
            var result = [Int](repeating: 0, count: traits.count)
            for weight in weights { result[traits.firstIndex { $0.isExactly(weight.trait) } ?? 0] += weight.amount }
            return result
        }
        let answers = bundle.questions.map(RandomQuizzes.answers)
        let effects: [[[Int]]] = bundle.questions.indices.map { index in
            let question = bundle.questions[index]
            return answers[index].map { answer in
                var total = [Int](repeating: 0, count: traits.count)
                let chosen: [String]
                switch answer {
                case .option(let id): chosen = [id]
                case .options(let ids): chosen = ids
                case .integer(let value):
                    let option = question.options.first { $0.value == value }
                    for (k, amount) in vector(option?.weights ?? []).enumerated() { total[k] += amount }
                    return total
                default: chosen = []
                }
                for id in chosen {
                    let option = question.options.first { $0.id?.isExactly(id) == true }
                    for (k, amount) in vector(option?.weights ?? []).enumerated() { total[k] += amount }
                }
                return total
            }
        }
        // The last question whose condition reads each question (-1: none).
        var lastRead = [Int](repeating: -1, count: bundle.questions.count)
        func note(_ condition: QuizBundle.Condition, at reader: Int) {
            switch condition {
            case .all(let parts), .any(let parts): parts.forEach { note($0, at: reader) }
            case .not(let inner): note(inner, at: reader)
            case .answered(let id, _), .optionIn(let id, _), .valueIn(let id, _), .includes(let id, _):
                if let index = bundle.questions.firstIndex(where: { $0.id.isExactly(id) }) {
                    lastRead[index] = max(lastRead[index], reader)
                }
            }
        }
        for (index, question) in bundle.questions.enumerated() { question.condition.map { note($0, at: index) } }
        // A state: the shifted totals, then per read question (`slot`) its answer's position + 1
        // while a later condition reads it (else 0).
        var slot = [Int](repeating: -1, count: bundle.questions.count)
        var slots = 0
        for index in bundle.questions.indices where lastRead[index] >= 0 {
            slot[index] = traits.count + slots
            slots += 1
        }
        var states: [[Int]: BigUInt] = [[Int](repeating: 0, count: traits.count + slots): 1]
        var suffix = [BigUInt](repeating: 1, count: bundle.questions.count + 1)
        for index in bundle.questions.indices.reversed() {
            suffix[index] = suffix[index + 1] * BigUInt((answers[index].count))
        }
        var shown = [BigUInt](repeating: 0, count: bundle.questions.count)
        for (index, question) in bundle.questions.enumerated() {
            var next: [[Int]: BigUInt] = [:]
            for (state, count) in states {
                var base = state
                for read in bundle.questions.indices where lastRead[read] == index { base[slot[read]] = 0 }
                if let condition = question.condition {
                    let seen = bundle.questions.indices.map { read -> QuizAnswer? in
                        let position = slot[read] < 0 ? 0 : state[slot[read]]
                        return position == 0 ? nil : answers[read][position - 1]
                    }
                    guard holds(condition, bundle, seen) else {
                        next[base, default: 0] += count * BigUInt((answers[index].count))
                        continue
                    }
                }
                shown[index] += count * suffix[index]
                for (position, effect) in effects[index].enumerated() {
                    var moved = base
                    for k in 0..<traits.count { moved[k] += effect[k] }
                    let low = moved[0..<traits.count].min() ?? 0
                    for k in 0..<traits.count { moved[k] -= low }
                    if lastRead[index] > index { moved[slot[index]] = position + 1 }
                    next[moved, default: 0] += count
                }
            }
            states = next
        }
        var counts: [String: BigUInt] = [:]
        var total: BigUInt = 0
        for (state, count) in states {
            var best = tieOrder[0]
            for trait in tieOrder where state[trait] > state[best] { best = trait }
            counts[traits[best], default: 0] += count
            total += count
        }
        return Distribution(counts: counts, total: total, shown: shown)
    }
}
