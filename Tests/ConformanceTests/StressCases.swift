import QuizRuntime

/// Large inputs (optional: a port may skip them, and say so).
enum StressCases {
    static let fitcircle =
        #""primaryGoal":"lose_weight","motivationStyle":"social","fitnessLevel":"beginner","timeCommitment":"30-60""#

    static func all(_ bundles: BundleSet) -> [CaseSpec] {
        var cases: [CaseSpec] = []
        let many = (0..<99_996).map { "\"k\(String($0, radix: 36))\":\($0)" }.joined(separator: ",")
        cases.append(
            .score(
                "stress/100000 members, unknown keys", bundle: "fitcircle-persona", "{" + fitcircle + "," + many + "}"))
        let nulls = (0..<99_999).map { "\"n\($0)\":null" }.joined(separator: ",")
        cases.append(
            .score(
                "stress/100000 members, duplicate last", bundle: "fitcircle-persona",
                "{" + fitcircle + "," + nulls + #","primaryGoal":"have_fun"}"#))
        cases.append(
            .score(
                "stress/long option id", bundle: "fitcircle-persona",
                #"{"primaryGoal":""# + String(repeating: "lose_weight", count: 10_000) + #""}"#))
        cases.append(
            .score(
                "stress/long key", bundle: "fitcircle-persona", "{\"" + String(repeating: "k", count: 100_000) + "\":1}"
            ))
        cases.append(
            .score(
                "stress/nesting 100000 deep", bundle: "fitcircle-persona",
                #"{"primaryGoal":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
                    + "}"))
        let words = (0..<10_000).map { _ in #""driven""# }.joined(separator: ",")
        cases.append(
            .score("stress/10000 items in a multiple answer", bundle: "color", #"{"traits_words":[\#(words)]}"#))
        cases.append(
            .score(
                "stress/long number", bundle: "types",
                #"{"sc":0,"si":"x","mu":["m1","m2"],"r11":0."# + String(repeating: "3", count: 900) + "}"))
        cases.append(
            .score(
                "stress/number over the length limit", bundle: "types",
                #"{"sc":0,"si":"x","mu":["m1","m2"],"r11":0."# + String(repeating: "3", count: 1200) + "}"))
        for (label, id) in [("first", "o0"), ("last", "o9999"), ("near miss", "O9999"), ("unknown", "o10000")] {
            cases.append(
                .score(
                    "stress/10000 options, \(label)", bundle: "stress-options",
                    JSONText.object([("pick", JSONText.string(id))])))
        }
        for seed: UInt64 in [0, UInt64.max] {
            cases.append(.order("stress/10000 options order \(seed)", bundle: "stress-options", seed: seed))
        }
        cases.append(
            CaseSpec(id: "stress/10000 options hash", kind: "hash", inputs: [("bundle", .string("stress-options"))]))
        return cases
    }

    /// A bundle with one shuffled `single` question of 10,000 options.
    static func optionsBundle() -> QuizBundle {
        let options = (0..<10_000).map { index in
            QuizBundle.Option(
                id: "o\(index)", value: nil, label: "Option \(index)",
                weights: [TraitAmount(trait: index % 2 == 0 ? "even" : "odd", amount: index % 7 + 1)],
                pin: index == 9_999)
        }
        let question = QuizBundle.Question(
            id: "pick", key: "pick", text: "Pick one", type: .single, required: true, shuffle: true, pin: false,
            pool: nil, min: nil, max: nil, options: options)
        return QuizBundle(
            quiz: "stress-options", version: "1.0.0", title: "Ten thousand options", description: nil,
            sourceLocale: "en",
            traits: ["even", "odd"],
            scoring: QuizBundle.Scoring(initial: [], rule: .highest(ties: ["even", "odd"], secondary: true)),
            presentation: QuizBundle.Presentation(
                pageSize: 1, shuffleQuestions: false, shuffleOptions: true, timeLimit: nil, draw: []),
            questions: [question],
            outcomes: ["even", "odd"].map {
                QuizBundle.Outcome(code: $0, title: $0, description: "The \($0) options won.", recommendations: [])
            },
            examples: [])
    }
}
