/// What quizc knows of one text of a translation, from the translation file alone: never a
/// guess.
package enum UnitState: String, Sendable, Equatable {
    /// No translation, or an empty one.
    case new
    /// A translation whose recorded `source:` is the quiz's text today, or one that records
    /// no source.
    case translated
    /// A translation whose recorded `source:` is no longer the quiz's text.
    case stale
}

/// One text of a quiz as a translation interchange file (XLIFF, PO) carries it.
package struct InterchangeUnit: Sendable, Equatable {
    /// The path of the text in a translation file (`UnitID`).
    package var id: String
    /// The quiz's text today.
    package var source: String
    /// The translation; empty when there is none.
    package var target: String
    /// What quizc knows of the translation.
    package var state: UnitState
    /// For a stale unit: the source text the translation was made from.
    package var previousSource: String?
    /// The `source:` the translation file records for the text, when it records one.
    package var recordedSource: String?
    /// Where the text appears, for the translator (a question's text for its option, say).
    package var context: String
    /// The author's comment on the text in the quiz file, when there is one.
    package var authorNote: String?
    /// The quiz file's line the text is on.
    package var line: Int?
}
