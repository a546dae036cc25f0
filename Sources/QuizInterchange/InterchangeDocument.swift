@_spi(Tools) package import QuizYAML

/// A unit as an interchange file holds it, with where it is in that file.
package struct ReadUnit: Sendable, Equatable {
    /// The unit's id (`UnitID`).
    package var id: String
    /// The source text the file carries.
    package var source: String
    /// The translation; empty when there is none.
    package var target: String
    /// Whether the file marks the translation for review (PO `fuzzy`, an XLIFF
    /// `needs-…` state).
    package var needsReview: Bool
    /// The source text the translation was made from, when the file records one (PO
    /// `#| msgid`, XLIFF `<alt-trans alttranstype="previous-version">`).
    package var previousSource: String?
    /// Where the unit starts (`<trans-unit`, `msgctxt`).
    package var range: SourceRange
    /// Where its translation is, for diagnostics about it.
    package var targetRange: SourceRange
    /// Where its source text is.
    package var sourceRange: SourceRange
    /// A problem with the unit's translation that refuses it (inline markup, say), when there is one.
    package var refusal: String?
    /// Where the problem that refuses the unit is, when not at the unit's start.
    package var refusalRange: SourceRange?
}

/// What an interchange file holds: its header and its units.
package struct InterchangeDocument: Sendable, Equatable {
    /// The interchange format.
    package enum Format: String, Sendable, CaseIterable {
        /// XLIFF 1.2.
        case xliff
        /// gettext PO.
        case po
    }

    /// The format the file is in.
    package var format: Format
    /// The quiz file's path relative to the file (`original`, `X-Quizc-Quiz`), when it says.
    package var quizPath: String?
    /// The locale translated into (`target-language`, `Language`), when it says.
    package var targetLocale: String?
    /// The units, in file order.
    package var units: [ReadUnit]
    /// Where the header is (the `<file>` element, the PO header entry), for diagnostics about it.
    package var headerRange: SourceRange
}

/// Why an interchange file cannot be read at all, and where.
package struct InterchangeProblem: Error, Sendable, Equatable {
    /// What is wrong and what to do.
    package var message: String
    /// Where.
    package var position: SourcePosition
    /// Whether a size or depth limit was exceeded.
    package var isLimit: Bool
}
