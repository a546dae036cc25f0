import QuizRuntime

/// Adds answer sets to a `ResponseTally` straight from their JSON text, for the texts the
/// runtime's fast scanner reads (`Scorer.chosenOptions(jsonText:picks:answered:)`): no
/// `JSONValue`, no dictionary lookup and no allocation per answer set. What each chosen
/// option adds to each scale's item is looked up in tables made once from
/// `Scorer.itemValue`, so no rule is stated again; any other text goes to
/// `ResponseTally.add(_:scorer:)`, which decides.
struct AnswerTextTally {
    /// The quiz's scorer: the runtime's checks.
    let scorer: Scorer
    /// Per global option: its question, and its index among that question's options.
    private let optionQuestion: [Int]
    private let optionIndex: [Int]
    /// Global option `g` adds `itemValue[k]` to item slot `itemSlot[k]` for each `k` in
    /// `contributionStart[g] ..< contributionStart[g + 1]`.
    private let contributionStart: [Int]
    private let itemSlot: [Int]
    private let itemValue: [Int]
    /// Scale `s`'s items are the slots `scaleStart[s] ..< scaleStart[s + 1]`, in its item
    /// order; `slotQuestion[slot]` is the slot's question.
    private let scaleStart: [Int]
    private let slotQuestion: [Int]
    /// Room for one answer set: its chosen options, whether each question was answered, and
    /// each item slot's keyed value.
    private var picks: [Int]
    private var answered: [UInt8]
    private var values: [Int]

    /// Tables for `scales` of `scorer`'s bundle.
    init(scorer: Scorer, scales: [ResponseScale]) {
        self.scorer = scorer
        let start = scorer.optionStart
        var optionQuestion: [Int] = [], optionIndex: [Int] = []
        for question in 0..<start.count - 1 {
            for option in 0..<start[question + 1] - start[question] {
                optionQuestion.append(question)
                optionIndex.append(option)
            }
        }
        var scaleStart = [0], slotQuestion: [Int] = []
        var slots: [[(trait: Int, slot: Int)]] = Array(repeating: [], count: start.count - 1)
        for scale in scales {
            for item in scale.items {
                slots[item].append((scale.trait, slotQuestion.count))
                slotQuestion.append(item)
            }
            scaleStart.append(slotQuestion.count)
        }
        var contributionStart = [0], itemSlot: [Int] = [], itemValue: [Int] = []
        for (option, question) in optionQuestion.enumerated() {
            for (trait, slot) in slots[question] {
                itemSlot.append(slot)
                itemValue.append(scorer.itemValue(question: question, chosen: [optionIndex[option]], trait: trait))
            }
            contributionStart.append(itemSlot.count)
        }
        (self.optionQuestion, self.optionIndex) = (optionQuestion, optionIndex)
        (self.contributionStart, self.itemSlot, self.itemValue) = (contributionStart, itemSlot, itemValue)
        (self.scaleStart, self.slotQuestion) = (scaleStart, slotQuestion)
        picks = Array(repeating: 0, count: optionQuestion.count)
        answered = Array(repeating: 0, count: start.count - 1)
        values = Array(repeating: 0, count: slotQuestion.count)
    }

    /// Adds the answers object `text` to `tally`, as `ResponseTally.add(_:scorer:)` would;
    /// `false`, with `tally` untouched, when the text is not one the fast scanner reads.
    mutating func add(_ text: UnsafeBufferPointer<UInt8>, to tally: inout ResponseTally) -> Bool {
        let scorer = scorer
        let count = picks.withUnsafeMutableBufferPointer { picks in
            answered.withUnsafeMutableBufferPointer { answered in
                scorer.chosenOptions(jsonText: text, picks: picks, answered: answered)
            }
        }
        guard let count else { return false }
        tally.accepted.add(1)
        for question in answered.indices where answered[question] == 1 { tally.answered[question].add(1) }
        // The scorer's fast path reads the buffer itself; only a text it leaves to the general
        // path (a quiz with conditions) is copied.
        if tally.observed != nil,
            let result = scorer.fastScore(jsonText: text) ?? (try? scorer.score(jsonText: Array(text)).get())
        {
            tally.observed?.add(result, scorer.bundle)
        }
        values.withUnsafeMutableBufferPointer { values in
            values.update(repeating: 0)
            for option in picks[..<count] {
                tally.optionCounts[optionQuestion[option]][optionIndex[option]].add(1)
                for k in contributionStart[option]..<contributionStart[option + 1] {
                    values[itemSlot[k]] += itemValue[k]
                }
            }
            for scale in 0..<scaleStart.count - 1 {
                let slots = scaleStart[scale]..<scaleStart[scale + 1]
                guard slots.allSatisfy({ answered[slotQuestion[$0]] == 1 }) else { continue }
                tally.sums[scale].add(UnsafeBufferPointer(rebasing: values[slots]))
            }
        }
        return true
    }
}
