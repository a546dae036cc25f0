import BigInt
@_spi(Tools) import QuizRuntime

/// The brute-force reference of the combination matrix: every draw (each equally likely), and
/// within it every complete virtual answer set (each question answered, the answers of those
/// its conditions hide ignored; docs/analysis.md, "Branching"), scored by QuizRuntime's
/// `Scorer`; each outcome's and band's probability is the mean over the draws of its share
/// of that draw's answer sets, as an exact fraction.
struct CombinationReference {
    /// A figure of `quizc stats`.
    enum Figure: Hashable, CustomStringConvertible {
        case outcome(String)
        case band(result: String, band: String)

        var description: String {
            switch self {
            case .outcome(let code): "outcome \(code)"
            case .band(let result, let band): "band \(result)/\(band)"
            }
        }
    }

    /// An exact probability, in lowest terms.
    struct Fraction: CustomStringConvertible, Equatable {
        var numerator: BigUInt
        var denominator: BigUInt

        init(_ numerator: BigUInt, _ denominator: BigUInt) {
            let divisor = numerator.greatestCommonDivisor(with: denominator)
            self.numerator = divisor == 0 ? 0 : numerator / divisor
            self.denominator = divisor == 0 ? 1 : denominator / divisor
        }

        static func + (left: Fraction, right: Fraction) -> Fraction {
            Fraction(
                left.numerator * right.denominator + right.numerator * left.denominator,
                left.denominator * right.denominator)
        }

        var description: String {
            numerator == 0 ? "0" : denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
        }
    }

    /// Every figure's exact probability.
    var figures: [Figure: Fraction] = [:]

    /// The reference for `bundle`, or `nil` when it would score more than `limit` answer sets.
    init?(_ bundle: QuizBundle, limit: Int) {
        guard let draws = Self.draws(bundle, limit: limit) else { return nil }
        let answers = bundle.questions.map(Self.answers)
        var work = 0
        for draw in draws {
            var product = 1
            for index in draw {
                product *= answers[index].count
                if product > limit { return nil }
            }
            work += product
            if work > limit { return nil }
        }
        let scorer = Scorer(bundle: bundle)
        let visibility = VisibilityRules(bundle)
        var sum: [Figure: Fraction] = [:]
        for figure in Self.allFigures(bundle) { sum[figure] = Fraction(0, 1) }
        for draw in draws {
            var counts: [Figure: BigUInt] = [:]
            var total: BigUInt = 0
            Self.enumerate(draw, answers) { chosen in
                let shown = visibility.shown(chosen.map { $0?.indices })
                let given = draw.filter { shown[$0] }.map { (bundle.questions[$0].key, chosen[$0]!.answer) }
                guard let result = try? scorer.score(given).get() else { return }
                total += 1
                if let outcome = result.outcome { counts[.outcome(outcome), default: 0] += 1 }
                for entry in result.results {
                    if let band = entry.band { counts[.band(result: entry.id, band: band), default: 0] += 1 }
                }
            }
            for figure in sum.keys {
                sum[figure] = sum[figure]! + Fraction(counts[figure, default: 0], total)
            }
        }
        for (figure, value) in sum {
            figures[figure] = Fraction(value.numerator, value.denominator * BigUInt(draws.count))
        }
    }

    /// One answer: what the scorer is given, and the options it chooses by index.
    struct Answer {
        var answer: QuizAnswer
        var indices: [Int]
    }

    /// Every valid answer of `question`.
    static func answers(_ question: QuizBundle.Question) -> [Answer] {
        let options = question.options
        switch question.type {
        case .scale: return options.indices.map { Answer(answer: .integer(options[$0].value ?? 0), indices: [$0]) }
        case .single, .range:
            return options.indices.map { Answer(answer: .option(options[$0].id ?? ""), indices: [$0]) }
        case .multiple:
            return (0..<(1 << options.count)).compactMap { mask in
                let chosen = options.indices.filter { mask & (1 << $0) != 0 }
                guard chosen.count >= (question.min ?? 1), chosen.count <= (question.max ?? options.count) else {
                    return nil
                }
                return Answer(answer: .options(chosen.map { options[$0].id ?? "" }), indices: chosen)
            }
        }
    }

    /// The questions of every possible draw (one draw of all questions when there is none),
    /// or `nil` when there are more than `limit`.
    static func draws(_ bundle: QuizBundle, limit: Int) -> [[Int]]? {
        let all = Array(bundle.questions.indices)
        guard let draw = bundle.presentation.draw.first, draw.pool == nil else { return [all] }
        var result: [[Int]] = []
        func pick(_ from: Int, _ current: [Int]) {
            guard result.count <= limit else { return }
            if current.count == draw.count { result.append(current); return }
            guard from < all.count else { return }
            pick(from + 1, current + [from])
            pick(from + 1, current)
        }
        pick(0, [])
        return result.count <= limit ? result : nil
    }

    /// Calls `body` with every answer set of the drawn questions (`nil` for the others).
    static func enumerate(_ draw: [Int], _ answers: [[Answer]], _ body: ([Answer?]) -> Void) {
        var chosen = [Answer?](repeating: nil, count: answers.count)
        func visit(_ position: Int) {
            if position == draw.count { body(chosen); return }
            for answer in answers[draw[position]] {
                chosen[draw[position]] = answer
                visit(position + 1)
            }
        }
        visit(0)
    }

    /// Every outcome and band the report lists.
    static func allFigures(_ bundle: QuizBundle) -> [Figure] {
        var figures = bundle.outcomes.map { Figure.outcome($0.code) }
        if case .profile(let results, _) = bundle.scoring.rule {
            for result in results {
                figures += result.bands.map { .band(result: result.id, band: $0.id) }
            }
        }
        return figures
    }
}
