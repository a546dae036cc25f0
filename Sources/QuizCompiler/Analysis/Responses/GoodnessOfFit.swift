import BigInt
import QuizRuntime

/// Observed counts of outcomes (or of a result's bands) against the counts their exact
/// designed shares expect: per category the expected count E = n·c/T (c of the T equally
/// likely answer sets give it, n responses scored) and the standardized residual
/// (O − E)/√E, and over them Pearson's X² = Σ (O − E)²/E as an exact rational, its degrees
/// of freedom and its p-value (`ChiSquareTail`). Findings are decided on integers
/// (docs/analytics.md, "Designed against observed").
struct GoodnessOfFit: Sendable {
    /// One outcome or band.
    struct Category: Sendable {
        /// The outcome code or band id (`(no value)` for a result without a value).
        var name: String
        /// Responses that got it.
        var observed: BigInt
        /// Designed answer sets that give it (over `total`).
        var designed: BigUInt
    }

    /// What a category's counts call for.
    enum Finding: Equatable {
        /// Five or more expected, none observed.
        case neverObserved
        /// More than three standardized residuals away from expected (a category the design
        /// never gives, observed, included).
        case shareOff
    }

    /// The categories, in the design's order.
    var categories: [Category]
    /// All designed answer sets.
    var total: BigUInt
    /// The responses counted: the sum of the observed counts.
    var n: BigInt

    /// The test over `categories`, whose designed counts are over `total` (> 0).
    init(_ categories: [Category], total: BigUInt) {
        self.categories = categories
        self.total = total
        n = categories.reduce(BigInt(0)) { $0 + $1.observed }
    }

    /// The degrees of freedom: categories the design can give, less one.
    var degreesOfFreedom: Int { categories.filter { $0.designed > 0 }.count - 1 }

    /// O·T − n·c: T times the distance of the observed count from the expected one.
    func deviation(_ category: Category) -> BigInt {
        category.observed * BigInt(total) - n * BigInt(category.designed)
    }

    /// X² as (numerator, denominator) = Σ (OT − nc)²/(c·n·T) over the categories the design
    /// gives; `nil` with why when there is no test.
    var chiSquare: Result<(BigInt, BigInt), ResponseProblem> {
        guard n > 0 else { return .failure("no response was scored") }
        guard degreesOfFreedom >= 1 else { return .failure("the design gives only one of them") }
        if let impossible = categories.first(where: { $0.designed == 0 && $0.observed > 0 }) {
            return .failure("\"\(impossible.name)\" was observed but the design never gives it")
        }
        var sum: (BigInt, BigInt) = (0, 1)
        for category in categories where category.designed > 0 {
            let term = (deviation(category).power(2), BigInt(category.designed))
            sum = (sum.0 * term.1 + term.0 * sum.1, sum.1 * term.1)
            let divisor = BigInt(sum.0.magnitude.greatestCommonDivisor(with: sum.1.magnitude))
            if divisor > 1 { sum = (sum.0 / divisor, sum.1 / divisor) }
        }
        return .success((sum.0, sum.1 * n * BigInt(total)))
    }

    /// X²'s p-value: the chance of an X² at least this large if responses followed the design.
    var pValue: String? {
        guard case .success(let value) = chiSquare else { return nil }
        return ChiSquareTail.text(df: degreesOfFreedom, value.0, value.1)
    }

    /// The expected count n·c/T.
    func expected(_ category: Category) -> String {
        ExactDecimal.text(n * BigInt(category.designed), BigInt(total))
    }

    /// (O − E)/√E = (OT − nc)/√(ncT); `nil` when nothing is expected.
    func residual(_ category: Category) -> String? {
        guard category.designed > 0, n > 0 else { return nil }
        let deviation = deviation(category)
        return ExactDecimal.squareRootText(
            negative: deviation.sign == .minus && !deviation.isZero, deviation.power(2),
            n * BigInt(category.designed) * BigInt(total))
    }

    /// What the category calls for: none observed where E = nc/T ≥ 5, else |residual| > 3,
    /// that is (OT − nc)² > 9·nc·T.
    func finding(_ category: Category) -> Finding? {
        let expectedTimesT = n * BigInt(category.designed)
        if category.designed > 0, category.observed == 0, expectedTimesT >= 5 * BigInt(total) {
            return .neverObserved
        }
        if category.designed == 0 { return category.observed > 0 ? .shareOff : nil }
        return deviation(category).power(2) > 9 * expectedTimesT * BigInt(total) ? .shareOff : nil
    }

    /// `{"categories": [{NAME, "observed", "designed_share", "designed_share_exact", "expected",
    /// "standardized_residual"}], "chi_square", "chi_square_exact", "df", "p_value", "test_limitation"?}`.
    func jsonValue(name: String) -> JSONValue {
        let rows: [JSONValue] = categories.map { category in
            .object([
                (name, .string(category.name)), ("observed", .number(String(category.observed))),
                ("designed_share", .number(ExactDecimal.text(BigInt(category.designed), BigInt(total)))),
                ("designed_share_exact", .string(ScaleStatistics.fraction((BigInt(category.designed), BigInt(total))))),
                ("expected", .number(expected(category))),
                ("standardized_residual", residual(category).map(JSONValue.number) ?? .null),
            ])
        }
        var members: [(String, JSONValue)] = [("categories", .array(rows))]
        switch chiSquare {
        case .success(let value):
            members += [
                ("chi_square", .number(ExactDecimal.text(value.0, value.1))),
                ("chi_square_exact", .string(ScaleStatistics.fraction(value))), ("df", .integer(degreesOfFreedom)),
                ("p_value", pValue.map(JSONValue.number) ?? .null),
            ]
        case .failure(let reason):
            members += [
                ("chi_square", .null), ("chi_square_exact", .null), ("df", .null), ("p_value", .null),
                ("test_limitation", .string(reason.reason)),
            ]
        }
        return .object(members)
    }

    /// The table for people, headed by `name`, and the test's line.
    func textLines(name: String) -> [String] {
        var rows = [[name, "observed", "designed share", "expected", "residual"]]
        for category in categories {
            rows.append(
                [
                    category.name, String(category.observed),
                    ExactDecimal.text(BigInt(category.designed), BigInt(total)), expected(category),
                    residual(category) ?? "—",
                ])
        }
        var lines = ResponseReport.table(rows)
        switch chiSquare {
        case .success(let value):
            lines.append(
                "chi-square \(ExactDecimal.text(value.0, value.1)) (df \(degreesOfFreedom)), p = \(pValue ?? "—")")
        case .failure(let reason): lines.append("no chi-square test: \(reason.reason)")
        }
        return lines
    }
}
