import Foundation
import QuizRuntime
import Testing

/// One edit of a golden bundle and the change line `quizc diff` must print for it.
struct BundleEdit: Sendable, CustomTestStringConvertible {
    var name: String
    var quiz: String
    /// `breaking` or `compatible`.
    var kind: String
    /// Part of the expected line after `kind: quiz: `.
    var fragment: String
    var apply: @Sendable (inout QuizBundle) -> Void

    var testDescription: String { "\(kind): \(name)" }

    /// Every kind of breaking change.
    static let breaking: [BundleEdit] = [
        BundleEdit(
            name: "wire key renamed", quiz: "fitcircle-persona", kind: "breaking",
            fragment: #"question "motivationStyle": wire key renamed from "motivationStyle" to "motivation""#
        ) { $0.questions[1].key = "motivation" },
        BundleEdit(
            name: "question removed", quiz: "fitcircle-persona", kind: "breaking",
            fragment: #"question "timeCommitment": removed"#
        ) { $0.questions.removeAll { $0.id.isExactly("timeCommitment") } },
        BundleEdit(
            name: "option removed", quiz: "fitcircle-persona", kind: "breaking",
            fragment: #"question "primaryGoal": option "have_fun" removed"#
        ) { $0.questions[0].options.removeLast() },
        BundleEdit(
            name: "option renamed", quiz: "fitcircle-persona", kind: "breaking",
            fragment: #"question "primaryGoal": option "have_fun" renamed to "fun""#
        ) { $0.questions[0].options[4].id = "fun" },
        BundleEdit(
            name: "scale value removed", quiz: "mbti", kind: "breaking",
            fragment: #"question "ei-3": value 5 removed"#
        ) { $0.questions[2].options.removeLast() },
        BundleEdit(
            name: "trait removed", quiz: "fitcircle-persona", kind: "breaking", fragment: #"trait "fiona" removed"#
        ) { bundle in
            bundle.traits.removeLast()
            bundle.scoring.rule = .highest(ties: ["casey", "sarah", "mike"], secondary: true)
            for q in bundle.questions.indices {
                for o in bundle.questions[q].options.indices {
                    bundle.questions[q].options[o].weights.removeAll { $0.trait == "fiona" }
                }
            }
            bundle.outcomes.removeAll { $0.code == "fiona" }
            bundle.examples = []
        },
        BundleEdit(name: "outcome removed", quiz: "mbti", kind: "breaking", fragment: #"outcome "INTJ" removed"#) {
            $0.outcomes.removeAll { $0.code == "INTJ" }
        },
        BundleEdit(
            name: "required question added", quiz: "fitcircle-persona", kind: "breaking",
            fragment: #"question "extra": required question added"#
        ) { bundle in
            var extra = bundle.questions[1]
            extra.id = "extra"
            extra.key = "extra"
            bundle.questions.append(extra)
        },
        BundleEdit(
            name: "question made required", quiz: "fitcircle-persona", kind: "breaking",
            fragment: #"question "fitnessLevel": now required"#
        ) { _ in },
        BundleEdit(
            name: "question type changed", quiz: "fitcircle-persona", kind: "breaking",
            fragment: #"question "motivationStyle": type changed from single to multiple"#
        ) { bundle in
            // motivationStyle: no condition reads it, so the edited bundle stays valid.
            bundle.questions[1].type = .multiple
            bundle.questions[1].min = 1
            bundle.questions[1].max = 2
        },
        BundleEdit(
            name: "scoring model changed", quiz: "fitcircle-persona", kind: "breaking",
            fragment: #"scoring: model changed from "highest" to "bands""#
        ) { $0.scoring.rule = .bands(trait: "casey", bands: [.init(outcome: "casey", max: nil)]) },
        BundleEdit(
            name: "axis tie letter changed", quiz: "mbti", kind: "breaking",
            fragment: #"scoring: axis 1 (E/I) tie letter changed from "I" to "X""#
        ) { bundle in
            guard case .axes(var axes) = bundle.scoring.rule else { return }
            axes[0].tie = "X"
            bundle.scoring.rule = .axes(axes)
        },
        BundleEdit(
            name: "tie order changed", quiz: "fitcircle-persona", kind: "breaking",
            fragment: "scoring: tie order changed"
        ) { $0.scoring.rule = .highest(ties: ["sarah", "casey", "mike", "fiona"], secondary: true) },
        BundleEdit(
            name: "secondary changed", quiz: "fitcircle-persona", kind: "breaking",
            fragment: "scoring: secondary changed from true to false"
        ) { $0.scoring.rule = .highest(ties: ["casey", "sarah", "mike", "fiona"], secondary: false) },
        BundleEdit(
            name: "initial score changed", quiz: "fitcircle-persona", kind: "breaking",
            fragment: #"scoring: initial score of "sarah" changed from 0 to 1"#
        ) { $0.scoring.initial = [TraitAmount(trait: "sarah", amount: 1)] },
        BundleEdit(
            name: "weights change an outcome", quiz: "fitcircle-persona", kind: "breaking",
            fragment: "scoring: the weight changes change the outcome of some answers"
        ) { $0.questions[1].options[0].weights = [TraitAmount(trait: "casey", amount: 1)] },
        BundleEdit(
            name: "weights too many to check", quiz: "mbti", kind: "breaking",
            fragment: "scoring: the weight changes could not be checked exhaustively"
        ) { $0.questions[5].options[0].weights = [TraitAmount(trait: "E", amount: 3)] },
        BundleEdit(
            name: "multiple minimum raised", quiz: "animal", kind: "breaking",
            fragment: #"question "words": minimum number of choices changed from 1 to 2"#
        ) { $0.questions[2].min = 2 },
        BundleEdit(
            name: "range narrowed", quiz: "animal", kind: "breaking",
            fragment: #"question "pace": range maximum changed from 7 to 6"#
        ) { $0.questions[6].max = 6 },
    ]

    /// Every kind of compatible change.
    static let compatible: [BundleEdit] = [
        BundleEdit(name: "title", quiz: "fitcircle-persona", kind: "compatible", fragment: "title changed") {
            $0.title = "Find your coach"
        },
        BundleEdit(name: "description", quiz: "fitcircle-persona", kind: "compatible", fragment: "description") {
            $0.description = "New."
        },
        BundleEdit(
            name: "source locale", quiz: "mbti", kind: "compatible",
            fragment: #"source locale changed from "en" to "en-GB""#
        ) { $0.sourceLocale = "en-GB" },
        BundleEdit(
            name: "question text", quiz: "fitcircle-persona", kind: "compatible",
            fragment: #"question "primaryGoal": text changed"#
        ) { $0.questions[0].text = "Your main goal?" },
        BundleEdit(
            name: "label", quiz: "mbti", kind: "compatible", fragment: #"question "ei-1": value 1: label changed"#
        ) { $0.questions[0].options[0].label = "No!" },
        BundleEdit(
            name: "outcome text", quiz: "mbti", kind: "compatible",
            fragment: #"outcome "INTJ": recommendations changed"#
        ) { bundle in
            if let index = bundle.outcomes.firstIndex(where: { $0.code == "INTJ" }) {
                bundle.outcomes[index].recommendations.append("Plan less.")
            }
        },
        BundleEdit(
            name: "presentation", quiz: "mbti", kind: "compatible",
            fragment: "presentation: page_size changed from 6 to 4"
        ) { $0.presentation.pageSize = 4 },
        BundleEdit(
            name: "optional question added", quiz: "fitcircle-persona", kind: "compatible",
            fragment: #"question "extra": optional question added"#
        ) { bundle in
            var extra = bundle.questions[1]
            extra.id = "extra"
            extra.key = "extra"
            extra.required = false
            bundle.questions.append(extra)
        },
        BundleEdit(
            name: "option added", quiz: "fitcircle-persona", kind: "compatible",
            fragment: #"question "primaryGoal": option "relax" added"#
        ) { bundle in
            bundle.questions[0].options.append(
                QuizBundle.Option(
                    id: "relax", value: nil, label: "Relax", weights: [TraitAmount(trait: "sarah", amount: 1)],
                    pin: false))
        },
        BundleEdit(name: "outcome added", quiz: "mbti", kind: "compatible", fragment: #"outcome "XXXX" added"#) {
            bundle in
            bundle.outcomes.append(
                QuizBundle.Outcome(code: "XXXX", title: "Mixed", description: "Balanced.", recommendations: []))
        },
        BundleEdit(name: "examples", quiz: "fitcircle-persona", kind: "compatible", fragment: "examples changed") {
            $0.examples.removeLast()
        },
        BundleEdit(
            name: "weights that keep every outcome", quiz: "fitcircle-persona", kind: "compatible",
            fragment: "scoring: the weight changes keep every outcome (all 1152 answer sets checked)"
        ) { bundle in
            for q in bundle.questions.indices {
                for o in bundle.questions[q].options.indices {
                    bundle.questions[q].options[o].weights = bundle.questions[q].options[o].weights.map {
                        TraitAmount(trait: $0.trait, amount: $0.amount * 3)
                    }
                }
            }
        },
        BundleEdit(
            name: "question made optional", quiz: "fitcircle-persona", kind: "compatible",
            fragment: #"question "fitnessLevel": now optional"#
        ) { $0.questions[2].required = false },
        BundleEdit(
            name: "choice limit widened", quiz: "animal", kind: "compatible",
            fragment: #"question "words": maximum number of choices changed from 2 to 3"#
        ) { $0.questions[2].max = 3 },
    ]
}

@Suite("quizc diff, run as a process")
struct DiffCommandTests {
    static let golden = packageRoot.appendingPathComponent("Tests/QuizCompilerTests/Golden/bundles")

    static func bundle(_ quiz: String) throws -> QuizBundle {
        let data = try #require(
            FileManager.default.contents(atPath: golden.appendingPathComponent("\(quiz).json").path))
        return try QuizBundle(jsonBytes: [UInt8](data))
    }

    /// Writes `old` and `new` into a fresh folder; returns their paths.
    static func write(_ old: QuizBundle, _ new: QuizBundle, in folder: URL) throws -> (String, String) {
        let oldURL = folder.appendingPathComponent("old.json"), newURL = folder.appendingPathComponent("new.json")
        try Data(old.fileBytes()).write(to: oldURL)
        try Data(new.fileBytes()).write(to: newURL)
        return (oldURL.path, newURL.path)
    }

    /// The old release for an edit: the golden bundle, except where the edit needs a
    /// different starting point (a question made required starts out optional).
    static func oldRelease(for edit: BundleEdit) throws -> QuizBundle {
        var old = try bundle(edit.quiz)
        // The old release is 1.0.0 whatever the shipped quiz's version is now.
        old.version = "1.0.0"
        if edit.name == "question made required" { old.questions[2].required = false }
        return old
    }

    static func newRelease(for edit: BundleEdit, version: String? = nil) throws -> QuizBundle {
        var new = try bundle(edit.quiz)
        edit.apply(&new)
        if let version { new.version = version }
        return new
    }

    @Test(arguments: BundleEdit.breaking)
    func breakingChangeWithoutMajorBumpFails(edit: BundleEdit) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (old, new) = try Self.write(
            try Self.oldRelease(for: edit), try Self.newRelease(for: edit, version: "1.1.0"), in: folder)
        let result = try runFrontend(["diff", old, new])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("breaking: \(edit.quiz): \(edit.fragment)"), "\(result.stdout)")
        #expect(result.stdout.contains("\(edit.quiz) 1.0.0 -> 1.1.0: breaking-without-major-bump:"), "\(result.stdout)")
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: BundleEdit.breaking)
    func breakingChangeWithMajorBumpPasses(edit: BundleEdit) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (old, new) = try Self.write(
            try Self.oldRelease(for: edit), try Self.newRelease(for: edit, version: "2.0.0"), in: folder)
        let result = try runFrontend(["diff", old, new])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("breaking: \(edit.quiz): \(edit.fragment)"))
        #expect(result.stdout.contains("\(edit.quiz) 1.0.0 -> 2.0.0: ok:"))
        #expect(result.stdout.contains("(MAJOR version bumped)"))
    }

    @Test(arguments: BundleEdit.compatible)
    func compatibleChangePasses(edit: BundleEdit) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (old, new) = try Self.write(try Self.oldRelease(for: edit), try Self.newRelease(for: edit), in: folder)
        let result = try runFrontend(["diff", old, new])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("compatible: \(edit.quiz): \(edit.fragment)"), "\(result.stdout)")
        #expect(!result.stdout.contains("breaking:"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("quizc: 1 quiz compared: ok\n"))
    }

    @Test func foldersPairQuizzesByID() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let newFolder = folder.appendingPathComponent("new")
        try FileManager.default.createDirectory(at: newFolder, withIntermediateDirectories: true)
        // animal unchanged (under another file name), color removed, mbti retitled, a new quiz added.
        try Data(try Self.bundle("animal").fileBytes()).write(to: newFolder.appendingPathComponent("zoo.json"))
        var mbti = try Self.bundle("mbti")
        mbti.title = "Types"
        mbti.version = "1.0.1"
        try Data(mbti.fileBytes()).write(to: newFolder.appendingPathComponent("mbti.json"))
        try Data(try Self.bundle("fitcircle-persona").fileBytes()).write(
            to: newFolder.appendingPathComponent("fitcircle-persona.json"))
        var added = try Self.bundle("fitcircle-persona")
        added.quiz = "fitcircle-two"
        try Data(added.fileBytes()).write(to: newFolder.appendingPathComponent("fitcircle-two.json"))
        try Data("{\"format\": \"quiz-index/1\"}".utf8).write(to: newFolder.appendingPathComponent("index.json"))

        let result = try runFrontend(["diff", "--format", "json", Self.golden.path, newFolder.path])
        #expect(result.status == 1, "color was removed: \(result.stdout)\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let quizzes = try #require(object["quizzes"] as? [[String: Any]])
        #expect(
            quizzes.map { $0["quiz"] as? String } == [
                "animal", "big-five", "color", "fitcircle-persona", "fitcircle-two", "mbti",
            ])
        let byID = Dictionary(uniqueKeysWithValues: quizzes.map { ($0["quiz"] as? String ?? "", $0) })
        #expect(byID["animal"]?["verdict"] as? String == "ok")
        #expect((byID["animal"]?["changes"] as? [Any])?.isEmpty == true)
        #expect(byID["color"]?["verdict"] as? String == "breaking-without-major-bump")
        #expect(byID["color"]?["new_version"] is NSNull)
        #expect(
            (byID["color"]?["changes"] as? [[String: String]]) == [
                ["kind": "breaking", "path": "", "message": "quiz removed"]
            ])
        #expect(byID["fitcircle-two"]?["old_version"] is NSNull)
        #expect(byID["fitcircle-two"]?["verdict"] as? String == "ok")
        #expect(
            (byID["fitcircle-two"]?["changes"] as? [[String: String]]) == [
                ["kind": "compatible", "path": "", "message": "quiz added"]
            ])
        #expect(byID["mbti"]?["new_version"] as? String == "1.0.1")
        #expect(
            (byID["mbti"]?["changes"] as? [[String: String]]) == [
                ["kind": "compatible", "path": "/title", "message": "title changed"]
            ])
        for quiz in quizzes {
            #expect(Array(quiz.keys).sorted() == ["changes", "new_version", "old_version", "quiz", "verdict"])
        }
    }

    @Test func aFolderAgainstItselfHasNoChanges() throws {
        let result = try runFrontend(["diff", Self.golden.path, Self.golden.path])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                animal 1.0.0 -> 1.0.0: ok: no changes
                big-five 1.0.0 -> 1.0.0: ok: no changes
                color 1.0.0 -> 1.0.0: ok: no changes
                fitcircle-persona 1.1.0 -> 1.1.0: ok: no changes
                mbti 1.1.0 -> 1.1.0: ok: no changes
                quizc: 5 quizzes compared: ok

                """)
    }

    @Test func unreadableInputExitsTwo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldenPath = Self.golden.appendingPathComponent("mbti.json").path
        let missing = try runFrontend(["diff", goldenPath, folder.appendingPathComponent("nope.json").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.json: no such file or folder"))
        #expect(missing.stdout.isEmpty)
        let notBundle = folder.appendingPathComponent("bad.json")
        try Data("{\"format\": \"quiz-bundle/9\"}".utf8).write(to: notBundle)
        let invalid = try runFrontend(["diff", goldenPath, notBundle.path])
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("bad.json: not a usable quiz bundle"))
        // A bundle edited after it was built no longer matches its hash: not compared.
        let golden = try #require(FileManager.default.contents(atPath: goldenPath))
        let edited = folder.appendingPathComponent("edited.json")
        try Data(
            String(decoding: golden, as: UTF8.self).replacingOccurrences(
                of: "\"version\": \"1.1.0\"", with: "\"version\": \"1.1.1\""
            ).utf8
        ).write(to: edited)
        let stale = try runFrontend(["diff", goldenPath, edited.path])
        #expect(stale.status == 2)
        #expect(
            stale.stderr.contains("edited.json: not a usable quiz bundle: /hash: the bundle's content hashes to"),
            "\(stale.stderr)")
        try FileManager.default.removeItem(at: edited)
        // Two bundles of one quiz in a folder cannot be paired.
        try Data(try Self.bundle("mbti").fileBytes()).write(to: folder.appendingPathComponent("a.json"))
        try Data(try Self.bundle("mbti").fileBytes()).write(to: folder.appendingPathComponent("b.json"))
        try FileManager.default.removeItem(at: notBundle)
        let duplicate = try runFrontend(["diff", goldenPath, folder.path])
        #expect(duplicate.status == 2)
        #expect(duplicate.stderr.contains(#"holds quiz "mbti""#))
    }

    @Test func usageErrorsExit64() throws {
        let golden = Self.golden.appendingPathComponent("mbti.json").path
        #expect(try runFrontend(["diff", golden]).status == 64)
        #expect(try runFrontend(["diff", "--format", "sarif", golden, golden]).status == 64)
    }
}
