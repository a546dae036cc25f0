import QuizRuntime
@_spi(Tools) import QuizYAML

/// Resolves one question: its type, wire key, options (from a named scale or inline),
/// `keyed`/`weight` expansion, `scored: false`, `low`/`high` labels, defaults of `required`
/// and `shuffle`.
struct QuestionResolver {
    struct Result {
        var question: QuizBundle.Question
        var optionRanges: [SourceRange]
        var neutral: [Bool]
    }

    let traits: TraitTable
    let scales: ScaleTable
    /// Pole → opposite pole, for `keyed` on an axis pole.
    let axes: [ExactString: String]
    let answerKey: AnswerKeyMode
    let shuffleOptions: Bool
    let timed: Bool
    /// Weights are written in units of `10^-weightDigits`.
    var weightDigits = 0
    let diagnostics: DiagnosticCollector

    func resolve(_ source: SourceQuestion) -> Result? {
        // A question without id or text is not emitted, but its options are still
        // resolved so that one run reports every problem in them.
        let id = source.id ?? Located("#\(source.range.start.line)", source.range)
        let text = source.text ?? Located("", source.range)
        let type: QuizBundle.QuestionType =
            source.type.flatMap { QuizBundle.QuestionType(rawValue: $0.value.rawValue) }
            ?? (source.scale != nil ? .scale : .single)
        if source.type == nil, source.scale == nil, source.keyed != nil {
            diagnostics.report(
                .missingField,
                "question `\(id.value)` uses `keyed` but has no `scale:`; add `scale: NAME` (or `type: scale` with inline options)",
                at: SourceRange(at: source.range.start))
        }
        rejectMisplacedFields(source, type: type)
        let key = source.key?.value ?? (answerKey == .text ? text.value : id.value)
        let options: OptionList?
        switch type {
        case .scale: options = scaleOptions(source, id: id.value)
        case .single, .multiple, .range: options = choiceOptions(source, type: type, id: id.value)
        }
        guard let options else { return nil }
        var bounds: (min: Int?, max: Int?) = (nil, nil)
        switch type {
        case .multiple:
            let count = options.options.count
            let low = source.min?.value ?? 1
            let high = source.max?.value ?? count
            if low < 0 || high < 1 || low > high || high > count {
                // At the bound that breaks its rule: a negative `min`, a `max` below 1 or above
                // the number of options, else a `min` above `max`.
                let culprit =
                    low < 0
                    ? source.min : high < 1 || high > count ? source.max ?? source.min : source.min ?? source.max
                diagnostics.report(
                    .invalidValue,
                    "question `\(id.value)` allows between \(low) and \(high) choices of \(count) options; use 0 ≤ min ≤ max ≤ \(count) and max ≥ 1",
                    at: culprit.map(\.range) ?? id.range)
                return nil
            }
            bounds = (low, high)
        case .range:
            let low = source.min?.value ?? 0
            let high = source.max?.value ?? 1
            if low >= high {
                diagnostics.report(
                    .invalidValue,
                    "range question `\(id.value)` has min \(low) ≥ max \(high); make min smaller than max",
                    at: (source.min ?? source.max).map(\.range) ?? id.range)
                return nil
            }
            bounds = (low, high)
        case .scale, .single:
            break
        }
        guard source.id != nil, source.text != nil else { return nil }
        let shuffle = type.isOrdered ? false : (source.shuffle?.value ?? shuffleOptions)
        let question = QuizBundle.Question(
            id: id.value, key: key,
            text: answerKey == .text && source.key == nil ? text.value : TextNormalization.nfc(text.value),
            type: type, required: source.required?.value ?? !timed, shuffle: shuffle,
            pin: source.pin?.value ?? false, pool: source.pool?.value, min: bounds.min, max: bounds.max,
            options: options.options)
        return Result(question: question, optionRanges: options.ranges, neutral: options.neutral)
    }

    struct OptionList {
        var options: [QuizBundle.Option] = []
        var ranges: [SourceRange] = []
        var neutral: [Bool] = []
    }

    private func rejectMisplacedFields(_ source: SourceQuestion, type: QuizBundle.QuestionType) {
        var misplaced: [(String, SourceRange)] = []
        if type != .scale {
            for (name, value) in [
                ("scale", source.scale?.range), ("keyed", source.keyed?.range), ("weight", source.weight?.range),
                ("keyed_scoring", source.keyedScoring?.range), ("low", source.low?.range), ("high", source.high?.range),
            ] {
                if let value { misplaced.append((name, value)) }
            }
        }
        if type == .scale || type == .single {
            if let min = source.min { misplaced.append(("min", min.range)) }
            if let max = source.max { misplaced.append(("max", max.range)) }
        }
        for (name, range) in misplaced {
            diagnostics.report(
                .invalidValue, "`\(name)` does not apply to a \(type.rawValue) question; remove it", at: range)
        }
        if type == .scale, source.keyed == nil, source.scored?.value != false, let weight = source.weight {
            diagnostics.report(
                .invalidValue, "`weight` goes with `keyed`; add `keyed: TRAIT` or remove `weight`", at: weight.range)
        }
        if let keyed = source.keyed, keyed.traits.contains(where: { $0.weight != nil }), let weight = source.weight {
            diagnostics.report(
                .invalidValue,
                "`weight` goes with `keyed: TRAIT` or a list; `keyed: {T: N}` gives each trait its own weight, so write the weight in the map and remove `weight`",
                at: weight.range)
        }
        if type == .scale, source.keyed == nil, source.scored?.value != false, let keyedScoring = source.keyedScoring {
            diagnostics.report(
                .invalidValue, "`keyed_scoring` goes with `keyed`; add `keyed: TRAIT` or remove `keyed_scoring`",
                at: keyedScoring.range)
        }
        rejectWeightsOfUnscored(source)
    }

    /// `scored: false`: nothing may score the question (`keyed`, `weight`, `keyed_scoring`,
    /// an option's `weights`), each reported where it is written.
    private func rejectWeightsOfUnscored(_ source: SourceQuestion) {
        guard source.scored?.value == false else { return }
        var scoring: [(String, SourceRange)] = [
            ("keyed", source.keyed?.range), ("weight", source.weight?.range),
            ("keyed_scoring", source.keyedScoring?.range),
        ].compactMap { name, range in range.map { (name, $0) } }
        scoring += (source.options ?? []).compactMap { option in option.weightsRange.map { ("weights", $0) } }
        let id = source.id?.value ?? "#\(source.range.start.line)"
        for (name, range) in scoring {
            diagnostics.report(
                .invalidValue,
                "question `\(id)` has `scored: false`, so nothing may score it; remove `\(name)`, or `scored: false`",
                at: range)
        }
    }

    private func scaleOptions(_ source: SourceQuestion, id: String) -> OptionList? {
        guard let scale = scaleSource(source, id: id) else { return nil }
        var sourceOptions = scale.options
        let keyedScoring = scale.keyedScoring
        if let keyed = source.keyed {
            if sourceOptions.contains(where: { $0.weights != nil }) {
                diagnostics.report(
                    .invalidValue, "question `\(id)` has both `keyed` and per-option `weights`; use one of them",
                    at: keyed.range)
            }
            let known = keyed.traits.map { traits.check($0.trait, "`keyed`") }
            guard known.allSatisfy({ $0 }) else { return nil }
        }
        if let low = source.low { sourceOptions[0].label = low }
        if let high = source.high { sourceOptions[sourceOptions.count - 1].label = high }
        var list = OptionList()
        let first = sourceOptions.first?.value?.value ?? 0
        let last = sourceOptions.last?.value?.value ?? 0
        for option in sourceOptions {
            guard let value = option.value, let label = option.label else { return nil }
            var weights = resolveWeights(option)
            if let keyed = source.keyed {
                guard
                    let keyedWeights = keyedWeights(
                        keyed, of: source, value: value.value, span: (first, last), keyedScoring: keyedScoring)
                else { return nil }
                weights = keyedWeights
            }
            list.options.append(
                QuizBundle.Option(
                    id: nil, value: value.value, label: TextNormalization.nfc(label.value),
                    weights: weights, pin: option.pin?.value ?? false))
            list.ranges.append(option.range)
            list.neutral.append(option.weights?.isEmpty ?? false)
        }
        return list
    }

    /// The options a scale question takes (its named scale's, or its own `options:`) and how
    /// `keyed` scores them; `nil` after reporting why there are none.
    private func scaleSource(_ source: SourceQuestion, id: String) -> (
        options: [SourceOption], keyedScoring: SourceKeyedScoring
    )? {
        if let name = source.scale {
            if source.options != nil {
                diagnostics.report(
                    .invalidValue, "question `\(id)` has both `scale:` and `options:`; use one of them",
                    at: source.optionsRange ?? name.range)
            }
            guard let entry = scales.entry(name.value) else {
                reportUnknownScale(name, question: id)
                return nil
            }
            guard entry.valid else { return nil }
            if let own = source.keyedScoring {
                diagnostics.report(
                    .invalidValue,
                    "question `\(id)` uses the scale `\(name.value)`, whose questions all score the same way; set `keyed_scoring: \(own.value.rawValue)` on the scale, or give the question its own `options:`",
                    at: own.range)
            }
            return (entry.options, entry.keyedScoring?.value ?? .centered)
        }
        guard let options = source.options else {
            diagnostics.report(
                .missingField, "scale question `\(id)` needs `scale: NAME` or `options:` with `{value, label}` entries",
                at: SourceRange(at: source.range.start))
            return nil
        }
        guard ScaleRules.check(options, in: source.optionsRange ?? source.range, diagnostics: diagnostics) else {
            return nil
        }
        return (options, source.keyedScoring?.value ?? .centered)
    }

    /// `unknown-reference` for a scale that `scales` does not define, with the closest name.
    private func reportUnknownScale(_ name: Located<String>, question id: String) {
        var fixes: [Diagnostic.Fix] = []
        var message = "question `\(id)` uses the scale `\(name.value)`, which `scales` does not define"
        if let suggestion = Suggestion.closest(to: name.value, among: scales.names) {
            message += "; did you mean `\(suggestion)`?"
            fixes = [.replacing(name.value, at: name.range, with: suggestion, in: diagnostics.file)]
        } else {
            message += "; define it under `scales:`"
        }
        diagnostics.report(.unknownReference, message, at: name.range, fixes: fixes)
    }

    /// The weights `keyed` gives the scale value `value` (the scale running from `span.first`
    /// to `span.last`), each trait its own way; `nil` after reporting a weight beyond the limit.
    private func keyedWeights(
        _ keyed: SourceKeying, of source: SourceQuestion, value: Int, span: (first: Int, last: Int),
        keyedScoring: SourceKeyedScoring
    ) -> [TraitAmount]? {
        let unit = DecimalSyntax.power(weightDigits)
        let weights = KeyedExpansion.merged(
            keyed.traits.map { trait, own in
                let weight = (own ?? source.weight)?.value.scaled(to: weightDigits) ?? unit
                switch keyedScoring {
                case .centered:
                    return KeyedExpansion.weights(
                        value: value, first: span.first, last: span.last, weight: weight, trait: trait.value,
                        opposite: axes[ExactString(trait.value)])
                case .values:
                    return KeyedExpansion.valueWeights(
                        value: value, first: span.first, last: span.last, weight: weight, trait: trait.value)
                }
            })
        if let large = weights.first(where: { abs($0.amount) > QuestionDecoder.maxWeight * unit }) {
            let shown = SourceDecimal(units: large.amount, scale: weightDigits)
            diagnostics.report(
                .invalidValue,
                "`keyed` gives the value \(value) the weight \(shown), beyond ±\(QuestionDecoder.maxWeight); use a smaller `weight` or scale values closer together",
                at: keyed.range)
            return nil
        }
        return weights
    }

    private func choiceOptions(_ source: SourceQuestion, type: QuizBundle.QuestionType, id: String) -> OptionList? {
        guard let options = source.options else {
            diagnostics.report(
                .missingField, "\(type.rawValue) question `\(id)` needs `options:`",
                at: SourceRange(at: source.range.start))
            return nil
        }
        let minimum = type == .multiple ? 1 : 2
        if options.count < minimum {
            let what = type == .range ? "anchors" : "options"
            diagnostics.report(
                .invalidValue,
                "\(type.rawValue) question `\(id)` needs at least \(minimum) \(what), found \(options.count)",
                at: source.optionsRange ?? source.range)
            return nil
        }
        var list = OptionList()
        var seen: [ExactString: SourceRange] = [:]
        var valid = true
        for option in options {
            guard let optionID = option.id, let label = option.label else { valid = false; continue }
            if let first = seen[ExactString(optionID.value)] {
                diagnostics.report(
                    .duplicateID,
                    "option id `\(optionID.value)` is used twice in question `\(id)`; give each option its own id",
                    at: optionID.range,
                    notes: [Diagnostic.Note(message: "first used here", range: first)])
                valid = false
                continue
            }
            seen[ExactString(optionID.value)] = optionID.range
            list.options.append(
                QuizBundle.Option(
                    id: optionID.value, value: nil, label: TextNormalization.nfc(label.value),
                    weights: resolveWeights(option), pin: option.pin?.value ?? false))
            list.ranges.append(option.range)
            list.neutral.append(option.weights?.isEmpty ?? false)
        }
        return valid ? list : nil
    }

    private func resolveWeights(_ option: SourceOption) -> [TraitAmount] {
        (option.weights ?? []).compactMap { entry in
            guard traits.check(entry.trait, "this weight"), entry.amount.value.units != 0 else { return nil }
            return TraitAmount(trait: entry.trait.value, amount: entry.amount.value.scaled(to: weightDigits))
        }
    }
}

/// The `keyed: TRAIT, weight: N` shorthand (docs/authoring.md, "Scales, `keyed` and `weight`"),
/// trait by trait for a list or a map.
enum KeyedExpansion {
    /// With m the midpoint of the first and last values, d = (v − m) × N, rounded away
    /// from zero when it is not whole; d > 0 → `{TRAIT: d}`, d < 0 → `{OPPOSITE: −d}` for
    /// an axis pole (else `{TRAIT: d}`), d = 0 → nothing. Computed on 2d to stay exact.
    static func weights(value: Int, first: Int, last: Int, weight: Int, trait: String, opposite: String?)
        -> [TraitAmount]
    {
        let twice = (2 * value - (first + last)) * weight
        let d = twice % 2 == 0 ? twice / 2 : (twice + (twice > 0 ? 1 : -1)) / 2
        if d > 0 { return [TraitAmount(trait: trait, amount: d)] }
        if d < 0 {
            if let opposite { return [TraitAmount(trait: opposite, amount: -d)] }
            return [TraitAmount(trait: trait, amount: d)]
        }
        return []
    }

    /// `keyed_scoring: values`: N > 0 → `{TRAIT: v × N}`; N < 0 (a reverse-keyed item) →
    /// `{TRAIT: (first + last − v) × |N|}`; 0 → nothing. Never the opposite pole.
    static func valueWeights(value: Int, first: Int, last: Int, weight: Int, trait: String) -> [TraitAmount] {
        let amount = weight > 0 ? value * weight : (first + last - value) * -weight
        return amount == 0 ? [] : [TraitAmount(trait: trait, amount: amount)]
    }

    /// The weights of a keyed list: each trait's expansion in list order, amounts of a trait
    /// that appears in several added up (zero totals dropped).
    static func merged(_ expansions: [[TraitAmount]]) -> [TraitAmount] {
        var merged: [TraitAmount] = []
        for amount in expansions.joined() {
            if let index = merged.firstIndex(where: { $0.trait.isExactly(amount.trait) }) {
                merged[index].amount += amount.amount
            } else {
                merged.append(amount)
            }
        }
        return merged.filter { $0.amount != 0 }
    }
}
