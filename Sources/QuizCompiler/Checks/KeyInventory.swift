import QuizRuntime
@_spi(Tools) import QuizYAML

/// Every key of a quiz with where it is written, grouped the way uniqueness applies:
/// wire keys across the quiz, option ids within a question, traits, outcome codes.
struct KeyInventory {
    struct Key {
        var text: String
        var range: SourceRange
        /// "wire key", "option id", …
        var kind: String
    }

    var quizID: Key?
    var traits: [Key] = []
    var wireKeys: [Key] = []
    /// One group per question.
    var optionIDs: [[Key]] = []
    var outcomeCodes: [Key] = []

    init(_ quiz: ResolvedQuiz) {
        if let id = quiz.source.quiz { quizID = Key(text: id.value, range: id.range, kind: "quiz id") }
        let declared = Set(quiz.bundle.traits.map(ExactString.init))
        traits = quiz.source.traits.filter { declared.contains(ExactString($0.value)) }
            .map { Key(text: $0.value, range: $0.range, kind: "trait") }
        for (index, question) in quiz.bundle.questions.enumerated() {
            let source = quiz.questionSources[index]
            let keyRange =
                source.key?.range
                ?? (quiz.source.answerKey?.value == .text ? source.text?.range : source.id?.range)
                ?? source.range
            let origin =
                source.key != nil
                ? "key"
                : (quiz.source.answerKey?.value == .text
                    ? "wire key (the question text)" : "wire key (the question id)")
            wireKeys.append(Key(text: question.key, range: keyRange, kind: origin))
            var group: [Key] = []
            for (optionIndex, option) in question.options.enumerated() {
                guard let id = option.id else { continue }
                let range = source.options?[safe: optionIndex]?.id?.range ?? quiz.optionRanges[index][optionIndex]
                group.append(Key(text: id, range: range, kind: "option id"))
            }
            optionIDs.append(group)
        }
        outcomeCodes = quiz.source.outcomes.map { Key(text: $0.code.value, range: $0.code.range, kind: "outcome code") }
    }

    /// Every key, in source order of kinds.
    var all: [Key] {
        [quizID].compactMap { $0 } + traits + wireKeys + optionIDs.flatMap { $0 } + outcomeCodes
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        index >= 0 && index < count ? self[index] : nil
    }
}
