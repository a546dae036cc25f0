@_spi(Tools) package import QuizCompiler
import QuizRuntime
@_spi(Tools) import QuizYAML

/// Every name written in one quiz file, as definitions and references of its symbols.
///
/// A score name (a result's `score`, `derived`'s operands, `nearest`, an example's
/// `expect_scores`) names a derived score or a result when the quiz declares one by that
/// name, else a trait. A condition's operands and an example's text answers name options of
/// the question they test, unless it is a scale question (whose answers are values).
package struct QuizSymbols {
    /// The quiz the names belong to.
    package let scope: QuizScope
    /// The file they are written in.
    package let file: String
    /// The occurrences, in the order the walk met them.
    package private(set) var occurrences: [SymbolOccurrence] = []

    private let derivedIDs: Set<ExactString>
    private let resultIDs: Set<ExactString>
    private var questionTypes: [ExactString: SourceQuestionType] = [:]

    /// Walks `quiz`, written in `file`.
    package init(_ quiz: SourceQuiz, file: String) {
        self.scope = quiz.quiz.map { .quiz(ExactString($0.value)) } ?? .file(file)
        self.file = file
        derivedIDs = Set((quiz.scoring?.derived ?? []).compactMap { $0.id.map { ExactString($0.value) } })
        resultIDs = Set((quiz.scoring?.results ?? []).compactMap { $0.id.map { ExactString($0.value) } })
        for question in quiz.questions {
            if let id = question.id { questionTypes[ExactString(id.value)] = Self.type(of: question) }
        }
        walk(quiz)
    }

    /// A question's type: as written, else `scale` when it names a scale, else `single`.
    package static func type(of question: SourceQuestion) -> SourceQuestionType {
        question.type?.value ?? (question.scale != nil ? .scale : .single)
    }

    private mutating func add(
        _ kind: SymbolKind, _ name: Located<String>?, owner: String? = nil,
        role: SymbolOccurrence.Role = .reference
    ) {
        guard let name, !name.value.isEmpty else { return }
        let symbol = SymbolID(
            scope: scope, kind: kind, owner: owner.map(ExactString.init), name: ExactString(name.value))
        occurrences.append(SymbolOccurrence(symbol: symbol, file: file, range: name.range, role: role))
    }

    /// A score name: a derived score or a result when one is declared by that name, else a trait.
    private mutating func addScore(_ name: Located<String>?) {
        guard let name else { return }
        let exact = ExactString(name.value)
        add(derivedIDs.contains(exact) ? .derivedScore : resultIDs.contains(exact) ? .result : .trait, name)
    }

    private mutating func walk(_ quiz: SourceQuiz) {
        for trait in quiz.traits { add(.trait, trait, role: .definition) }
        if let scoring = quiz.scoring { walk(scoring, quiz: quiz) }
        for scale in quiz.scales {
            add(.scale, scale.name, role: .definition)
            for option in scale.options { walkWeights(option) }
        }
        for question in quiz.questions { walk(question) }
        for outcome in quiz.outcomes { add(.outcome, outcome.code, role: .definition) }
        for example in quiz.examples { walk(example) }
    }

    private mutating func walk(_ scoring: SourceScoring, quiz: SourceQuiz) {
        for entry in scoring.initial { add(.trait, entry.trait) }
        for axis in scoring.axes {
            for pole in axis.poles { add(.trait, pole) }
            // A tie letter that is not a pole (`X` for "mixed") names no trait.
            if let tie = axis.tie, quiz.traits.contains(where: { $0.value.isExactly(tie.value) }) { add(.trait, tie) }
        }
        for tie in scoring.ties ?? [] { add(.trait, tie) }
        addScore(scoring.trait)
        for band in scoring.bands { add(.outcome, band.outcome) }
        for derived in scoring.derived {
            add(.derivedScore, derived.id, role: .definition)
            for name in derived.of { addScore(name) }
            for case (_, .name(let name)) in derived.parameters { addScore(name) }
        }
        for result in scoring.results {
            add(.result, result.id, role: .definition)
            addScore(result.score)
            add(.result, result.parent)
            for band in result.bands { add(.band, band.id, owner: result.id?.value, role: .definition) }
        }
        if let nearest = scoring.nearest {
            for name in nearest.over { addScore(name) }
            for profile in nearest.profiles {
                add(.outcome, profile.outcome)
                for entry in profile.at { addScore(entry.score) }
            }
            for tie in nearest.ties ?? [] { add(.outcome, tie) }
        }
    }

    private mutating func walk(_ question: SourceQuestion) {
        add(.question, question.id, role: .definition)
        let isScale = Self.type(of: question) == .scale
        for option in question.options ?? [] {
            if !isScale { add(.option, option.id, owner: question.id?.value, role: .definition) }
            walkWeights(option)
        }
        add(.scale, question.scale)
        for keyed in question.keyed?.traits ?? [] { add(.trait, keyed.trait) }
        if let condition = question.when { walk(condition) }
    }

    private mutating func walkWeights(_ option: SourceOption) {
        for weight in option.weights ?? [] { add(.trait, weight.trait) }
    }

    private mutating func walk(_ condition: SourceCondition) {
        switch condition {
        case .all(let conditions, _), .any(let conditions, _):
            for condition in conditions { walk(condition) }
        case .not(let condition, _):
            walk(condition)
        case .test(let test):
            add(.question, test.question)
            guard let type = questionTypes[ExactString(test.question.value)], type != .scale else { return }
            for operand in test.operands {
                add(.option, Located(operand.text, operand.range), owner: test.question.value)
            }
        }
    }

    private mutating func walk(_ example: SourceExample) {
        for (question, answer) in example.answers {
            add(.question, question)
            guard let type = questionTypes[ExactString(question.value)], type != .scale else { continue }
            switch answer.value {
            case .text(let text): add(.option, Located(text, answer.range), owner: question.value)
            case .list(let items): for item in items { add(.option, item, owner: question.value) }
            case .integer, .number: break
            }
        }
        add(.outcome, example.expect)
        add(.outcome, example.expectSecondary)
        for entry in example.expectScores ?? [] { addScore(entry.trait) }
        for entry in example.expectResults ?? [] {
            add(.result, entry.result)
            add(.band, entry.band, owner: entry.result.value)
        }
        for entry in example.expectValues ?? [] { add(.derivedScore, entry.derived) }
    }
}
