/// The kinds of derived score, in one table: for each, what its `of` names, its own members
/// (how each is read and checked) and its rule, the value from the totals and earlier
/// scores (docs/bundle-format.md, `scoring.derived`; docs/runtime.md). The decoder, the
/// bundle writer and `ProfileRules` read every kind from here, and the compiler's analysis
/// evaluates each value through the same rules.
extension QuizBundle {
    /// Every kind of derived score a bundle may name: the one list of them (the language's
    /// names, `LanguageNames.derivedKinds`, in the same order).
    package static let derivedKinds: [DerivedKindEntry] = [
        DerivedKindEntry(name: "mean", of: .trait, members: [.integer("count", atLeast: 1)]) { input in
            guard case .integer(let count)? = input.kind[member: "count"], count > 0 else { return nil }
            return DerivedRule(reads: input.of) { $0[0].map { $0 / ExactRational(count) } }
        },
        DerivedKindEntry(name: "mean_answered", of: .trait) { input in
            DerivedRule(reads: input.of + [input.answered(weighing: input.of[0])]) { values in
                guard let total = values[0], let count = values[1], !count.isZero else { return nil }
                return total / count
            }
        },
        DerivedKindEntry(name: "percent", of: .trait, members: [.decimal("min", below: "max"), .decimal("max")]) {
            input in
            guard let min = input.decimal("min"), let max = input.decimal("max"), min < max else { return nil }
            return DerivedRule(reads: input.of) { $0[0].map { ($0 - min) / (max - min) * ExactRational(100) } }
        },
        DerivedKindEntry(name: "share", of: .trait, members: [.trait("against")]) { input in
            guard let against = input.trait("against") else { return nil }
            return DerivedRule(reads: input.of + [against]) { values in
                guard let t = values[0], let u = values[1] else { return nil }
                return ProfileRules.share(t, u)
            }
        },
        DerivedKindEntry(name: "linear", of: .traitOrEarlier, members: [.decimal("times"), .decimal("plus")]) {
            input in
            guard let times = input.decimal("times"), let plus = input.decimal("plus") else { return nil }
            return DerivedRule(reads: input.of) { $0[0].map { times * $0 + plus } }
        },
        DerivedKindEntry(name: "sum", of: .traits) { input in
            DerivedRule(reads: input.of) { values in
                values.reduce(ExactRational(0) as ExactRational?) { sum, value in
                    guard let sum, let value else { return nil }
                    return sum + value
                }
            }
        },
        DerivedKindEntry(name: "min", of: .traits) { picking($0) { $0.min() } },
        DerivedKindEntry(name: "max", of: .traits) { picking($0) { $0.max() } },
    ]

    /// The rule of a kind that picks one of the listed totals (`min`, `max`); no value when
    /// one of them has none.
    private static func picking(
        _ input: DerivedRuleInput, _ pick: @escaping @Sendable ([ExactRational]) -> ExactRational?
    ) -> DerivedRule {
        DerivedRule(reads: input.of) { values in
            let totals = values.compactMap { $0 }
            return totals.count == values.count ? pick(totals) : nil
        }
    }

    /// The entry of the kind `name`, when the bundle format has it.
    package static func derivedKind(named name: String) -> DerivedKindEntry? {
        derivedKinds.first { $0.name.isExactly(name) }
    }
}

/// What a derived kind's `of` names.
package enum DerivedOfShape: Sendable, Equatable {
    /// One trait.
    case trait
    /// One trait or an earlier derived score.
    case traitOrEarlier
    /// A list of at least two different traits.
    case traits
}

/// One kind of derived score: its name, what its `of` names, its members and its rule.
package struct DerivedKindEntry: Sendable {
    /// The kind's name.
    package let name: String
    /// What its `of` names.
    package let of: DerivedOfShape
    /// Its own members, in the order the bundle writes them.
    package let members: [DerivedMemberSpec]
    /// The rule of a score of this kind: what its value reads and the value from what it
    /// reads; `nil` when the members leave no value anywhere (a zero divisor or span).
    let rule: @Sendable (DerivedRuleInput) -> DerivedRule?

    init(
        name: String, of: DerivedOfShape, members: [DerivedMemberSpec] = [],
        rule: @escaping @Sendable (DerivedRuleInput) -> DerivedRule?
    ) {
        self.name = name
        self.of = of
        self.members = members
        self.rule = rule
    }
}

/// One member of a derived kind: its name and how it is read and checked.
package struct DerivedMemberSpec: Sendable {
    /// What a member's value is.
    package enum ValueType: Sendable, Equatable {
        /// A decimal (a string in the bundle), below the member `below` when given.
        case decimal(below: String?)
        /// An integer of at least `atLeast` when given.
        case integer(atLeast: Int?)
        /// A trait's name.
        case trait
    }

    /// The member's name in the bundle.
    package let name: String
    /// What its value is.
    package let type: ValueType

    /// A decimal member, below the member `below` when given (checked once both are read).
    static func decimal(_ name: String, below: String? = nil) -> DerivedMemberSpec {
        DerivedMemberSpec(name: name, type: .decimal(below: below))
    }

    /// An integer member of at least `atLeast`.
    static func integer(_ name: String, atLeast: Int? = nil) -> DerivedMemberSpec {
        DerivedMemberSpec(name: name, type: .integer(atLeast: atLeast))
    }

    /// A member naming a trait.
    static func trait(_ name: String) -> DerivedMemberSpec { DerivedMemberSpec(name: name, type: .trait) }
}

/// A quantity of one answer set that a derived score's value reads.
package enum DerivedReading: Sendable, Hashable {
    /// A trait's total (in real units).
    case total(trait: Int)
    /// The value of the earlier derived score at this index.
    case derived(index: Int)
    /// How many of these questions are answered.
    case answered(questions: [Int])
}

/// What a derived kind's rule is given: the score's kind record, what its `of` names read, and
/// the readings of its trait members and of answered questions.
struct DerivedRuleInput {
    /// The score's kind and members.
    let kind: QuizBundle.Scoring.DerivedScore.Kind
    /// The readings of its `of` names, in order.
    let of: [DerivedReading]
    /// The reading of a trait by name, when it is one.
    let traitReading: (String) -> DerivedReading?
    /// The questions that weigh a trait, by the trait's index.
    let weighing: (Int) -> [Int]

    /// The exact value of the decimal member `name`.
    func decimal(_ name: String) -> ExactRational? {
        guard case .decimal(let value)? = kind[member: name] else { return nil }
        return ExactRational(value)
    }

    /// The reading of the trait the member `name` names.
    func trait(_ name: String) -> DerivedReading? {
        guard case .name(let trait)? = kind[member: name] else { return nil }
        return traitReading(trait)
    }

    /// How many of the questions that weigh the trait `reading` reads are answered.
    func answered(weighing reading: DerivedReading) -> DerivedReading {
        guard case .total(let trait) = reading else { return .answered(questions: []) }
        return .answered(questions: weighing(trait))
    }
}

/// A derived score's compiled rule: the quantities it reads, and its value from their values
/// (a total or an earlier score in real units, a count of answered questions as a number;
/// `nil` an earlier score without a value). `nil` from `value` is "no value".
package struct DerivedRule: Sendable {
    /// The quantities the value reads, in the order `value` is given them.
    package let reads: [DerivedReading]
    /// Whether the score has a value for some answers (`false`: a zero divisor or span, or an
    /// unknown kind, in a bundle built without the decoder).
    package let hasValue: Bool
    let value: @Sendable ([ExactRational?]) -> ExactRational?

    init(reads: [DerivedReading], value: @escaping @Sendable ([ExactRational?]) -> ExactRational?) {
        self.reads = reads
        self.value = value
        hasValue = true
    }

    private init() {
        reads = []
        value = { _ in nil }
        hasValue = false
    }

    /// The rule of a score that has no value anywhere.
    static let noValue = DerivedRule()
}
