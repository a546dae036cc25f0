/// What an interchange file says about itself beside its units: which quiz it translates
/// (relative to the file's own folder), from and into which locale.
package struct InterchangeHeader: Sendable, Equatable {
    /// The quiz file's path relative to the interchange file's folder (XLIFF `original`,
    /// PO `X-Quizc-Quiz`).
    package var quizPath: String
    /// The quiz's id.
    package var quizID: String
    /// The quiz's version, when it has one.
    package var quizVersion: String?
    /// The quiz's own locale.
    package var sourceLocale: String
    /// The locale translated into.
    package var targetLocale: String

    /// A header with every field given.
    package init(quizPath: String, quizID: String, quizVersion: String?, sourceLocale: String, targetLocale: String) {
        self.quizPath = quizPath
        self.quizID = quizID
        self.quizVersion = quizVersion
        self.sourceLocale = sourceLocale
        self.targetLocale = targetLocale
    }
}

extension String {
    /// The text after the first `marker`, or `nil` when there is none.
    func components(after marker: String) -> Substring? {
        let scalars = Array(unicodeScalars)
        let wanted = Array(marker.unicodeScalars)
        guard !wanted.isEmpty, scalars.count >= wanted.count else { return nil }
        for start in 0...(scalars.count - wanted.count) where Array(scalars[start..<start + wanted.count]) == wanted {
            let index = unicodeScalars.index(unicodeScalars.startIndex, offsetBy: start + wanted.count)
            return self[index...]
        }
        return nil
    }
}
