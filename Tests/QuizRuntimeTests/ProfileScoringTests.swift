import Foundation
import Testing

@testable import QuizRuntime

// The bundles of profile members, written per docs/bundle-format.md (no compiler):
// every derived kind over optional questions, three banded results (one with `below: 3`
// then `max: 3`), and a euclidean nearest rule whose tie order differs from the profiles'.
let inventoryText = #"""
    {"format":"quiz-bundle/1","version":"1.0.0","locale":"en","examples":[],"presentation":{"draw":[],"page_size":5,"shuffle_options":false,"shuffle_questions":false,"time_limit":null},"quiz":"inventory","title":"Inventory","traits":["N","E","I"],"questions":[{"id":"n1","key":"n1","text":"n1","type":"scale","required":false,"shuffle":false,"pin":false,"options":[{"value":1,"label":"1","pin":false,"weights":{"N":1}},{"value":2,"label":"2","pin":false,"weights":{"N":2}},{"value":3,"label":"3","pin":false,"weights":{"N":3}},{"value":4,"label":"4","pin":false,"weights":{"N":4}},{"value":5,"label":"5","pin":false,"weights":{"N":5}}]},{"id":"n2","key":"n2","text":"n2","type":"scale","required":false,"shuffle":false,"pin":false,"options":[{"value":1,"label":"1","pin":false,"weights":{"N":5}},{"value":2,"label":"2","pin":false,"weights":{"N":4}},{"value":3,"label":"3","pin":false,"weights":{"N":3}},{"value":4,"label":"4","pin":false,"weights":{"N":2}},{"value":5,"label":"5","pin":false,"weights":{"N":1}}]},{"id":"n3","key":"n3","text":"n3","type":"scale","required":false,"shuffle":false,"pin":false,"options":[{"value":1,"label":"1","pin":false,"weights":{"N":1}},{"value":2,"label":"2","pin":false,"weights":{"N":2}},{"value":3,"label":"3","pin":false,"weights":{"N":3}},{"value":4,"label":"4","pin":false,"weights":{"N":4}},{"value":5,"label":"5","pin":false,"weights":{"N":5}}]},{"id":"e1","key":"e1","text":"e1","type":"single","required":true,"shuffle":false,"pin":false,"options":[{"id":"a","label":"a","pin":false,"weights":{"E":2}},{"id":"b","label":"b","pin":false,"weights":{"E":1,"I":1}},{"id":"c","label":"c","pin":false,"weights":{"I":2}},{"id":"d","label":"d","pin":false,"weights":{}}]},{"id":"e2","key":"e2","text":"e2","type":"multiple","required":false,"shuffle":false,"pin":false,"min":0,"max":2,"options":[{"id":"x","label":"x","pin":false,"weights":{"E":1}},{"id":"y","label":"y","pin":false,"weights":{"I":1}},{"id":"z","label":"z","pin":false,"weights":{}}]}],"scoring":{"model":"profile","initial":{},"derived":[{"id":"n_mean","kind":"mean","of":"N","count":3,"digits":2},{"id":"n_ans","kind":"mean_answered","of":"N","digits":2},{"id":"e_pct","kind":"percent","of":"E","min":"0","max":"3","digits":0},{"id":"i_share","kind":"share","of":"I","against":"E","digits":0},{"id":"n_std","kind":"linear","of":"n_mean","times":"0.25","plus":"-0.75","digits":2},{"id":"n_twice","kind":"linear","of":"n_ans","times":"2","plus":"0","digits":1}],"results":[{"id":"neuro","score":"n_mean","title":"Neuroticism","bands":[{"id":"low","below":"2.5","title":"Low","recommendations":[]},{"id":"mid","max":"3.5","title":"Average","description":"In the middle.","recommendations":["Breathe"]},{"id":"high","title":"High","recommendations":[]}]},{"id":"neuro_ans","score":"n_ans","parent":"neuro","title":"Answered","description":"Over answered items.","bands":[{"id":"under","below":"3","title":"Under 3","recommendations":[]},{"id":"three","max":"3","title":"Exactly 3","recommendations":[]},{"id":"over","title":"Over 3","recommendations":[]}]},{"id":"extra","score":"E","title":"Extraversion","bands":[{"id":"quiet","max":"1","title":"Quiet","recommendations":[]},{"id":"loud","title":"Loud","recommendations":[]}]}],"nearest":{"over":["n_mean","E"],"distance":"euclidean","ties":["anxious","calm","mid_b","mid_a"],"profiles":[{"outcome":"calm","at":{"n_mean":"1","E":"3"}},{"outcome":"anxious","at":{"n_mean":"5","E":"0"}},{"outcome":"mid_a","at":{"n_mean":"3","E":"1"}},{"outcome":"mid_b","at":{"n_mean":"3","E":"2"}}]}},"outcomes":{"anxious":{"title":"Anxious","description":"Anxious.","recommendations":[]},"calm":{"title":"Calm","description":"Calm.","recommendations":[]},"mid_a":{"title":"Middle A","description":"Middle A.","recommendations":[]},"mid_b":{"title":"Middle B","description":"Middle B.","recommendations":[]}}}
    """#
let axesPercentText = #"""
    {"format":"quiz-bundle/1","version":"1.0.0","locale":"en","examples":[],"presentation":{"draw":[],"page_size":5,"shuffle_options":false,"shuffle_questions":false,"time_limit":null},"quiz":"axes-percent","title":"Axes","traits":["E","I","S","N"],"questions":[{"id":"q1","key":"q1","text":"q1","type":"single","required":true,"shuffle":false,"pin":false,"options":[{"id":"e","label":"e","pin":false,"weights":{"E":2}},{"id":"i","label":"i","pin":false,"weights":{"I":1}},{"id":"n","label":"n","pin":false,"weights":{}}]},{"id":"q2","key":"q2","text":"q2","type":"single","required":true,"shuffle":false,"pin":false,"options":[{"id":"e","label":"e","pin":false,"weights":{"E":1}},{"id":"i","label":"i","pin":false,"weights":{"I":1}},{"id":"n","label":"n","pin":false,"weights":{}}]},{"id":"q3","key":"q3","text":"q3","type":"single","required":true,"shuffle":false,"pin":false,"options":[{"id":"s","label":"s","pin":false,"weights":{"S":1}},{"id":"n","label":"n","pin":false,"weights":{"N":2}},{"id":"o","label":"o","pin":false,"weights":{}}]},{"id":"q4","key":"q4","text":"q4","type":"single","required":true,"shuffle":false,"pin":false,"options":[{"id":"s","label":"s","pin":false,"weights":{"S":1}},{"id":"n","label":"n","pin":false,"weights":{"N":1}},{"id":"o","label":"o","pin":false,"weights":{}}]}],"scoring":{"model":"axes","initial":{},"percent_digits":1,"axes":[{"poles":["E","I"],"tie":"X"},{"poles":["S","N"],"tie":"S"}]},"outcomes":{}}
    """#
let fractionalText = #"""
    {"format":"quiz-bundle/1","version":"1.0.0","locale":"en","examples":[],"presentation":{"draw":[],"page_size":5,"shuffle_options":false,"shuffle_questions":false,"time_limit":null},"quiz":"fractional","title":"Fractional","traits":["X","Y"],"questions":[{"id":"q1","key":"q1","text":"q1","type":"scale","required":true,"shuffle":false,"pin":false,"options":[{"value":1,"label":"1","pin":false,"weights":{"X":25}},{"value":2,"label":"2","pin":false,"weights":{"X":50}},{"value":3,"label":"3","pin":false,"weights":{"X":75}},{"value":4,"label":"4","pin":false,"weights":{"X":100}},{"value":5,"label":"5","pin":false,"weights":{"X":125}}]},{"id":"q2","key":"q2","text":"q2","type":"scale","required":true,"shuffle":false,"pin":false,"options":[{"value":1,"label":"1","pin":false,"weights":{"Y":-75}},{"value":2,"label":"2","pin":false,"weights":{"Y":-25}},{"value":3,"label":"3","pin":false,"weights":{"Y":25}},{"value":4,"label":"4","pin":false,"weights":{"Y":75}},{"value":5,"label":"5","pin":false,"weights":{"Y":125}}]}],"scoring":{"model":"highest","initial":{"X":50},"ties":["X","Y"],"secondary":true,"weight_digits":2,"derived":[{"id":"x_mean","kind":"mean","of":"X","count":1,"digits":3}]},"outcomes":{"X":{"title":"X","description":"X.","recommendations":[]},"Y":{"title":"Y","description":"Y.","recommendations":[]}}}
    """#

func decodedBundle(_ text: String) throws -> QuizBundle {
    try QuizBundle(jsonBytes: Array(text.utf8))
}

func line(_ bundle: QuizBundle, _ answers: String) -> String {
    switch Scorer(bundle: bundle).score(jsonText: Array(answers.utf8)) {
    case .success(let result):
        var out: [UInt8] = []
        result.writeJSON(into: &out)
        return String(decoding: out, as: UTF8.self)
    case .failure(let error): return "error: \(error.code.rawValue): \(error.message)"
    }
}

@Suite("Profile scoring: derived scores, bands, nearest, fractional weights, axis percentages")
struct ProfileScoringTests {
    @Test func decimalFormRoundsHalfAwayFromZeroAndNeverWritesMinusZero() {
        func form(_ p: String, _ q: String, _ k: Int) -> String {
            ExactRational.decimalForm(
                numerator: ExactInteger(decimalText: p)!, denominator: ExactInteger(decimalText: q)!, digits: k)
        }
        #expect(form("5", "2", 0) == "3")
        #expect(form("-5", "2", 0) == "-3")
        #expect(form("7", "2", 1) == "3.5")
        #expect(form("1", "8", 2) == "0.13")
        #expect(form("-1", "8", 2) == "-0.13")
        #expect(form("-1", "1000", 2) == "0.00")
        #expect(form("0", "1", 3) == "0.000")
        #expect(form("25", "10", 0) == "3")
        #expect(form("35", "10", 0) == "4")
        #expect(form("1", "3", 6) == "0.333333")
        #expect(form("2", "3", 0) == "1")
        #expect(form("123456789012345678901234567890", "7", 2) == "17636684144620811271604938270.00")
        #expect(form("-36893488147419103233", "2", 1) == "-18446744073709551616.5")
    }

    @Test func exactIntegersBeyondSixtyFourBits() {
        let big = ExactInteger(decimalText: "340282366920938463463374607431768211457")!
        let (q, r) = big.quotientAndRemainder(dividingBy: ExactInteger(decimalText: "18446744073709551616")!)
        #expect(q.description == "18446744073709551616")
        #expect(r.description == "1")
        #expect((big - big).isZero)
        #expect((-big * ExactInteger(3)).description == "-1020847100762815390390123822295304634371")
        #expect(ExactRational(ExactInteger(6), ExactInteger(-4)).description == "-3/2")
    }

    @Test func everyDerivedKindResultsAndNearest() throws {
        let bundle = try decodedBundle(inventoryText)
        #expect(
            line(bundle, #"{"n1":1,"n2":5,"n3":2,"e1":"a","e2":["x"]}"#)
                == #"{"quiz":"inventory","version":"1.0.0","outcome":"calm","secondary":"mid_b","scores":{"N":4,"E":3,"I":0},"derived":{"n_mean":1.33,"n_ans":1.33,"e_pct":100,"i_share":0,"n_std":-0.42,"n_twice":2.7},"results":[{"id":"neuro","value":1.33,"band":"low"},{"id":"neuro_ans","value":1.33,"band":"under"},{"id":"extra","value":3,"band":"loud"}]}"#
        )
    }

    @Test func meanAnsweredCountsAnsweredQuestionsOnly() throws {
        let bundle = try decodedBundle(inventoryText)
        // n1 = 3 answered, n2 and n3 unanswered: 3 / 1, not 3 / 3; `below: 3` then `max: 3` gives "three".
        let result = try #require(Scorer(bundle: bundle).score(jsonText: Array(#"{"n1":3,"e1":"d"}"#.utf8)).value)
        #expect(result.derived.first { $0.id == "n_ans" }?.value?.text == "3.00")
        #expect(result.derived.first { $0.id == "n_mean" }?.value?.text == "1.00")
        #expect(result.results.first { $0.id == "neuro_ans" }?.band == "three")
        // Nothing answered: no value, no band; the linear score of it has none either.
        let none = try #require(Scorer(bundle: bundle).score(jsonText: Array(#"{"e1":"d","n1":null}"#.utf8)).value)
        #expect(none.derived.first { $0.id == "n_ans" }?.value == nil)
        #expect(none.derived.first { $0.id == "n_twice" }?.value == nil)
        #expect(none.results.first { $0.id == "neuro_ans" }?.band == nil)
        #expect(line(bundle, #"{"e1":"d"}"#).contains(#""n_ans":null"#))
        #expect(line(bundle, #"{"e1":"d"}"#).contains(#"{"id":"neuro_ans","value":null,"band":null}"#))
    }

    @Test func bandsBelowIsStrictAndMaxInclusive() throws {
        let bundle = try decodedBundle(inventoryText)
        // n_mean = 7 / 3 is below 2.5: "low"; 8 / 3 is not, and at most 3.5: "mid".
        let low = try #require(
            Scorer(bundle: bundle).score(jsonText: Array(#"{"n1":1,"n2":3,"n3":3,"e1":"d"}"#.utf8)).value)
        #expect(low.results[0].band == "low")
        let mid = try #require(
            Scorer(bundle: bundle).score(jsonText: Array(#"{"n1":2,"n2":3,"n3":3,"e1":"d"}"#.utf8)).value)
        #expect(mid.results[0].band == "mid")
        // E = 1 is at most 1: "quiet"; E = 2: "loud".
        #expect(Scorer(bundle: bundle).score(jsonText: Array(#"{"e1":"b"}"#.utf8)).value?.results[2].band == "quiet")
    }

    @Test func nearestTiesGoToTheEarliestInTies() throws {
        let bundle = try decodedBundle(inventoryText)
        // n_mean = 3 (N = 9), E = 0: squared distances calm 13, anxious 4, mid_a 1, mid_b 4.
        let result = try #require(
            Scorer(bundle: bundle).score(jsonText: Array(#"{"n1":3,"n2":3,"n3":3,"e1":"d"}"#.utf8)).value)
        #expect(result.outcome == "mid_a")
        // anxious and mid_b are both at 4: the runner-up is the earlier in `ties`, anxious.
        #expect(result.secondary == "anxious")
    }

    @Test func resultsOnlyProfileHasNoOutcome() throws {
        var json = try JSONParser().parse(Array(inventoryText.utf8))
        guard case .object(var members) = json else { return }
        for index in members.indices {
            if members[index].0 == "outcomes" { members[index].1 = .object([]) }
            if members[index].0 == "scoring", case .object(let scoring) = members[index].1 {
                members[index].1 = .object(scoring.filter { $0.0 != "nearest" })
            }
        }
        json = .object(members)
        let bundle = try QuizBundle(json: json)
        let result = try #require(Scorer(bundle: bundle).score(jsonText: Array(#"{"e1":"a"}"#.utf8)).value)
        #expect(result.outcome == nil)
        #expect(line(bundle, #"{"e1":"a"}"#).hasPrefix(#"{"quiz":"inventory","version":"1.0.0","scores":"#))
    }

    @Test func fractionalWeightsAreWrittenWithTheirDigits() throws {
        let bundle = try decodedBundle(fractionalText)
        #expect(
            line(bundle, #"{"q1":1,"q2":2}"#)
                == #"{"quiz":"fractional","version":"1.0.0","outcome":"X","scores":{"X":0.75,"Y":-0.25},"derived":{"x_mean":0.750}}"#
        )
        let result = try #require(Scorer(bundle: bundle).score(jsonText: Array(#"{"q1":1,"q2":2}"#.utf8)).value)
        #expect(result.scoreDigits == 2)
        #expect(result.scores.map(\.amount) == [75, -25])
    }

    @Test func axisPercentIsTheLetterPoleShare() throws {
        let bundle = try decodedBundle(axesPercentText)
        #expect(
            line(bundle, #"{"q1":"i","q2":"i","q3":"n","q4":"o"}"#)
                == #"{"quiz":"axes-percent","version":"1.0.0","outcome":"IN","scores":{"E":0,"I":2,"S":0,"N":2},"axes":[{"poles":["E","I"],"letter":"I","totals":{"E":0,"I":2},"percent":100.0},{"poles":["S","N"],"letter":"N","totals":{"S":0,"N":2},"percent":100.0}]}"#
        )
        // A tie on a letter that is no pole, and 0 against 0: 50.
        let tie = line(bundle, #"{"q1":"e","q2":"i","q3":"n","q4":"s"}"#)
        #expect(tie.contains(#""letter":"E","totals":{"E":2,"I":1},"percent":66.7"#))
        let none = line(bundle, #"{"q1":"n","q2":"n","q3":"o","q4":"o"}"#)
        #expect(none.contains(#""letter":"X","totals":{"E":0,"I":0},"percent":50.0"#))
    }

    @Test func fastAndGeneralPathsAgree() throws {
        let bundle = try decodedBundle(inventoryText)
        let scorer = Scorer(bundle: bundle)
        for answers in [
            #"{"n1":1,"n2":5,"n3":2,"e1":"a","e2":["x"]}"#, #"{"e1":"c","n3":4}"#, #"{"n2":null,"e1":"b","e2":[]}"#,
        ] {
            let fast = scorer.fastScore(jsonText: Array(answers.utf8))
            let general = try JSONParser().parse(Array(answers.utf8))
            #expect(fast != nil)
            #expect(fast == scorer.score(json: general).value)
        }
    }

    @Test func bundleRoundTripKeepsEveryNewMember() throws {
        for text in [inventoryText, axesPercentText, fractionalText] {
            let bundle = try decodedBundle(text)
            let again = try QuizBundle(jsonBytes: bundle.fileBytes(), verifyHash: true)
            #expect(again == bundle)
            #expect(again.scoring.profileResults == bundle.scoring.profileResults)
            #expect(again.fileBytes() == bundle.fileBytes())
        }
    }
}
