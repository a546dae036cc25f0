import QuizRuntime
@_spi(Tools) import QuizYAML

extension Diagnostic.Fix {
    /// The fix of a mis-keyed item: its keying on `trait` flipped, written where the keying
    /// is: the trait's own weight in a `keyed:` map negated; a single keyed trait's `weight:`
    /// negated; a single keyed trait without a weight made `{T: -1}`; or, for a question
    /// whose options carry weights, every option's weight on the trait negated. Unsafe: it
    /// changes what the quiz scores, on purpose. `nil` where the keying has another form
    /// (several keyed traits sharing one `weight:`), which only the author can split.
    static func flippingKeying(of question: SourceQuestion, trait: String, in file: String) -> Diagnostic.Fix? {
        let title = "flip the keying of `\(question.id?.value ?? "")` on `\(trait)`"
        func fix(_ edits: [Edit]) -> Diagnostic.Fix? {
            edits.isEmpty ? nil : Diagnostic.Fix(title: title, safety: .unsafe, edits: edits)
        }
        func negated(_ value: Located<SourceDecimal>) -> Edit {
            let flipped = SourceDecimal(units: -value.value.units, scale: value.value.scale)
            return Edit(file: file, range: value.range, replacement: flipped.description)
        }
        if let keying = question.keyed {
            let listed = keying.traits.filter { $0.trait.value.isExactly(trait) }
            guard listed.count == 1, let entry = listed.first else { return nil }
            if let weight = entry.weight { return fix([negated(weight)]) }
            guard keying.traits.count == 1 else { return nil }
            if let weight = question.weight { return fix([negated(weight)]) }
            return fix([
                Edit(file: file, range: keying.range, replacement: "{\(YAMLScalarText.render(trait)): -1}")
            ])
        }
        let edits = (question.options ?? []).flatMap { option in
            (option.weights ?? []).filter { $0.trait.value.isExactly(trait) }.map { negated($0.amount) }
        }
        return fix(edits)
    }
}
