@_spi(Tools) package import QuizCompiler

/// What a name in a quiz names: the kinds of symbol the language server navigates, completes
/// and renames.
package enum SymbolKind: String, Sendable, CaseIterable {
    /// A trait of `traits:`.
    case trait
    /// An outcome code of `outcomes:`.
    case outcome
    /// A shared scale of `scales:`.
    case scale
    /// A question id.
    case question
    /// An option id of one question.
    case option
    /// A derived score id of `scoring.derived`.
    case derivedScore = "derived score"
    /// A profile result id of `scoring.results`.
    case result
    /// A band id of one profile result.
    case band

    /// Whether a name of this kind lives inside another symbol (an option in its question, a
    /// band in its result) rather than in the quiz.
    package var hasOwner: Bool { self == .option || self == .band }

    /// Traits, derived scores and results share one namespace: a result, a derived score,
    /// `nearest` and an example name any of them the same way.
    package var isScoreName: Bool { self == .trait || self == .derivedScore || self == .result }
}

extension SymbolKind {
    /// The symbol kind of a name the compiler's reference slots accept.
    package init(_ kind: ReferenceKind) {
        switch kind {
        case .trait: self = .trait
        case .outcome: self = .outcome
        case .scale: self = .scale
        case .question: self = .question
        case .option: self = .option
        case .derivedScore: self = .derivedScore
        case .result: self = .result
        case .band: self = .band
        }
    }
}
