import Foundation
import QuizRuntime
import Testing

@testable import QuizBundleDiff
@_spi(Tools) @testable import QuizCompiler

/// A golden bundle, decoded the way `quizc diff` reads bundles.
func goldenBundle(_ name: String) throws -> QuizBundle {
    let url = packageRoot.appendingPathComponent("Tests/QuizCompilerTests/Golden/bundles/\(name).json")
    let data = try #require(FileManager.default.contents(atPath: url.path))
    return try QuizBundle(jsonBytes: [UInt8](data))
}

/// Compares a golden bundle with a copy changed by `mutate`.
func diffOfGolden(_ name: String, _ mutate: (inout QuizBundle) -> Void) throws -> QuizDiff {
    let old = try goldenBundle(name)
    var new = old
    mutate(&new)
    return BundleDiff.compare(old: old, new: new)
}

/// Expects a change of `kind` whose message contains `fragment`.
func expectChange(
    _ diff: QuizDiff, _ kind: ChangeKind, _ fragment: String, path: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let found = diff.changes.contains {
        $0.kind == kind && $0.message.contains(fragment) && (path == nil || $0.path == path)
    }
    #expect(
        found,
        "no \(kind.rawValue) change containing \"\(fragment)\"\(path.map { " at \($0)" } ?? ""); got:\n\(diff.changes.map { "\($0.kind.rawValue) \($0.path) \($0.message)" }.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
}

/// Expects only compatible changes, at least one.
func expectOnlyCompatible(_ diff: QuizDiff, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!diff.changes.isEmpty, "no change found", sourceLocation: sourceLocation)
    #expect(
        diff.breakingCount == 0,
        "unexpected breaking changes: \(diff.changes.filter { $0.kind == .breaking }.map(\.message))",
        sourceLocation: sourceLocation)
    #expect(diff.verdict == .ok, sourceLocation: sourceLocation)
}

/// Expects the verdict of a breaking change released without a MAJOR bump.
func expectBreaking(_ diff: QuizDiff, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(diff.breakingCount > 0, sourceLocation: sourceLocation)
    #expect(diff.verdict == .breakingWithoutMajorBump, sourceLocation: sourceLocation)
}

@Suite("quizc diff: classifying changes between releases")
struct DiffTests {
    // MARK: breaking

    @Test func quizRemovedIsBreaking() throws {
        let diffs = BundleDiff.compare(
            old: [try goldenBundle("mbti"), try goldenBundle("animal")], new: [try goldenBundle("animal")])
        #expect(diffs.map(\.quiz) == ["animal", "mbti"])
        #expect(diffs[0].changes.isEmpty && diffs[0].verdict == .ok)
        #expect(diffs[1].newVersion == nil)
        expectChange(diffs[1], .breaking, "quiz removed", path: "")
        expectBreaking(diffs[1])
    }

    @Test func wireKeyRenamedIsBreaking() throws {
        let diff = try diffOfGolden("fitcircle-persona") { $0.questions[1].key = "motivation" }
        expectChange(
            diff, .breaking, #"question "motivationStyle": wire key renamed from "motivationStyle" to "motivation""#,
            path: "/questions/motivationStyle/key")
        expectBreaking(diff)
    }

    @Test func questionTextThatIsTheWireKeyIsARename() throws {
        // mbti says `answer_key: text`: editing a question's text renames its wire key.
        let diff = try diffOfGolden("mbti") { bundle in
            bundle.questions[0].text = "I recharge in big groups."
            bundle.questions[0].key = "I recharge in big groups."
        }
        expectChange(diff, .breaking, #"question "ei-1": wire key renamed"#)
        #expect(!diff.changes.contains { $0.message.contains("text changed") })
    }

    @Test func questionRemovedIsBreaking() throws {
        let diff = try diffOfGolden("fitcircle-persona") { $0.questions.remove(at: 3) }
        expectChange(diff, .breaking, #"question "timeCommitment": removed (wire key "timeCommitment")"#)
        expectBreaking(diff)
    }

    @Test func optionRemovedIsBreaking() throws {
        let diff = try diffOfGolden("fitcircle-persona") { $0.questions[0].options.removeLast() }
        expectChange(
            diff, .breaking, #"question "primaryGoal": option "have_fun" removed"#,
            path: "/questions/primaryGoal/options/have_fun")
        expectBreaking(diff)
    }

    @Test func optionRenamedIsBreaking() throws {
        let diff = try diffOfGolden("fitcircle-persona") { $0.questions[0].options[4].id = "fun" }
        expectChange(diff, .breaking, #"question "primaryGoal": option "have_fun" renamed to "fun""#)
        #expect(!diff.changes.contains { $0.message.contains("added") })
        expectBreaking(diff)
    }

    @Test func scaleValueRemovedIsBreaking() throws {
        let diff = try diffOfGolden("mbti") { $0.questions[2].options.removeLast() }
        expectChange(diff, .breaking, #"question "ei-3": value 5 removed"#, path: "/questions/ei-3/options/5")
        expectBreaking(diff)
    }

    @Test func scaleValueRenumberedIsBreaking() throws {
        let diff = try diffOfGolden("mbti") { $0.questions[2].options[4].value = 6 }
        expectChange(diff, .breaking, #"question "ei-3": value 5 renamed to 6"#)
    }

    @Test func traitRemovedIsBreaking() throws {
        let diff = try diffOfGolden("fitcircle-persona") { bundle in
            bundle.traits.removeLast()
            if case .highest(let ties, let secondary) = bundle.scoring.rule {
                bundle.scoring.rule = .highest(ties: ties.filter { $0 != "fiona" }, secondary: secondary)
            }
        }
        expectChange(diff, .breaking, #"trait "fiona" removed"#, path: "/traits/fiona")
        expectBreaking(diff)
    }

    @Test func outcomeRemovedIsBreaking() throws {
        let diff = try diffOfGolden("mbti") { $0.outcomes.removeAll { $0.code == "INTJ" } }
        expectChange(diff, .breaking, #"outcome "INTJ" removed"#, path: "/outcomes/INTJ")
        expectBreaking(diff)
    }

    @Test func requiredQuestionAddedIsBreaking() throws {
        let diff = try diffOfGolden("fitcircle-persona") { bundle in
            var extra = bundle.questions[1]
            extra.id = "extra"
            extra.key = "extra"
            bundle.questions.append(extra)
        }
        expectChange(diff, .breaking, #"question "extra": required question added (wire key "extra")"#)
        expectBreaking(diff)
    }

    @Test func questionMadeRequiredIsBreaking() throws {
        let old = try goldenBundle("fitcircle-persona")
        var optional = old
        optional.questions[2].required = false
        let diff = BundleDiff.compare(old: optional, new: old)
        expectChange(diff, .breaking, #"question "fitnessLevel": now required"#)
        expectBreaking(diff)
    }

    @Test func questionTypeChangedIsBreaking() throws {
        let diff = try diffOfGolden("fitcircle-persona") { bundle in
            bundle.questions[0].type = .multiple
            bundle.questions[0].min = 1
            bundle.questions[0].max = 2
        }
        expectChange(diff, .breaking, #"question "primaryGoal": type changed from single to multiple"#)
    }

    @Test func scoringModelChangedIsBreaking() throws {
        let diff = try diffOfGolden("fitcircle-persona") {
            $0.scoring.rule = .bands(trait: "casey", bands: [.init(outcome: "casey", max: nil)])
        }
        expectChange(diff, .breaking, #"scoring: model changed from "highest" to "bands""#, path: "/scoring/model")
    }

    @Test func axisPolesChangedIsBreaking() throws {
        let diff = try diffOfGolden("mbti") { bundle in
            guard case .axes(var axes) = bundle.scoring.rule else { return }
            axes[0] = QuizBundle.Scoring.Axis(poles: ("I", "E"), tie: "I")
            bundle.scoring.rule = .axes(axes)
        }
        expectChange(diff, .breaking, "scoring: axis 1 poles changed from E/I to I/E", path: "/scoring/axes/0/poles")
    }

    @Test func axisTieLetterChangedIsBreaking() throws {
        let diff = try diffOfGolden("mbti") { bundle in
            guard case .axes(var axes) = bundle.scoring.rule else { return }
            axes[3].tie = "X"
            bundle.scoring.rule = .axes(axes)
        }
        expectChange(
            diff, .breaking, #"scoring: axis 4 (J/P) tie letter changed from "P" to "X""#, path: "/scoring/axes/3/tie")
        expectBreaking(diff)
    }

    @Test func tieOrderChangedIsBreaking() throws {
        let diff = try diffOfGolden("fitcircle-persona") {
            $0.scoring.rule = .highest(ties: ["sarah", "casey", "mike", "fiona"], secondary: true)
        }
        expectChange(
            diff, .breaking,
            "scoring: tie order changed from [casey, sarah, mike, fiona] to [sarah, casey, mike, fiona]")
    }

    @Test func secondaryChangedIsBreaking() throws {
        let diff = try diffOfGolden("fitcircle-persona") {
            $0.scoring.rule = .highest(ties: ["casey", "sarah", "mike", "fiona"], secondary: false)
        }
        expectChange(diff, .breaking, "scoring: secondary changed from true to false", path: "/scoring/secondary")
    }

    @Test func bandsChangedIsBreaking() throws {
        var old = try goldenBundle("fitcircle-persona")
        old.scoring.rule = .bands(
            trait: "casey", bands: [.init(outcome: "mike", max: 2), .init(outcome: "casey", max: nil)])
        var new = old
        new.scoring.rule = .bands(
            trait: "casey", bands: [.init(outcome: "mike", max: 3), .init(outcome: "casey", max: nil)])
        let diff = BundleDiff.compare(old: old, new: new)
        expectChange(
            diff, .breaking, "scoring: bands changed from [mike ≤ 2, casey] to [mike ≤ 3, casey]",
            path: "/scoring/bands")
        var otherTrait = old
        otherTrait.scoring.rule = .bands(
            trait: "mike", bands: [.init(outcome: "mike", max: 2), .init(outcome: "casey", max: nil)])
        expectChange(
            BundleDiff.compare(old: old, new: otherTrait), .breaking,
            #"scoring: banded trait changed from "casey" to "mike""#)
    }

    @Test func initialScoreChangedIsBreaking() throws {
        let diff = try diffOfGolden("fitcircle-persona") {
            $0.scoring.initial = [TraitAmount(trait: "sarah", amount: 1)]
        }
        expectChange(
            diff, .breaking, #"scoring: initial score of "sarah" changed from 0 to 1"#, path: "/scoring/initial/sarah")
    }

    @Test func weightChangeThatChangesAnOutcomeIsBreaking() throws {
        let diff = try diffOfGolden("fitcircle-persona") {
            $0.questions[1].options[0].weights = [TraitAmount(trait: "casey", amount: 1)]
        }
        expectChange(
            diff, .breaking,
            #"question "motivationStyle": option "competition": weights changed from {casey: 3} to {casey: 1}"#,
            path: "/questions/motivationStyle/options/competition/weights")
        expectChange(
            diff, .breaking, "scoring: the weight changes change the outcome of some answers: {", path: "/scoring")
        expectBreaking(diff)
        // The witness really scores differently in the two releases.
        let witness = try #require(diff.changes.first { $0.path == "/scoring" }?.message)
        let json = String(witness[try #require(witness.firstIndex(of: "{"))...witness.firstIndex(of: "}")!])
        let old = try goldenBundle("fitcircle-persona")
        var new = old
        new.questions[1].options[0].weights = [TraitAmount(trait: "casey", amount: 1)]
        let before = try Scorer(bundle: old).score(jsonText: Array(json.utf8)).get()
        let after = try Scorer(bundle: new).score(jsonText: Array(json.utf8)).get()
        #expect(before.outcome != after.outcome || before.secondary != after.secondary)
    }

    @Test func runnerUpChangeIsBreaking() throws {
        // fitcircle names a runner-up (`secondary: true`): changing only it changes the result.
        // Its four questions that are always shown (the follow-ups would find another answer set first).
        var old = try goldenBundle("fitcircle-persona")
        old.questions = Array(old.questions.prefix(4))
        var new = old
        new.questions[0].options[0].weights = [TraitAmount(trait: "casey", amount: 9)]
        let diff = BundleDiff.compare(old: old, new: new)
        expectChange(
            diff, .breaking, #"gave "casey" (runner-up "mike") and now give "casey" (runner-up "sarah")"#,
            path: "/scoring")
    }

    @Test func weightChangeTooLargeToCheckIsBreaking() throws {
        // mbti has 5^24 answer sets.
        let diff = try diffOfGolden("mbti") {
            $0.questions[5].options[0].weights = [TraitAmount(trait: "E", amount: 3)]
        }
        expectChange(diff, .breaking, #"question "ei-6": value 1: weights changed"#)
        expectChange(
            diff, .breaking, "could not be checked exhaustively (more than 200000 answer sets)", path: "/scoring")
        expectBreaking(diff)
    }

    @Test func multipleChoiceLimitsNarrowedAreBreaking() throws {
        let raised = try diffOfGolden("animal") { $0.questions[2].min = 2 }
        expectChange(
            raised, .breaking, #"question "words": minimum number of choices changed from 1 to 2"#,
            path: "/questions/words/min")
        let lowered = try diffOfGolden("animal") { $0.questions[5].max = 4 }
        expectChange(
            lowered, .breaking, #"question "avoid": maximum number of choices changed from 5 to 4"#,
            path: "/questions/avoid/max")
    }

    @Test func rangeBoundsNarrowedAreBreaking() throws {
        let diff = try diffOfGolden("animal") { $0.questions[6].max = 6 }
        expectChange(diff, .breaking, #"question "pace": range maximum changed from 7 to 6"#)
        let raised = try diffOfGolden("animal") { $0.questions[6].min = 2 }
        expectChange(raised, .breaking, #"question "pace": range minimum changed from 1 to 2"#)
    }

    @Test func rangeAnchorAddedThatMovesNumbersIsBreaking() throws {
        // Few enough questions to check exhaustively: numbers that picked "sleepy" now pick "steady".
        var old = try goldenBundle("animal")
        old.questions = old.questions.filter { ["saturday", "morning_energy", "pace"].contains($0.id) }
        var new = old
        new.questions[1].options.append(
            QuizBundle.Option(
                id: "wired", value: nil, label: "Wired", weights: [TraitAmount(trait: "rabbit", amount: 2)], pin: false)
        )
        let diff = BundleDiff.compare(old: old, new: new)
        expectChange(diff, .compatible, #"question "morning_energy": option "wired" added"#)
        expectChange(
            diff, .breaking,
            #"the changed anchors of range questions (numbers map to other anchors) change the outcome of some answers: {"saturday":"#
        )
        expectBreaking(diff)
    }

    // MARK: compatible

    @Test func quizAddedIsCompatible() throws {
        let diffs = BundleDiff.compare(old: [], new: [try goldenBundle("mbti")])
        #expect(diffs.count == 1 && diffs[0].oldVersion == nil && diffs[0].newVersion == "1.1.0")
        expectChange(diffs[0], .compatible, "quiz added")
        expectOnlyCompatible(diffs[0])
    }

    @Test func titleAndDescriptionAreCompatible() throws {
        let diff = try diffOfGolden("fitcircle-persona") { bundle in
            bundle.title = "Find your coach"
            bundle.description = (bundle.description ?? "") + " Updated."
        }
        expectChange(diff, .compatible, "title changed", path: "/title")
        expectChange(diff, .compatible, "description", path: "/description")
        expectOnlyCompatible(diff)
    }

    @Test func localeIsCompatible() throws {
        let diff = try diffOfGolden("mbti") { $0.sourceLocale = "en-GB" }
        expectChange(diff, .compatible, #"source locale changed from "en" to "en-GB""#)
        expectOnlyCompatible(diff)
    }

    @Test func questionTextIsCompatibleWhenItIsNotTheKey() throws {
        let diff = try diffOfGolden("fitcircle-persona") { $0.questions[0].text = "What is your main goal?" }
        expectChange(diff, .compatible, #"question "primaryGoal": text changed"#)
        expectOnlyCompatible(diff)
    }

    @Test func labelsAreCompatible() throws {
        let diff = try diffOfGolden("mbti") { $0.questions[0].options[0].label = "Strongly disagree" }
        expectChange(diff, .compatible, #"question "ei-1": value 1: label changed"#)
        expectOnlyCompatible(diff)
    }

    @Test func outcomeTextsAreCompatible() throws {
        let diff = try diffOfGolden("mbti") { bundle in
            bundle.outcomes[0].title += "!"
            bundle.outcomes[0].description += " More."
            bundle.outcomes[0].recommendations.append("Read more.")
        }
        let code = try goldenBundle("mbti").outcomes[0].code
        expectChange(diff, .compatible, "outcome \"\(code)\": title changed")
        expectChange(diff, .compatible, "outcome \"\(code)\": description changed")
        expectChange(diff, .compatible, "outcome \"\(code)\": recommendations changed")
        expectOnlyCompatible(diff)
    }

    @Test func presentationIsCompatible() throws {
        let diff = try diffOfGolden("mbti") { bundle in
            bundle.presentation.pageSize = 4
            bundle.presentation.shuffleQuestions = true
            bundle.presentation.timeLimit = 30
            bundle.presentation.draw = [QuizBundle.Presentation.Draw(pool: nil, count: 20)]
            bundle.questions[0].pin = true
        }
        expectChange(diff, .compatible, "presentation: page_size changed from 6 to 4")
        expectChange(diff, .compatible, "presentation: shuffle_questions changed from false to true")
        expectChange(diff, .compatible, "presentation: time_limit changed from none to 30")
        expectChange(diff, .compatible, "presentation: draw changed from none to [20 of all]")
        expectChange(diff, .compatible, #"question "ei-1": pin changed to true"#)
        expectOnlyCompatible(diff)
    }

    @Test func optionalQuestionAddedIsCompatible() throws {
        let diff = try diffOfGolden("fitcircle-persona") { bundle in
            var extra = bundle.questions[1]
            extra.id = "extra"
            extra.key = "extra"
            extra.required = false
            bundle.questions.append(extra)
        }
        expectChange(diff, .compatible, #"question "extra": optional question added"#)
        expectOnlyCompatible(diff)
    }

    @Test func questionMadeOptionalIsCompatible() throws {
        let diff = try diffOfGolden("fitcircle-persona") { $0.questions[2].required = false }
        expectChange(diff, .compatible, #"question "fitnessLevel": now optional"#)
        expectOnlyCompatible(diff)
    }

    @Test func optionAddedIsCompatible() throws {
        let diff = try diffOfGolden("fitcircle-persona") { bundle in
            bundle.questions[0].options.append(
                QuizBundle.Option(
                    id: "relax", value: nil, label: "Relax", weights: [TraitAmount(trait: "sarah", amount: 1)],
                    pin: false))
        }
        expectChange(
            diff, .compatible, #"question "primaryGoal": option "relax" added"#,
            path: "/questions/primaryGoal/options/relax")
        expectOnlyCompatible(diff)
    }

    @Test func optionsReorderedAreCompatible() throws {
        let diff = try diffOfGolden("fitcircle-persona") { $0.questions[0].options.reverse() }
        expectChange(diff, .compatible, #"question "primaryGoal": options reordered"#)
        expectOnlyCompatible(diff)
    }

    @Test func outcomeAddedIsCompatible() throws {
        let diff = try diffOfGolden("mbti") {
            $0.outcomes.append(
                QuizBundle.Outcome(code: "XXXX", title: "Mixed", description: "Balanced.", recommendations: []))
        }
        expectChange(diff, .compatible, #"outcome "XXXX" added"#)
        expectOnlyCompatible(diff)
    }

    @Test func examplesAreCompatible() throws {
        let diff = try diffOfGolden("fitcircle-persona") { $0.examples.removeLast() }
        expectChange(diff, .compatible, "examples changed (8 before, 7 now)", path: "/examples")
        expectOnlyCompatible(diff)
    }

    @Test func weightChangesThatKeepEveryOutcomeAreCompatible() throws {
        // Doubling every weight keeps every comparison, so every answer set keeps its result.
        let diff = try diffOfGolden("fitcircle-persona") { bundle in
            for q in bundle.questions.indices {
                for o in bundle.questions[q].options.indices {
                    bundle.questions[q].options[o].weights = bundle.questions[q].options[o].weights.map {
                        TraitAmount(trait: $0.trait, amount: $0.amount * 2)
                    }
                }
            }
        }
        expectChange(
            diff, .compatible,
            #"question "primaryGoal": option "lose_weight": weights changed from {casey: 2, mike: 1} to {casey: 4, mike: 2}"#
        )
        expectChange(
            diff, .compatible, "scoring: the weight changes keep every outcome (all ",
            path: "/scoring")
        expectOnlyCompatible(diff)
    }

    @Test func choiceLimitsWidenedAreCompatible() throws {
        let diff = try diffOfGolden("animal") { $0.questions[2].max = 3 }
        expectChange(diff, .compatible, #"question "words": maximum number of choices changed from 2 to 3"#)
        expectOnlyCompatible(diff)
    }

    @Test func traitAddedIsCompatibleWhenNoOutcomeMoves() throws {
        // The new trait joins the tie order; no old answer can reach it, as checked.
        let diff = try diffOfGolden("fitcircle-persona") { bundle in
            bundle.traits.append("zoe")
            bundle.scoring.rule = .highest(ties: ["casey", "sarah", "mike", "fiona", "zoe"], secondary: true)
        }
        expectChange(diff, .compatible, #"trait "zoe" added"#)
        expectChange(diff, .compatible, "the new traits in the tie order keep every outcome")
        expectOnlyCompatible(diff)
    }

    @Test func traitsReorderedAreCompatible() throws {
        let diff = try diffOfGolden("fitcircle-persona") { $0.traits.reverse() }
        expectChange(diff, .compatible, "traits reordered")
        expectOnlyCompatible(diff)
    }

    @Test func questionIDChangedWithTheSameKeyIsCompatible() throws {
        let diff = try diffOfGolden("mbti") { $0.questions[0].id = "extraversion-1" }
        expectChange(diff, .compatible, #"question "ei-1": id changed to "extraversion-1" (the wire key is unchanged)"#)
        expectOnlyCompatible(diff)
    }

    @Test func identicalBundlesHaveNoChanges() throws {
        let diff = try diffOfGolden("animal") { _ in }
        #expect(diff.changes.isEmpty)
        #expect(diff.verdict == .ok)
    }

    // MARK: the MAJOR-bump rule

    @Test func breakingChangesNeedAMajorBump() throws {
        let removeOption: (inout QuizBundle) -> Void = { $0.questions[0].options.removeLast() }
        for (version, verdict) in [
            ("1.0.0", QuizDiff.Verdict.breakingWithoutMajorBump), ("1.1.0", .breakingWithoutMajorBump),
            ("1.0.1", .breakingWithoutMajorBump), ("0.9.0", .breakingWithoutMajorBump),
            ("2.0.0", .ok), ("10.0.0", .ok), ("2.0.0-beta.1", .ok), ("two", .breakingWithoutMajorBump),
        ] {
            let diff = try diffOfGolden("fitcircle-persona") { bundle in
                removeOption(&bundle)
                bundle.version = version
            }
            #expect(diff.verdict == verdict, "version \(version)")
        }
    }

    @Test func compatibleChangesNeedNoBump() throws {
        let diff = try diffOfGolden("fitcircle-persona") { $0.title = "Other" }
        #expect(diff.verdict == .ok)
        #expect(!diff.majorBumped)
    }

    @Test func majorVersionParsing() {
        #expect(SemanticVersion.major("1.2.3") == 1)
        #expect(SemanticVersion.major("12.0.0-rc.1") == 12)
        #expect(SemanticVersion.major("v1.2.3") == nil)
        #expect(SemanticVersion.major("1") == nil)
        #expect(SemanticVersion.nextMajor("1.4.2") == "2.0.0")
    }

    // MARK: reports

    @Test func textAndJSONReports() throws {
        let diff = try diffOfGolden("fitcircle-persona") { bundle in
            bundle.questions[0].options.removeLast()
            bundle.title = "Other"
            bundle.version = "1.2.0"
        }
        let text = DiffReport.text([diff])
        #expect(
            text == """
                compatible: fitcircle-persona: title changed
                breaking: fitcircle-persona: question "primaryGoal": option "have_fun" removed
                fitcircle-persona 1.1.0 -> 1.2.0: breaking-without-major-bump: 1 breaking and 1 compatible change; breaking changes need a MAJOR version bump (2.0.0 or later)
                quizc: 1 quiz compared: 1 with breaking changes without a MAJOR version bump

                """)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(DiffReport.json([diff]).utf8)) as? [String: Any])
        let quiz = try #require((json["quizzes"] as? [[String: Any]])?.first)
        #expect(quiz["quiz"] as? String == "fitcircle-persona")
        #expect(quiz["old_version"] as? String == "1.1.0")
        #expect(quiz["new_version"] as? String == "1.2.0")
        #expect(quiz["verdict"] as? String == "breaking-without-major-bump")
        let changes = try #require(quiz["changes"] as? [[String: String]])
        #expect(
            changes.last == [
                "kind": "breaking", "path": "/questions/primaryGoal/options/have_fun",
                "message": #"question "primaryGoal": option "have_fun" removed"#,
            ])
    }

    // MARK: range anchors

    /// A one-question quiz whose range anchor i adds i + 1 to trait `t`.
    static func rangeBundle(min: Int, max: Int, anchors: Int) -> QuizBundle {
        let options = (0..<anchors).map {
            QuizBundle.Option(
                id: "a\($0)", value: nil, label: "A\($0)", weights: [TraitAmount(trait: "t", amount: $0 + 1)],
                pin: false)
        }
        return QuizBundle(
            quiz: "r", version: "1.0.0", title: "R", description: nil, sourceLocale: "en", traits: ["t"],
            scoring: QuizBundle.Scoring(initial: [], rule: .highest(ties: ["t"], secondary: false)),
            presentation: QuizBundle.Presentation(
                pageSize: 1, shuffleQuestions: false, shuffleOptions: false, timeLimit: nil, draw: []),
            questions: [
                QuizBundle.Question(
                    id: "q", key: "q", text: "Q", type: .range, required: true, shuffle: false, pin: false,
                    pool: nil, min: min, max: max, options: options)
            ],
            outcomes: [QuizBundle.Outcome(code: "t", title: "T", description: "T", recommendations: [])], examples: [])
    }

    /// The anchor the runtime picks for a number literal.
    static func anchor(_ bundle: QuizBundle, _ number: String) throws -> Int {
        let result = try Scorer(bundle: bundle).score(jsonText: Array("{\"q\": \(number)}".utf8)).get()
        return try #require(result.score(of: "t")) - 1
    }

    @Test(arguments: [
        (0, 10, 3, 0, 10, 4), (0, 10, 3, 0, 20, 3), (1, 7, 4, 0, 9, 5), (-5, 5, 2, -3, 8, 7), (0, 1, 2, 0, 1, 3),
        (0, 3, 4, 0, 3, 4), (2, 9, 6, 0, 4, 3),
    ])
    func rangeMappingFindsExactlyThePairsNumbersPick(config: (Int, Int, Int, Int, Int, Int)) throws {
        let (oldMin, oldMax, oldAnchors, newMin, newMax, newAnchors) = config
        let old = Self.rangeBundle(min: oldMin, max: oldMax, anchors: oldAnchors)
        let new = Self.rangeBundle(min: newMin, max: newMax, anchors: newAnchors)
        let pairs = try #require(
            RangeAnchorMapping.pairs(
                old: .init(min: oldMin, max: oldMax, anchors: oldAnchors),
                new: .init(min: newMin, max: newMax, anchors: newAnchors)))
        // Each pair's number picks that pair in the runtime.
        for pair in pairs {
            let number = try #require(pair.number)
            #expect(try Self.anchor(old, number) == pair.old, "old anchor for \(number)")
            #expect(try Self.anchor(new, number) == pair.new, "new anchor for \(number)")
        }
        // Brute force on a grid of thousandths: distinct breakpoints are at least
        // 1 / (4·(n−1)·(n′−1)) apart, more than a thousandth here, so every stretch holds a
        // grid point.
        let low = Swift.max(oldMin, newMin), high = Swift.min(oldMax, newMax)
        var seen: [[Int]] = []
        for thousandths in (low * 1000)...(high * 1000) {
            let magnitude = abs(thousandths)
            let fraction = String(magnitude % 1000)
            let number =
                (thousandths < 0 ? "-" : "") + "\(magnitude / 1000)."
                + String(repeating: "0", count: 3 - fraction.count) + fraction
            let found = [try Self.anchor(old, number), try Self.anchor(new, number)]
            if seen.last != found { seen.append(found) }
        }
        #expect(pairs.map { [$0.old, $0.new] } == seen)
    }
}
