import Foundation
import QuizRuntime

/// Branching (docs/runtime.md, "Branching"): the `branching` bundle
/// (Tests/Conformance/sources/branching.quiz.yaml) scored and asked for its visible
/// questions, and bundles with a malformed `when`.
enum BranchingCases {
    /// The questions of `branching`, by index: goal 0, equipment 1, motivation 2, effort 3,
    /// injuries 4, target_loss 5, target_weeks 6, sport 7, gym_days 8, pace 9, gentle 10,
    /// sure 11, no_injury_answer 12.
    static func all(_ bundles: BundleSet) throws -> [CaseSpec] {
        var cases: [CaseSpec] = []
        for name in bundles.branchingNames {
            cases.append(CaseSpec(id: "hash/\(name)", kind: "hash", inputs: [("bundle", .string(name))]))
            cases.append(CaseSpec(id: "examples/\(name)", kind: "examples", inputs: [("bundle", .string(name))]))
            for seed: UInt64 in [0, 1, 42] { cases.append(.order("order/\(name)/\(seed)", bundle: name, seed: seed)) }
        }
        return cases + score() + visible() + (try bundleErrors(bundles))
    }

    /// An answers object of the members given, in order (each `"key":value`).
    private static func answers(_ members: [String]) -> String { "{" + members.joined(separator: ",") + "}" }

    /// The answers every path needs: goal, equipment `[]`, motivation 3, no injuries answer
    /// (so `no_injury_answer` is shown).
    private static func base(_ goal: String, _ more: [String] = []) -> String {
        answers([#""goal":"\#(goal)""#, #""equipment":[]"#, #""motivation":3"#] + more)
    }

    static func score() -> [CaseSpec] {
        var cases: [CaseSpec] = []
        func add(_ label: String, _ text: String) {
            cases.append(.score("branching/score/\(label)", bundle: "branching", text))
        }
        let sure = #""no_injury_answer":"yes""#
        // Paths, required when shown, a chain of follow-ups.
        add("endure path", base("endure", [#""sport":"run""#, sure]))
        add("muscle path", base("muscle", [#""sport":"lift""#, sure]))
        add("lose path", base("lose", [#""target_loss":"lot""#, #""target_weeks":8"#, #""pace":"easy""#, sure]))
        add("lose path, follow-up missing", base("lose", [#""pace":"easy""#, sure]))
        add(
            "lose path, follow-up of the follow-up missing",
            base("lose", [#""target_loss":"little""#, #""pace":"easy""#, sure]))
        add("endure path, sport missing", base("endure", [sure]))
        add("hidden follow-up answered", base("endure", [#""target_loss":"lot""#, #""sport":"run""#, sure]))
        add(
            "hidden follow-up of a follow-up answered", base("endure", [#""target_weeks":4"#, #""sport":"run""#, sure]))
        add(
            "hidden chain answered",
            base("endure", [#""target_loss":"lot""#, #""target_weeks":4"#, #""sport":"run""#, sure]))
        add("hidden follow-up answered null", base("endure", [#""target_loss":null"#, #""sport":"run""#, sure]))
        add(
            "sport on the lose path",
            base("lose", [#""target_loss":"lot""#, #""target_weeks":8"#, #""sport":"run""#, #""pace":"easy""#, sure]))
        // `includes` on a multiple, a scale read by value, `not answered`.
        func gym(_ equipment: String, _ motivation: Int, _ more: [String]) -> String {
            answers(
                [
                    #""goal":"endure""#, #""equipment":\#(equipment)"#, #""motivation":\#(motivation)"#,
                    #""sport":"run""#,
                ] + more)
        }
        add("gym days shown and missing", gym(#"["gym"]"#, 4, [sure]))
        add("gym days shown and answered", gym(#"["home","gym"]"#, 4, [#""gym_days":"many""#, sure]))
        add("gym days: motivation 5", gym(#"["gym"]"#, 5, [#""gym_days":"few""#, sure]))
        add("gym days hidden: motivation 3", gym(#"["gym"]"#, 3, [#""gym_days":"few""#, sure]))
        add("gym days hidden: empty equipment", gym("[]", 5, [#""gym_days":"few""#, sure]))
        add("gym days hidden: other equipment", gym(#"["home","bike"]"#, 5, [#""gym_days":"few""#, sure]))
        add("gym days hidden: injuries answered", gym(#"["gym"]"#, 5, [#""injuries":"none""#, #""gym_days":"few""#]))
        add("gym days shown: injuries null", gym(#"["gym"]"#, 5, [#""injuries":null"#, #""gym_days":"few""#, sure]))
        add("scale value 1 of [1, 5]", gym("[]", 1, [#""sure":1"#, sure]))
        add("scale value 4 not in [1, 5]", gym("[]", 4, [#""sure":2"#, sure]))
        add(
            "scale value 5 in [1, 5] and [4, 5]",
            gym(#"["bike","gym"]"#, 5, [#""gym_days":"many""#, #""sure":2"#, sure]))
        add(
            "scale value as a decimal",
            gym(#"["gym"]"#, 4, [#""gym_days":"many""#, sure]).replacingOccurrences(
                of: #""motivation":4"#, with: #""motivation":4.0"#))
        // `answered: false`: the injuries question left out, null, or answered.
        add("no injuries answer: follow-up missing", gym("[]", 3, []))
        add("injuries answered: follow-up hidden", gym("[]", 3, [#""injuries":"some""#, sure]))
        add("injuries answered: follow-up not needed", gym("[]", 3, [#""injuries":"some""#]))
        // A range read by anchor: numbers on both sides of each boundary, and anchor ids.
        for (effort, label) in [
            ("7.5", "7.5 is high"), ("7.4999", "7.4999 is moderate"), ("10", "10 is high"), ("2.5", "2.5 is moderate"),
            ("2.4999", "2.4999 is low"), ("0", "0 is low"), ("75e-1", "75e-1 is high"), (#""high""#, "the id high"),
            (#""moderate""#, "the id moderate"), (#""low""#, "the id low"),
        ] {
            let effortAnswer = #""effort":\#(effort)"#
            add(
                "effort \(label), pace answered",
                base("endure", [effortAnswer, #""sport":"run""#, #""pace":"fast""#, sure]))
            add("effort \(label), pace left out", base("endure", [effortAnswer, #""sport":"run""#, sure]))
            add(
                "effort \(label), gentle answered",
                base("endure", [effortAnswer, #""sport":"run""#, #""gentle":"yes""#, sure]))
        }
        add("effort out of range", base("endure", [#""effort":10.5"#, #""sport":"run""#, sure]))
        add("effort left out, pace answered", base("endure", [#""sport":"run""#, #""pace":"fast""#, sure]))
        // Errors before and after visibility, in question order.
        add(
            "unknown key before a hidden answer",
            base("endure", [#""target_loss":"lot""#, #""zz":1"#, #""sport":"run""#, sure]))
        add(
            "wrong answer before a hidden answer",
            answers([
                #""goal":"endure""#, #""equipment":[]"#, #""motivation":9"#, #""target_loss":"lot""#, #""sport":"run""#,
                sure,
            ]))
        add("hidden answer before a wrong answer", base("endure", [#""target_loss":"lot""#, #""sport":"swim""#, sure]))
        add("hidden answer before a missing answer", base("endure", [#""target_loss":"lot""#, sure]))
        add(
            "missing answer before a hidden answer",
            answers([#""goal":"endure""#, #""motivation":3"#, #""target_loss":"lot""#, #""sport":"run""#, sure]))
        add("wrong answer to a hidden question", base("endure", [#""target_loss":"huge""#, #""sport":"run""#, sure]))
        add("wrong type for a hidden question", base("endure", [#""target_weeks":"4""#, #""sport":"run""#, sure]))
        add(
            "choice count before hidden",
            answers([
                #""goal":"endure""#, #""equipment":["gym","gym"]"#, #""motivation":3"#, #""gym_days":"few""#,
                #""sport":"run""#, sure,
            ]))
        add("wrong goal", base("win", [#""sport":"run""#, sure]))
        add("nothing", "{}")
        return cases
    }

    static func visible() -> [CaseSpec] {
        var cases: [CaseSpec] = []
        func add(_ label: String, bundle: String = "branching", _ text: String) {
            cases.append(.visible("branching/visible/\(label)", bundle: bundle, text))
        }
        add("nothing answered", "{}")
        add("goal lose", #"{"goal":"lose"}"#)
        add("goal lose, target", #"{"goal":"lose","target_loss":"lot"}"#)
        add("goal endure, the lose follow-ups answered", #"{"goal":"endure","target_loss":"lot","target_weeks":4}"#)
        add("goal left out, the lose follow-ups answered", #"{"target_loss":"lot","target_weeks":4}"#)
        add("goal null", #"{"goal":null,"target_loss":"lot"}"#)
        add("gym shown", #"{"equipment":["gym"],"motivation":4}"#)
        add(
            "gym hidden by injuries",
            #"{"equipment":["gym"],"motivation":4,"injuries":"none","gym_days":"few","no_injury_answer":"no"}"#)
        add("empty equipment", #"{"equipment":[],"motivation":5,"gym_days":"few"}"#)
        add("motivation 1", #"{"motivation":1,"sure":1}"#)
        add("motivation 2", #"{"motivation":2,"sure":1}"#)
        for effort in ["7.5", "7.4999", "2.5", "2.4999", "0", "10", #""high""#, #""low""#, #""moderate""#] {
            add("effort \(effort)", #"{"effort":\#(effort),"pace":"fast","gentle":"no"}"#)
        }
        add("unknown key", #"{"goal":"lose","zz":1}"#)
        add("unknown option", #"{"goal":"lose","target_loss":"all"}"#)
        add("wrong type of a hidden answer", #"{"goal":"endure","target_weeks":"4"}"#)
        add("out of range", #"{"effort":11}"#)
        add("choice count", #"{"equipment":["gym","gym"]}"#)
        add("not an object", "[]")
        add("not JSON", #"{"goal":"#)
        add("no conditions", bundle: "types", "{}")
        add("no conditions, partial answers", bundle: "types", #"{"si":"x"}"#)
        add("a drawn quiz", bundle: "draws", #"{"w1":"a"}"#)
        return cases
    }

    /// `branching` with the `when` of a question replaced, re-hashed: each `invalid-bundle`
    /// check of docs/bundle-format.md ("Conditions").
    static func bundleErrors(_ bundles: BundleSet) throws -> [CaseSpec] {
        var cases: [CaseSpec] = []
        let base = try JSONParser().parse(bundles.bytes("branching"))
        func edited(_ label: String, _ edit: (inout JSONValue) -> Void) throws {
            var root = base
            edit(&root)
            if case .object(var members) = root {
                members.removeAll { $0.0 == "hash" }
                members.append(("hash", .string(try QuizBundle.contentHash(json: .object(members)))))
                root = .object(members)
            }
            cases.append(
                .bundleError("bundle-error/invalid-bundle/when: \(label)", bytes: JSONWriter.prettySorted.bytes(root)))
        }
        func when(_ label: String, question: Int = 7, _ text: String) throws {
            let value = try JSONParser().parse(Array(text.utf8))
            try edited(label) { $0.set(["questions", String(question), "when"], value) }
        }
        try edited("a quiz with a draw") {
            $0.set(["presentation", "draw"], .array([.object([("count", .integer(3))])]))
        }
        try when("null", "null")
        try when("a string", #""goal""#)
        try when("unknown member", #"{"question":"goal","in":["lose"],"is":"lose"}"#)
        try when("no form", "{}")
        try when("question without an operator", #"{"question":"goal"}"#)
        try when("two operators", #"{"question":"goal","answered":true,"in":["lose"]}"#)
        try when(
            "all and any", #"{"all":[{"question":"goal","answered":true}],"any":[{"question":"goal","answered":true}]}"#
        )
        try when("not with an operator", #"{"not":{"question":"goal","answered":true},"answered":true}"#)
        try when("operator without a question", #"{"in":["lose"]}"#)
        try when("empty all", #"{"all":[]}"#)
        try when("empty any", #"{"any":[]}"#)
        try when("any not an array", #"{"any":{"question":"goal","answered":true}}"#)
        try when("bad member of all", #"{"all":[{"question":"goal","answered":true},{"question":"goal"}]}"#)
        try when("bad condition in not", #"{"not":{"not":{"question":"nope","answered":true}}}"#)
        try when("question not a string", #"{"question":1,"answered":true}"#)
        try when("unknown question", #"{"question":"nope","answered":true}"#)
        try when("itself", #"{"question":"sport","answered":true}"#)
        try when("a later question", #"{"question":"pace","answered":true}"#)
        try when("the first question", question: 0, #"{"question":"goal","answered":true}"#)
        try when("answered not a boolean", #"{"question":"goal","answered":"true"}"#)
        try when("answered null", #"{"question":"goal","answered":null}"#)
        try when("includes on a single", #"{"question":"goal","includes":"lose"}"#)
        try when("includes on a scale", #"{"question":"motivation","includes":"4"}"#)
        try when("includes not a string", #"{"question":"equipment","includes":["gym"]}"#)
        try when("includes unknown option", #"{"question":"equipment","includes":"pool"}"#)
        try when("in on a multiple", #"{"question":"equipment","in":["gym"]}"#)
        try when("in empty", #"{"question":"goal","in":[]}"#)
        try when("in not an array", #"{"question":"goal","in":"lose"}"#)
        try when("in: integer for a single", #"{"question":"goal","in":[1]}"#)
        try when("in: integer for a range", #"{"question":"effort","in":["low",2]}"#)
        try when("in: string for a scale", #"{"question":"motivation","in":["4"]}"#)
        try when("in: fraction for a scale", #"{"question":"motivation","in":[4.5]}"#)
        try when("in: unknown option", #"{"question":"goal","in":["lose","win"]}"#)
        try when("in: unknown anchor", #"{"question":"effort","in":["extreme"]}"#)
        try when("in: unknown value", #"{"question":"motivation","in":[6]}"#)
        try when("in: option of another question", #"{"question":"goal","in":["run"]}"#)
        try when("in: duplicate id", #"{"question":"goal","in":["lose","lose"]}"#)
        try when("in: duplicate value", #"{"question":"motivation","in":[4,4]}"#)
        try when("in: ids out of order", #"{"question":"goal","in":["muscle","lose"]}"#)
        try when("in: values out of order", #"{"question":"motivation","in":[5,4]}"#)
        try when("in: anchors out of order", #"{"question":"effort","in":["high","low"]}"#)
        try when("in: duplicate not adjacent", #"{"question":"goal","in":["lose","muscle","lose"]}"#)
        // A bundle nests at most 16 levels (the parser's limit): a `when` at level 4 holds 12 more.
        var deep = base
        let tooDeep =
            String(repeating: #"{"not":"#, count: 12) + #"{"question":"goal","answered":true}"#
            + String(repeating: "}", count: 13)
        deep.set(["questions", "7", "when"], .string("WHEN"))
        let text = String(decoding: JSONWriter.canonical.bytes(deep), as: UTF8.self)
            .replacingOccurrences(of: #""WHEN""#, with: tooDeep)
        cases.append(.bundleError("bundle-error/not-json/when nested 17 levels deep", bytes: Array(text.utf8)))
        return cases
    }
}
