/// `decimal` cases: the one decimal form every runtime writes values in (docs/runtime.md,
/// "The decimal form"): rounding half away from zero, exactly `digits` fractional digits,
/// no sign on a value that rounds to zero.
enum DecimalCases {
    static func all() -> [CaseSpec] {
        var cases: [CaseSpec] = []
        var seen: Set<String> = []
        func add(_ numerator: String, _ denominator: String, _ digits: Int) {
            guard seen.insert("\(numerator)|\(denominator)|\(digits)").inserted else { return }
            cases.append(
                .decimal(
                    "decimal/\(numerator)|\(denominator)|\(digits)", numerator: numerator, denominator: denominator,
                    digits: digits))
        }
        // Halves of both signs, at every digit count.
        for digits in 0...6 {
            let ten = String(repeating: "0", count: digits)
            add("5", "2" + ten, digits)
            add("-5", "2" + ten, digits)
            add("25", "2" + ten + "0", digits)
            add("-25", "2" + ten + "0", digits)
            add("15", "1" + ten + "0", digits)
            add("-15", "1" + ten + "0", digits)
        }
        // Just below and just above a half.
        for (numerator, denominator) in [
            ("4999", "10000"), ("5001", "10000"), ("-4999", "10000"), ("-5001", "10000"), ("1", "3"), ("2", "3"),
            ("-1", "3"), ("-2", "3"), ("1", "8"), ("-1", "8"), ("3", "8"), ("7", "8"), ("1", "6"), ("5", "6"),
        ] {
            for digits in [0, 1, 2, 3, 6] { add(numerator, denominator, digits) }
        }
        // Zero and negatives that round to zero (never "-0").
        for digits in 0...6 { add("0", "1", digits) }
        for (numerator, denominator, digits) in [
            ("-1", "3", 0), ("-1", "1000", 2), ("-4", "10", 0), ("-49", "100", 0), ("-1", "2000000", 6),
            ("-1", "20000001", 6), ("0", "7", 2), ("-3", "7000", 2),
        ] {
            add(numerator, denominator, digits)
        }
        // Integers, non-reduced fractions, large values.
        for (numerator, denominator, digits) in [
            ("100", "1", 0), ("100", "1", 2), ("-100", "1", 3), ("6", "4", 1), ("-6", "4", 0), ("250", "100", 2),
            ("1000000000000", "3", 6), ("-1000000000000", "7", 4),
        ] {
            add(numerator, denominator, digits)
        }
        // Numerators and denominators beyond 2^64 (18446744073709551616).
        for (numerator, denominator, digits) in [
            ("18446744073709551616", "1", 0), ("18446744073709551617", "2", 0), ("-18446744073709551617", "2", 0),
            ("36893488147419103231", "2", 1), ("123456789012345678901234567890", "7", 2),
            ("-123456789012345678901234567890", "7", 2), ("1", "18446744073709551616", 6),
            ("-1", "18446744073709551616", 6), ("9223372036854775808", "18446744073709551616", 0),
            ("-9223372036854775808", "18446744073709551616", 0), ("340282366920938463463374607431768211455", "3", 6),
            ("340282366920938463463374607431768211457", "340282366920938463463374607431768211456", 6),
            ("170141183460469231731687303715884105728", "340282366920938463463374607431768211456", 0),
            ("-170141183460469231731687303715884105728", "340282366920938463463374607431768211456", 0),
        ] {
            add(numerator, denominator, digits)
        }
        return cases
    }
}
