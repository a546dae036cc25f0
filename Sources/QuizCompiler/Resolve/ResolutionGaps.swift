public import QuizRuntime
@_spi(Tools) import QuizYAML

/// The parts of a quiz that an error of the load, decode or resolve stage removed or left
/// uncertain (a dropped question, a weight that did not decode, a defaulted `required`).
///
/// Checks that compare the quiz with what the author asserted — the examples — consult it
/// and skip what depends on such a part: that part's own error is the real problem, and a
/// result computed without it would be a false follow-on error. Anything that does not
/// depend on it is still checked in the same run.
struct ResolutionGaps: Sendable {
    /// Ids of questions that did not resolve exactly as written: dropped, with an error
    /// inside (other than in its options or at its id), an id or wire key used twice, or a
    /// scale with an error. Examples are checked as if these questions and answers to them did
    /// not exist, and an example that answers one is not compared with its expectations.
    var questions: Set<ExactString> = []
    /// By question id, the indices of options with an error inside (a weight that did not
    /// decode, an unknown trait): totals of answers that choose one are uncertain.
    var options: [ExactString: Set<Int>] = [:]
    /// An error inside `scoring:` (initial scores, ties, axes, bands): no total or outcome
    /// can be trusted.
    var scoring = false
    /// An error inside `presentation:`, where `time_limit` decides what `required` defaults to.
    var presentation = false
    /// Indices of source examples with an error inside `answers:` (an answer left out).
    var exampleAnswers: Set<Int> = []

    init() {}

    /// Finds the gaps from the errors reported so far about `source`.
    /// - Parameters:
    ///   - resolved: `resolved[i]` says whether `source.questions[i]` resolved.
    ///   - keys: the wire keys of the resolved questions, with their ids.
    init(source: SourceQuiz, errors: [SourcePosition], resolved: [Bool], keys: [(id: String, key: String)]) {
        // Sorted, so the errors inside a range are found by binary search: the work stays
        // proportional to the input even for a file with an error in every question.
        let errors = errors.sorted()
        func errorsInside(_ range: SourceRange) -> ArraySlice<SourcePosition> {
            errors[Self.firstIndex(in: errors, atOrAfter: range.start)...].prefix { $0 < range.end }
        }
        func hasError(_ range: SourceRange?) -> Bool {
            guard let range else { return false }
            return errorsInside(range).first != nil
        }
        var brokenScales: Set<ExactString> = []
        for scale in source.scales where hasError(scale.name.range) || hasError(scale.range) {
            brokenScales.insert(ExactString(scale.name.value))
        }
        var idCounts: [ExactString: Int] = [:]
        for question in source.questions {
            if let id = question.id { idCounts[ExactString(id.value), default: 0] += 1 }
        }
        for (index, question) in source.questions.enumerated() {
            guard let id = question.id else { continue }
            let key = ExactString(id.value)
            let inside = errorsInside(question.range)
            let options = question.options ?? []
            let optionStarts = options.map(\.range.start)
            // Options are in source order and do not overlap: the one that may hold a
            // position is the last that starts at or before it.
            let inOption = { (position: SourcePosition) -> Bool in
                let next = Self.firstIndex(in: optionStarts, atOrAfter: position)
                if next < options.count, optionStarts[next] == position { return true }
                return next > 0 && position < options[next - 1].range.end
            }
            // An id that breaks the naming rules still names the question (a duplicate is counted below).
            let atID = { (position: SourcePosition) in id.range.start <= position && position < id.range.end }
            if !(index < resolved.count && resolved[index]) || (idCounts[key] ?? 0) > 1
                || inside.contains(where: { !inOption($0) && !atID($0) })
                || question.scale.map({ brokenScales.contains(ExactString($0.value)) }) ?? false
            {
                questions.insert(key)
                continue
            }
            let broken = inside.isEmpty ? [] : options.indices.filter { hasError(options[$0].range) }
            if !broken.isEmpty { self.options[key] = Set(broken) }
        }
        var keyCounts: [ExactString: Int] = [:]
        for entry in keys { keyCounts[ExactString(entry.key), default: 0] += 1 }
        for entry in keys where (keyCounts[ExactString(entry.key)] ?? 0) > 1 { questions.insert(ExactString(entry.id)) }
        scoring = hasError(source.scoring?.range)
        presentation = hasError(source.presentation?.range)
        for (index, example) in source.examples.enumerated() where hasError(example.answersRange) {
            exampleAnswers.insert(index)
        }
    }

    /// The index of the first position not before `position` in a sorted array.
    static func firstIndex(in sorted: [SourcePosition], atOrAfter position: SourcePosition) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
