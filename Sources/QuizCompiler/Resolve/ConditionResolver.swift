import QuizRuntime
@_spi(Tools) import QuizYAML

/// Resolves a question's `when:` into the bundle's normalized `QuizBundle.Condition`
/// (docs/authoring.md, "Branching"): the question it reads must be declared before
/// (`unknown-reference`, `condition-forward-reference`), its operator must fit that question's
/// type (`condition-type`), its operands must be that question's option ids, anchor ids or
/// scale values (`unknown-reference`); `is`, `in` and comparisons become the set of options
/// they accept, in option order, each once (none at all is `constant-condition`). A test on a
/// question that did not resolve is left out silently: that question's own error stands.
struct ConditionResolver {
    /// The source questions, in source order.
    let sources: [SourceQuestion]
    /// `resolved[i]` is `sources[i]` resolved, or `nil`.
    let resolved: [QuizBundle.Question?]
    let diagnostics: DiagnosticCollector

    /// The first source index of each question id.
    private let indexByID: [ExactString: Int]

    init(sources: [SourceQuestion], resolved: [QuizBundle.Question?], diagnostics: DiagnosticCollector) {
        self.sources = sources
        self.resolved = resolved
        self.diagnostics = diagnostics
        var indexByID: [ExactString: Int] = [:]
        for (index, source) in sources.enumerated() {
            if let id = source.id, indexByID[ExactString(id.value)] == nil { indexByID[ExactString(id.value)] = index }
        }
        self.indexByID = indexByID
    }

    /// The normalized condition of `sources[index]`, `nil` after reporting what is wrong in it.
    func resolve(_ condition: SourceCondition, of index: Int) -> QuizBundle.Condition? {
        switch condition {
        case .all(let parts, _), .any(let parts, _):
            // Every part is resolved, so that one run reports every problem.
            let resolvedParts = parts.map { resolve($0, of: index) }
            guard resolvedParts.allSatisfy({ $0 != nil }) else { return nil }
            if case .all = condition { return .all(resolvedParts.compactMap { $0 }) }
            return .any(resolvedParts.compactMap { $0 })
        case .not(let inner, _):
            return resolve(inner, of: index).map { .not($0) }
        case .test(let test):
            return resolve(test, of: index)
        }
    }

    private func name(of index: Int) -> String {
        sources[index].id?.value ?? "#\(sources[index].range.start.line)"
    }

    private func resolve(_ test: SourceConditionTest, of index: Int) -> QuizBundle.Condition? {
        let own = name(of: index)
        guard let read = indexByID[ExactString(test.question.value)] else {
            let earlier = sources[..<index].compactMap { $0.id?.value }
            var fixes: [Diagnostic.Fix] = []
            var message = "the condition of `\(own)` reads `\(test.question.value)`, which is not a question id"
            if let suggestion = Suggestion.closest(to: test.question.value, among: earlier) {
                message += "; did you mean `\(suggestion)`?"
                fixes = [
                    .replacing(test.question.value, at: test.question.range, with: suggestion, in: diagnostics.file)
                ]
            } else {
                message += "; name a question declared before `\(own)`"
            }
            diagnostics.report(.unknownReference, message, at: test.question.range, fixes: fixes)
            return nil
        }
        if read >= index {
            let readID = test.question.value
            let message =
                read == index
                ? "the condition of `\(own)` reads `\(own)` itself; a condition reads only answers to questions declared before its own, so test an earlier question"
                : "the condition of `\(own)` reads `\(readID)`, which is declared after it; questions are decided in source order, so move `\(readID)` before `\(own)`, or move the condition to a question after `\(readID)`"
            diagnostics.report(
                .conditionForwardReference, message, at: test.question.range,
                notes: read == index
                    ? []
                    : [
                        Diagnostic.Note(
                            message: "`\(readID)` is declared here",
                            range: sources[read].id?.range ?? sources[read].range)
                    ])
            return nil
        }
        guard let question = resolved[read] else { return nil }
        guard Self.fits(test.op.value, question.type) else {
            let allowed = SourceConditionTest.Operator.allCases.filter { Self.fits($0, question.type) }
            diagnostics.report(
                .conditionType,
                "`\(test.op.value.rawValue)` does not apply to `\(question.id)`, a \(question.type.rawValue) question; test it with "
                    + allowed.map { "`\($0.rawValue):`" }.joined(separator: ", "),
                at: test.op.range)
            return nil
        }
        if let answered = test.answered { return .answered(question: question.id, answered) }
        guard let chosen = options(test, of: question) else { return nil }
        if chosen.isEmpty {
            diagnostics.report(.constantCondition, Self.neverHolds(test, of: question, own: own), at: test.op.range)
            return nil
        }
        switch question.type {
        case .single, .range:
            return .optionIn(question: question.id, ids: chosen.compactMap { question.options[$0].id })
        case .scale:
            var values: [Int] = []
            for index in chosen {
                if let value = question.options[index].value, !values.contains(value) { values.append(value) }
            }
            return .valueIn(question: question.id, values: values)
        case .multiple:
            return chosen.first.flatMap { question.options[$0].id }.map { .includes(question: question.id, id: $0) }
        }
    }

    /// Why a comparison that accepts no answer of `question` can never hold: a range's first
    /// or last anchor, or a value outside the scale.
    static func neverHolds(_ test: SourceConditionTest, of question: QuizBundle.Question, own: String) -> String {
        let operand = test.operands.first?.text ?? ""
        let comparison = "`\(test.op.value.rawValue): \(operand)`"
        if question.type == .range, test.op.value == .below || test.op.value == .above {
            let (end, instead) = test.op.value == .below ? ("first", "a later") : ("last", "an earlier")
            return
                "\(comparison) can never hold: `\(operand)` is the \(end) anchor of range question `\(question.id)`, so `\(own)` is never shown; compare with \(instead) anchor"
        }
        return
            "\(comparison) accepts no value of `\(question.id)` (its values run from \(question.options.first?.value ?? 0) to \(question.options.last?.value ?? 0)), so the condition can never hold and `\(own)` is never shown; compare with a value on the scale"
    }

    /// Whether `op` applies to a question of `type` (docs/authoring.md, "Branching").
    static func fits(_ op: SourceConditionTest.Operator, _ type: QuizBundle.QuestionType) -> Bool {
        switch op {
        case .answered: return true
        case .is, .in: return type != .multiple
        case .includes: return type == .multiple
        case .atLeast, .atMost, .above, .below: return type == .scale || type == .range
        }
    }

    /// The indices of the options the test accepts, ascending; `nil` after reporting an
    /// operand that is not one of the question's.
    private func options(_ test: SourceConditionTest, of question: QuizBundle.Question) -> [Int]? {
        var indices: [Int] = []
        var valid = true
        for operand in test.operands {
            if let index = option(operand, of: question, comparing: Self.isComparison(test.op.value)) {
                indices.append(index)
            } else {
                valid = false
            }
        }
        guard valid, let first = indices.first else { return nil }
        let all = Array(question.options.indices)
        switch test.op.value {
        case .is, .in, .includes: return all.filter { indices.contains($0) }
        case .atLeast, .atMost, .above, .below:
            let op = test.op.value
            if question.type == .scale {
                // `first` is the operand itself here (any integer), not an option index.
                return all.filter { Self.compare(question.options[$0].value ?? 0, op, first) }
            }
            return all.filter { Self.compare($0, op, first) }
        case .answered: return []
        }
    }

    static func isComparison(_ op: SourceConditionTest.Operator) -> Bool {
        [.atLeast, .atMost, .above, .below].contains(op)
    }

    static func compare(_ value: Int, _ op: SourceConditionTest.Operator, _ bound: Int) -> Bool {
        switch op {
        case .atLeast: return value >= bound
        case .atMost: return value <= bound
        case .above: return value > bound
        case .below: return value < bound
        default: return false
        }
    }

    /// The option index an operand names (for a scale comparison: the integer itself), or
    /// `nil` after reporting.
    private func option(_ operand: SourceConditionTest.Operand, of question: QuizBundle.Question, comparing: Bool)
        -> Int?
    {
        if question.type == .scale {
            guard operand.plain, case .value(let value) = IntegerSyntax.parse(operand.text) else {
                if case .value = IntegerSyntax.parse(operand.text) {
                    diagnostics.report(
                        .conditionType,
                        "`\(question.id)` is a scale question, whose answers are integer values, but the condition names the quoted text `\(operand.text)`; remove the quotes",
                        at: operand.range)
                    return nil
                }
                diagnostics.report(
                    .conditionType,
                    "`\(question.id)` is a scale question, whose answers are integer values, but the condition names `\(operand.text)`; write one of its values, such as \(question.options.first?.value ?? 1), in plain digits",
                    at: operand.range)
                return nil
            }
            if comparing { return value }
            if let index = question.options.firstIndex(where: { $0.value == value }) { return index }
            let values = question.options.compactMap(\.value).map(String.init).joined(separator: ", ")
            diagnostics.report(
                .unknownReference,
                "the scale of `\(question.id)` has no value \(value); its values are \(values)",
                at: operand.range)
            return nil
        }
        if let index = question.options.firstIndex(where: { $0.id?.isExactly(operand.text) ?? false }) { return index }
        let ids = question.options.compactMap(\.id)
        let what = question.type == .range ? "anchor" : "option"
        var fixes: [Diagnostic.Fix] = []
        var message = "`\(question.id)` has no \(what) `\(operand.text)`"
        if let suggestion = Suggestion.closest(to: operand.text, among: ids) {
            message += "; did you mean `\(suggestion)`?"
            fixes = [.replacing(operand.text, at: operand.range, with: suggestion, in: diagnostics.file)]
        } else {
            message += "; its \(what)s are " + ids.map { "`\($0)`" }.joined(separator: ", ")
            if question.type == .range { message += " (a condition on a range question names anchors, not numbers)" }
        }
        diagnostics.report(.unknownReference, message, at: operand.range, fixes: fixes)
        return nil
    }
}
