@_spi(Tools) import QuizRuntime

/// Seeded random answer sets for a bundle (the shipped ones and `types`): 200 valid ones in
/// varied spellings and 150 with one problem each.
enum RandomCases {
    static let validCount = 200
    static let invalidCount = 150

    static func all(_ bundles: BundleSet, _ name: String) -> [CaseSpec] {
        let bundle = bundles.bundle(name)
        // The runtime's own SplitMix64: deterministic, so re-recording gives the same files.
        var random = SplitMix64(seed: UInt64(name.utf8.count) &* 1_000_003 &+ UInt64(name.utf8.first ?? 0))
        var cases: [CaseSpec] = []
        for index in 0..<validCount {
            let members = validMembers(bundle, &random)
            cases.append(.score("random/\(name)/valid \(index)", bundle: name, text(members, &random)))
        }
        for index in 0..<invalidCount {
            var members = validMembers(bundle, &random)
            let (label, raw) = spoil(&members, bundle, &random)
            cases.append(.score("random/\(name)/\(label) \(index)", bundle: name, raw ?? text(members, &random)))
        }
        return cases
    }

    /// One valid answer (as JSON text) per question; optional ones sometimes left out, and
    /// hidden ones (their `when` does not hold for the others' answers) always.
    static func validMembers(_ bundle: QuizBundle, _ random: inout SplitMix64) -> [(String, String)] {
        var members: [(String, String)] = []
        for question in bundle.questions {
            if !question.required && Bool.random(using: &random) { continue }
            members.append((question.key, answer(question, &random)))
        }
        guard bundle.questions.contains(where: { $0.condition != nil }) else { return members }
        let object = "{" + members.map { JSONText.string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
        guard case .success(let visibility) = Scorer(bundle: bundle).visibility(jsonText: Array(object.utf8)) else {
            return members
        }
        let hidden = Set(
            bundle.questions.filter { question in visibility.discard.contains { $0.isExactly(question.id) } }
                .map { ExactString($0.key) })
        return members.filter { !hidden.contains(ExactString($0.0)) }
    }

    static func answer(_ question: QuizBundle.Question, _ random: inout SplitMix64) -> String {
        switch question.type {
        case .scale:
            return String(question.options.randomElement(using: &random)?.value ?? 0)
        case .single:
            return JSONText.string(question.options.randomElement(using: &random)?.id ?? "")
        case .multiple:
            let count = Int.random(in: (question.min ?? 0)...(question.max ?? 1), using: &random)
            let ids = question.options.compactMap(\.id).shuffled(using: &random).prefix(count)
            return "[" + ids.map(JSONText.string).joined(separator: ",") + "]"
        case .range:
            let low = question.min ?? 0, high = question.max ?? 1
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return JSONText.string(question.options.randomElement(using: &random)?.id ?? "")
            case 1: return String(Int.random(in: low...high, using: &random))
            case 2:
                // p / 100 within [low, high].
                let hundredths = Int.random(in: (low * 100)...(high * 100), using: &random)
                let sign = hundredths < 0 ? "-" : ""
                let magnitude = abs(hundredths)
                return "\(sign)\(magnitude / 100).\(magnitude % 100 < 10 ? "0" : "")\(magnitude % 100)"
            default:
                // The same kind of number in exponent form.
                let thousandths = Int.random(in: (low * 1000)...(high * 1000), using: &random)
                return "\(thousandths)e-3"
            }
        }
    }

    /// Compact, spaced or reordered JSON text of the members.
    static func text(_ members: [(String, String)], _ random: inout SplitMix64) -> String {
        var members = members
        if Int.random(in: 0..<4, using: &random) == 0 { members.shuffle(using: &random) }
        if Int.random(in: 0..<5, using: &random) == 0 {
            return "{ " + members.map { JSONText.string($0.0) + ": " + $0.1 }.joined(separator: ", ") + " }"
        }
        return JSONText.object(members)
    }

    /// Spoils an answer set in one way; returns a label and, for broken JSON, the raw text.
    static func spoil(_ members: inout [(String, String)], _ bundle: QuizBundle, _ random: inout SplitMix64) -> (
        String, String?
    ) {
        let index = Int.random(in: 0..<members.count, using: &random)
        let question = bundle.questions.first { $0.key == members[index].0 }
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            members.remove(at: index)
            return ("missing", nil)
        case 1:
            members.append((members[index].0.uppercased(), members[index].1))
            return ("near-miss key", nil)
        case 2:
            members.append(("extra_\(Int.random(in: 0..<100, using: &random))", "1"))
            return ("unknown key", nil)
        case 3:
            members[index].1 = ["true", "{}", "[1]", "\"text\"", "1.5", "7"].randomElement(using: &random) ?? "true"
            return ("wrong value", nil)
        case 4:
            members[index].1 = "null"
            return ("null", nil)
        case 5:
            if question?.type == .range {
                members[index].1 = String((question?.max ?? 0) + Int.random(in: 1...5, using: &random)) + ".5"
                return ("out of range", nil)
            }
            members[index].1 = JSONText.string("zz")
            return ("unknown option", nil)
        case 6:
            if question?.type == .multiple, let ids = question?.options.compactMap(\.id) {
                members[index].1 = "[" + (ids + ids.prefix(1)).map(JSONText.string).joined(separator: ",") + "]"
                return ("too many or duplicate", nil)
            }
            members[index].1 = "[]"
            return ("empty list", nil)
        case 7:
            let whole = JSONText.object(members)
            let cut = Int.random(in: 1..<whole.utf8.count, using: &random)
            return ("truncated", String(decoding: Array(whole.utf8).prefix(cut), as: UTF8.self))
        case 8:
            members.append(members[index])
            return ("duplicate member", nil)
        default:
            return (
                "trailing text", JSONText.object(members) + " " + ["x", "{}", "1", "]"].randomElement(using: &random)!
            )
        }
    }
}
