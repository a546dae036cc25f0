/// SplitMix64 (Steele, Lea, Flood 2014): the generator every platform uses for the
/// presentation order, so the same seed gives the same order everywhere (docs/randomization.md).
@_spi(Tools) public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state: the seed, advanced once per number drawn.
    public private(set) var state: UInt64

    /// A generator starting from `seed`: the same seed gives the same numbers on every platform.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in 0..<n (n ≥ 1): draw r, reject while r < (2^64 − n) mod n, return r mod n.
    public mutating func uniform(_ n: UInt64) -> UInt64 {
        guard n > 1 else { return 0 }
        let threshold = (0 &- n) % n
        while true {
            let r = next()
            if r >= threshold { return r % n }
        }
    }

    /// Fisher–Yates from the last slot down over the slots where `movable` is true; the
    /// other slots keep their items.
    public mutating func shuffle<Item>(_ items: inout [Item], movable: [Bool]) {
        let slots = items.indices.filter { $0 < movable.count ? movable[$0] : true }
        guard slots.count > 1 else { return }
        for i in stride(from: slots.count - 1, through: 1, by: -1) {
            let j = Int(uniform(UInt64(i + 1)))
            items.swapAt(slots[i], slots[j])
        }
    }
}

/// One presented question: its index in the bundle and the order of its options
/// (indices into `Question.options`).
public struct PresentedQuestion: Sendable, Equatable {
    /// The question's index in `QuizBundle.questions`.
    public var question: Int
    /// Its options' indices into `Question.options`, in presentation order.
    public var options: [Int]
}

extension QuizBundle {
    /// The presentation order for `seed` (docs/randomization.md): (1) each draw pool in declared order
    /// keeps `count` of its questions, chosen by shuffling the pool (source order) and taking
    /// the first `count`, kept in source order; (2) the presented questions shuffle if
    /// `shuffle_questions` (pinned ones stay); (3) each presented question whose options
    /// shuffle, in presented order, shuffles them (pinned ones stay).
    public func presentationOrder(seed: UInt64) -> [PresentedQuestion] {
        var random = SplitMix64(seed: seed)
        var presented: [Int]
        if presentation.draw.isEmpty {
            presented = Array(questions.indices)
        } else {
            var chosen = Set<Int>()
            var inSomePool = Set<Int>()
            // Each named pool's questions in bundle order, found in one pass.
            var byPool: [ExactString: [Int]] = [:]
            for (index, question) in questions.enumerated() {
                if let name = question.pool { byPool[ExactString(name), default: []].append(index) }
            }
            for draw in presentation.draw {
                var pool: [Int]
                if let name = draw.pool {
                    pool = byPool[ExactString(name)] ?? []
                } else {
                    pool = Array(questions.indices)
                }
                inSomePool.formUnion(pool)
                random.shuffle(&pool, movable: Array(repeating: true, count: pool.count))
                chosen.formUnion(pool.prefix(draw.count))
            }
            // With named pools, questions in no pool are always presented.
            let always =
                presentation.draw.contains { $0.pool == nil }
                ? [] : questions.indices.filter { !inSomePool.contains($0) }
            chosen.formUnion(always)
            presented = chosen.sorted()
        }
        if presentation.shuffleQuestions {
            random.shuffle(&presented, movable: presented.map { !questions[$0].pin })
        }
        return presented.map { index in
            let question = questions[index]
            var options = Array(question.options.indices)
            if question.shuffle && !question.type.isOrdered {
                random.shuffle(&options, movable: question.options.map { !$0.pin })
            }
            return PresentedQuestion(question: index, options: options)
        }
    }

    /// `{"seed": N, "questions": [{"id": QID, "options": [option id, or value for scales, …]}, …]}`.
    public func presentationOrderJSON(seed: UInt64) -> JSONValue {
        .object([
            ("seed", .number(String(seed))),
            (
                "questions",
                .array(
                    presentationOrder(seed: seed).map { presented in
                        let question = questions[presented.question]
                        return .object([
                            ("id", .string(question.id)),
                            (
                                "options",
                                .array(
                                    presented.options.map { index in
                                        let option = question.options[index]
                                        return option.value.map { .integer($0) } ?? .string(option.id ?? "")
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }
}
