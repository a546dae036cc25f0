import BigInt

/// The upper tail of the chi-square distribution, P(χ²_df ≥ x) = Q(df/2, x/2) (the
/// regularized upper gamma), for an exact rational x, written in the declared decimal form
/// with digits that are right: no float is used. It is bounded from below and above by
/// interval arithmetic on integers scaled by a power of ten (every step rounds its lower
/// bound down and its upper bound up), and the bounds tighten until both round alike
/// (`ExactDecimal.text(bounds:)`; docs/analytics.md, "Designed against observed").
///
/// With y = x/2: for even df = 2k, Q = e^-y · Σ_{i<k} yⁱ/i!; for odd df = 2k + 1,
/// Q = erfc(√y) + e^-y/√(πy) · Σ_{i=1…k} (2y)ⁱ/(2i − 1)!!, with
/// erf(√y) = 2√(y/π) · e^-y · Σ_{n≥0} (2y)ⁿ/(2n + 1)!! (positive terms; the tail past a term
/// whose successor is at most half of it is at most that term). π comes from Machin's
/// formula, whose alternating partial sums bracket it. Far in the tail, Chernoff's bound
/// Q ≤ (y/a)^a · e^(a − y) (a = df/2) decides a p-value that rounds to zero without a series.
enum ChiSquareTail {
    /// P(χ²_df ≥ numerator/denominator) as decimal text; `df ≥ 1`, the value ≥ 0, `denominator > 0`.
    static func text(df: Int, _ numerator: BigInt, _ denominator: BigInt, digits: Int = ExactDecimal.digits) -> String {
        if numerator.isZero { return ExactDecimal.format(BigInt(10).power(digits), digits: digits) }
        // y = x/2 = numerator / (2 · denominator).
        let y = (numerator, 2 * denominator)
        if roundsToZero(df: df, y: y, digits: digits) { return ExactDecimal.format(0, digits: digits) }
        // The series lose about y/ln 10 < y/2 digits to cancellation against e^-y.
        let guardDigits = Int(y.0 / y.1) / 2 + 20
        return ExactDecimal.text(digits: digits) { precision in
            let scale = BigInt(10).power(precision + guardDigits)
            let tail = Interval.Arithmetic(scale: scale).upperTail(df: df, y: y)
            return ((tail.low, scale), (tail.high, scale))
        }
    }

    /// Whether Chernoff's bound puts Q below half a unit of the last digit. With c = ⌈a⌉ and
    /// f = ⌊y⌋ > c: (y/a)^a ≤ (2⌈y⌉/df)^c and e^(a − y) ≤ e^(c − f) < (10/27)^(f − c).
    static func roundsToZero(df: Int, y: (BigInt, BigInt), digits: Int) -> Bool {
        let c = (df + 1) / 2
        let floorY = y.0 / y.1
        let ceilY = (y.0 + y.1 - 1) / y.1
        guard floorY > BigInt(c), BigInt(df) <= 2 * floorY else { return false }
        // Past this many factors of 10/27 the bound is far below any digit (the polynomial
        // factor has at most c·D digits); fewer keeps the integers small for a huge x.
        let polynomialDigits = String(ceilY).count * c
        let exponent = Int(min(floorY - BigInt(c), BigInt(100 + 3 * polynomialDigits)))
        let bound = (BigInt(2) * ceilY).power(c) * BigInt(10).power(exponent)
        let below = BigInt(df).power(c) * BigInt(27).power(exponent)
        // bound/below < ½ · 10^-digits.
        return 2 * bound * BigInt(10).power(digits) < below
    }
}

/// A closed interval [low, high] / scale of non-negative reals.
struct Interval: Equatable {
    var low: BigInt
    var high: BigInt

    /// Operations on intervals at one scale, each rounding outward.
    struct Arithmetic {
        let scale: BigInt

        var one: Interval { Interval(low: scale, high: scale) }

        /// The rational n/d (n ≥ 0, d > 0).
        func rational(_ n: BigInt, _ d: BigInt) -> Interval {
            Interval(low: n * scale / d, high: ceiling(n * scale, d))
        }

        func add(_ a: Interval, _ b: Interval) -> Interval { Interval(low: a.low + b.low, high: a.high + b.high) }

        /// a − b, kept at or above zero (used only where the difference is non-negative).
        func subtract(_ a: Interval, _ b: Interval) -> Interval {
            Interval(low: max(0, a.low - b.high), high: max(0, a.high - b.low))
        }

        func multiply(_ a: Interval, _ b: Interval) -> Interval {
            Interval(low: a.low * b.low / scale, high: ceiling(a.high * b.high, scale))
        }

        /// a/b; b's lower bound above zero.
        func divide(_ a: Interval, _ b: Interval) -> Interval {
            Interval(low: a.low * scale / b.high, high: ceiling(a.high * scale, b.low))
        }

        func divide(_ a: Interval, by n: Int) -> Interval {
            Interval(low: a.low / BigInt(n), high: ceiling(a.high, BigInt(n)))
        }

        func squareRoot(_ a: Interval) -> Interval {
            let high = (a.high * scale).squareRoot()
            return Interval(low: (a.low * scale).squareRoot(), high: high * high == a.high * scale ? high : high + 1)
        }

        func ceiling(_ n: BigInt, _ d: BigInt) -> BigInt { (n + d - 1) / d }

        /// e^y, from its Taylor series: stopped at a term below one unit whose successor is
        /// at most half of it, so the rest of the series is at most that term.
        func exponential(_ y: Interval) -> Interval {
            var term = one
            var sum = one
            var n = 0
            repeat {
                n += 1
                term = divide(multiply(term, y), by: n)
                sum = add(sum, term)
            } while term.high > 1 || 2 * y.high > BigInt(n + 1) * scale
            return Interval(low: sum.low, high: sum.high + term.high)
        }

        /// π = 16·atan(1/5) − 4·atan(1/239).
        var pi: Interval {
            let (a5, a239) = (arcTangentOfInverse(5), arcTangentOfInverse(239))
            return Interval(low: 16 * a5.low - 4 * a239.high, high: 16 * a5.high - 4 * a239.low)
        }

        /// atan(1/m) = Σ (−1)ʲ/((2j + 1)m^(2j+1)), summed until a term is below one unit; the
        /// alternating tail is smaller than that term.
        func arcTangentOfInverse(_ m: Int) -> Interval {
            var sum = Interval(low: 0, high: 0)
            var power = BigInt(m)
            var j = 0
            while true {
                let divisor = BigInt(2 * j + 1) * power
                let term = Interval(low: scale / divisor, high: ceiling(scale, divisor))
                if term.high <= 1 { return Interval(low: sum.low - 1, high: sum.high + 1) }
                sum = j % 2 == 0 ? add(sum, term) : Interval(low: sum.low - term.high, high: sum.high - term.low)
                power *= BigInt(m * m)
                j += 1
            }
        }

        /// Q(df/2, y) for y = y.0/y.1 > 0.
        func upperTail(df: Int, y exact: (BigInt, BigInt)) -> Interval {
            let y = rational(exact.0, exact.1)
            let decay = divide(one, exponential(y))
            let k = df / 2
            if df % 2 == 0 {
                var term = one
                var sum = one
                for i in stride(from: 1, to: k, by: 1) {
                    term = divide(multiply(term, y), by: i)
                    sum = add(sum, term)
                }
                return multiply(decay, sum)
            }
            let twoY = add(y, y)
            let pi = self.pi
            let ratioRoot = squareRoot(divide(y, pi))
            let erf = multiply(multiply(add(ratioRoot, ratioRoot), decay), erfSeries(twoY))
            var tail = subtract(one, erf)
            tail.high = min(tail.high, scale)
            guard k > 0 else { return tail }
            var term = one
            var sum = Interval(low: 0, high: 0)
            for i in 1...k {
                term = divide(multiply(term, twoY), by: 2 * i - 1)
                sum = add(sum, term)
            }
            let root = squareRoot(multiply(pi, y))
            // A y too small for this scale: only Q ≤ 1 is known here; a finer scale decides.
            guard root.low > 0 else { return Interval(low: tail.low, high: scale) }
            let bounded = add(tail, multiply(divide(decay, root), sum))
            return Interval(low: bounded.low, high: min(bounded.high, scale))
        }

        /// Σ_{n≥0} (2y)ⁿ/(2n + 1)!!, given 2y.
        func erfSeries(_ twoY: Interval) -> Interval {
            var term = one
            var sum = one
            var n = 0
            repeat {
                n += 1
                term = divide(multiply(term, twoY), by: 2 * n + 1)
                sum = add(sum, term)
            } while term.high > 1 || 2 * twoY.high > BigInt(2 * n + 3) * scale
            return Interval(low: sum.low, high: sum.high + term.high)
        }
    }
}
