public import QuizRuntime

/// One kind of derived score as the language defines it: its key, what its value names, the
/// parameters of its own and their defaults, and its default `digits`. The decoder, the
/// resolver, the checks, the language server and the field reference read every kind from
/// here; the runtime's `QuizBundle.derivedKinds` holds its rule.
struct DerivedKindDefinition: Sendable {
    /// The kind's key (`mean: N`), and its name in the bundle.
    var name: String
    /// What the kind means, in one line (with its default `digits`).
    var doc: String
    /// What its value names: one trait, a trait or an earlier derived score, or a list of
    /// at least two different traits.
    var of: DerivedOfShape
    /// What its value refers to, in one line (hover and completion).
    var ofDoc: String
    /// The keys of its own, in order (`share`'s `against`, `linear`'s `times` and `plus`).
    var parameters: [DerivedParameter] = []
    /// The decimal places its value is written with unless `digits` says otherwise.
    var defaultDigits: DefaultDigits
    /// Whether its value is a percentage, 0 to 100 (`percent-band-range` checks band limits).
    var percentage = false
    /// For a list: what the kind does with the listed traits, in messages ("adds").
    var listVerb = "combines"

    /// Default `digits`: a fixed number of places, or the weights' own (an exact total).
    enum DefaultDigits: Sendable, Equatable {
        case places(Int)
        case weights
    }

    /// The kind as an entry of the kind tables (its value a name, or a list of names).
    var languageKind: LanguageKind {
        LanguageKind(name: name, doc: doc, shape: of == .traits ? .list(.name) : .name)
    }
}

/// A key of one derived-score kind besides the kind's own key.
struct DerivedParameter: Sendable {
    /// The key, and the bundle member it becomes.
    var key: String
    /// What it is: the name of a trait, or a decimal (at most 6 places, within ±1,000,000).
    var value: Value
    /// What the key says, in one line (the field reference).
    var doc: String
    /// What a missing key needs, when the kind requires it: "the trait it is compared with …".
    var requiredBecause: String? = nil
    /// Why another kind has no such key: "only a `share` is …".
    var onlyFor: String

    /// What a parameter's value is.
    enum Value: Sendable, Equatable {
        /// A trait's name; `doc` says what it refers to (hover and completion).
        case trait(doc: String)
        /// A decimal, `default` when left out.
        case decimal(default: BundleDecimal)
    }

    /// The default of a decimal parameter.
    var defaultDecimal: BundleDecimal? {
        if case .decimal(let value) = value { return value }
        return nil
    }
}

extension Vocabulary {
    /// Every derived-score kind, in the language's order: the one definition of each.
    static let derivedKindDefinitions = [
        DerivedKindDefinition(
            name: "mean", doc: "total(T) / the number of questions that weigh T (trait T). Default `digits`: 2.",
            of: .trait, ofDoc: "The trait whose total is divided by its questions.", defaultDigits: .places(2)),
        DerivedKindDefinition(
            name: "mean_answered",
            doc:
                "total(T) / the number of answered questions that weigh T; no value (null) when none is. Default `digits`: 2.",
            of: .trait, ofDoc: "The trait whose total is divided by its answered questions.",
            defaultDigits: .places(2)),
        DerivedKindDefinition(
            name: "percent",
            doc:
                "(total(T) − min) / (max − min) × 100, min and max the totals T can have (computed by quizc). Default `digits`: 0.",
            of: .trait, ofDoc: "The trait whose total is placed in its range.", defaultDigits: .places(0),
            percentage: true),
        DerivedKindDefinition(
            name: "share",
            doc: "total(T) / (total(T) + total(`against`)) × 100; 50 when both are 0. Default `digits`: 0.",
            of: .trait, ofDoc: "The trait whose share of two totals is given.",
            parameters: [
                DerivedParameter(
                    key: "against", value: .trait(doc: "The second trait of a `share`."),
                    doc: "`share` only: the second trait.",
                    requiredBecause: "the trait it is compared with (`share: I, against: E`)",
                    onlyFor: "only a `share` is computed against a second trait")
            ], defaultDigits: .places(0), percentage: true),
        DerivedKindDefinition(
            name: "linear",
            doc: "`times` × x + `plus`, x a trait's total or a derived score declared earlier. Default `digits`: 2.",
            of: .traitOrEarlier, ofDoc: "The trait or earlier derived score transformed.",
            parameters: [
                DerivedParameter(
                    key: "times", value: .decimal(default: BundleDecimal(1)),
                    doc: "`linear` only: the factor (default 1), at most 6 decimal places.",
                    onlyFor: "only a `linear` score has `times` and `plus`"),
                DerivedParameter(
                    key: "plus", value: .decimal(default: BundleDecimal(0)),
                    doc: "`linear` only: the offset (default 0), at most 6 decimal places.",
                    onlyFor: "only a `linear` score has `times` and `plus`"),
            ], defaultDigits: .places(2)),
        DerivedKindDefinition(
            name: "sum",
            doc:
                "total(T) + total(U) + …, the listed traits' totals added exactly (`sum: [E, O]`, at least two). Default `digits`: the weights' decimal places.",
            of: .traits, ofDoc: "The traits whose totals are added.", defaultDigits: .weights, listVerb: "adds"),
        DerivedKindDefinition(
            name: "min",
            doc:
                "The smallest of the listed traits' totals (`min: [E, O]`, at least two). Default `digits`: the weights' decimal places.",
            of: .traits, ofDoc: "The traits whose smallest total is given.", defaultDigits: .weights,
            listVerb: "compares"),
        DerivedKindDefinition(
            name: "max",
            doc:
                "The largest of the listed traits' totals (`max: [E, O]`, at least two). Default `digits`: the weights' decimal places.",
            of: .traits, ofDoc: "The traits whose largest total is given.", defaultDigits: .weights,
            listVerb: "compares"),
    ]

    /// The definition of the derived-score kind `name`.
    static func derivedKind(named name: String) -> DerivedKindDefinition? {
        derivedKindDefinitions.first { $0.name == name }
    }

    /// Every parameter key of the derived kinds, each once, in the kinds' order, with the
    /// kinds that have it.
    static var derivedParameterKeys: [(key: String, kinds: [DerivedKindDefinition])] {
        var keys: [(key: String, kinds: [DerivedKindDefinition])] = []
        for kind in derivedKindDefinitions {
            for parameter in kind.parameters {
                if let index = keys.firstIndex(where: { $0.key == parameter.key }) {
                    keys[index].kinds.append(kind)
                } else {
                    keys.append((parameter.key, [kind]))
                }
            }
        }
        return keys
    }
}
