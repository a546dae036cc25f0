@_spi(Tools) import QuizYAML

/// Every display text of a quiz or a translation file, with what it is ("the text of
/// question `q1`"): what the checks on texts people see (`bidi-control`,
/// `control-character`) look at.
enum DisplayTexts {
    /// The display texts of a quiz, in source order.
    static func of(_ source: SourceQuiz) -> [(what: String, text: Located<String>)] {
        var texts: [(String, Located<String>?)] = [
            ("the title", source.title), ("the description", source.description),
        ]
        for scale in source.scales {
            texts += scale.options.map { ("a label of scale `\(scale.name.value)`", $0.label) }
        }
        for question in source.questions {
            let name = question.id.map { "question `\($0.value)`" } ?? "a question"
            texts += [
                ("the text of \(name)", question.text), ("the `low` label of \(name)", question.low),
                ("the `high` label of \(name)", question.high),
            ]
            texts += (question.options ?? []).map { ("an option label of \(name)", $0.label) }
        }
        for outcome in source.outcomes {
            texts += [
                ("the title of outcome `\(outcome.code.value)`", outcome.title),
                ("the description of outcome `\(outcome.code.value)`", outcome.description),
            ]
            texts += outcome.recommendations.map { ("a recommendation of outcome `\(outcome.code.value)`", $0) }
        }
        return texts.compactMap { what, text in text.map { (what, $0) } }
    }

    /// The texts of a translation file, in source order.
    static func of(_ translation: SourceTranslation) -> [(what: String, text: Located<String>)] {
        var texts: [(String, TranslatedText?)] = [
            ("the title", translation.title), ("the description", translation.description),
        ]
        for scale in translation.scales {
            texts += scale.labels.map { ("label `\($0.key.value)` of scale `\(scale.name.value)`", $0.text) }
        }
        for question in translation.questions {
            let name = "question `\(question.id.value)`"
            texts += [
                ("the text of \(name)", question.text), ("the `low` label of \(name)", question.low),
                ("the `high` label of \(name)", question.high),
            ]
            texts += (question.options ?? []).map { ("the label of option `\($0.key.value)` of \(name)", $0.text) }
        }
        for outcome in translation.outcomes {
            texts += [
                ("the title of outcome `\(outcome.code.value)`", outcome.title),
                ("the description of outcome `\(outcome.code.value)`", outcome.description),
            ]
            texts += (outcome.recommendations ?? []).map { ("a recommendation of outcome `\(outcome.code.value)`", $0) }
        }
        return texts.compactMap { what, text in text.map { (what, $0.text) } }
    }
}
