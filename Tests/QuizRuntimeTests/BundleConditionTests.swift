import Foundation
import Testing

@testable import QuizRuntime

/// A bundle with one question of each type and a last question whose `when` the tests vary.
enum ConditionFixture {
    static let questions: [QuizBundle.Question] = [
        Build.question(
            "goal", .single, [Build.option("lose", [("a", 1)]), Build.option("gain"), Build.option("keep")]),
        Build.question("motivation", .scale, (1...5).map { Build.value($0, [("a", $0)]) }),
        Build.question("equipment", .multiple, min: 0, [Build.option("gym"), Build.option("home", [("b", 1)])]),
        Build.question(
            "effort", .range, min: 0, max: 10, [Build.option("low"), Build.option("mid"), Build.option("high")]),
        Build.question("follow", .single, [Build.option("yes", [("b", 2)]), Build.option("no")]),
    ]

    static func bundle(_ condition: QuizBundle.Condition? = nil, draw: Bool = false) -> QuizBundle {
        var questions = questions
        questions[4].condition = condition
        var bundle = Build.bundle(
            traits: ["a", "b"], rule: .highest(ties: ["a", "b"], secondary: false), questions: questions,
            outcomes: ["a", "b"])
        if draw { bundle.presentation.draw = [QuizBundle.Presentation.Draw(pool: nil, count: 5)] }
        return bundle
    }

    /// The bundle whose last question has `when` (a JSON text) decoded: the error's
    /// description, or `"ok"` with the condition re-encoded.
    static func load(_ when: String, at index: Int = 4, draw: Bool = false) throws -> String {
        guard case .object(var root) = bundle(draw: draw).jsonValueWithoutHash(),
            let slot = root.firstIndex(where: { $0.0 == "questions" }),
            case .array(var items) = root[slot].1, case .object(var members) = items[index]
        else { return "no fixture" }
        members.append(("when", try JSONParser().parse(Array(when.utf8))))
        items[index] = .object(members)
        root[slot].1 = .array(items)
        do throws(BundleError) {
            let decoded = try QuizBundle(json: .object(root))
            let written = decoded.questions[index].condition.map { JSONWriter.canonical.bytes($0.jsonValue) } ?? []
            return "ok " + String(decoding: written, as: UTF8.self)
        } catch {
            return "\(error.code.rawValue) \(error)"
        }
    }
}

@Suite("Bundle conditions: decoding and encoding `when`")
struct BundleConditionTests {
    @Test("every normalized form reads back and writes the same canonical bytes")
    func roundTrip() throws {
        let forms = [
            #"{"answered":true,"question":"goal"}"#,
            #"{"in":["lose","keep"],"question":"goal"}"#,
            #"{"in":[4,5],"question":"motivation"}"#,
            #"{"includes":"gym","question":"equipment"}"#,
            #"{"in":["mid","high"],"question":"effort"}"#,
            #"{"all":[{"not":{"answered":false,"question":"goal"}},{"any":[{"in":[1],"question":"motivation"}]}]}"#,
        ]
        for form in forms {
            #expect(try ConditionFixture.load(form) == "ok " + form)
        }
    }

    @Test("a bundle with a condition keeps it through its file bytes; one without has no `when` member")
    func fileBytes() throws {
        let condition = QuizBundle.Condition.all([
            .optionIn(question: "goal", ids: ["lose"]), .not(.includes(question: "equipment", id: "gym")),
            .valueIn(question: "motivation", values: [2, 3]),
        ])
        let bundle = ConditionFixture.bundle(condition)
        let decoded = try QuizBundle(jsonBytes: bundle.fileBytes(), verifyHash: true)
        #expect(decoded.questions[4].condition == condition)
        #expect(decoded == bundle)
        let plain = String(decoding: ConditionFixture.bundle().fileBytes(), as: UTF8.self)
        #expect(!plain.contains("\"when\""))
    }

    @Test("each invalid `when` is the documented invalid-bundle error (docs/bundle-format.md, \"Conditions\")")
    func invalid() throws {
        let p = "invalid-bundle /questions/4/when"
        let cases: [(String, String)] = [
            (#"null"#, "\(p): expected an object"),
            (#"{"question":"goal","answered":true,"why":1}"#, "\(p): unknown member \"why\""),
            (#"{}"#, "\(p): " + formMessage),
            (#"{"question":"goal"}"#, "\(p): " + formMessage),
            (#"{"question":"goal","answered":true,"in":["lose"]}"#, "\(p): " + formMessage),
            (#"{"all":[],"any":[]}"#, "\(p): " + formMessage),
            (#"{"not":{"question":"goal","answered":true},"answered":true}"#, "\(p): " + formMessage),
            (#"{"all":[]}"#, "\(p)/all: expected a non-empty array"),
            (#"{"any":{"question":"goal","answered":true}}"#, "\(p)/any: expected a non-empty array"),
            (#"{"not":{"all":[{"question":"goal"}]}}"#, "\(p)/not/all/0: " + formMessage),
            (#"{"question":3,"answered":true}"#, "\(p)/question: expected a string"),
            (#"{"question":"nope","answered":true}"#, "\(p)/question: \"nope\" is not a question before this one"),
            (#"{"question":"follow","answered":true}"#, "\(p)/question: \"follow\" is not a question before this one"),
            (#"{"question":"goal","answered":"yes"}"#, "\(p)/answered: expected true or false"),
            (#"{"question":"goal","in":[]}"#, "\(p)/in: expected a non-empty array"),
            (#"{"question":"goal","in":"lose"}"#, "\(p)/in: expected a non-empty array"),
            (
                #"{"question":"equipment","in":["gym"]}"#,
                "\(p)/in: \"in\" does not read a multiple question (\"equipment\"); use \"includes\""
            ),
            (#"{"question":"goal","in":["lose",1]}"#, "\(p)/in/1: expected a string"),
            (#"{"question":"effort","in":[3]}"#, "\(p)/in/0: expected a string"),
            (#"{"question":"motivation","in":["4"]}"#, "\(p)/in/0: expected an integer within ±10^12"),
            (#"{"question":"motivation","in":[4.5]}"#, "\(p)/in/0: expected an integer within ±10^12"),
            (#"{"question":"goal","in":["lost"]}"#, "\(p)/in/0: \"lost\" is not an option of \"goal\""),
            (#"{"question":"effort","in":["medium"]}"#, "\(p)/in/0: \"medium\" is not an anchor of \"effort\""),
            (#"{"question":"motivation","in":[6]}"#, "\(p)/in/0: 6 is not a value of \"motivation\""),
            (#"{"question":"goal","in":["lose","lose"]}"#, "\(p)/in/1: \"lose\" is listed twice"),
            (#"{"question":"motivation","in":[2,2]}"#, "\(p)/in/1: 2 is listed twice"),
            (
                #"{"question":"goal","in":["keep","lose"]}"#,
                "\(p)/in/1: \"lose\" is listed out of option order (after \"keep\")"
            ),
            (#"{"question":"motivation","in":[5,4]}"#, "\(p)/in/1: 4 is listed out of option order (after 5)"),
            (
                #"{"question":"goal","includes":"lose"}"#,
                "\(p)/includes: \"includes\" reads a multiple question; \"goal\" is single"
            ),
            (#"{"question":"equipment","includes":["gym"]}"#, "\(p)/includes: expected a string"),
            (
                #"{"question":"equipment","includes":"pool"}"#,
                "\(p)/includes: \"pool\" is not an option of \"equipment\""
            ),
        ]
        for (when, expected) in cases {
            #expect(try ConditionFixture.load(when) == expected, "\(when)")
        }
    }

    @Test("a question cannot read itself or a later question, even the first question")
    func firstQuestion() throws {
        #expect(
            try ConditionFixture.load(#"{"question":"goal","answered":true}"#, at: 0)
                == "invalid-bundle /questions/0/when/question: \"goal\" is not a question before this one")
    }

    @Test("a quiz with a draw has no conditions")
    func draw() throws {
        #expect(
            try ConditionFixture.load(#"{"question":"nope"}"#, draw: true)
                == "invalid-bundle /questions/4/when: a quiz with a draw has no conditions: draws and branching do not mix"
        )
    }

    @Test("conditions nest at most 64 deep: the `when` is depth 1")
    func depth() throws {
        func nested(_ depth: Int) -> JSONValue {
            var value = JSONValue.object([("question", .string("goal")), ("answered", .bool(true))])
            for _ in 1..<depth { value = .object([("not", value)]) }
            return value
        }
        let bundle = ConditionFixture.bundle().jsonValueWithoutHash()
        func load(_ when: JSONValue) -> String {
            guard case .object(var root) = bundle, let slot = root.firstIndex(where: { $0.0 == "questions" }),
                case .array(var items) = root[slot].1, case .object(var members) = items[4]
            else { return "no fixture" }
            members.append(("when", when))
            items[4] = .object(members)
            root[slot].1 = .array(items)
            do throws(BundleError) {
                _ = try QuizBundle(json: .object(root))
                return "ok"
            } catch {
                return error.description
            }
        }
        #expect(load(nested(64)) == "ok")
        let path = "/questions/4/when" + String(repeating: "/not", count: 64)
        #expect(load(nested(65)) == "\(path): conditions nest at most 64 deep")
    }

    let formMessage =
        "a condition is exactly one of {\"all\": […]}, {\"any\": […]}, {\"not\": …} and {\"question\": …} with one of \"answered\", \"in\", \"includes\""
}
