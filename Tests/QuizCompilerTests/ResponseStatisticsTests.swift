import BigInt
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// An exact rational for the brute force below: numerator over a positive denominator.
private struct Fraction {
    var numerator: BigInt
    var denominator: BigInt

    init(_ numerator: BigInt, _ denominator: BigInt = 1) {
        let negative = denominator < 0
        self.numerator = negative ? -numerator : numerator
        self.denominator = negative ? -denominator : denominator
    }

    static func + (a: Fraction, b: Fraction) -> Fraction {
        Fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }
    static func - (a: Fraction, b: Fraction) -> Fraction { a + Fraction(-b.numerator, b.denominator) }
    static func * (a: Fraction, b: Fraction) -> Fraction {
        Fraction(a.numerator * b.numerator, a.denominator * b.denominator)
    }
    static func / (a: Fraction, b: Fraction) -> Fraction {
        Fraction(a.numerator * b.denominator, a.denominator * b.numerator)
    }
    static func < (a: Fraction, b: Fraction) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }
    static func <= (a: Fraction, b: Fraction) -> Bool { !(b < a) }

    /// A decimal text `-0.123` as a fraction.
    init(decimal text: String) {
        let negative = text.hasPrefix("-")
        let digits = text.drop { $0 == "-" }.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = digits.count > 1 ? String(digits[1]) : ""
        let magnitude = BigInt(String(digits[0]) + fraction)!
        self.init(negative ? -magnitude : magnitude, BigInt(10).power(fraction.count))
    }

    /// The value to about 18 digits (a ratio of two huge integers, taken apart).
    var double: Double {
        let scale = BigInt(10).power(18)
        return Double(numerator * scale / denominator) / 1e18
    }
}

/// Every statistic of `ScaleStatistics` against a brute force over the raw matrix: means,
/// deviations and variances as exact fractions (sums of squared deviations, not sums of
/// products), the rest score and the total computed as columns, alpha by its variance form;
/// a decimal passes when it is within half a unit of its last digit of the exact value (for a
/// square root: its square bounds the exact square).
@Suite("Response statistics")
struct ResponseStatisticsTests {
    /// Half a unit of the declared last digit.
    private static let half = Fraction(1, 2 * BigInt(10).power(ExactDecimal.digits))

    /// A random n × k matrix with a shared factor, so correlations are mostly positive.
    static func matrix(rows: Int, items: Int, seed: UInt64) -> [[Int]] {
        var random = SplitMix64(seed: seed)
        return (0..<rows).map { _ in
            let level = Int.random(in: -2...2, using: &random)
            return (0..<items).map { item in
                let value = 3 + (item % 4 == 3 ? -level : level) + Int.random(in: -2...2, using: &random)
                return min(7, max(1, value)) * (item % 5 == 4 ? -1 : 1)
            }
        }
    }

    private static func mean(_ column: [Int]) -> Fraction {
        Fraction(BigInt(column.reduce(0, +)), BigInt(column.count))
    }

    /// The sample covariance Σ(x − x̄)(y − ȳ) / (n − 1).
    private static func covariance(_ x: [Int], _ y: [Int]) -> Fraction {
        let mx = mean(x), my = mean(y)
        var sum = Fraction(0)
        for (a, b) in zip(x, y) { sum = sum + (Fraction(BigInt(a)) - mx) * (Fraction(BigInt(b)) - my) }
        return sum / Fraction(BigInt(x.count - 1))
    }

    /// Raw alpha by its variance form: k/(k − 1)·(1 − Σ var(item) / var(total)).
    private static func alpha(_ columns: [[Int]]) -> Fraction {
        let k = columns.count
        let total = columns[0].indices.map { row in columns.reduce(0) { $0 + $1[row] } }
        let itemVariances = columns.reduce(Fraction(0)) { $0 + covariance($1, $1) }
        return Fraction(BigInt(k), BigInt(k - 1)) * (Fraction(1) - itemVariances / covariance(total, total))
    }

    private func expectClose(_ text: String?, _ exact: Fraction, _ what: String) {
        guard let text else {
            Issue.record("\(what) is missing")
            return
        }
        let value = Fraction(decimal: text)
        #expect(exact - Self.half <= value && value <= exact + Self.half, "\(what): \(text) vs \(exact.double)")
    }

    /// `text` is √(square) with the sign of `negative`, to within half a unit of its last digit.
    private func expectRoot(_ text: String?, negative: Bool, square: Fraction, _ what: String) {
        guard let text else {
            Issue.record("\(what) is missing")
            return
        }
        let value = Fraction(decimal: text)
        let magnitude = negative ? Fraction(0) - value : value
        let low = magnitude - Self.half, high = magnitude + Self.half
        #expect(text.hasPrefix("-") == negative, "\(what): sign of \(text)")
        #expect((low < Fraction(0) || low * low <= square) && square <= high * high, "\(what): \(text)")
    }

    @Test(arguments: [(UInt64(1), 40, 6), (2, 9, 3), (3, 200, 12), (4, 3, 2)])
    func everyStatisticMatchesTheBruteForce(seed: UInt64, rows: Int, items: Int) {
        let data = Self.matrix(rows: rows, items: items, seed: seed)
        var sums = ScaleSums(items: items)
        for row in data { sums.add(row) }
        let statistics = ScaleStatistics(sums, unit: 1)
        let columns = (0..<items).map { item in data.map { $0[item] } }
        #expect(statistics.count == BigInt(rows))
        expectClose(statistics.alpha, Self.alpha(columns), "alpha")
        var correlations: [Double] = []
        for i in 0..<items {
            let item = statistics.items[i], column = columns[i]
            expectClose(item.mean, Self.mean(column), "mean of \(i)")
            expectRoot(item.sd, negative: false, square: Self.covariance(column, column), "sd of \(i)")
            let rest = data.map { $0.reduce(0, +) - $0[i] }
            let covariance = Self.covariance(column, rest)
            expectRoot(
                item.itemRest, negative: covariance.numerator < 0,
                square: covariance * covariance / (Self.covariance(column, column) * Self.covariance(rest, rest)),
                "item-rest r of \(i)")
            #expect(item.negativeItemRest == (covariance.numerator < 0))
            var others = columns
            others.remove(at: i)
            if items >= 3 {
                let without = Self.alpha(others)
                expectClose(item.alphaIfDeleted, without, "alpha without \(i)")
                #expect(item.raisesAlpha == (Self.alpha(columns) < without))
            } else {
                #expect(item.alphaIfDeleted == nil)
            }
            for j in (i + 1)..<items {
                let c = Self.covariance(column, columns[j])
                correlations.append(
                    c.double
                        / (Self.covariance(column, column).double * Self.covariance(columns[j], columns[j]).double)
                        .squareRoot())
            }
        }
        let meanR = correlations.reduce(0, +) / Double(correlations.count)
        let standardized = Double(items) * meanR / (1 + Double(items - 1) * meanR)
        #expect(
            abs(Double(statistics.meanInterItemCorrelation ?? "nan")! - meanR) < 1e-9,
            "\(String(describing: statistics.meanInterItemCorrelation)) vs \(meanR)")
        #expect(abs(Double(statistics.standardizedAlpha ?? "nan")! - standardized) < 1e-9)
    }

    @Test func theSumsOfTwoHalvesMergeToTheSumsOfTheWhole() {
        let data = Self.matrix(rows: 101, items: 7, seed: 9)
        var whole = ScaleSums(items: 7), first = ScaleSums(items: 7), second = ScaleSums(items: 7)
        for (index, row) in data.enumerated() {
            whole.add(row)
            if index < 50 { first.add(row) } else { second.add(row) }
        }
        first.merge(second)
        #expect(first == whole)
    }

    @Test func sumsPastTheMachineIntegersStayExact() {
        var sum = ExactSum()
        sum.add(Int.max)
        sum.add(Int.max)
        sum.add(Int.max, times: 4)
        #expect(sum.value == BigInt(Int.max) * 6)
    }

    @Test func anItemThatNeverVariesHasNoCorrelation() {
        var sums = ScaleSums(items: 3)
        for row in [[1, 2, 4], [1, 3, 5], [1, 5, 5]] { sums.add(row) }
        let statistics = ScaleStatistics(sums, unit: 1)
        #expect(statistics.items[0].sd == "0.000000000000")
        #expect(statistics.items[0].itemRest == nil)
        #expect(statistics.meanInterItemCorrelation == nil && statistics.standardizedAlpha == nil)
    }

    @Test func decimalsAreCorrectlyRounded() {
        #expect(ExactDecimal.text(1, 3, digits: 4) == "0.3333")
        #expect(ExactDecimal.text(-2, 3, digits: 4) == "-0.6667")
        #expect(ExactDecimal.text(1, 8, digits: 2) == "0.13")
        #expect(ExactDecimal.text(-1, 8, digits: 2) == "-0.13")
        #expect(ExactDecimal.squareRootText(negative: false, 2, 1, digits: 6) == "1.414214")
        #expect(ExactDecimal.squareRootText(negative: true, 1, 4, digits: 3) == "-0.500")
        #expect(ExactDecimal.text(7, 2, digits: 0) == "4")
    }
}

/// How stored responses are read: CSV quoting, and the answers of a JSON line.
@Suite("Response reading")
struct ResponseReadingTests {
    @Test func csvFieldsFollowRFC4180OnOneLine() {
        #expect(CSVLine.fields("a,\"b,c\",\"say \"\"hi\"\"\",") == .success(["a", "b,c", "say \"hi\"", ""]))
        #expect(CSVLine.fields("a,\"open") == .failure("field 2 opens a quote it does not close"))
        #expect(CSVLine.fields("a,b\"c") == .failure("a quote inside unquoted field 2"))
        #expect(CSVLine.fields("\"a\"b") == .failure("text after a closing quote in field 1"))
        #expect(CSVLine.scan("a,\"open") == .open(field: 2))
        #expect(CSVLine.scan("a,\"open\nclosed\"\"\"") == .fields(["a", "open\nclosed\""]))
    }

    @Test func aJSONLineHoldsTheAnswersOrAnAnswersMember() {
        let reader = ResponseReader(format: .jsonLines, keys: ["q1"], limit: 100)
        let direct = reader.answers(jsonLine: Array(#"{"q1": 2}"#.utf8))
        let member = reader.answers(jsonLine: Array(#"{"user": 7, "answers": {"q1": 2}, "outcome": "x"}"#.utf8))
        let text = reader.answers(jsonLine: Array(#"{"answers": "{\"q1\": 2}"}"#.utf8))
        let expected = JSONValue.object([("q1", .number("2"))])
        #expect((try? direct.get()) == expected && (try? member.get()) == expected && (try? text.get()) == expected)
        #expect((try? reader.answers(jsonLine: Array("[1".utf8)).get()) == nil)
    }

    @Test func csvCellsAreNumbersArraysOrOptionIDs() {
        let reader = ResponseReader(format: .csv, keys: ["q1", "q2", "q3"], limit: 100)
        let answers = reader.answers(
            csvLine: "u1,3,\"[\"\"a\"\",\"\"b\"\"]\",yes,", columns: [nil, "q1", "q2", "q3", "q4"])
        #expect(
            (try? answers.get())
                == .object([
                    ("q1", .number("3")), ("q2", .array([.string("a"), .string("b")])), ("q3", .string("yes")),
                ]))
        #expect((try? reader.answers(csvLine: "1,2", columns: ["q1"]).get()) == nil)
    }
}
