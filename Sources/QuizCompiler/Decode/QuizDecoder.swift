@_spi(Tools) public import QuizYAML

/// The decode stage: YAML nodes → `SourceQuiz`, with the strict typing of the quiz dialect and
/// the shape checks (`unknown-field`, `missing-field`, `type-mismatch`, `invalid-value`
/// for values whose form is wrong). References between parts are the resolver's job.
@_spi(Tools) public struct QuizDecoder {
    let diagnostics: DiagnosticCollector
    let scalars: ScalarDecoding

    /// A decoder reporting what it finds wrong into `diagnostics`.
    @_spi(Tools) public init(diagnostics: DiagnosticCollector) {
        self.diagnostics = diagnostics
        self.scalars = ScalarDecoding(diagnostics: diagnostics)
    }

    /// Decodes a document; `nil` when it is not a quiz at all (an empty file, or not a mapping).
    @_spi(Tools) public func decode(_ root: YAMLNode?) -> SourceQuiz? {
        guard let root else {
            diagnostics.report(
                .missingField, "the file has no content; a quiz is a mapping that starts with `quiz: <id>`",
                at: SourceRange(at: .start))
            return nil
        }
        guard let fields = FieldReader(root, subject: "a quiz file", mapping: .quiz, diagnostics: diagnostics)
        else {
            return nil
        }
        var quiz = SourceQuiz(range: root.range)
        decodeHeader(fields, into: &quiz)
        decodeTraits(fields, into: &quiz)
        if let node = fields.required(
            "scoring",
            hint:
                "add `scoring:` with a `model:` (\(Vocabulary.sentenceList(Vocabulary.kindNames(.scoringModels)) { $0 }))"
        ) {
            quiz.scoring = ScoringDecoder(decoder: self).decode(node)
        }
        if let node = fields.value("scales") { quiz.scales = QuestionDecoder(decoder: self).decodeScales(node) }
        decodeQuestions(fields, into: &quiz)
        // A profile without `nearest` gives no outcome, so it has no `outcomes:` to write.
        let hasOutcomes = !(quiz.scoring?.model?.value == .profile && quiz.scoring?.nearest == nil)
        let outcomesNode =
            hasOutcomes
            ? fields.required("outcomes", hint: "add `outcomes:` with a title and description for every result")
            : fields.value("outcomes")
        if let node = outcomesNode {
            quiz.outcomesRange = node.range
            quiz.outcomesKeyRange = fields.keyNode("outcomes")?.range
            quiz.outcomes = decodeOutcomes(node)
        }
        if let node = fields.value("presentation") {
            quiz.presentationRange = node.range
            quiz.presentation = PresentationDecoder(decoder: self).decode(node)
        }
        if let node = fields.value("examples") {
            quiz.examples = ExampleDecoder(decoder: self, expectRequired: hasOutcomes).decode(node)
        }
        if let node = fields.value("suppress") {
            quiz.suppressions = SuppressionDecoder(diagnostics: diagnostics).decode(node, root: root)
        }
        return quiz
    }

    /// The quiz's own fields: `quiz`, `version`, `title`, `description`, `locale` and
    /// `answer_key`, each checked for its form.
    private func decodeHeader(_ fields: FieldReader, into quiz: inout SourceQuiz) {
        if let node = fields.required("quiz", hint: "add `quiz: my-quiz` (lowercase letters, digits and `-`)") {
            quiz.quiz = scalars.string(node, "`quiz`")
            if let id = quiz.quiz { IdentifierRules.check(id, as: .quizID, diagnostics: diagnostics) }
        }
        if let node = fields.required("version", hint: "add `version: 1.0.0`") {
            quiz.version = scalars.string(node, "`version`")
            if let version = quiz.version, !IdentifierRules.isSemanticVersion(version.value) {
                diagnostics.report(
                    .invalidValue,
                    "`version` `\(version.value)` is not MAJOR.MINOR.PATCH; write a version such as 1.0.0",
                    at: version.range)
            }
        }
        if let node = fields.required("title", hint: "add a `title:` to show to people taking the quiz") {
            quiz.title = scalars.displayText(node, "`title`")
        }
        if let node = fields.value("description") { quiz.description = scalars.displayText(node, "`description`") }
        if let node = fields.value("locale") {
            quiz.locale = scalars.string(node, "`locale`")
            if let locale = quiz.locale, !IdentifierRules.isLanguageTag(locale.value) {
                diagnostics.report(
                    .invalidValue,
                    "`locale` `\(locale.value)` is not a BCP 47 language tag; write one such as en, en-GB or pt-BR",
                    at: locale.range)
            }
        }
        if let node = fields.value("answer_key") {
            quiz.answerKey = scalars.word(node, "`answer_key`", as: AnswerKeyMode.self, from: .answerKeyModes)
        }
    }

    /// `traits:`, a non-empty list of trait names.
    private func decodeTraits(_ fields: FieldReader, into quiz: inout SourceQuiz) {
        if let node = fields.required("traits", hint: "list the traits that weights may use, such as `traits: [E, I]`")
        {
            quiz.traitsRange = node.range
            for item in scalars.list(node, "`traits`") ?? [] {
                guard let trait = scalars.string(item, "a trait") else { continue }
                IdentifierRules.check(trait, as: .trait, diagnostics: diagnostics)
                quiz.traits.append(trait)
            }
            if quiz.traits.isEmpty, case .sequence = node.content {
                diagnostics.report(.invalidValue, "`traits` is empty; declare at least one trait", at: node.range)
            }
        }
    }

    /// `questions:`, a non-empty list of questions.
    private func decodeQuestions(_ fields: FieldReader, into quiz: inout SourceQuiz) {
        if let node = fields.required("questions", hint: "add a `questions:` list") {
            if let items = scalars.list(node, "`questions`") {
                if items.isEmpty {
                    diagnostics.report(
                        .invalidValue, "`questions` is empty; a quiz needs at least one question", at: node.range)
                }
                let questionDecoder = QuestionDecoder(decoder: self)
                quiz.questions = items.compactMap { questionDecoder.decodeQuestion($0) }
            }
        }
    }

    private func decodeOutcomes(_ node: YAMLNode) -> [SourceOutcome] {
        guard let entries = scalars.map(node, "`outcomes`") else { return [] }
        var outcomes: [SourceOutcome] = []
        for entry in entries {
            guard let code = entry.key.scalarText else { continue }
            guard
                let fields = FieldReader(
                    entry.value, subject: "outcome `\(code)`",
                    mapping: .outcome, diagnostics: diagnostics)
            else { continue }
            var outcome = SourceOutcome(code: Located(code, entry.key.range), range: entry.value.range)
            if let value = fields.required("title", hint: "add the title shown with this result") {
                outcome.title = scalars.displayText(value, "`title`")
            }
            if let value = fields.required("description", hint: "add the description shown with this result") {
                outcome.description = scalars.displayText(value, "`description`")
            }
            if let value = fields.value("recommendations") {
                outcome.recommendations = (scalars.list(value, "`recommendations`") ?? []).compactMap {
                    scalars.displayText($0, "a recommendation")
                }
            }
            outcomes.append(outcome)
        }
        return outcomes
    }
}
