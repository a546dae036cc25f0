import Foundation
import Testing

@testable import QuizRuntime

// MARK: - Answer validation: one test (or more) per AnswerError code

/// A quiz with one question of every type, used by the validation tests.
///
/// `mood` scale 1…5, `pick` single, `many` multiple (1…2 choices), `level` range 0…10 with
/// three anchors, `extra` single and not required.
private let mixed = Build.bundle(
    traits: ["A", "B"],
    rule: .highest(ties: ["A", "B"], secondary: true),
    questions: [
        Build.question(
            "mood", .scale,
            [
                Build.value(1, [("B", 2)]), Build.value(2, [("B", 1)]), Build.value(3),
                Build.value(4, [("A", 1)]), Build.value(5, [("A", 2)]),
            ]),
        Build.question(
            "pick", .single,
            [
                Build.option("red", [("A", 1)]), Build.option("blue", [("B", 1)]),
                Build.option("Green Tea", [("A", 2)]),
            ]),
        Build.question(
            "many", .multiple, min: 1, max: 2,
            [
                Build.option("x", [("A", 1)]), Build.option("y", [("B", 1)]), Build.option("z", [("A", 1), ("B", 1)]),
            ]),
        Build.question(
            "level", .range, min: 0, max: 10,
            [
                Build.option("low", [("B", 2)]), Build.option("mid"), Build.option("high", [("A", 2)]),
            ]),
        Build.question(
            "extra", .single, required: false,
            [
                Build.option("yes", [("A", 5)]), Build.option("no", [("B", 5)]),
            ]),
    ],
    outcomes: ["A", "B"])

private let mixedScorer = Scorer(bundle: mixed)

/// The members of a valid answers object for `mixed`, as JSON text fragments.
private let validMembers: [(String, String)] = [
    ("mood", "3"), ("pick", "\"red\""), ("many", "[\"x\"]"), ("level", "5"),
]

/// A JSON answers object for `mixed`: the valid answers with some replaced, removed or added.
private func answers(_ changes: [(String, String?)] = []) -> String {
    var members = validMembers
    for (key, value) in changes {
        if let index = members.firstIndex(where: { $0.0 == key }) {
            if let value { members[index].1 = value } else { members.remove(at: index) }
        } else if let value {
            members.append((key, value))
        }
    }
    return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
}

/// Scores `text` against `mixed` and returns the error, recording an issue when it was accepted.
private func rejection(_ text: String, scorer: Scorer = mixedScorer, sourceLocation: SourceLocation = #_sourceLocation)
    -> AnswerError?
{
    let result = scorer.score(text: text)
    guard let error = result.error else {
        Issue.record(
            "expected a rejection of \(text), got \(String(describing: result.value))", sourceLocation: sourceLocation)
        return nil
    }
    #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
    return error
}

@Suite("AnswerError codes")
struct AnswerErrorTests {
    @Test func theBaseAnswersAreValid() {
        // mood 3 adds nothing, red and x add A 1 each, 5 on 0…10 is the middle anchor.
        let result = mixedScorer.score(text: answers())
        #expect(result.error == nil)
        #expect(result.totals == ["A": 2, "B": 0])
    }

    @Test func everyCodeIsCoveredHere() {
        // Keeps this suite honest when a code is added.
        #expect(
            AnswerError.Code.allCases.map(\.rawValue) == [
                "unknown-key", "key-not-normalized", "wrong-type", "unknown-option", "out-of-range", "choice-count",
                "missing-answer", "hidden-answer", "invalid-json",
            ])
    }

    // MARK: hidden-answer (more in BranchingTests)

    @Test func hiddenAnswer() {
        let error = BranchingFixture.scorer.score(text: #"{"goal": "gain", "target": "big"}"#).error
        #expect(error?.code == .hiddenAnswer)
        #expect(error?.key == "target")
    }

    // MARK: unknown-key

    @Test func unknownKey() {
        let error = rejection(answers([("nope", "1")]))
        #expect(error?.code == .unknownKey)
        #expect(error?.key == "nope")
        #expect(error?.message == "no question has the key \"nope\"")
    }

    @Test(arguments: [
        "what's your  main goal?",  // case, a double space, a straight quote
        "What’s your main goal? ",  // trailing space
        "WHAT’S YOUR MAIN GOAL?",
        "What\u{2019}s\u{00A0}your main\u{200B} goal?",  // no-break space and a zero-width space
    ])
    func unknownKeyNamesTheNearMiss(sent: String) throws {
        let quiz = Build.bundle(
            traits: ["A"], rule: .highest(ties: ["A"], secondary: false),
            questions: [
                Build.question("goal", key: "What’s your main goal?", .single, [Build.option("a", [("A", 1)])])
            ])
        let error = try #require(Scorer(bundle: quiz).score([(sent, .option("a"))]).error)
        #expect(error.code == .unknownKey)
        #expect(error.key.map { $0.isExactly(sent) } == true)
        #expect(error.message.contains("did you mean \"What’s your main goal?\""))
    }

    @Test func unknownKeyExplainsAQuestionIdSentInsteadOfTheTextKey() throws {
        // `answer_key: text`: the wire key is the question's text, not its id.
        let quiz = Build.bundle(
            traits: ["A"], rule: .highest(ties: ["A"], secondary: false),
            questions: [
                Build.question("goal", key: "What is your main goal?", .single, [Build.option("a", [("A", 1)])])
            ])
        let error = try #require(Scorer(bundle: quiz).score(text: #"{"goal": "a"}"#).error)
        #expect(error.code == .unknownKey)
        #expect(error.key == "goal")
        #expect(error.message.contains("is a question id"))
        #expect(error.message.contains("send \"What is your main goal?\""))
    }

    @Test func anUnknownKeyIsReportedBeforeOtherProblemsAndTheSmallestFirst() {
        // The other answers are wrong too, and "b-unknown" comes first in the text.
        let text = answers([("mood", "\"3\""), ("pick", nil), ("b-unknown", "1"), ("a-unknown", "2")])
        let error = rejection(text)
        #expect(error?.code == .unknownKey)
        #expect(error?.key == "a-unknown")
    }

    // MARK: key-not-normalized

    @Test func keyNotNormalizedForAnNFDKeyWhoseNFCIsAWireKey() throws {
        let quiz = Build.bundle(
            traits: ["A"], rule: .highest(ties: ["A"], secondary: false),
            questions: [
                Build.question("cafe", key: "caf\u{E9}", .single, [Build.option("a", [("A", 1)])])
            ])
        let scorer = Scorer(bundle: quiz)
        #expect(scorer.score([("caf\u{E9}", .option("a"))]).value?.outcome == "A")
        let nfd = "cafe\u{301}"
        // The raw decomposed bytes, and the same key written with a JSON escape.
        for text in ["{\"\(nfd)\": \"a\"}", #"{"cafe\u0301": "a"}"#] {
            let error = try #require(scorer.score(text: text).error)
            #expect(error.code == .keyNotNormalized)
            #expect(error.key.map { Array($0.unicodeScalars) == Array(nfd.unicodeScalars) } == true)
            #expect(error.message.contains("\"caf\u{E9}\""))
            #expect(error.message.contains("NFC"))
        }
        #expect(scorer.score([(nfd, .option("a"))]).error?.code == .keyNotNormalized)
    }

    // MARK: wrong-type

    @Test(arguments: [
        ("mood", "\"3\""), ("mood", "3.5"), ("mood", "true"), ("mood", "[3]"), ("mood", "{}"),
        ("pick", "1"), ("pick", "[\"red\"]"), ("pick", "false"), ("pick", "{\"red\": true}"),
        ("many", "\"x\""), ("many", "[\"x\", 1]"), ("many", "[[\"x\"]]"), ("many", "3"), ("many", "{\"x\": true}"),
        ("level", "true"), ("level", "[5]"), ("level", "{}"),
        ("extra", "7"),
    ])
    func wrongTypeForEachQuestionType(key: String, answer: String) {
        let error = rejection(answers([(key, answer)]))
        #expect(error?.code == .wrongType)
        #expect(error?.key == key)
    }

    @Test func wrongTypeNamesWhatWasExpectedAndWhatCame() {
        let error = rejection(answers([("mood", "\"4\"")]))
        #expect(error?.message == "\"mood\" takes an integer scale value, got the string \"4\"")
    }

    @Test(arguments: ["[1]", "\"mood\"", "3", "null", "true", "[]"])
    func wrongTypeForAnswersThatAreNotAnObject(text: String) {
        let error = rejection(text)
        #expect(error?.code == .wrongType)
        #expect(error?.key == nil)
    }

    @Test func wrongTypeForANonObjectJSONValue() {
        #expect(mixedScorer.score(json: .array([])).error?.code == .wrongType)
        #expect(mixedScorer.score(json: .string("x")).error?.code == .wrongType)
    }

    @Test func aMultipleAnswerListingAnOptionTwiceIsRejected() {
        let error = rejection(answers([("many", "[\"x\", \"x\"]")]))
        #expect(error?.code == .wrongType)
        #expect(error?.message.contains("twice") == true)
    }

    // MARK: unknown-option

    @Test(arguments: [
        ("mood", "6"), ("mood", "0"), ("mood", "-1"),
        ("pick", "\"green\""), ("pick", "\"\""),
        ("many", "[\"x\", \"w\"]"), ("many", "[\"X\"]"),
        ("level", "\"medium\""), ("level", "\"Low\""),
    ])
    func unknownOption(key: String, answer: String) {
        let error = rejection(answers([(key, answer)]))
        #expect(error?.code == .unknownOption)
        #expect(error?.key == key)
    }

    @Test func unknownOptionListsTheScaleValues() {
        let error = rejection(answers([("mood", "6")]))
        #expect(error?.message == "6 is not a value of \"mood\"; expected one of 1, 2, 3, 4, 5")
    }

    @Test func unknownOptionNamesTheNearMissOrListsTheIds() {
        #expect(
            rejection(answers([("pick", "\"green tea\"")]))?.message.contains("did you mean \"Green Tea\"?") == true)
        let error = rejection(answers([("pick", "\"purple\"")]))
        #expect(error?.message.contains("expected one of \"red\", \"blue\", \"Green Tea\"") == true)
    }

    @Test(arguments: ["1e400", "123456789012345678901234567890", "-1e400"])
    func aHugeIntegerIsNoScaleValue(answer: String) {
        // An integer, so the JSON type is right: it is just not one of the scale's values.
        let error = rejection(answers([("mood", answer)]))
        #expect(error?.code == .unknownOption)
        #expect(error?.key == "mood")
    }

    // MARK: out-of-range

    @Test(arguments: [
        "-0.01", "-1", "10.01", "11", "10.000000000000000000000000000001",
        "-0.0000000000000000000000000000000000000001",
        "1e400", "-1e400", "1e999999", "123456789012345678901234567890", "-123456789012345678901234567890",
    ])
    func outOfRange(answer: String) {
        let error = rejection(answers([("level", answer)]))
        #expect(error?.code == .outOfRange)
        #expect(error?.key == "level")
        #expect(error?.message.contains("0…10") == true)
    }

    @Test(arguments: ["0", "-0", "0.0", "10", "10.0", "1e1", "100e-1", "9.999999999999999999999", "1e-400"])
    func theEndsOfTheRangeAreInside(answer: String) {
        #expect(mixedScorer.score(text: answers([("level", answer)])).error == nil)
    }

    @Test func outOfRangeWithANegativeMinimum() {
        let quiz = Build.bundle(
            traits: ["t"], rule: .highest(ties: ["t"], secondary: false),
            questions: [
                Build.question("r", .range, min: -5, max: 5, [Build.option("lo"), Build.option("hi", [("t", 1)])])
            ])
        let scorer = Scorer(bundle: quiz)
        #expect(scorer.score(text: #"{"r": -5.01}"#).error?.code == .outOfRange)
        #expect(scorer.score(text: #"{"r": -6}"#).error?.code == .outOfRange)
        #expect(scorer.score(text: #"{"r": 5.01}"#).error?.code == .outOfRange)
        #expect(scorer.score(text: #"{"r": -5}"#).error == nil)
        #expect(scorer.score(text: #"{"r": 5}"#).error == nil)
    }

    // MARK: choice-count

    @Test func choiceCountTooFew() {
        let error = rejection(answers([("many", "[]")]))
        #expect(error?.code == .choiceCount)
        #expect(error?.key == "many")
        #expect(error?.message == "\"many\" takes between 1 and 2 choices, got 0")
    }

    @Test func choiceCountTooMany() {
        let error = rejection(answers([("many", "[\"x\", \"y\", \"z\"]")]))
        #expect(error?.code == .choiceCount)
        #expect(error?.message == "\"many\" takes between 1 and 2 choices, got 3")
    }

    @Test func choiceCountWithAnExactNumber() {
        let quiz = Build.bundle(
            traits: ["t"], rule: .highest(ties: ["t"], secondary: false),
            questions: [
                Build.question(
                    "two", .multiple, min: 2, max: 2,
                    [Build.option("a", [("t", 1)]), Build.option("b"), Build.option("c")])
            ])
        let error = Scorer(bundle: quiz).score(text: #"{"two": ["a"]}"#).error
        #expect(error?.code == .choiceCount)
        #expect(error?.message == "\"two\" takes exactly 2 choices, got 1")
        #expect(Scorer(bundle: quiz).score(text: #"{"two": ["c", "a"]}"#).totals == ["t": 1])
    }

    // MARK: missing-answer

    @Test func missingAnswerWhenARequiredQuestionIsLeftOut() {
        let error = rejection(answers([("pick", nil)]))
        #expect(error?.code == .missingAnswer)
        #expect(error?.key == "pick")
        #expect(error?.message == "the required question \"pick\" has no answer")
    }

    @Test func missingAnswerWhenARequiredQuestionIsNull() {
        let error = rejection(answers([("level", "null")]))
        #expect(error?.code == .missingAnswer)
        #expect(error?.key == "level")
    }

    @Test func missingAnswerForAnEmptyObject() {
        #expect(rejection("{}")?.code == .missingAnswer)
        #expect(rejection("{}")?.key == "mood")
    }

    // MARK: invalid-json

    @Test(arguments: [
        "", "{", "{\"mood\": 3,}", "[1] 2", "{mood: 3}", "{\"mood\": NaN}", "{\"a\": 1, \"a\": 2}", "\u{FEFF}{}",
    ])
    func invalidJSON(text: String) {
        let error = rejection(text)
        #expect(error?.code == .invalidJSON)
        #expect(error?.key == nil)
    }

    @Test func invalidJSONForInvalidUTF8() {
        let error = mixedScorer.score(jsonText: [0x7B, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D]).error
        #expect(error?.code == .invalidJSON)
        #expect(error?.message.isEmpty == false)
    }

    // MARK: which problem is reported

    @Test func theFirstQuestionInBundleOrderWithAProblemIsReported() {
        // `level` (4th) is wrong and comes first in the text; `mood` (1st) is wrong too.
        let text = #"{"level": true, "pick": "red", "many": ["x"], "mood": "x"}"#
        #expect(rejection(text)?.key == "mood")
        // A missing answer earlier in the bundle wins over a wrong answer later.
        let missing = #"{"level": true, "mood": 3, "many": ["x"]}"#
        #expect(rejection(missing)?.code == .missingAnswer)
        #expect(rejection(missing)?.key == "pick")
    }

    @Test func theErrorJSONHasCodeMessageAndKey() {
        let error = AnswerError(code: .choiceCount, message: "m", key: "k")
        #expect(
            JSONWriter.line.string(error.jsonValue) == #"{"error":{"code":"choice-count","message":"m","key":"k"}}"#)
        #expect(
            JSONWriter.line.string(AnswerError(code: .invalidJSON, message: "m").jsonValue)
                == #"{"error":{"code":"invalid-json","message":"m"}}"#)
    }
}

// MARK: - Exact matching

@Suite("Keys and option ids match exactly")
struct ExactMatchingTests {
    @Test func keysThatDifferOnlyByNormalizationAreDifferentQuestions() throws {
        // Not a bundle the compiler would write (keys must be NFC), but the runtime compares
        // scalars, never Swift's canonical equivalence.
        let quiz = Build.bundle(
            traits: ["A", "B"], rule: .highest(ties: ["A", "B"], secondary: false),
            questions: [
                Build.question("q1", key: "\u{E9}", .single, [Build.option("a", [("A", 1)])]),
                Build.question("q2", key: "e\u{301}", .single, [Build.option("b", [("B", 3)])]),
            ])
        let scorer = Scorer(bundle: quiz)
        let result = scorer.score([("\u{E9}", .option("a")), ("e\u{301}", .option("b"))])
        #expect(result.error == nil)
        #expect(result.totals == ["A": 1, "B": 3])
        #expect(scorer.score([("\u{E9}", .option("a"))]).error?.key.map { $0.isExactly("e\u{301}") } == true)
    }

    @Test func optionIdsThatDifferOnlyByNormalizationAreDifferentOptions() {
        let quiz = Build.bundle(
            traits: ["A", "B"], rule: .highest(ties: ["A", "B"], secondary: false),
            questions: [
                Build.question(
                    "q", .single, [Build.option("\u{E9}", [("A", 1)]), Build.option("e\u{301}", [("B", 1)])])
            ])
        let scorer = Scorer(bundle: quiz)
        #expect(scorer.score([("q", .option("\u{E9}"))]).value?.outcome == "A")
        #expect(scorer.score([("q", .option("e\u{301}"))]).value?.outcome == "B")
    }

    @Test func anNFDOptionIdIsUnknownWhenOnlyTheNFCOneExists() {
        let quiz = Build.bundle(
            traits: ["A"], rule: .highest(ties: ["A"], secondary: false),
            questions: [
                Build.question("q", .single, [Build.option("caf\u{E9}", [("A", 1)])])
            ])
        let error = Scorer(bundle: quiz).score([("q", .option("cafe\u{301}"))]).error
        #expect(error?.code == .unknownOption)
        #expect(error?.message.contains("did you mean \"caf\u{E9}\"?") == true)
    }

    @Test func traitsThatDifferOnlyByNormalizationAreDifferentTraits() {
        let quiz = Build.bundle(
            traits: ["\u{C5}", "A\u{30A}"], rule: .highest(ties: ["\u{C5}", "A\u{30A}"], secondary: false),
            initial: [("\u{C5}", 1)],
            questions: [Build.question("q", .single, [Build.option("a", [("A\u{30A}", 2), ("\u{C5}", -2)])])])
        let result = Scorer(bundle: quiz).score([("q", .option("a"))])
        #expect(result.value.map { ($0.outcome ?? "").isExactly("A\u{30A}") } == true)
        #expect(result.value?.scores.map(\.amount) == [-1, 2])
    }
}

// MARK: - Scoring

@Suite("Scoring models")
struct ScoringTests {
    /// Three axes: E/I ties to I, S/N ties to the non-pole letter X, T/F ties to T.
    static let axes = Build.bundle(
        traits: ["E", "I", "S", "N", "T", "F"],
        rule: .axes([
            QuizBundle.Scoring.Axis(poles: ("E", "I"), tie: "I"), QuizBundle.Scoring.Axis(poles: ("S", "N"), tie: "X"),
            QuizBundle.Scoring.Axis(poles: ("T", "F"), tie: "T"),
        ]),
        questions: [
            Build.question(
                "ei", .single,
                [
                    Build.option("e", [("E", 2)]), Build.option("i", [("I", 2)]),
                    Build.option("both", [("E", 1), ("I", 1)]),
                ]),
            Build.question(
                "sn", .single, [Build.option("s", [("S", 1)]), Build.option("n", [("N", 1)]), Build.option("none")]),
            Build.question(
                "tf", .scale,
                [Build.value(1, [("F", 3)]), Build.value(2, [("F", 1), ("T", 1)]), Build.value(3, [("T", 3)])]),
        ])

    @Test func axesTieLettersIncludingANonPoleLetter() throws {
        let result = try #require(
            Scorer(bundle: Self.axes).score(text: #"{"ei": "both", "sn": "none", "tf": 2}"#).value)
        #expect(result.outcome == "IXT")
        #expect(result.secondary == nil)
        #expect(result.axes.map(\.letter) == ["I", "X", "T"])
        #expect(result.axes.map(\.totals.0) == [1, 0, 1])
        #expect(result.axes.map(\.totals.1) == [1, 0, 1])
        #expect(result.axes.map(\.poles.0) == ["E", "S", "T"])
        #expect(result.axes.map(\.poles.1) == ["I", "N", "F"])
    }

    @Test(arguments: [
        (#"{"ei": "e", "sn": "s", "tf": 3}"#, "EST", [2, 0, 1, 0, 3, 0]),
        (#"{"ei": "i", "sn": "n", "tf": 1}"#, "INF", [0, 2, 0, 1, 0, 3]),
        (#"{"ei": "e", "sn": "none", "tf": 1}"#, "EXF", [2, 0, 0, 0, 0, 3]),
    ])
    func axesLettersAndTotals(text: String, code: String, totals: [Int]) throws {
        let result = try #require(Scorer(bundle: Self.axes).score(text: text).value)
        #expect(result.outcome == code)
        #expect(result.scores.map(\.trait) == ["E", "I", "S", "N", "T", "F"])
        #expect(result.scores.map(\.amount) == totals)
        #expect(result.axes.map(\.letter).joined() == code)
        #expect(
            result.axes.map { [$0.totals.0, $0.totals.1] } == [
                [totals[0], totals[1]], [totals[2], totals[3]], [totals[4], totals[5]],
            ])
    }

    @Test func axesResultJSON() throws {
        let result = try #require(Scorer(bundle: Self.axes).score(text: #"{"ei": "e", "sn": "none", "tf": 2}"#).value)
        #expect(
            JSONWriter.line.string(result.jsonValue) == #"{"quiz":"test","version":"1.2.3","outcome":"EXT","#
                + #""scores":{"E":2,"I":0,"S":0,"N":0,"T":1,"F":1},"axes":[{"poles":["E","I"],"letter":"E","totals":{"E":2,"I":0}},"#
                + #"{"poles":["S","N"],"letter":"X","totals":{"S":0,"N":0}},{"poles":["T","F"],"letter":"T","totals":{"T":1,"F":1}}]}"#
        )
    }

    @Test func axesWithInitialScores() throws {
        var quiz = Self.axes
        quiz.scoring.initial = Build.weights([("N", 1), ("F", -1)])
        let result = try #require(Scorer(bundle: quiz).score(text: #"{"ei": "both", "sn": "none", "tf": 2}"#).value)
        #expect(result.outcome == "INT")
        #expect(result.score(of: "N") == 1)
        #expect(result.score(of: "F") == 0)
        #expect(result.score(of: "nope") == nil)
    }

    /// Traits a, b, c; ties c, a, b (not the declared order); one question whose options
    /// produce the totals named by their ids.
    static func highest(secondary: Bool, initial: [(String, Int)] = []) -> QuizBundle {
        Build.bundle(
            traits: ["a", "b", "c"], rule: .highest(ties: ["c", "a", "b"], secondary: secondary), initial: initial,
            questions: [
                Build.question(
                    "q", .single,
                    [
                        Build.option("zero"),
                        Build.option("a2b2", [("a", 2), ("b", 2)]),
                        Build.option("a3b1c1", [("a", 3), ("b", 1), ("c", 1)]),
                        Build.option("a3b-1c-1", [("a", 3), ("b", -1), ("c", -1)]),
                        Build.option("a3", [("a", 3)]),
                        Build.option("b1c-2", [("b", 1), ("c", -2)]),
                    ])
            ])
    }

    @Test(
        arguments: [
            ("zero", "c", nil),  // everything tied at 0: the earliest in `ties` wins; runner-up 0 is omitted
            ("a2b2", "a", "b"),  // a and b tied: a is earlier in `ties`; b is the runner-up
            ("a3b1c1", "a", "c"),  // b and c tied for second: c is earlier in `ties`
            ("a3b-1c-1", "a", nil),  // runner-up total below 0
            ("a3", "a", nil),  // runner-up total exactly 0
            ("b1c-2", "b", nil),  // runner-up a at 0
        ] as [(String, String, String?)])
    func highestTieOrderAndSecondary(answer: String, outcome: String, secondary: String?) throws {
        let result = try #require(Scorer(bundle: Self.highest(secondary: true)).score([("q", .option(answer))]).value)
        #expect(result.outcome == outcome)
        #expect(result.secondary == secondary)
        #expect(result.axes.isEmpty)
        #expect(result.scores.map(\.trait) == ["a", "b", "c"])
        let plain = try #require(Scorer(bundle: Self.highest(secondary: false)).score([("q", .option(answer))]).value)
        #expect(plain.outcome == outcome)
        #expect(plain.secondary == nil)
    }

    @Test func highestWithInitialScores() throws {
        let scorer = Scorer(bundle: Self.highest(secondary: true, initial: [("b", 5), ("c", -1)]))
        let result = try #require(scorer.score([("q", .option("a3"))]).value)
        #expect(result.outcome == "b")
        #expect(result.secondary == "a")
        #expect(result.scores.map(\.amount) == [3, 5, -1])
        #expect(
            JSONWriter.line.string(result.jsonValue)
                == #"{"quiz":"test","version":"1.2.3","outcome":"b","secondary":"a","scores":{"a":3,"b":5,"c":-1}}"#)
    }

    /// Bands on `s`: low ≤ -1 < zero ≤ 0 < some ≤ 3 < many.
    static func bands(initial: [(String, Int)] = []) -> QuizBundle {
        Build.bundle(
            traits: ["s", "other"],
            rule: .bands(
                trait: "s",
                bands: [
                    QuizBundle.Scoring.Band(outcome: "low", max: -1), QuizBundle.Scoring.Band(outcome: "zero", max: 0),
                    QuizBundle.Scoring.Band(outcome: "some", max: 3),
                    QuizBundle.Scoring.Band(outcome: "many", max: nil),
                ]), initial: initial,
            questions: [
                Build.question("v", .scale, (-3...6).map { Build.value($0, [("s", $0), ("other", 1)]) })
            ])
    }

    @Test(arguments: [(-3, "low"), (-1, "low"), (0, "zero"), (1, "some"), (3, "some"), (4, "many"), (6, "many")])
    func bandsBoundariesBelongToTheBandWithThatMax(value: Int, outcome: String) throws {
        let result = try #require(Scorer(bundle: Self.bands()).score([("v", .integer(value))]).value)
        #expect(result.outcome == outcome)
        #expect(result.score(of: "s") == value)
        #expect(result.secondary == nil)
    }

    @Test func bandsWithInitialScores() {
        let scorer = Scorer(bundle: Self.bands(initial: [("s", -4)]))
        #expect(scorer.score([("v", .integer(3))]).value?.outcome == "low")
        #expect(scorer.score([("v", .integer(4))]).value?.outcome == "zero")
        #expect(scorer.score([("v", .integer(6))]).totals == ["s": 2, "other": 1])
    }

    @Test func multipleAddsTheWeightsOfEveryChoice() {
        #expect(mixedScorer.score(text: answers([("many", #"["x", "z"]"#)])).totals == ["A": 3, "B": 1])
        #expect(
            mixedScorer.score(text: answers([("many", #"["z", "y"]"#), ("mood", "1")])).totals == ["A": 2, "B": 4])
    }

    @Test func aMultipleWithMinimumZeroTakesAnEmptyList() {
        let quiz = Build.bundle(
            traits: ["t"], rule: .highest(ties: ["t"], secondary: false),
            questions: [
                Build.question(
                    "m", .multiple, min: 0, max: 3,
                    [Build.option("a", [("t", 1)]), Build.option("b", [("t", 2)]), Build.option("c", [("t", 4)])])
            ])
        let scorer = Scorer(bundle: quiz)
        #expect(scorer.score(text: #"{"m": []}"#).totals == ["t": 0])
        #expect(scorer.score(text: #"{"m": ["c", "a", "b"]}"#).totals == ["t": 7])
        #expect(scorer.score(text: #"{}"#).error?.code == .missingAnswer)
    }

    @Test func aQuestionThatIsNotRequiredMayBeLeftOutOrNull() {
        #expect(mixedScorer.score(text: answers()).totals == ["A": 2, "B": 0])
        #expect(mixedScorer.score(text: answers([("extra", "null")])).totals == ["A": 2, "B": 0])
        #expect(mixedScorer.score(text: answers([("extra", "\"no\"")])).totals == ["A": 2, "B": 5])
        #expect(mixedScorer.score(text: answers([("extra", "\"no\"")])).value?.outcome == "B")
    }

    @Test func anOptionalMultipleLeftOutIsFineButAnEmptyListStillCounts() {
        let quiz = Build.bundle(
            traits: ["t"], rule: .highest(ties: ["t"], secondary: false),
            questions: [
                Build.question(
                    "m", .multiple, required: false, min: 1, max: 2, [Build.option("a", [("t", 1)]), Build.option("b")])
            ])
        let scorer = Scorer(bundle: quiz)
        #expect(scorer.score(text: "{}").totals == ["t": 0])
        #expect(scorer.score(text: #"{"m": null}"#).totals == ["t": 0])
        #expect(scorer.score(text: #"{"m": []}"#).error?.code == .choiceCount)
    }

    @Test func typedAndJSONAnswersAgree() {
        let typed: [(key: String, answer: QuizAnswer)] = [
            ("mood", .integer(5)), ("pick", .option("Green Tea")), ("many", .options(["y", "z"])),
            ("level", .option("low")),
            ("extra", .option("yes")),
        ]
        let json = JSONValue.object(typed.map { ($0.key, $0.answer.jsonValue) })
        let a = mixedScorer.score(typed), b = mixedScorer.score(json: json)
        let c = mixedScorer.score(jsonText: JSONWriter.canonical.bytes(json))
        #expect(a.totals == ["A": 10, "B": 4])
        #expect(a == b)
        #expect(a == c)
        #expect(a.value?.quiz == "test")
        #expect(a.value?.version == "1.2.3")
    }

    @Test(arguments: [("3", 3), ("3.0", 3), ("30e-1", 3), ("-0", 0), ("0.0e5", 0)])
    func scaleValuesWrittenAsIntegralDecimals(literal: String, value: Int) {
        let quiz = Build.bundle(
            traits: ["t"], rule: .highest(ties: ["t"], secondary: false),
            questions: [
                Build.question("s", .scale, [Build.value(0, [("t", 10)]), Build.value(3, [("t", 40)])])
            ])
        #expect(Scorer(bundle: quiz).score(text: "{\"s\": \(literal)}").totals == ["t": (value + 1) * 10])
    }
}

// MARK: - Range anchors

@Suite("Range anchors are picked exactly")
struct RangeAnchorTests {
    /// One range question whose anchor k adds k + 1 to `t`, so the total names the anchor.
    static func scorer(min: Int, max: Int, anchors: Int) -> Scorer {
        Scorer(
            bundle: Build.bundle(
                traits: ["t"], rule: .highest(ties: ["t"], secondary: false),
                questions: [
                    Build.question(
                        "r", .range, min: min, max: max, (0..<anchors).map { Build.option("a\($0)", [("t", $0 + 1)]) })
                ]))
    }

    static func anchor(_ literal: String, min: Int, max: Int, anchors: Int) -> Int? {
        scorer(min: min, max: max, anchors: anchors).score(text: "{\"r\": \(literal)}").totals?["t"].map { $0 - 1 }
    }

    @Test(arguments: [
        ("0", 0), ("2.49", 0), ("2.5", 1), ("5", 1), ("7.49", 1), ("7.5", 2), ("10", 2),
        ("2.4999999999999999999999", 0),
        ("25e-1", 1), ("0.25e1", 1),
    ])
    func halfwayRoundsUp(literal: String, anchor: Int) {
        #expect(Self.anchor(literal, min: 0, max: 10, anchors: 3) == anchor)
    }

    @Test(arguments: [
        ("0.35", 1), ("0.25", 1), ("0.2499", 0), ("0.75", 2), ("0.7499", 1), ("0.5", 1), ("1", 2), ("0.1", 0),
    ])
    func exactDecimalsOnZeroToOne(literal: String, anchor: Int) {
        #expect(Self.anchor(literal, min: 0, max: 1, anchors: 3) == anchor)
    }

    /// Cases where ⌊(x − min) / (max − min) × (n − 1) + ½⌋ computed in Double picks the anchor
    /// below the exact one (the exact value is a whole number, the Double falls just short).
    @Test(arguments: [
        ("4.3", 1, 7, 11, 6), ("1.65", 0, 3, 11, 6), ("-2.7", -3, 0, 6, 1), ("-2.85", -3, 0, 11, 1),
        ("-1.35", -3, 0, 11, 6), ("4.1", 2, 9, 6, 2), ("3.05", 2, 9, 11, 2), ("5.85", 2, 9, 11, 6),
    ])
    func exactWhereFloatingPointIsNot(literal: String, min: Int, max: Int, anchors: Int, anchor: Int) {
        #expect(Self.anchor(literal, min: min, max: max, anchors: anchors) == anchor)
    }

    @Test(arguments: [("-3", 0), ("-2.71", 0), ("-1.5", 3), ("-0.31", 4), ("-0.3", 5), ("0", 5)])
    func negativeMinimum(literal: String, anchor: Int) {
        #expect(Self.anchor(literal, min: -3, max: 0, anchors: 6) == anchor)
    }

    @Test func anAnchorMayBeGivenByItsId() {
        let scorer = Self.scorer(min: 1, max: 7, anchors: 4)
        for k in 0..<4 {
            #expect(scorer.score([("r", .option("a\(k)"))]).totals == ["t": k + 1])
        }
        #expect(mixedScorer.score(text: answers([("level", "\"high\"")])).totals == ["A": 4, "B": 0])
    }

    @Test func integerAnswersAcrossAWideRange() {
        // min −10^12 … max 10^12 with 5 anchors: boundaries at −7.5·10^11, −2.5·10^11, …
        let scorer = Self.scorer(min: -1_000_000_000_000, max: 1_000_000_000_000, anchors: 5)
        #expect(scorer.score([("r", .integer(-1_000_000_000_000))]).totals == ["t": 1])
        #expect(scorer.score([("r", .integer(-750_000_000_001))]).totals == ["t": 1])
        #expect(scorer.score([("r", .integer(-750_000_000_000))]).totals == ["t": 2])
        #expect(scorer.score([("r", .integer(0))]).totals == ["t": 3])
        #expect(scorer.score([("r", .integer(750_000_000_000))]).totals == ["t": 5])
        #expect(scorer.score([("r", .integer(1_000_000_000_000))]).totals == ["t": 5])
        #expect(scorer.score([("r", .integer(1_000_000_000_001))]).error?.code == .outOfRange)
    }
}

// MARK: - Golden bundles

@Suite("Golden bundles")
struct GoldenBundleTests {
    @Test func theGoldenBundlesAreThere() throws {
        #expect(
            try goldenBundleNames() == [
                "animal.json", "big-five.json", "color.json", "fitcircle-persona.json", "mbti.json",
            ])
    }

    @Test(arguments: ["animal.json", "big-five.json", "color.json", "fitcircle-persona.json", "mbti.json"])
    func roundTripIsByteForByteAndTheHashMatches(name: String) throws {
        let bytes = try goldenBundleBytes(name)
        let bundle = try QuizBundle(jsonBytes: bytes)
        #expect(bundle.fileBytes() == bytes)
        let stored = try JSONParser().parse(bytes)["hash"]
        #expect(stored == .string(bundle.hash()))
        // The build's index names the same hash.
        let index = try JSONParser().parse(try goldenBundleBytes("index.json"))
        guard case .array(let entries)? = index["quizzes"] else { Issue.record("index without quizzes"); return }
        let entry = entries.first { $0["file"] == .string(name) }
        #expect(entry?["hash"] == .string(bundle.hash()))
        #expect(entry?["quiz"] == .string(bundle.quiz))
    }

    /// Scores every example of a bundle, typed and as JSON text, and checks what it expects.
    static func replayExamples(_ name: String) throws -> Int {
        let bundle = try QuizBundle(jsonBytes: try goldenBundleBytes(name))
        let scorer = Scorer(bundle: bundle)
        for example in bundle.examples {
            let typed = scorer.score(example.answers)
            let text = JSONWriter.canonical.bytes(.object(example.answers.map { ($0.key, $0.answer.jsonValue) }))
            #expect(scorer.score(jsonText: text) == typed, "\(name): \(example.name ?? example.expect)")
            guard let result = typed.value else {
                Issue.record(
                    "\(name): example \(example.name ?? example.expect) was rejected: \(String(describing: typed.error))"
                )
                continue
            }
            #expect(result.outcome == example.expect, "\(name): \(example.name ?? "")")
            if let secondary = example.expectSecondary {
                #expect(result.secondary == secondary, "\(name): \(example.name ?? "")")
            }
            if example.expectsNoSecondary {
                #expect(result.secondary == nil, "\(name): \(example.name ?? "")")
            }
            for expected in example.expectScores ?? [] {
                #expect(
                    result.score(of: expected.trait) == expected.amount,
                    "\(name): \(example.name ?? "") \(expected.trait)")
            }
        }
        return bundle.examples.count
    }

    @Test func mbtiExamplesAreConformanceVectors() throws {
        #expect(try Self.replayExamples("mbti.json") == 5)
        let bundle = try QuizBundle(jsonBytes: try goldenBundleBytes("mbti.json"))
        let scorer = Scorer(bundle: bundle)
        // Neutral everywhere: every axis ties, and each tie letter is the second pole.
        let neutral = scorer.score(bundle.questions.map { ($0.key, QuizAnswer.integer(3)) })
        #expect(neutral.value?.outcome == "INFP")
        #expect(neutral.value?.axes.map(\.letter) == ["I", "N", "F", "P"])
        // Sending a question id instead of its text key is explained.
        var byID = bundle.questions.map { ($0.key, QuizAnswer.integer(3)) }
        byID[0].0 = bundle.questions[0].id
        let error = scorer.score(byID).error
        #expect(error?.code == .unknownKey)
        #expect(error?.message.contains("is a question id") == true)
    }

    @Test func fitcircleExamplesAreConformanceVectors() throws {
        #expect(try Self.replayExamples("fitcircle-persona.json") == 8)
        let scorer = Scorer(bundle: try QuizBundle(jsonBytes: try goldenBundleBytes("fitcircle-persona.json")))
        let result = scorer.score(
            text:
                #"{"primaryGoal": "lose_weight", "motivationStyle": "competition", "fitnessLevel": "intermediate", "timeCommitment": "30-60"}"#
        )
        #expect(result.value?.outcome == "casey")
        #expect(result.value?.secondary == "sarah")
        #expect(
            result.value.map { JSONWriter.line.string($0.jsonValue) }
                == #"{"quiz":"fitcircle-persona","version":"1.1.0","outcome":"casey","secondary":"sarah","scores":{"casey":7,"sarah":2,"mike":1,"fiona":0}}"#
        )
    }

    @Test(arguments: ["animal.json", "color.json"])
    func otherExamplesAreConformanceVectors(name: String) throws {
        #expect(try Self.replayExamples(name) > 0)
    }
}

// MARK: - Bundle decoding

@Suite("Bundle decoding refuses what the scorer cannot use")
struct BundleDecodingTests {
    static func mutated(_ edit: (inout [(String, JSONValue)]) -> Void) throws -> [UInt8] {
        guard case .object(var members) = try JSONParser().parse(try goldenBundleBytes("fitcircle-persona.json")) else {
            return []
        }
        edit(&members)
        return JSONWriter.canonical.bytes(.object(members))
    }

    @Test func anotherFormatIsRefused() throws {
        let bytes = try Self.mutated { members in
            if let index = members.firstIndex(where: { $0.0 == "format" }) {
                members[index].1 = .string("quiz-bundle/2")
            }
        }
        #expect(throws: BundleError.self) { try QuizBundle(jsonBytes: bytes) }
        do throws(BundleError) {
            _ = try QuizBundle(jsonBytes: bytes)
        } catch {
            #expect(error.path == "/format")
            #expect(error.message.contains("quiz-bundle/1"))
        }
    }

    @Test func aMissingMemberIsNamed() throws {
        let bytes = try Self.mutated { members in members.removeAll { $0.0 == "traits" } }
        do throws(BundleError) {
            _ = try QuizBundle(jsonBytes: bytes)
            Issue.record("accepted a bundle without traits")
        } catch {
            #expect(error.message == "missing \"traits\"")
        }
    }

    @Test func notJSON() {
        #expect(throws: BundleError.self) { try QuizBundle(jsonBytes: Array("{\"format\":".utf8)) }
    }
}
