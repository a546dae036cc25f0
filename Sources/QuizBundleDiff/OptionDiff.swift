import QuizRuntime

/// The options of two same-typed questions: by `id`, or by `value` on scales. A removed
/// (or renamed) id or value is breaking, a new one compatible; labels and pins are
/// display. Changed weights are recorded for `OutcomeEquivalence` to classify.
enum OptionDiff {
    static func compare(
        _ old: QuizBundle.Question, _ new: QuizBundle.Question, path: String, name: String, scale: WeightScale,
        into log: inout ChangeLog
    ) {
        let match = matching(old, new)
        let matchedNew = Set(match.compactMap { $0 })
        let addedIndices = new.options.indices.filter { !matchedNew.contains($0) }
        var reportedAdded: Set<Int> = []
        for (index, option) in old.options.enumerated() {
            let optionPath = path + ChangePath.of("options", identity(option)), optionName = "\(name): \(label(option))"
            guard let other = match[index] else {
                // An option removed where another one was added reads as a rename.
                if addedIndices.contains(index), index < new.options.count {
                    reportedAdded.insert(index)
                    log.breaking(optionPath, "\(optionName) renamed to \(identityText(new.options[index]))")
                } else {
                    log.breaking(optionPath, "\(optionName) removed")
                }
                continue
            }
            let now = new.options[other]
            if !option.label.isExactly(now.label) {
                log.compatible(optionPath + "/label", "\(optionName): label changed")
            }
            if option.pin != now.pin { log.compatible(optionPath + "/pin", "\(optionName): pin changed to \(now.pin)") }
            if !sameWeights(option.weights, now.weights, scale: scale) {
                log.weightChange(
                    optionPath + "/weights",
                    "\(optionName): weights changed from \(text(option.weights, scale.oldText)) to \(text(now.weights, scale.newText))"
                )
            }
        }
        for index in addedIndices where !reportedAdded.contains(index) {
            let option = new.options[index]
            log.compatible(path + ChangePath.of("options", identity(option)), "\(name): \(label(option)) added")
        }
        let oldOrder = old.options.indices.compactMap { match[$0] }
        if oldOrder != oldOrder.sorted() {
            log.compatible(path + "/options", "\(name): options reordered")
        }
        if old.type == .range,
            old.options.count != new.options.count || oldOrder != Array(0..<new.options.count)
                || oldOrder.count != old.options.count
        {
            log.noteRisk("the changed anchors of range questions (numbers map to other anchors)")
        }
    }

    /// For each old option, the index of the new option with the same id (or value).
    static func matching(_ old: QuizBundle.Question, _ new: QuizBundle.Question) -> [Int?] {
        var byIdentity: [ExactString: Int] = [:]
        for (index, option) in new.options.enumerated() { byIdentity[ExactString(identity(option))] = index }
        return old.options.map { byIdentity[ExactString(identity($0))] }
    }

    /// The id, or the value of a scale option, as text.
    static func identity(_ option: QuizBundle.Option) -> String {
        option.id ?? option.value.map(String.init) ?? ""
    }

    static func identityText(_ option: QuizBundle.Option) -> String {
        option.id.map(quoted) ?? option.value.map(String.init) ?? ""
    }

    /// `option "x"`, or `value 5` on scales.
    static func label(_ option: QuizBundle.Option) -> String {
        option.id.map { "option \(quoted($0))" } ?? "value \(option.value ?? 0)"
    }

    /// Whether two weight lists give the same real amounts (old and new in their releases' scales).
    static func sameWeights(_ a: [TraitAmount], _ b: [TraitAmount], scale: WeightScale) -> Bool {
        let left = a.sorted { ExactString($0.trait) < ExactString($1.trait) },
            right = b.sorted { ExactString($0.trait) < ExactString($1.trait) }
        return left.elementsEqual(right) { $0.trait.isExactly($1.trait) && scale.same(old: $0.amount, new: $1.amount) }
    }

    /// `{casey: 2, mike: 0.5}`: the amounts in real units.
    static func text(_ weights: [TraitAmount], _ amount: (Int) -> String) -> String {
        "{" + weights.map { "\($0.trait): \(amount($0.amount))" }.joined(separator: ", ") + "}"
    }
}
