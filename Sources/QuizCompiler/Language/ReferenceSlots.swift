import QuizRuntime

/// What a name in a reference slot may name (docs/authoring.md): the kinds of declared
/// symbol the resolver looks a name up among.
@_spi(Tools) public enum ReferenceKind: String, Sendable, CaseIterable {
    /// A trait of `traits:`.
    case trait
    /// An outcome code of `outcomes:`.
    case outcome
    /// A shared scale of `scales:`.
    case scale
    /// A question id.
    case question
    /// An option id (or anchor) of one question.
    case option
    /// A derived score id of `scoring.derived`.
    case derivedScore
    /// A profile result id of `scoring.results`.
    case result
    /// A band id of one profile result.
    case band
}

/// One place where the language expects a name: a key whose value (or list item) names a
/// symbol, or whose mapping's keys do. The resolver accepts exactly `kinds` there;
/// `ReferenceSlotTests` tries every kind of name in every slot against lint to keep the two
/// equal.
@_spi(Tools) public struct ReferenceSlot: Sendable, Equatable {
    /// Where the name stands relative to `key`.
    @_spi(Tools) public enum Position: Sendable, Equatable {
        /// The value of `key:`, or an item of its list.
        case value
        /// A key of the mapping that is the value of `key:`.
        case key
        /// The value of any key of the mapping that is the value of `key:` (an example's
        /// answers: each value answers the question its key names).
        case valueOfEntry
    }

    /// Which symbol a name of an owned kind (an option) belongs to.
    @_spi(Tools) public enum Owner: Sendable, Equatable {
        /// No owner.
        case none
        /// The question named by the sibling key's value in the same mapping (a condition's
        /// `question:`).
        case sibling(String)
        /// The key the name is the value of (`answers: {Q: option}`).
        case entryKey
        /// The key of the mapping that holds `key:` (a translation's `Q: {options: …}`).
        case enclosingKey
    }

    /// Which file the slot is in.
    @_spi(Tools) public enum Document: Sendable, Equatable {
        /// A quiz file.
        case quiz
        /// A translation file.
        case translation
    }

    /// The kind of file the slot is in (a quiz unless said).
    @_spi(Tools) public var document: Document = .quiz
    /// The key that decides what the name names.
    @_spi(Tools) public var key: String
    /// Where, relative to `key:`, the name is written (its value unless said).
    @_spi(Tools) public var position: Position = .value
    /// The key whose mapping (or list of mappings) holds `key:`, where the same key means
    /// different things in different places; `nil` where it means one thing everywhere.
    @_spi(Tools) public var within: String? = nil
    /// The mapping `key:` is in, where the same name is a key of other mappings that name
    /// nothing (a condition's operators: a result band's `below:` is a number); the slot then
    /// holds only where the enclosing key holds that mapping (`when:`, `all:`, …).
    @_spi(Tools) public var mapping: LanguageMappingID? = nil
    /// What a name here may name.
    @_spi(Tools) public var kinds: [ReferenceKind]
    /// Of `kinds`, those that must be declared before the entry that holds the name (a
    /// condition reads an earlier question, `linear` an earlier derived score, `parent` an
    /// earlier result).
    @_spi(Tools) public var declaredEarlier: [ReferenceKind] = []
    /// Which of the declared names of `kinds` the slot accepts.
    @_spi(Tools) public enum Restriction: Sendable, Equatable {
        /// All of them.
        case none
        /// Those `nearest`'s `over:` compares (a profile's `at:`).
        case comparedByNearest
        /// Results that are under no parent (results nest one level deep).
        case topLevelResult
        /// The poles of the axis that holds the name (an axis's `tie`, which may also be any
        /// other single letter).
        case axisPoles
    }

    /// Which declared names of `kinds` the slot accepts (all unless said).
    @_spi(Tools) public var restriction: Restriction = .none
    /// Whether a name that is no declared symbol is accepted too: a band's or a profile's
    /// `outcome:` gives its outcome code (`outcomes:` holds the code's texts), an axis's `tie`
    /// may be any letter.
    var acceptsNewNames = false
    /// What a name of an owned kind here belongs to (nothing unless said).
    @_spi(Tools) public var owner: Owner = .none
    /// One line saying what the key's name refers to (hover and docs).
    @_spi(Tools) public var doc: String
}

/// The language's reference slots: the one definition of which key names which kind of
/// symbol, read by the language server's completion and hover (docs/editors.md).
@_spi(Tools) public enum ReferenceSlots {
    private static let scores: [ReferenceKind] = [.trait, .derivedScore]

    /// Every reference slot of quiz and translation files.
    @_spi(Tools) public static let all: [ReferenceSlot] = quiz + translation

    // A table of one entry per slot, longer than 80 lines: kept whole so it reads as the
    // language's one list of references.
    /// The derived kinds' keys (`mean: N`, `sum: [E, O]`, `linear: x`) and the trait
    /// parameters each is followed by (`against`), from the vocabulary's definitions.
    private static var derivedSlots: [ReferenceSlot] {
        Vocabulary.derivedKindDefinitions.flatMap { kind in
            let earlier = kind.of == .traitOrEarlier
            let slot = ReferenceSlot(
                key: kind.name, within: "derived", kinds: earlier ? scores : [.trait],
                declaredEarlier: earlier ? [.derivedScore] : [], doc: kind.ofDoc)
            return [slot]
                + kind.parameters.compactMap { parameter in
                    guard case .trait(let doc) = parameter.value else { return nil }
                    return ReferenceSlot(key: parameter.key, within: "derived", kinds: [.trait], doc: doc)
                }
        }
    }

    static let quiz: [ReferenceSlot] =
        [
            ReferenceSlot(
                key: "weights", position: .key, kinds: [.trait], doc: "Each key is a trait this option weighs."),
            ReferenceSlot(
                key: "initial", position: .key, kinds: [.trait], doc: "Each key is a trait's starting total."),
            ReferenceSlot(key: "keyed", kinds: [.trait], doc: "The trait (or traits) the scale's value adds to."),
            ReferenceSlot(key: "keyed", position: .key, kinds: [.trait], doc: "Each key is a trait with its weight."),
            ReferenceSlot(key: "poles", kinds: [.trait], doc: "The two one-letter traits of an axis."),
            ReferenceSlot(
                key: "tie", kinds: [.trait], restriction: .axisPoles, acceptsNewNames: true,
                doc: "The letter of an axis when its poles tie: a pole, or another letter."),
            ReferenceSlot(
                key: "ties", within: "scoring", kinds: [.trait], doc: "Every trait, in the order that wins ties."),
            ReferenceSlot(
                key: "trait", within: "scoring", kinds: [.trait], doc: "The trait whose total picks the band."),
        ] + derivedSlots + [
            ReferenceSlot(key: "score", kinds: scores, doc: "The trait or derived score this result reports."),
            ReferenceSlot(
                key: "parent", kinds: [.result], declaredEarlier: [.result], restriction: .topLevelResult,
                doc: "The earlier top-level result this one is under."),
            ReferenceSlot(key: "over", kinds: scores, doc: "The scores `nearest` compares."),
            ReferenceSlot(
                key: "at", position: .key, within: "profiles", kinds: scores, restriction: .comparedByNearest,
                doc: "Each key is a score of `over:` with this profile's target."),
            ReferenceSlot(
                key: "ties", within: "nearest", kinds: [.outcome], doc: "Outcomes in the order that wins ties."),
            ReferenceSlot(key: "outcome", kinds: [.outcome], acceptsNewNames: true, doc: "The outcome code given."),
            ReferenceSlot(key: "scale", kinds: [.scale], doc: "The shared scale whose options this question uses."),
            ReferenceSlot(
                key: "question", kinds: [.question], declaredEarlier: [.question],
                doc: "The earlier question this condition tests."),
            ReferenceSlot(
                key: "is", mapping: .condition, kinds: [.option], owner: .sibling("question"),
                doc: "The answer tested for."),
            ReferenceSlot(
                key: "in", mapping: .condition, kinds: [.option], owner: .sibling("question"),
                doc: "The answers tested for."),
            ReferenceSlot(
                key: "includes", mapping: .condition, kinds: [.option], owner: .sibling("question"),
                doc: "The answer the selection includes."),
            ReferenceSlot(
                key: "at_least", mapping: .condition, kinds: [.option], owner: .sibling("question"),
                doc: "The anchor (or value) at or above."),
            ReferenceSlot(
                key: "at_most", mapping: .condition, kinds: [.option], owner: .sibling("question"),
                doc: "The anchor (or value) at or below."
            ),
            ReferenceSlot(
                key: "above", mapping: .condition, kinds: [.option], owner: .sibling("question"),
                doc: "The anchor (or value) exceeded."),
            ReferenceSlot(
                key: "below", mapping: .condition, kinds: [.option], owner: .sibling("question"),
                doc: "The anchor (or value) not reached."),
            ReferenceSlot(key: "answers", position: .key, kinds: [.question], doc: "Each key is a question answered."),
            ReferenceSlot(
                key: "answers", position: .valueOfEntry, kinds: [.option], owner: .entryKey,
                doc: "The answer given to the question of its key."),
            ReferenceSlot(key: "expect", kinds: [.outcome], doc: "The outcome the example must give."),
            ReferenceSlot(
                key: "expect_secondary", kinds: [.outcome], doc: "The runner-up outcome the example must give."),
            ReferenceSlot(
                key: "expect_scores", position: .key, kinds: [.trait],
                doc: "Each key is a trait with its expected total."),
            ReferenceSlot(
                key: "expect_results", position: .key, kinds: [.result],
                doc: "Each key is a result with its expected band."
            ),
            ReferenceSlot(
                key: "expect_results", position: .valueOfEntry, kinds: [.band], owner: .entryKey,
                doc: "The band the result of its key must fall in."),
            ReferenceSlot(
                key: "expect_values", position: .key, kinds: [.derivedScore],
                doc: "Each key is a derived score with its expected value."),
        ]

    static let translation: [ReferenceSlot] = [
        ReferenceSlot(
            document: .translation, key: "questions", position: .key, kinds: [.question],
            doc: "Each key is a question translated."),
        ReferenceSlot(
            document: .translation, key: "outcomes", position: .key, kinds: [.outcome],
            doc: "Each key is an outcome translated."),
        ReferenceSlot(
            document: .translation, key: "scales", position: .key, kinds: [.scale],
            doc: "Each key is a scale translated."),
        ReferenceSlot(
            document: .translation, key: "results", position: .key, kinds: [.result],
            doc: "Each key is a result translated."),
        ReferenceSlot(
            document: .translation, key: "options", position: .key, kinds: [.option], owner: .enclosingKey,
            doc: "Each key is an option of the question translated."),
        ReferenceSlot(
            document: .translation, key: "bands", position: .key, kinds: [.band], owner: .enclosingKey,
            doc: "Each key is a band of the result translated."),
    ]

    /// The slot of `key` at `position` in `document`, whose mapping is held by `within`
    /// (the nearest enclosing key): a slot for that enclosing key first, else one for anywhere
    /// (a slot of one `mapping` only where `within` holds that mapping).
    @_spi(Tools) public static func slot(
        _ key: String, _ position: ReferenceSlot.Position, in document: ReferenceSlot.Document, within: String?
    ) -> ReferenceSlot? {
        let candidates = all.filter { slot in
            guard slot.document == document, slot.position == position, slot.key.isExactly(key) else { return false }
            guard let mapping = slot.mapping else { return true }
            return within.map { Vocabulary.keys(holding: mapping, in: document).contains($0) } ?? false
        }
        let specific = candidates.first { slot in
            guard let holder = slot.within, let within else { return false }
            return holder.isExactly(within)
        }
        if let specific { return specific }
        return candidates.first { $0.within == nil }
    }
}
