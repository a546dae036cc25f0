import QuizRuntime
@_spi(Tools) import QuizYAML

extension ConditionResolver {
    /// `condition`, the resolved form of `written`, if its bundle form nests no deeper than
    /// every runtime reads (`QuizBundle.maxConditionJSONDepth`); else `nil`, after a
    /// `limit-exceeded` error at the condition, so that no bundle is written that the runtimes
    /// would refuse.
    func fitsBundle(_ condition: QuizBundle.Condition, _ written: SourceCondition, of index: Int)
        -> QuizBundle.Condition?
    {
        let depth = condition.jsonDepth
        let limit = QuizBundle.maxConditionJSONDepth
        guard depth > limit else { return condition }
        let own = sources[index].id?.value ?? "#\(sources[index].range.start.line)"
        diagnostics.report(
            .limitExceeded,
            "the condition of `\(own)` nests \(depth) levels deep in the bundle, but a `when` may nest at most \(limit) (runtimes read bundles at most \(QuizBundle.maxJSONDepth) levels deep; a test takes 2 levels, 1 with `answered` or `includes`, and each `not` adds 1, each `all` or `any` 2); flatten it: list the parts of an `all` inside an `all` (or an `any` inside an `any`) in the outer list, and write `not: {not: C}` as C",
            at: SourceRange(at: written.range.start))
        return nil
    }
}
