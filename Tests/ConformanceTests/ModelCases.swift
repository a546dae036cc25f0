import QuizRuntime

/// Score cases for the three scoring models: every combination of the purpose-built
/// quizzes' answers, so every tie, runner-up and band boundary is reached.
enum ModelCases {
    static func all(_ bundles: BundleSet) -> [CaseSpec] {
        var cases: [CaseSpec] = []
        // axes-ties: each axis won by either pole or tied (I is a pole tie letter, X is not).
        for ei1 in ["out", "in"] {
            for ei2 in ["loud", "quiet"] {
                for jp1 in ["plan", "wing"] {
                    for jp2 in ["list", "none"] {
                        cases.append(
                            .score(
                                "models/axes-ties/\(ei1)-\(ei2)-\(jp1)-\(jp2)", bundle: "axes-ties",
                                #"{"ei1":"\#(ei1)","ei2":"\#(ei2)","jp1":"\#(jp1)","jp2":"\#(jp2)"}"#))
                    }
                }
            }
        }
        // mbti: the whole ties case and one letter each way per axis.
        cases.append(.score("models/mbti/all-neutral", bundle: "mbti", mbtiAnswers(bundles) { _ in 3 }))
        cases.append(.score("models/mbti/all-agree", bundle: "mbti", mbtiAnswers(bundles) { _ in 5 }))
        cases.append(.score("models/mbti/all-disagree", bundle: "mbti", mbtiAnswers(bundles) { _ in 1 }))
        cases.append(.score("models/mbti/alternating", bundle: "mbti", mbtiAnswers(bundles) { $0 % 2 == 0 ? 2 : 4 }))
        // highest-secondary: every pair of picks (ties, a runner-up at 0 or below left out).
        for q1 in ["a2", "b2", "c3", "minus"] {
            for q2 in ["a1", "b1", "c1", "nothing"] {
                cases.append(
                    .score(
                        "models/highest-secondary/\(q1)-\(q2)", bundle: "highest-secondary",
                        #"{"q1":"\#(q1)","q2":"\#(q2)"}"#))
            }
            cases.append(
                .score("models/highest-secondary/\(q1)-only", bundle: "highest-secondary", #"{"q1":"\#(q1)"}"#))
        }
        // fitcircle-persona: every complete answer set (highest with secondary, shipped).
        for goal in ["lose_weight", "build_muscle", "improve_endurance", "stay_healthy", "have_fun"] {
            for motivation in ["competition", "social", "data", "self_improvement"] {
                for level in ["beginner", "intermediate", "advanced", "athlete"] {
                    for time in ["under-30", "30-60", "60-90", "over-90"] {
                        cases.append(
                            .score(
                                "models/fitcircle-persona/\(goal)-\(motivation)-\(level)-\(time)",
                                bundle: "fitcircle-persona",
                                #"{"primaryGoal":"\#(goal)","motivationStyle":"\#(motivation)","fitnessLevel":"\#(level)","timeCommitment":"\#(time)"}"#
                            ))
                    }
                }
            }
        }
        // bands: totals 1 to 8 over bands ≤ 3, 4…6, ≥ 7 (each boundary and both sides of it).
        for sleep in 0...3 {
            for worry in -1...3 {
                cases.append(
                    .score(
                        "models/bands/sleep\(sleep)-worry\(worry)", bundle: "bands",
                        #"{"sleep":\#(sleep),"worry":\#(worry)}"#))
            }
        }
        return cases
    }

    /// The mbti answers keyed by question text (in bundle order), the value chosen per position.
    static func mbtiAnswers(_ bundles: BundleSet, _ value: (Int) -> Int) -> String {
        JSONText.object(bundles.keys(of: "mbti").enumerated().map { ($1, String(value($0))) })
    }
}

/// JSON text helpers for building answers.
enum JSONText {
    /// A JSON string literal (the escaping of `JSONWriter`).
    static func string(_ text: String) -> String {
        JSONWriter.line.string(.string(text))
    }

    /// `{"key":value,…}` from keys and raw value texts, in the order given.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
