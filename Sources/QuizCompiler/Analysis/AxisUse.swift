public import QuizRuntime

/// How an axis is asked: the number of questions touching it, and the keying of its scale items.
@_spi(Tools) public struct AxisUse: Sendable, Equatable {
    var questions = 0
    var keyedToFirst = 0
    var keyedToSecond = 0

    /// Item counts and keying per axis (`AxisBalanceCheck` warns about them; `quizc stats` shows them).
    static func usage(_ bundle: QuizBundle) -> [AxisUse] {
        guard case .axes(let axes) = bundle.scoring.rule else { return [] }
        return axes.map { axis in
            var use = AxisUse()
            for question in bundle.questions {
                let deltas = question.options.map { option in
                    option.weights.reduce(0) { sum, weight in
                        sum
                            + (weight.trait.isExactly(axis.poles.0)
                                ? weight.amount : weight.trait.isExactly(axis.poles.1) ? -weight.amount : 0)
                    }
                }
                guard deltas.contains(where: { $0 != 0 }) else { continue }
                use.questions += 1
                if question.type == .scale, let first = deltas.first, let last = deltas.last {
                    if last > first { use.keyedToFirst += 1 } else if last < first { use.keyedToSecond += 1 }
                }
            }
            return use
        }
    }
}
