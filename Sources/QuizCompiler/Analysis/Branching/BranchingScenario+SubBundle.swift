import QuizRuntime

extension BranchingScenario {
    /// The quiz of this scenario, for the engines that know no conditions: its shown
    /// questions only, without conditions; each read question restricted to its class
    /// (required then), or left with no answer to give (no options) when it has none. A
    /// `multiple` read question keeps its untested options, with its limits lowered by the
    /// tested options its class includes, whose weights move to the scoring's `initial`.
    func subBundle(_ bundle: QuizBundle, reads: BranchingReads) -> QuizBundle {
        var result = bundle
        result.presentation.draw = []
        let readPosition = Dictionary(reads.reads.enumerated().map { ($1.index, $0) }, uniquingKeysWith: { a, _ in a })
        var questions: [QuizBundle.Question] = []
        for (index, original) in bundle.questions.enumerated() where shown[index] {
            var question = original
            question.condition = nil
            if let position = readPosition[index] {
                let read = reads.reads[position]
                if let classIndex = classes[position] {
                    let answerClass = read.classes[classIndex]
                    question.required = true
                    if question.type == .multiple {
                        let included = answerClass.options.count
                        question.options = original.options.indices.filter { !read.tested.contains($0) }
                            .map { original.options[$0] }
                        question.min = max((original.min ?? 1) - included, 0)
                        question.max = (original.max ?? original.options.count) - included
                        for option in answerClass.options {
                            result.scoring.initial += original.options[option].weights
                        }
                    } else {
                        question.options = answerClass.options.map { original.options[$0] }
                    }
                } else {
                    question.required = false
                    question.options = []
                    if question.type == .multiple { (question.min, question.max) = (1, 1) }
                }
            }
            questions.append(question)
        }
        result.questions = questions
        return result
    }

    /// The quiz of this scenario's shown questions with every option (conditions removed):
    /// what the runtime's rules are read from. The sub-bundle restricts read questions to
    /// their class, which must not change the rules: a `mean_answered` score counts a
    /// question that weighs its trait by any option, whichever options the class keeps.
    func shownQuiz(_ bundle: QuizBundle) -> QuizBundle {
        var result = bundle
        result.presentation.draw = []
        result.questions = bundle.questions.indices.filter { shown[$0] }.map { index in
            var question = bundle.questions[index]
            question.condition = nil
            return question
        }
        return result
    }

    /// The runtime's profile rules for this scenario's sub-bundle (its question indices):
    /// those of `shownQuiz`; `nil` for a quiz without the `profile` model.
    func rules(_ bundle: QuizBundle) -> ProfileRules? {
        guard case .profile = bundle.scoring.rule else { return nil }
        return ProfileRules(shownQuiz(bundle))
    }

    /// `witness` (an answer set of the sub-bundle) as an answer set of `bundle`, in bundle
    /// order: a `multiple` read question's answer gets back the tested options its class
    /// includes, in option order (its answer is there even when the sub-bundle's question,
    /// left without options, gave none).
    func fullWitness(_ witness: OutcomeAnalysis.Witness, _ bundle: QuizBundle, reads: BranchingReads)
        -> OutcomeAnalysis.Witness
    {
        var result: OutcomeAnalysis.Witness = []
        for (index, question) in bundle.questions.enumerated() where shown[index] {
            let entry = witness.first { $0.key.isExactly(question.key) }
            guard question.type == .multiple,
                let position = reads.reads.firstIndex(where: { $0.index == index }),
                let classIndex = classes[position]
            else {
                if let entry { result.append(entry) }
                continue
            }
            var ids: [String] = []
            if case .options(let chosen) = entry?.answer { ids = chosen }
            let included = Set(reads.reads[position].classes[classIndex].options)
            let merged = question.options.indices.filter { option in
                included.contains(option) || ids.contains { question.options[option].id?.isExactly($0) == true }
            }
            result.append((question.key, .options(merged.map { question.options[$0].id ?? "" })))
        }
        return result
    }

    /// An answer set of `bundle` in this scenario: the first answer of every shown question
    /// that must be answered (read questions within their class), no other answer.
    func path(_ bundle: QuizBundle, reads: BranchingReads) -> OutcomeAnalysis.Witness {
        let sub = subBundle(bundle, reads: reads)
        let answers: OutcomeAnalysis.Witness = sub.questions.compactMap { question in
            guard question.required, let answer = AnalysisContext.firstAnswer(question) else { return nil }
            return (question.key, answer)
        }
        return fullWitness(answers, bundle, reads: reads)
    }
}
