/// Reading `presentation` (docs/bundle-format.md).
extension QuizBundle {
    /// `presentation`: page size, shuffles, time limit and draws.
    static func decodePresentation(_ root: Fields) throws(BundleError) -> Presentation {
        let fields = try Fields(try root.value("presentation"), "/presentation")
        let draws = try decodeDraws(fields)
        return Presentation(
            pageSize: try fields.integer("page_size"),
            shuffleQuestions: try fields.bool("shuffle_questions"),
            shuffleOptions: try fields.bool("shuffle_options"),
            timeLimit: try fields.optionalInteger("time_limit"),
            draw: draws)
    }

    /// `presentation.draw`: either one draw of every question, or draws of distinct named
    /// pools, so each question is in at most one pool and scoring and presentation agree.
    private static func decodeDraws(_ fields: Fields) throws(BundleError) -> [Presentation.Draw] {
        var draws: [Presentation.Draw] = []
        let items = try fields.array("draw")
        for (index, item) in items.enumerated() {
            let draw = try Fields(item, "/presentation/draw/\(index)")
            let count = try draw.integer("count")
            guard count >= 1 else { throw BundleError(path: draw.path, message: "count must be at least 1") }
            let pool = try draw.optionalString("pool")
            if pool == nil
                ? items.count > 1
                : draws.contains(where: { $0.pool == nil || $0.pool?.isExactly(pool ?? "") == true })
            {
                throw BundleError(
                    path: draw.path, message: "a draw without a pool must be the only draw, and pools must be distinct")
            }
            draws.append(Presentation.Draw(pool: pool, count: count))
        }
        return draws
    }
}
