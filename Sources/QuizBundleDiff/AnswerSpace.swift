import QuizRuntime

/// Every complete answer set of the old release, as answers objects for both releases'
/// scorers: the same ids and values, and on a `range` question, besides each anchor id,
/// one number for each pair of anchors (old, new) that some number picks.
///
/// "Complete": every question answered with each of its valid answers (each scale value,
/// each option, each allowed subset of a `multiple`, each anchor or anchor pair of a
/// `range`), plus "unanswered" for a question that is not required or has a `when` condition
/// (answer sets that answer a hidden question, or leave out a shown required one, are
/// rejected by the scorers and skipped).
struct AnswerSpace {
    /// One answer to one question, as each release receives it in the answers object
    /// (`nil`: unanswered).
    struct Choice {
        var old: JSONValue?
        var new: JSONValue?

        init(_ answer: JSONValue?) {
            old = answer
            new = answer
        }

        init(old: JSONValue?, new: JSONValue?) {
            self.old = old
            self.new = new
        }
    }

    /// One old question: its wire keys and its choices.
    struct Slot {
        var oldKey: String
        /// `nil` when the question is gone from the new release.
        var newKey: String?
        var choices: [Choice]
    }

    var slots: [Slot]
    /// The number of answer sets (the product of the slots' choice counts).
    var count: Int

    /// C(n, k), or `nil` when above `cap`.
    static func binomial(_ n: Int, _ k: Int, cap: Int) -> Int? {
        guard k >= 0, k <= n else { return 0 }
        let r = Swift.min(k, n - k)
        var value = 1
        for i in 0..<r {
            value = value * (n - i) / (i + 1)
            if value > cap { return nil }
        }
        return value
    }

    /// The answer sets, or `nil` when there are more than `limit` of them.
    static func make(old: QuizBundle, pairing: QuestionPairing, limit: Int) -> AnswerSpace? {
        var slots: [Slot] = []
        var total = 1
        for question in old.questions {
            let counterpart = pairing.counterpart(ofKey: question.key)
            var choices: [Choice] = []
            switch question.type {
            case .scale:
                choices = question.options.compactMap { $0.value }.map { Choice(.integer($0)) }
            case .single:
                choices = question.options.compactMap { $0.id }.map { Choice(.string($0)) }
            case .multiple:
                let ids = question.options.compactMap { $0.id }
                let minimum = Swift.max(question.min ?? 1, 0), maximum = Swift.min(question.max ?? ids.count, ids.count)
                guard minimum <= maximum else { break }
                var ways = 0
                for size in minimum...maximum {
                    guard let count = binomial(ids.count, size, cap: limit) else { return nil }
                    ways += count
                    if ways > limit { return nil }
                }
                for size in minimum...maximum {
                    combinations(ids.count, size) { picked in
                        choices.append(Choice(.array(picked.map { .string(ids[$0]) })))
                    }
                }
            case .range:
                choices = rangeChoices(question, counterpart)
            }
            // A conditional question is left out where it is hidden, even when required.
            if !question.required || question.condition != nil { choices.append(Choice(nil)) }
            let (product, overflow) = total.multipliedReportingOverflow(by: choices.count)
            guard !overflow, product <= limit else { return nil }
            total = product
            slots.append(Slot(oldKey: question.key, newKey: counterpart?.key, choices: choices))
        }
        return AnswerSpace(slots: slots, count: total)
    }

    /// Each anchor id (the same id in both releases), and one number for each pair of
    /// anchors some number picks, unless both anchors have the same id (the id covers it).
    static func rangeChoices(_ old: QuizBundle.Question, _ new: QuizBundle.Question?) -> [Choice] {
        var choices = old.options.compactMap { $0.id }.map { Choice(.string($0)) }
        guard let new, new.type == .range, let oldMin = old.min, let oldMax = old.max, let newMin = new.min,
            let newMax = new.max,
            let pairs = RangeAnchorMapping.pairs(
                old: .init(min: oldMin, max: oldMax, anchors: old.options.count),
                new: .init(min: newMin, max: newMax, anchors: new.options.count))
        else { return choices }
        for pair in pairs {
            guard let a = old.options[pair.old].id, let b = new.options[pair.new].id, !a.isExactly(b) else { continue }
            if let number = pair.number {
                choices.append(Choice(.number(number)))
            } else {
                // No short decimal found: the anchors themselves score the same.
                choices.append(Choice(old: .string(a), new: .string(b)))
            }
        }
        return choices
    }

    /// Calls `body` with every k-subset of 0..<n (ascending indices), in lexicographic order.
    static func combinations(_ n: Int, _ k: Int, _ body: ([Int]) -> Void) {
        guard k >= 0, k <= n else { return }
        var picked = Array(0..<k)
        while true {
            body(picked)
            var position = k - 1
            while position >= 0 && picked[position] == n - k + position { position -= 1 }
            if position < 0 { return }
            picked[position] += 1
            for next in (position + 1)..<k { picked[next] = picked[next - 1] + 1 }
        }
    }

}
