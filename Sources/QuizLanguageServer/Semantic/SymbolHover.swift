@_spi(Tools) package import QuizCompiler
import QuizRuntime
@_spi(Tools) import QuizYAML

/// What hovering over a name shows, as Markdown (docs/editors.md, "Hover"): for a trait, the
/// options that weigh it; for an outcome, its exact probability and an answer set that gives
/// it; for a question, its wire key and where that key comes from; for an option, the value
/// clients answer with and its weights.
package enum SymbolHover {
    /// The hover text of `symbol`; `analyzed` is its quiz's analysis, when the quiz resolved
    /// without errors (outcome probabilities need it) and, when `analysing`, the analysis is
    /// still running in the background.
    package static func markdown(
        for symbol: SymbolID, in index: SymbolIndex, analyzed: AnalyzedQuiz?, analysing: Bool = false
    ) -> String {
        let name = symbol.name.string
        var lines = ["**\(symbol.kind.rawValue)** `\(name)`" + (symbol.owner.map { " of `\($0.string)`" } ?? "")]
        let quiz = index.quiz(of: symbol.scope)?.source
        switch symbol.kind {
        case .trait:
            lines += quiz.map { traitLines(name, in: $0) } ?? []
        case .outcome:
            lines +=
                analysing
                ? ["The analysis is still running; hover again in a moment to see its probability."]
                : outcomeLines(name, analyzed: analyzed)
        case .question:
            lines += quiz.map { questionLines(name, in: $0) } ?? []
        case .option:
            lines += quiz.map { optionLines(symbol, in: $0) } ?? []
        case .scale:
            let users =
                quiz?.questions.filter { $0.scale?.value.isExactly(name) ?? false }.compactMap(\.id?.value) ?? []
            lines.append(
                users.isEmpty
                    ? "No question uses it." : "Used by " + users.map { "`\($0)`" }.joined(separator: ", ") + ".")
        case .derivedScore:
            let derived = quiz?.scoring?.derived.first { $0.id.map { ExactString($0.value) } == symbol.name }
            if let derived, let kind = derived.kind, !derived.of.isEmpty {
                // The kind, what it reads, then the names its parameters give (`against`).
                let names = derived.parameters.compactMap { key, value in
                    if case .name(let name) = value { return " \(key) `\(name.value)`" }
                    return nil
                }
                lines.append(
                    "`\(kind.value)` of " + derived.of.map { "`\($0.value)`" }.joined(separator: ", ")
                        + names.joined() + ".")
            }
        case .result:
            let result = quiz?.scoring?.results.first { $0.id.map { ExactString($0.value) } == symbol.name }
            if let result {
                let bands = result.bands.compactMap { $0.id.map { "`\($0.value)`" } }.joined(separator: ", ")
                lines.append("Score `\(result.score?.value ?? "?")`; bands \(bands.isEmpty ? "none" : bands).")
            }
        case .band:
            break
        }
        if let change = WireKeyChange.of(symbol, in: index) {
            lines.append("Stored by backends: \(change.description); renaming it changes stored data.")
        } else if symbol.kind == .scale || symbol.kind == .question {
            lines.append("Internal to the quiz: renaming it changes no stored data.")
        }
        return lines.joined(separator: "\n\n")
    }

    /// The options and keyed questions that weigh `trait`.
    static func traitLines(_ trait: String, in quiz: SourceQuiz) -> [String] {
        var weighing: [String] = []
        for question in quiz.questions {
            let id = question.id?.value ?? "?"
            for option in question.options ?? [] {
                for weight in option.weights ?? [] where weight.trait.value.isExactly(trait) {
                    let label = option.id.map { "`\($0.value)`" } ?? option.value.map { "value \($0.value)" } ?? "?"
                    weighing.append("- `\(id)` → \(label): \(signed(weight.amount.value))")
                }
            }
            if let keyed = question.keyed?.traits.first(where: { $0.trait.value.isExactly(trait) }) {
                let scale = question.scale.map { " (scale `\($0.value)`)" } ?? ""
                let weight = (keyed.weight ?? question.weight).map { signed($0.value) } ?? "+1"
                weighing.append("- `\(id)`: keyed, weight \(weight)\(scale)")
            }
        }
        for scale in quiz.scales {
            for option in scale.options {
                for weight in option.weights ?? [] where weight.trait.value.isExactly(trait) {
                    let label = option.value.map { "value \($0.value)" } ?? "?"
                    weighing.append("- scale `\(scale.name.value)` → \(label): \(signed(weight.amount.value))")
                }
            }
        }
        if weighing.isEmpty { return ["No option weighs it."] }
        return ["Weighed by:\n" + weighing.joined(separator: "\n")]
    }

    private static func signed(_ amount: SourceDecimal) -> String {
        amount.units > 0 ? "+\(amount.description)" : amount.description
    }

    /// The outcome's exact probability over the equally likely complete answer sets, and a
    /// witness answer set, from the analysis.
    static func outcomeLines(_ code: String, analyzed: AnalyzedQuiz?) -> [String] {
        guard let analysis = analyzed?.analysis else {
            return ["No analysis: the quiz does not resolve without errors; fix them to see its probability."]
        }
        // An inexact analysis lists only what it reached: anything else is not decided.
        let undecided = "Reachability not decided: \(analysis.limitation ?? "the analysis was not exact")."
        guard let result = analysis.result(for: code) else {
            return [analysis.isExact ? "The scoring never forms this code: no answer set gives it." : undecided]
        }
        var lines: [String] = []
        if !result.reachable {
            lines.append(analysis.isExact ? "Unreachable: no answer set gives it." : undecided)
        } else if let probability = analysis.probability(of: code) {
            let fraction = Probability.fraction(probability.numerator, probability.denominator)
            let percent = Probability.percent(probability.numerator, probability.denominator)
            lines.append(
                "Probability: \(fraction) (\(percent)) of the \(analysis.answerSetCount ?? "?") complete answer sets.")
        } else if let limitation = analysis.probabilityLimitation {
            lines.append("Reachable; probability not computed exactly: \(limitation).")
        }
        if let witness = result.witness {
            lines.append("Witness answers: `\(WitnessText.render(witness))`")
        }
        return lines
    }

    /// The question's wire key, and what it comes from.
    static func questionLines(_ id: String, in quiz: SourceQuiz) -> [String] {
        guard let question = quiz.questions.first(where: { $0.id?.value.isExactly(id) ?? false }) else { return [] }
        let type = QuizSymbols.type(of: question).rawValue
        if let key = question.key {
            return ["Type `\(type)`. Wire key: `\(key.value)` (its `key:`)."]
        }
        if quiz.answerKey?.value == .text, let text = question.text {
            return ["Type `\(type)`. Wire key: `\(text.value)` (its text, under `answer_key: text`)."]
        }
        return ["Type `\(type)`. Wire key: `\(id)` (its id)."]
    }

    /// The value clients answer with, and the option's weights.
    static func optionLines(_ symbol: SymbolID, in quiz: SourceQuiz) -> [String] {
        guard let owner = symbol.owner,
            let question = quiz.questions.first(where: { $0.id.map { ExactString($0.value) } == owner }),
            let option = question.options?.first(where: { $0.id.map { ExactString($0.value) } == symbol.name })
        else { return [] }
        var lines: [String] = []
        if let label = option.label { lines.append("Label: \(label.value)") }
        let weights = (option.weights ?? []).map { "`\($0.trait.value)` \(signed($0.amount.value))" }
        lines.append(weights.isEmpty ? "No weights." : "Weights: " + weights.joined(separator: ", "))
        return lines
    }
}

/// A diagnostic code's reference text (what the diagnostic reference of docs/ says of it),
/// from the compiler's code catalog.
package enum CodeReferenceText {
    private static let explanations: [DiagnosticCode: String] = {
        var all = CodeCatalog.explanationsWithoutExamples
        for reference in CodeCatalog.references { all[reference.code] = reference.explanation }
        return all
    }()

    /// `code` as a heading, then its explanation; `nil` for a code without one.
    package static func markdown(for code: DiagnosticCode) -> String? {
        explanations[code].map { "**`\(code.rawValue)`**\n\n\($0)" }
    }
}
