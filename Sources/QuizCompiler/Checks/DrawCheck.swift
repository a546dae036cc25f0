import QuizRuntime
@_spi(Tools) import QuizYAML

/// `draw-exceeds-pool` and `draw-breaks-coverage`: a draw must not ask for more questions
/// than its pool holds, and no possible draw may make an outcome unreachable (reachable in
/// some other draw) or leave an axis unasked. Every draw is checked — by the exact analysis
/// of each draw that the analysis stage made for the quiz — when there are at most
/// `maxDraws`; beyond that the axis coverage is still exact and the message says that the
/// outcomes were not checked draw by draw.
struct DrawCheck: QuizCheck {
    init() {}

    /// With an analysis, the check asks for fewer entries, or checks every draw.
    var readsAnalysis: Bool { true }

    /// Most distinct draws analysed one by one.
    static let maxDraws = DrawnAnalysis.maxDraws

    struct Pool {
        var name: String?
        var members: [Int]
        var count: Int
        var range: SourceRange
    }

    func run(_ quiz: QuizCheckInput, diagnostics: DiagnosticCollector) {
        check(quiz.resolved, analysis: quiz.analyzed?.analysis, diagnostics: diagnostics)
    }

    /// `analysis` is the quiz's when it was analysed: without it, only the pool sizes and
    /// the axis coverage are checked.
    private func check(_ quiz: ResolvedQuiz, analysis: OutcomeAnalysis?, diagnostics: DiagnosticCollector) {
        let bundle = quiz.bundle
        guard !bundle.presentation.draw.isEmpty else { return }
        guard let (pools, always) = drawPools(quiz, diagnostics: diagnostics) else { return }
        let placement = pools.first?.range ?? quiz.source.range
        if reportLostAxis(bundle, pools: pools, always: always, at: placement, diagnostics: diagnostics) { return }
        // Outcomes: analyse every draw when there are few enough.
        var drawCount = 1
        for pool in pools {
            drawCount =
                drawCount.multipliedReportingOverflow(by: DrawnAnalysis.binomial(pool.members.count, pool.count))
                .partialValue
            if drawCount > Self.maxDraws || drawCount <= 0 { break }
        }
        guard drawCount > 0, drawCount <= Self.maxDraws else {
            diagnostics.report(
                .limitExceeded,
                "the draws allow more than \(Self.maxDraws) different question sets, so outcome coverage was not checked draw by draw (axis coverage was)",
                at: placement, severity: .warning)
            return
        }
        // The outcomes reachable over the union of the draws, each draw (analysed one by
        // one with the quiz, in odometer order) compared with them.
        guard let analysis, analysis.isExact else { return }
        for draw in analysis.draws {
            guard let reaches = draw.reachable else { continue }
            let lost = zip(analysis.outcomes, reaches).filter { $0.0.reachable && !$0.1 }.map(\.0.code)
            if !lost.isEmpty {
                diagnostics.report(
                    .drawBreaksCoverage,
                    "the draw \(describe(draw.picks, pools, bundle)) makes "
                        + lost.prefix(4).map { "`\($0)`" }.joined(separator: ", ")
                        + (lost.count > 4 ? " and \(lost.count - 4) more" : "")
                        + " unreachable; draw more questions or spread the outcomes' weights over more of them",
                    at: placement)
                return
            }
        }
    }

    /// The draws' pools, and the questions every draw asks (those in no pool, when no draw
    /// takes from the whole quiz). Every draw larger than its pool is reported, and then
    /// the result is nil: coverage is only checked for draws that can be honoured.
    private func drawPools(
        _ quiz: ResolvedQuiz, diagnostics: DiagnosticCollector
    ) -> (pools: [Pool], always: [Int])? {
        let bundle = quiz.bundle
        var pools: [Pool] = []
        var inSomePool = Set<Int>()
        let sources = quiz.source.presentation
        var byPool: [ExactString: [Int]] = [:]
        for (index, question) in bundle.questions.enumerated() {
            if let name = question.pool { byPool[ExactString(name), default: []].append(index) }
        }
        // The first source entry of each pool name, found once (not searched per draw).
        var sourceOfPool: [ExactString: SourceRange] = [:]
        for entry in sources?.drawPools ?? [] {
            guard let name = entry.pool?.value, let count = entry.count?.range else { continue }
            if sourceOfPool[ExactString(name)] == nil { sourceOfPool[ExactString(name)] = count }
        }
        var exceeded = false
        for (index, draw) in bundle.presentation.draw.enumerated() {
            let members = draw.pool.map { name in byPool[ExactString(name)] ?? [] } ?? Array(bundle.questions.indices)
            inSomePool.formUnion(members)
            let range =
                sources?.drawCount?.range ?? sourceOfPool[ExactString(draw.pool ?? "")]
                ?? sources?.drawPools?[safe: index]?.range ?? quiz.source.range
            if draw.count > members.count {
                let what = draw.pool.map { "the pool `\($0)`" } ?? "the quiz"
                diagnostics.report(
                    .drawExceedsPool,
                    "the draw asks for \(draw.count) questions, but \(what) has only \(members.count); lower the count or add questions",
                    at: range)
                exceeded = true
                continue
            }
            pools.append(Pool(name: draw.pool, members: members, count: draw.count, range: range))
        }
        if exceeded { return nil }
        let always =
            bundle.presentation.draw.contains { $0.pool == nil }
            ? [] : bundle.questions.indices.filter { !inSomePool.contains($0) }
        return (pools, always)
    }

    /// Axes: an axis is lost iff some draw picks none of its questions; the draw that
    /// avoids them longest is the witness. Reports the first lost axis and returns true.
    private func reportLostAxis(
        _ bundle: QuizBundle, pools: [Pool], always: [Int], at placement: SourceRange,
        diagnostics: DiagnosticCollector
    ) -> Bool {
        guard case .axes(let axes) = bundle.scoring.rule else { return false }
        for axis in axes {
            let touches: (Int) -> Bool = { question in
                bundle.questions[question].options.contains {
                    $0.weights.contains { $0.trait.isExactly(axis.poles.0) || $0.trait.isExactly(axis.poles.1) }
                }
            }
            if always.contains(where: touches) { continue }
            var witness: [[Int]] = []
            var lost = true
            for pool in pools {
                let avoiding = pool.members.filter { !touches($0) }
                if avoiding.count < pool.count { lost = false; break }
                witness.append(Array(avoiding.prefix(pool.count)))
            }
            if lost {
                diagnostics.report(
                    .drawBreaksCoverage,
                    "the draw \(describe(witness, pools, bundle)) asks no question of the axis \(axis.poles.0)/\(axis.poles.1); put more of its questions in the pools or draw more",
                    at: placement)
                return true
            }
        }
        return false
    }

    /// "{pool a: q1, q3; pool b: q5}".
    private func describe(_ choice: [[Int]], _ pools: [Pool], _ bundle: QuizBundle) -> String {
        "{"
            + zip(pools, choice).map { pool, picked in
                (pool.name.map { "pool \($0): " } ?? "")
                    + picked.map { bundle.questions[$0].id }.joined(separator: ", ")
            }.joined(separator: "; ") + "}"
    }

    static let references = [
        CodeReference(
            code: .drawExceedsPool,
            explanation: """
                `draw` presents a subset of the questions. A count larger than its pool cannot be \
                honoured; lower the count or add questions to the pool.
                """,
            examples: [
                .bad(
                    "Three drawn from a pool of two",
                    RandomizationCheck.base + """
                        presentation:
                          draw: [{pool: warmup, count: 3}]
                        questions:
                          - {id: q1, text: One, pool: warmup, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                          - {id: q2, text: Two, pool: warmup, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                        """, at: [(10, 32)]),
                .bad(
                    "Two pools too small: both are reported",
                    RandomizationCheck.base + """
                        presentation:
                          draw: [{pool: warmup, count: 2}, {pool: core, count: 3}]
                        questions:
                          - {id: q1, text: One, pool: warmup, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                          - {id: q2, text: Two, pool: core, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                        """, at: [(10, 32), (10, 56)]),
                .good(
                    "Two drawn from two",
                    RandomizationCheck.base + """
                        presentation:
                          draw: [{pool: warmup, count: 1}]
                        questions:
                          - {id: q1, text: One, pool: warmup, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                          - {id: q2, text: Two, pool: warmup, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                        """),
            ]),
        CodeReference(
            code: .drawBreaksCoverage,
            explanation: """
                Every possible draw must keep every outcome reachable and every axis asked at least \
                once, or some people cannot get some results. The message names a draw that loses \
                one; draw more questions, or spread each outcome's weights over more questions.
                """,
            examples: [
                .bad(
                    "Only q1 can make `b` win, and it may not be drawn",
                    RandomizationCheck.base + """
                        presentation: {draw: 1}
                        questions:
                          - {id: q1, text: One, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 2}}]}
                          - {id: q2, text: Two, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {a: 2}}]}
                        """, at: [(9, 22)]),
                .good(
                    "Either question can make either outcome win",
                    RandomizationCheck.base + """
                        presentation: {draw: 1}
                        questions:
                          - {id: q1, text: One, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 2}}]}
                          - {id: q2, text: Two, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 2}}]}
                        """),
            ]),
    ]
}
