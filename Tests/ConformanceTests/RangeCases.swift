/// Range answers read exactly: literals at and beside every anchor boundary, in every form.
enum RangeCases {
    /// `types` answers with `key` set to `literal` (the other required answers fixed).
    static func answers(_ key: String, _ literal: String) -> String {
        var members: [(String, String)] = [("sc", "0"), ("si", "\"x\""), ("mu", #"["m1","m2"]"#), ("r11", "0.5")]
        if key == "r11" { members[3].1 = literal } else { members.append((key, literal)) }
        return JSONText.object(members)
    }

    static func all() -> [CaseSpec] {
        var cases: [CaseSpec] = []
        var seen: Set<String> = []
        func add(_ key: String, _ literal: String) {
            guard seen.insert(key + " " + literal).inserted else { return }
            cases.append(.score("ranges/\(key)/\(literal)", bundle: "types", answers(key, literal)))
        }
        // r11: 11 anchors on 0..1; boundaries at 0.05, 0.15, …, 0.95.
        for literal in ["0", "1", "0.35", "0.5", "5e-1", "1E0", "1e0", "-0", "-0.0", "0.0", "1.0", "0E5", "0e-5", "35e-2", "350e-3",
                        "0.035e1", "0.35000000000000000001", "0.34999999999999999999", "0.3500000000000000000000000000000000000001",
                        "1.00000000000000000001", "-0.00000000000000000001", "1e400", "1e-400", "-1e-400", "1e-999999999999999999999",
                        "1e999999999999999999999", "0.1e1", "0.5e1", "2", "-1", "100000000000000000000000", "0.99999999999999999999",
                        "0.30000000000000004", "0.1", "0.2", "0.7", "1e-7", "5E-0001", "0.05000000000000000277", "4.9999999999999999999e-2",
                        "0.5E+0", "5e+0", "50E-2", "0.0000000000000000000000000000000000000000000000000035e49", "35000000000000000000e-20",
                        "1e-2147483649", "1e2147483648", "-1e9223372036854775808", "0e99999999999999999999"] {
            add("r11", literal)
        }
        for k in 0..<10 {
            let boundary = "0.\(k)5"
            add("r11", boundary)
            add("r11", "0.\(k)4999999999999999999999")
            add("r11", "0.\(k)5000000000000000000001")
        }
        // r6: 6 anchors on -3..0; boundaries at -2.7, -2.1, -1.5, -0.9, -0.3.
        for literal in ["-3", "0", "-0", "-2.7", "-2.1", "-1.5", "-0.9", "-0.3", "-2.70000000000000000001", "-2.69999999999999999999",
                        "-0.29999999999999999999", "-0.30000000000000000001", "-3.00000000000000000001", "0.00000000000000000001",
                        "-3e0", "-30e-1", "-1.5e0", "0.1", "-4"] {
            add("r6", literal)
        }
        // r17: 11 anchors on 1..7; boundaries at 1.3, 1.9, …, 6.7 (4.3 is one of them).
        for literal in ["1", "7", "4", "4.3", "4.29999999999999999999", "4.30000000000000000001", "1.3", "6.7", "6.69999999999999999999",
                        "0.99999999999999999999", "7.00000000000000000001", "43e-1", "0.43e1"] {
            add("r17", literal)
        }
        // rbig: ±10^12 with 3 anchors; integers at the bounds, just outside, beyond 64 bits.
        for literal in ["-1000000000000", "1000000000000", "1000000000001", "-1000000000001", "0", "500000000000", "-500000000000",
                        "499999999999.99999999", "500000000000.00000001", "-500000000000.00000001", "1e12", "1E12", "1.0e12",
                        "10e11", "1e13", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
                        "18446744073709551616", "1e-12", "999999999999.5"] {
            add("rbig", literal)
        }
        return cases
    }
}
