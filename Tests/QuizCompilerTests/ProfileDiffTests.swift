import QuizRuntime
import Testing

@testable import QuizBundleDiff
@_spi(Tools) @testable import QuizCompiler

/// Every weight of a bundle times `factor` (a bundle with more weight digits writes the same
/// numbers as larger integers).
func scaledWeights(_ bundle: inout QuizBundle, by factor: Int) {
    for q in bundle.questions.indices {
        for o in bundle.questions[q].options.indices {
            bundle.questions[q].options[o].weights = bundle.questions[q].options[o].weights.map {
                TraitAmount(trait: $0.trait, amount: $0.amount * factor)
            }
        }
    }
}

/// The changes one comparison function logs.
func loggedChanges(_ compare: (inout ChangeLog) -> Void) -> QuizDiff {
    var log = ChangeLog()
    compare(&log)
    return QuizDiff(quiz: "q", oldVersion: "1.0.0", newVersion: "1.1.0", changes: log.changes)
}

@Suite("quizc diff: weight digits, axis percentages and derived scores")
struct ScaleAndDerivedDiffTests {
    typealias DerivedScore = QuizBundle.Scoring.DerivedScore

    @Test func weightDigitsChangedIsBreakingAndWeightsCompareInRealUnits() throws {
        // The same weights written at one decimal: every score is written 3.0 instead of 3.
        let diff = try diffOfGolden("fitcircle-persona") { bundle in
            bundle.scoring.weightDigits = 1
            scaledWeights(&bundle, by: 10)
        }
        expectChange(
            diff, .breaking,
            "scoring: weight digits changed from 0 to 1 (results now write every score with 1 decimal instead of as integers)",
            path: "/scoring/weight_digits")
        #expect(diff.changes.count == 1, "\(diff.changes)")
    }

    @Test func fractionalWeightChangesPrintInRealUnits() throws {
        var old = try goldenBundle("fitcircle-persona")
        old.scoring.weightDigits = 2
        scaledWeights(&old, by: 100)
        var new = old
        new.scoring.weightDigits = 1
        scaledWeights(&new, by: 1)
        for q in new.questions.indices {
            for o in new.questions[q].options.indices {
                new.questions[q].options[o].weights = new.questions[q].options[o].weights.map {
                    TraitAmount(trait: $0.trait, amount: $0.amount / 10)
                }
            }
        }
        new.questions[1].options[0].weights = [TraitAmount(trait: "casey", amount: 25)]
        let diff = BundleDiff.compare(old: old, new: new)
        expectChange(
            diff, .breaking,
            #"question "motivationStyle": option "competition": weights changed from {casey: 3} to {casey: 2.5}"#,
            path: "/questions/motivationStyle/options/competition/weights")
        expectChange(diff, .breaking, "weight digits changed from 2 to 1", path: "/scoring/weight_digits")
        // Only the one option whose real weight moved.
        #expect(diff.changes.filter { $0.path.hasSuffix("/weights") }.count == 1)
    }

    @Test func initialScoresAndBandLimitsCompareInRealUnits() throws {
        var old = try goldenBundle("fitcircle-persona")
        old.scoring.initial = [TraitAmount(trait: "sarah", amount: 1)]
        old.scoring.rule = .bands(
            trait: "casey", bands: [.init(outcome: "mike", max: 2), .init(outcome: "casey", max: nil)])
        var same = old
        same.scoring.weightDigits = 1
        scaledWeights(&same, by: 10)
        same.scoring.initial = [TraitAmount(trait: "sarah", amount: 10)]
        same.scoring.rule = .bands(
            trait: "casey", bands: [.init(outcome: "mike", max: 20), .init(outcome: "casey", max: nil)])
        let unchanged = BundleDiff.compare(old: old, new: same)
        #expect(unchanged.changes.map(\.path) == ["/scoring/weight_digits"])
        var moved = same
        moved.scoring.initial = [TraitAmount(trait: "sarah", amount: 15)]
        moved.scoring.rule = .bands(
            trait: "casey", bands: [.init(outcome: "mike", max: 25), .init(outcome: "casey", max: nil)])
        let diff = BundleDiff.compare(old: old, new: moved)
        expectChange(diff, .breaking, #"scoring: initial score of "sarah" changed from 1 to 1.5"#)
        expectChange(diff, .breaking, "scoring: bands changed from [mike ≤ 2, casey] to [mike ≤ 2.5, casey]")
    }

    @Test func axisPercentagesAddedAreCompatibleRemovedOrRedigitedBreaking() throws {
        // The shipped mbti reports percentages: compare it with itself without them.
        var withoutPercent = try goldenBundle("mbti")
        withoutPercent.scoring.axisPercentDigits = nil
        var withZeroDigits = withoutPercent
        withZeroDigits.scoring.axisPercentDigits = 0
        let added = BundleDiff.compare(old: withoutPercent, new: withZeroDigits)
        expectChange(
            added, .compatible, #"scoring: axis percentages added (each result's axes gain "percent", as integers)"#,
            path: "/scoring/percent_digits")
        expectOnlyCompatible(added)
        var withPercent = try goldenBundle("mbti")
        withPercent.scoring.axisPercentDigits = 0
        var removed = withPercent
        removed.scoring.axisPercentDigits = nil
        let removal = BundleDiff.compare(old: withPercent, new: removed)
        expectChange(removal, .breaking, #"scoring: axis percentages removed (results no longer write "percent""#)
        expectBreaking(removal)
        var redigited = withPercent
        redigited.scoring.axisPercentDigits = 1
        let digits = BundleDiff.compare(old: withPercent, new: redigited)
        expectChange(
            digits, .breaking,
            #"scoring: axis percentage digits changed from 0 to 1 (the same answers write another "percent": with 1 decimal instead of as integers)"#
        )
    }

    static let derived: [DerivedScore] = [
        DerivedScore(id: "casey_mean", kind: .mean(of: "casey", count: 4), digits: 2),
        DerivedScore(
            id: "casey_pct", kind: .percent(of: "casey", min: BundleDecimal(0), max: BundleDecimal(12)), digits: 0),
        DerivedScore(id: "casey_share", kind: .share(of: "casey", against: "mike"), digits: 0),
    ]

    func withDerived(_ derived: [DerivedScore]) throws -> QuizBundle {
        var bundle = try goldenBundle("fitcircle-persona")
        bundle.scoring.derived = derived
        return bundle
    }

    @Test func derivedScoreAddedIsCompatibleRemovedIsBreaking() throws {
        let old = try withDerived(Array(Self.derived.prefix(2)))
        let added = BundleDiff.compare(old: old, new: try withDerived(Self.derived))
        expectChange(added, .compatible, #"derived score "casey_share" added"#, path: "/scoring/derived/casey_share")
        expectOnlyCompatible(added)
        let removed = BundleDiff.compare(old: old, new: try withDerived([Self.derived[1]]))
        expectChange(removed, .breaking, #"derived score "casey_mean" removed"#, path: "/scoring/derived/casey_mean")
        expectBreaking(removed)
    }

    @Test func derivedScoresReorderedAreCompatible() throws {
        let diff = BundleDiff.compare(
            old: try withDerived(Self.derived), new: try withDerived(Self.derived.reversed()))
        expectChange(diff, .compatible, "derived scores reordered", path: "/scoring/derived")
        expectOnlyCompatible(diff)
    }

    @Test func derivedDefinitionChangedIsBreaking() throws {
        var changed = Self.derived
        changed[2].kind = .share(of: "casey", against: "sarah")
        changed[0].kind = .meanAnswered(of: "casey")
        let diff = BundleDiff.compare(old: try withDerived(Self.derived), new: try withDerived(changed))
        expectChange(
            diff, .breaking,
            #"derived score "casey_share": definition changed from share of "casey" against "mike" to share of "casey" against "sarah""#,
            path: "/scoring/derived/casey_share")
        expectChange(
            diff, .breaking,
            #"derived score "casey_mean": definition changed from mean of "casey" to mean of "casey" over answered questions"#
        )
        var linear = Self.derived
        linear.append(
            DerivedScore(
                id: "std",
                kind: .linear(of: "casey_mean", times: BundleDecimal(units: 25, scale: 2)!, plus: BundleDecimal(0)),
                digits: 2))
        var moved = linear
        moved[3].kind = .linear(
            of: "casey_mean", times: BundleDecimal(units: 25, scale: 2)!, plus: BundleDecimal(units: -75, scale: 2)!)
        let linearDiff = BundleDiff.compare(old: try withDerived(linear), new: try withDerived(moved))
        expectChange(
            linearDiff, .breaking,
            #"derived score "std": definition changed from linear of "casey_mean" (times 0.25, plus 0) to linear of "casey_mean" (times 0.25, plus -0.75)"#
        )
        var sum = Self.derived
        sum.append(DerivedScore(id: "both", kind: .sum(of: ["casey", "mike"]), digits: 0))
        var summed = sum
        summed[3].kind = .sum(of: ["casey", "sarah"])
        expectChange(
            BundleDiff.compare(old: try withDerived(sum), new: try withDerived(summed)), .breaking,
            #"derived score "both": definition changed from sum of "casey", "mike" to sum of "casey", "sarah""#)
    }

    @Test func derivedDigitsChangedIsBreaking() throws {
        var changed = Self.derived
        changed[0].digits = 1
        let diff = BundleDiff.compare(old: try withDerived(Self.derived), new: try withDerived(changed))
        expectChange(
            diff, .breaking,
            #"derived score "casey_mean": digits changed from 2 to 1 (the same answers write another value)"#,
            path: "/scoring/derived/casey_mean/digits")
        expectBreaking(diff)
    }

    @Test func meanCountAndPercentRangeAreCheckedLikeWeights() throws {
        // The outcome of `highest` never reads a derived score: no answer set changes result.
        var changed = Self.derived
        changed[0].kind = .mean(of: "casey", count: 5)
        changed[1].kind = .percent(of: "casey", min: BundleDecimal(0), max: BundleDecimal(units: 125, scale: 1)!)
        let diff = BundleDiff.compare(old: try withDerived(Self.derived), new: try withDerived(changed))
        expectChange(
            diff, .compatible,
            #"derived score "casey_mean": question count changed from 4 to 5 (the questions that weigh "casey")"#,
            path: "/scoring/derived/casey_mean/count")
        expectChange(
            diff, .compatible, #"derived score "casey_pct": range of "casey" changed from 0…12 to 0…12.5"#,
            path: "/scoring/derived/casey_pct/range")
        expectChange(
            diff, .compatible,
            "scoring: the changed question counts and ranges of derived scores keep every outcome (all "
        )
        expectOnlyCompatible(diff)
    }
}

@Suite("quizc diff: profile results, bands and nearest profiles")
struct ProfileDiffTests {
    typealias ProfileResult = QuizBundle.Scoring.ProfileResult
    typealias ResultBand = QuizBundle.Scoring.ResultBand
    typealias Nearest = QuizBundle.Scoring.Nearest

    static func band(_ id: String, _ limit: QuizBundle.Scoring.BandLimit?) -> ResultBand {
        ResultBand(id: id, limit: limit, title: id.uppercased(), description: nil, recommendations: [])
    }

    static let neuroticism = ProfileResult(
        id: "neuroticism", title: "Neuroticism", description: nil, score: "n_mean", parent: nil,
        bands: [band("low", .below(BundleDecimal(3))), band("neutral", .max(BundleDecimal(3))), band("high", nil)])
    static let anxiety = ProfileResult(
        id: "anxiety", title: "Anxiety", description: "Worry.", score: "n1", parent: "neuroticism",
        bands: [band("low", .below(BundleDecimal(units: 25, scale: 1)!)), band("high", nil)])

    func results(_ old: [ProfileResult], _ new: [ProfileResult]) -> QuizDiff {
        loggedChanges { ProfileResultDiff.compare(old, new, into: &$0) }
    }

    @Test func resultRemovedIsBreakingAddedIsCompatible() {
        let removed = results([Self.neuroticism, Self.anxiety], [Self.neuroticism])
        expectChange(removed, .breaking, #"result "anxiety" removed"#, path: "/scoring/results/anxiety")
        let added = results([Self.neuroticism], [Self.neuroticism, Self.anxiety])
        expectChange(added, .compatible, #"result "anxiety" added"#, path: "/scoring/results/anxiety")
        expectOnlyCompatible(added)
        let reordered = results([Self.neuroticism, Self.anxiety], [Self.anxiety, Self.neuroticism])
        expectChange(reordered, .compatible, "results reordered", path: "/scoring/results")
        expectOnlyCompatible(reordered)
    }

    @Test func resultScoreChangedIsBreakingParentAndTextsCompatible() {
        var changed = Self.anxiety
        changed.score = "n2"
        let score = results([Self.anxiety], [changed])
        expectChange(
            score, .breaking, #"result "anxiety": score changed from "n1" to "n2""#,
            path: "/scoring/results/anxiety/score")
        var display = Self.anxiety
        display.parent = nil
        display.title = "Worry"
        display.description = nil
        display.bands[1].title = "Worried"
        display.bands[1].recommendations = ["Breathe."]
        let texts = results([Self.anxiety], [display])
        expectChange(texts, .compatible, #"result "anxiety": parent changed from "neuroticism" to none"#)
        expectChange(texts, .compatible, #"result "anxiety": title changed"#)
        expectChange(texts, .compatible, #"result "anxiety": description changed"#)
        expectChange(
            texts, .compatible, #"result "anxiety": band "high": title changed"#,
            path: "/scoring/results/anxiety/bands/high/title")
        expectChange(texts, .compatible, #"result "anxiety": band "high": recommendations changed"#)
        expectOnlyCompatible(texts)
    }

    @Test func bandLimitMovedIsBreaking() {
        var moved = Self.neuroticism
        moved.bands[0].limit = .below(BundleDecimal(units: 25, scale: 1)!)
        let diff = results([Self.neuroticism], [moved])
        expectChange(
            diff, .breaking, #"result "neuroticism": band "low": limit changed from below 3 to below 2.5"#,
            path: "/scoring/results/neuroticism/bands/low/limit")
        // `below 3` and `max 3` differ exactly at 3.
        var inclusive = Self.neuroticism
        inclusive.bands[0].limit = .max(BundleDecimal(3))
        expectChange(
            results([Self.neuroticism], [inclusive]), .breaking,
            #"result "neuroticism": band "low": limit changed from below 3 to max 3"#)
    }

    @Test func bandAddedRemovedRenamedOrReorderedIsBreaking() {
        var added = Self.anxiety
        added.bands.insert(Self.band("mid", .max(BundleDecimal(3))), at: 1)
        expectChange(
            results([Self.anxiety], [added]), .breaking,
            #"result "anxiety": band "mid" added (it takes values that gave another band)"#,
            path: "/scoring/results/anxiety/bands/mid")
        var removed = Self.neuroticism
        removed.bands.remove(at: 1)
        expectChange(
            results([Self.neuroticism], [removed]), .breaking, #"result "neuroticism": band "neutral" removed"#)
        var renamed = Self.neuroticism
        renamed.bands[2].id = "elevated"
        let rename = results([Self.neuroticism], [renamed])
        expectChange(rename, .breaking, #"result "neuroticism": band "high" renamed to "elevated""#)
        #expect(!rename.changes.contains { $0.message.contains("added") })
        var reordered = Self.anxiety
        reordered.bands = [Self.band("high", .below(BundleDecimal(units: 25, scale: 1)!)), Self.band("low", nil)]
        expectChange(
            results([Self.anxiety], [reordered]), .breaking,
            #"result "anxiety": bands reordered (a value takes the first band that admits it)"#)
    }

    static let nearest = Nearest(
        over: ["econ", "dipl"], distance: .euclidean,
        profiles: [
            .init(outcome: "left", at: [BundleDecimal(20), BundleDecimal(50)]),
            .init(outcome: "right", at: [BundleDecimal(80), BundleDecimal(50)]),
        ], ties: ["left", "right"])

    func nearest(_ old: Nearest?, _ new: Nearest?) -> QuizDiff {
        loggedChanges { NearestDiff.compare(old, new, into: &$0) }
    }

    @Test func nearestAddedIsCompatibleRemovedIsBreaking() {
        let added = nearest(nil, Self.nearest)
        expectChange(
            added, .compatible, "scoring: nearest profiles added over [econ, dipl] (results now have an outcome)",
            path: "/scoring/nearest")
        expectOnlyCompatible(added)
        expectChange(
            nearest(Self.nearest, nil), .breaking,
            "scoring: nearest profiles removed (results no longer have an outcome)")
    }

    @Test func targetMovedIsBreaking() {
        var moved = Self.nearest
        moved.profiles[1].at = [BundleDecimal(units: 755, scale: 1)!, BundleDecimal(50)]
        expectChange(
            nearest(Self.nearest, moved), .breaking,
            #"scoring: nearest: profile "right": target moved from {econ: 80, dipl: 50} to {econ: 75.5, dipl: 50}"#,
            path: "/scoring/nearest/profiles/right/at")
    }

    @Test func profileAddedOrRemovedIsBreaking() {
        var added = Self.nearest
        added.profiles.append(.init(outcome: "centre", at: [BundleDecimal(50), BundleDecimal(50)]))
        added.ties.append("centre")
        let addition = nearest(Self.nearest, added)
        expectChange(
            addition, .breaking, #"scoring: nearest: profile "centre" added (answers nearer to it now give it)"#,
            path: "/scoring/nearest/profiles/centre")
        // A tie order that only gains the new profile is not a second change.
        #expect(addition.changes.count == 1)
        var removed = Self.nearest
        removed.profiles.removeLast()
        removed.ties.removeLast()
        expectChange(nearest(Self.nearest, removed), .breaking, #"scoring: nearest: profile "right" removed"#)
    }

    @Test func tieOrderDistanceAndScoresComparedAreBreaking() {
        var ties = Self.nearest
        ties.ties = ["right", "left"]
        expectChange(
            nearest(Self.nearest, ties), .breaking,
            "scoring: nearest: tie order changed from [left, right] to [right, left]", path: "/scoring/nearest/ties")
        var distance = Self.nearest
        distance.distance = .manhattan
        expectChange(
            nearest(Self.nearest, distance), .breaking,
            "scoring: nearest: distance changed from euclidean to manhattan", path: "/scoring/nearest/distance")
        var over = Self.nearest
        over.over = ["econ", "govt"]
        over.profiles[0].at = [BundleDecimal(20), BundleDecimal(10)]
        let overDiff = nearest(Self.nearest, over)
        expectChange(
            overDiff, .breaking, "scoring: nearest: scores compared changed from [econ, dipl] to [econ, govt]",
            path: "/scoring/nearest/over")
        // Targets over other scores are not compared one by one.
        #expect(overDiff.changes.count == 1)
    }
}

@Suite("quizc diff: profile bundles")
struct ProfileBundleDiffTests {
    /// fitcircle-persona scored as a profile: one banded result of casey's mean, no nearest.
    static func profileBundle() throws -> QuizBundle {
        var bundle = try goldenBundle("fitcircle-persona")
        bundle.scoring.derived = [.init(id: "casey_mean", kind: .mean(of: "casey", count: 4), digits: 2)]
        bundle.scoring.rule = .profile(results: [ProfileDiffTests.neuroticism], nearest: nil)
        bundle.translations = bundle.translations.map { texts in
            var texts = texts
            texts.results = [
                ResultTexts(
                    title: "N", description: nil,
                    bands: ProfileDiffTests.neuroticism.bands.map {
                        BandTexts(title: $0.id, description: nil, recommendations: [])
                    })
            ]
            return texts
        }
        return bundle
    }

    @Test func bandChangesOfAProfileBundleAreBreaking() throws {
        let old = try Self.profileBundle()
        var new = old
        var result = ProfileDiffTests.neuroticism
        result.bands[1].limit = .max(BundleDecimal(4))
        new.scoring.rule = .profile(results: [result], nearest: ProfileDiffTests.nearest)
        let diff = BundleDiff.compare(old: old, new: new)
        expectChange(
            diff, .breaking, #"result "neuroticism": band "neutral": limit changed from max 3 to max 4"#,
            path: "/scoring/results/neuroticism/bands/neutral/limit")
        expectChange(diff, .compatible, "scoring: nearest profiles added over [econ, dipl]")
        expectBreaking(diff)
        #expect(!diff.changes.contains { $0.message.contains("model changed") })
    }

    @Test func translatedResultTextsAreCompatible() throws {
        let old = try Self.profileBundle()
        var new = old
        new.translations[0].results[0].bands[2].title = "Hoch"
        new.translations[0].results[0].title = "Neurotizismus"
        let diff = BundleDiff.compare(old: old, new: new)
        expectChange(diff, .compatible, "locale \"\(old.translations[0].locale)\": 2 texts changed")
        expectOnlyCompatible(diff)
    }
}
