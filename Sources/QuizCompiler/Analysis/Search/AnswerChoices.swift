import QuizRuntime

/// The distinct effects one question can have: for each, the change to the analysed
/// features, how many of the question's valid answers have that effect (its weight under
/// uniformly random answers), and one answer that has it (for witnesses).
struct AnswerChoices {
    struct Choice {
        var delta: [Int]
        /// How many valid answers give `delta`; 0 for "left unanswered", which is possible
        /// for a question that is not required but does not count in probabilities (docs/analysis.md).
        var multiplicity: UInt64
        /// An answer with this effect; `nil` for "unanswered".
        var answer: QuizAnswer?
    }

    var choices: [Choice]
    /// The number of valid answers (the sum of multiplicities).
    var total: UInt64

    /// Most options of a `multiple` question enumerated subset by subset, by size.
    static let maxMultipleStates = 1 << 20

    /// The choices of `question`, with features computed by `project` from a trait-weight map.
    /// `nil` when a `multiple` question has too many distinct subset effects to enumerate.
    init?(_ question: QuizBundle.Question, features: Int, project: ([TraitAmount]) -> [Int]) {
        var byDelta: [[Int]: Int] = [:]
        var list: [Choice] = []
        func add(_ delta: [Int], _ multiplicity: UInt64, _ answer: QuizAnswer?) {
            if let index = byDelta[delta] {
                list[index].multiplicity &+= multiplicity
                if list[index].answer == nil { list[index].answer = answer }
            } else {
                byDelta[delta] = list.count
                list.append(Choice(delta: delta, multiplicity: multiplicity, answer: answer))
            }
        }
        switch question.type {
        case .scale:
            for option in question.options { add(project(option.weights), 1, .integer(option.value ?? 0)) }
        case .single, .range:
            for option in question.options { add(project(option.weights), 1, .option(option.id ?? "")) }
        case .multiple:
            if question.options.count > 60 { return nil }
            // Knapsack over the options: (delta, size) → (count, one subset).
            struct Partial { var count: UInt64; var subset: [Int] }
            var partial: [[Int]: Partial] = [Array(repeating: 0, count: features + 1): Partial(count: 1, subset: [])]
            for (index, option) in question.options.enumerated() {
                let effect = project(option.weights)
                var next = partial
                for (key, value) in partial {
                    var extended = key
                    for feature in 0..<features { extended[feature] += effect[feature] }
                    extended[features] += 1
                    if let existing = next[extended] {
                        next[extended] = Partial(count: existing.count &+ value.count, subset: existing.subset)
                    } else {
                        next[extended] = Partial(count: value.count, subset: value.subset + [index])
                    }
                }
                partial = next
                if partial.count > Self.maxMultipleStates { return nil }
            }
            let low = question.min ?? 1, high = question.max ?? question.options.count
            for (key, value) in partial.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) })
            where key[features] >= low && key[features] <= high {
                add(Array(key[0..<features]), value.count, .options(value.subset.map { question.options[$0].id ?? "" }))
            }
        }
        total = list.reduce(0) { $0 &+ $1.multiplicity }
        if !question.required { add(Array(repeating: 0, count: features), 0, nil) }
        choices = list
    }
}
