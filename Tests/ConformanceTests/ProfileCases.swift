import QuizRuntime

/// Score and bundle-error cases of profiles: derived scores of every kind, profile results
/// and their bands, nearest profiles (euclidean and manhattan, with ties), fractional
/// weights and axis percentages, over the bundles `profile`, `profile-manhattan`,
/// `profile-results` and `axes-percent` (Tests/Conformance/sources).
enum ProfileCases {
    static func all(_ bundles: BundleSet) throws -> [CaseSpec] {
        scoreCases() + (try bundleErrorCases(bundles))
    }

    /// `{"key":value,…}` of the members that are present.
    private static func answers(_ members: [(String, String?)]) -> String {
        JSONText.object(members.compactMap { key, value in value.map { (key, $0) } })
    }

    static func scoreCases() -> [CaseSpec] {
        var cases: [CaseSpec] = []
        // profile: N sums 3…15 (every band edge of n_mean: 2 exactly, 4 exactly, the tie at
        // n_mean 3 and E 2, the euclidean-only winner at n_mean 5 and E 2), E 0…4,
        // O unanswered, one of two, both.
        let triples = [(1, 5, 1), (1, 4, 2), (2, 4, 2), (2, 3, 2), (3, 3, 3), (4, 2, 4), (4, 1, 4), (5, 1, 5)]
        for (n1, n2, n3) in triples {
            for e1 in ["a", "b", "c"] {
                for e2 in ["a", "b", "c"] {
                    for (o1, o2) in [(nil, nil), ("2", nil), (nil, "5"), ("3", "3")] as [(String?, String?)] {
                        let text = answers([
                            ("n1", String(n1)), ("n2", String(n2)), ("n3", String(n3)), ("e1", "\"\(e1)\""),
                            ("e2", "\"\(e2)\""), ("o1", o1), ("o2", o2),
                        ])
                        cases.append(
                            .score(
                                "profiles/profile/n\(n1)\(n2)\(n3)-e\(e1)\(e2)-o\(o1 ?? "_")\(o2 ?? "_")",
                                bundle: "profile", text))
                    }
                }
            }
        }
        // `null` answers leave optional questions unanswered; keys in another order.
        cases.append(
            .score(
                "profiles/profile/null answers", bundle: "profile",
                #"{"o2":null,"e2":"b","n3":3,"e1":"b","n2":3,"n1":3,"o1":null}"#))
        // profile-manhattan: every pick of q1 and q2, q3 unanswered, empty, one or two
        // choices, q4 unanswered, low or high.
        let q3s: [(String, String?)] = [
            ("_", nil), ("none", "[]"), ("m1", #"["m1"]"#), ("m2", #"["m2"]"#), ("m1m2", #"["m1","m2"]"#),
        ]
        for q1 in ["x", "y", "z"] {
            for q2 in ["x", "y", "z"] {
                for (label, q3) in q3s {
                    for q4 in [nil, "1", "3"] as [String?] {
                        let text = answers([
                            ("q1", "\"\(q1)\""), ("q2", "\"\(q2)\""), ("q3", q3), ("q4", q4),
                        ])
                        cases.append(
                            .score(
                                "profiles/profile-manhattan/\(q1)\(q2)-\(label)-\(q4 ?? "_")",
                                bundle: "profile-manhattan", text))
                    }
                }
            }
        }
        // profile-results: no outcome; each question unanswered, 0 or 3 (both totals 0: 50).
        for t1 in [nil, "0", "3"] as [String?] {
            for t2 in [nil, "1"] as [String?] {
                for u1 in [nil, "0", "3"] as [String?] {
                    for u2 in [nil, "2"] as [String?] {
                        let text = answers([("t1", t1), ("t2", t2), ("u1", u1), ("u2", u2)])
                        cases.append(
                            .score(
                                "profiles/profile-results/t\(t1 ?? "_")\(t2 ?? "_")-u\(u1 ?? "_")\(u2 ?? "_")",
                                bundle: "profile-results", text))
                    }
                }
            }
        }
        // axes-percent: every combination (a tie letter that is no pole, 0 against 0, 7 of 8).
        for ei1 in ["out", "home", "both"] {
            for ei2 in [nil, "talk", "think"] as [String?] {
                for sn1 in [nil, "facts", "hunches"] as [String?] {
                    for sn2 in [nil, "plan", "wing"] as [String?] {
                        let text = answers([
                            ("ei1", "\"\(ei1)\""), ("ei2", ei2.map { "\"\($0)\"" }), ("sn1", sn1.map { "\"\($0)\"" }),
                            ("sn2", sn2.map { "\"\($0)\"" }),
                        ])
                        cases.append(
                            .score(
                                "profiles/axes-percent/\(ei1)-\(ei2 ?? "_")-\(sn1 ?? "_")-\(sn2 ?? "_")",
                                bundle: "axes-percent", text))
                    }
                }
            }
        }
        // Answers the profile bundles refuse, as every bundle does.
        cases.append(.score("profiles/profile/missing required", bundle: "profile", #"{"n1":3,"n2":3}"#))
        cases.append(.score("profiles/profile-results/unknown key", bundle: "profile-results", #"{"t3":1}"#))
        return cases
    }

    static func bundleErrorCases(_ bundles: BundleSet) throws -> [CaseSpec] {
        var cases: [CaseSpec] = []
        /// Bundle `name` with `edit` applied, re-hashed, so the edit is the first problem.
        func edited(_ name: String, _ label: String, _ edit: (inout JSONValue) -> Void) throws {
            var root = try JSONParser().parse(bundles.bytes(name))
            edit(&root)
            if case .object(var members) = root {
                members.removeAll { $0.0 == "hash" }
                members.append(("hash", .string(try QuizBundle.contentHash(json: .object(members)))))
                root = .object(members)
            }
            cases.append(
                .bundleError(
                    "bundle-error/invalid-bundle/\(name): \(label)", bytes: JSONWriter.prettySorted.bytes(root)))
        }
        let derived = ["scoring", "derived"]
        func string(_ text: String) -> JSONValue { .string(text) }
        // weight_digits
        try edited("profile-manhattan", "weight_digits 0") { $0.set(["scoring", "weight_digits"], .integer(0)) }
        try edited("profile-manhattan", "weight_digits 4") { $0.set(["scoring", "weight_digits"], .integer(4)) }
        try edited("profile-manhattan", "weight_digits a string") {
            $0.set(["scoring", "weight_digits"], string("2"))
        }
        try edited("profile-manhattan", "weight above 10^6 in hundredths") {
            $0.set(["questions", "0", "options", "0", "weights", "A"], .integer(100_000_001))
        }
        // derived
        try edited("profile", "derived not a list") { $0.set(derived, .object([])) }
        try edited("profile", "derived empty") { $0.set(derived, .array([])) }
        try edited("profile", "derived id of a trait") { $0.set(derived + ["0", "id"], string("N")) }
        try edited("profile", "derived id twice") { $0.set(derived + ["1", "id"], string("n_mean")) }
        try edited("profile", "derived unknown kind") { $0.set(derived + ["0", "kind"], string("median")) }
        try edited("profile", "derived of unknown trait") { $0.set(derived + ["0", "of"], string("X")) }
        try edited("profile", "derived mean of a derived score") { $0.set(derived + ["0", "of"], string("n_std")) }
        try edited("profile", "linear of a later derived score") { $0.set(derived + ["4", "of"], string("n_chain")) }
        try edited("profile", "digits 7") { $0.set(derived + ["0", "digits"], .integer(7)) }
        try edited("profile", "digits missing") { $0.remove(derived + ["0"], "digits") }
        try edited("profile", "mean count 0") { $0.set(derived + ["0", "count"], .integer(0)) }
        try edited("profile", "percent min not canonical") { $0.set(derived + ["2", "min"], string("0.0")) }
        try edited("profile", "percent min a number") { $0.set(derived + ["2", "min"], .integer(0)) }
        try edited("profile", "percent min not below max") { $0.set(derived + ["2", "min"], string("4")) }
        try edited("profile", "share against unknown trait") { $0.set(derived + ["3", "against"], string("X")) }
        try edited("profile", "linear times with an exponent") { $0.set(derived + ["4", "times"], string("2.5e-1")) }
        try edited("profile", "linear plus with a plus sign") { $0.set(derived + ["4", "plus"], string("+1")) }
        try edited("profile", "linear plus minus zero") { $0.set(derived + ["4", "plus"], string("-0")) }
        try edited("profile", "linear times with 7 fractional digits") {
            $0.set(derived + ["4", "times"], string("0.1234567"))
        }
        try edited("profile", "linear plus with a leading zero") { $0.set(derived + ["4", "plus"], string("01")) }
        try edited("profile", "sum of a name") { $0.set(derived + ["6", "of"], string("N")) }
        try edited("profile", "sum of one trait") { $0.set(derived + ["6", "of"], .array([string("N")])) }
        try edited("profile", "sum of an unknown trait") { $0.set(derived + ["6", "of", "1"], string("X")) }
        try edited("profile", "sum of a derived score") { $0.set(derived + ["6", "of", "1"], string("n_mean")) }
        try edited("profile", "sum of a trait twice") { $0.set(derived + ["6", "of", "1"], string("N")) }
        try edited("profile", "sum of a number") { $0.set(derived + ["6", "of", "1"], .integer(1)) }
        // results
        let results = ["scoring", "results"]
        try edited("profile", "results empty") { $0.set(results, .array([])) }
        try edited("profile", "results missing") { $0.remove(["scoring"], "results") }
        try edited("profile", "result id of a derived score") { $0.set(results + ["0", "id"], string("n_mean")) }
        try edited("profile", "result score unknown") { $0.set(results + ["0", "score"], string("n_median")) }
        try edited("profile", "result parent later") { $0.set(results + ["0", "parent"], string("openness")) }
        try edited("profile", "result parent with a parent") {
            $0.set(results + ["2", "parent"], string("worry_std"))
        }
        try edited("profile", "result bands empty") { $0.set(results + ["0", "bands"], .array([])) }
        try edited("profile", "band id twice") { $0.set(results + ["0", "bands", "1", "id"], string("low")) }
        try edited("profile", "middle band without a limit") { $0.remove(results + ["0", "bands", "1"], "max") }
        try edited("profile", "middle band with both limits") {
            $0.set(results + ["0", "bands", "1", "below"], string("2"))
        }
        try edited("profile", "last band with a limit") { $0.set(results + ["0", "bands", "3", "max"], string("9")) }
        try edited("profile", "max then max at one number") {
            $0.set(results + ["0", "bands", "2", "max"], string("2"))
        }
        try edited("profile", "limits decreasing") { $0.set(results + ["0", "bands", "2", "max"], string("1.5")) }
        try edited("profile", "band limit not a decimal string") {
            $0.set(results + ["0", "bands", "0", "below"], .integer(2))
        }
        try edited("profile", "band without recommendations") {
            $0.remove(results + ["0", "bands", "1"], "recommendations")
        }
        // nearest
        let nearest = ["scoring", "nearest"]
        try edited("profile", "nearest over empty") { $0.set(nearest + ["over"], .array([])) }
        try edited("profile", "nearest over twice") {
            $0.set(nearest + ["over"], .array([string("E"), string("E")]))
        }
        try edited("profile", "nearest over unknown") {
            $0.set(nearest + ["over"], .array([string("n_mean"), string("X")]))
        }
        try edited("profile", "nearest unknown distance") { $0.set(nearest + ["distance"], string("chebyshev")) }
        try edited("profile", "nearest profiles empty") { $0.set(nearest + ["profiles"], .array([])) }
        try edited("profile", "nearest profile outcome twice") {
            $0.set(nearest + ["profiles", "1", "outcome"], string("calm"))
        }
        try edited("profile", "nearest target missing") { $0.remove(nearest + ["profiles", "0", "at"], "E") }
        try edited("profile", "nearest target not in over") {
            $0.set(nearest + ["profiles", "0", "at", "O"], string("1"))
        }
        try edited("profile", "nearest target a number") {
            $0.set(nearest + ["profiles", "0", "at", "E"], .integer(4))
        }
        try edited("profile", "nearest ties incomplete") {
            $0.set(nearest + ["ties"], .array([string("calm"), string("tense")]))
        }
        try edited("profile", "nearest profile without an outcome entry") { $0.remove(["outcomes"], "diagonal") }
        try edited("profile", "percent_digits on a profile") { $0.set(["scoring", "percent_digits"], .integer(0)) }
        try edited("axes-percent", "percent_digits 7") { $0.set(["scoring", "percent_digits"], .integer(7)) }
        // profile without nearest
        try edited("profile-results", "an outcome without nearest") {
            $0.set(
                ["outcomes", "x"],
                .object([("title", string("X")), ("description", string("X.")), ("recommendations", .array([]))]))
        }
        try edited("profile-results", "an example expecting an outcome") {
            $0.set(["examples", "0", "expect"], string("x"))
        }
        // examples
        try edited("profile", "expect_results unknown result") {
            $0.set(["examples", "0", "expect_results", "mood"], string("low"))
        }
        try edited("profile", "expect_results band of another result") {
            $0.set(["examples", "0", "expect_results", "worry"], string("open"))
        }
        try edited("profile", "expect_values unknown derived score") {
            $0.set(["examples", "0", "expect_values", "N"], string("1"))
        }
        try edited("profile", "expect_values not canonical") {
            $0.set(["examples", "0", "expect_values", "n_mean"], string("1.00"))
        }
        // locales: the results texts
        let texts = ["locales", "en", "results"]
        try edited("profile", "locale results missing") { $0.remove(["locales", "en"], "results") }
        try edited("profile", "locale result missing") { $0.remove(texts, "openness") }
        try edited("profile", "locale result extra") {
            $0.set(texts + ["mood"], .object([("title", string("Mood")), ("bands", .object([]))]))
        }
        try edited("profile", "locale band missing") { $0.remove(texts + ["worry", "bands"], "mid") }
        try edited("profile", "locale band extra") {
            $0.set(
                texts + ["worry", "bands", "extreme"],
                .object([("title", string("Extreme")), ("recommendations", .array([]))]))
        }
        try edited("profile", "locale band description where there is none") {
            $0.set(texts + ["worry", "bands", "mid", "description"], string("Average."))
        }
        try edited("profile", "locale result description where there is none") {
            $0.set(texts + ["openness", "description"], string("Open or closed."))
        }
        try edited("profile", "locale band recommendations of another length") {
            $0.set(texts + ["worry", "bands", "high", "recommendations"], .array([string("Walk")]))
        }
        try edited("profile", "locale band title differs from the bundle's") {
            $0.set(texts + ["worry", "bands", "high", "title"], string("Very high"))
        }
        try edited("axes-percent", "locale results in a bundle without results") {
            $0.set(["locales", "en", "results"], .object([]))
        }
        return cases
    }
}
