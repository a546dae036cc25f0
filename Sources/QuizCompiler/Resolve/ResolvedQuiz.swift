public import QuizRuntime
@_spi(Tools) public import QuizYAML

/// The resolve stage's output: the normalized quiz (the bundle's model) and, aligned with
/// it, where each part came from, so later checks can point at the source.
public struct ResolvedQuiz: Sendable {
    /// The quiz with every default resolved and every shorthand expanded.
    public var bundle: QuizBundle
    /// The decoded source.
    @_spi(Tools) public var source: SourceQuiz
    /// `questionSources[i]` is the source of `bundle.questions[i]`.
    var questionSources: [SourceQuestion]
    /// `optionRanges[i][j]` is where `bundle.questions[i].options[j]` is written (for
    /// options from a shared scale, the scale's option).
    var optionRanges: [[SourceRange]]
    /// `neutralOptions[i][j]`: the author wrote `weights: {}` on purpose.
    var neutralOptions: [[Bool]]
    /// `outcomeRanges[code]`: where each outcome entry is written.
    var outcomeRanges: [ExactString: SourceRange]
    /// Whether every part resolved; a partial quiz is still checked (so one run reports
    /// all it can) but never emitted.
    var isComplete: Bool
    /// `exampleSources[i]` is the index in `source.examples` of `bundle.examples[i]`.
    var exampleSources: [Int] = []
    /// What earlier errors removed or left uncertain, so checks skip what depends on it.
    var gaps = ResolutionGaps()

    /// Where question `index` is written.
    @_spi(Tools) public func range(ofQuestion index: Int) -> SourceRange {
        questionSources[index].id?.range ?? questionSources[index].range
    }
}
