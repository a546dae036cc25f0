import Foundation
import QuizRuntime
import Testing

@testable import QuizBundleDiff
@_spi(Tools) @testable import QuizCompiler

/// The migration a new release records for tokens saved on `old`.
private func migration(_ old: QuizBundle, _ new: QuizBundle) throws -> QuizBundle.Migration {
    let migrations = ResumeMigration.migrations(from: [old], to: new)
    #expect(migrations.count == 1)
    return try #require(migrations.first)
}

@Suite("quizc build --earlier: what a saved session needs on a new release")
struct ResumeMigrationTests {
    @Test func aTextChangeNeedsNothing() throws {
        let old = try goldenBundle("fitcircle-persona")
        var new = old
        new.questions[0].text = "What is your main goal?"
        let found = try migration(old, new)
        #expect(found.hash == old.hash() && found.version == old.version)
        #expect(found.droppedQuestions.isEmpty && found.droppedOptions.isEmpty && found.refusals.isEmpty)
        #expect(found.neededQuestions.isEmpty)
    }

    @Test func questionsAddedAsRequiredOrNowRequiredAreNeeded() throws {
        let old = try goldenBundle("fitcircle-persona")
        var new = old
        var added = old.questions[2]
        added.id = "experience"
        added.key = "experience"
        new.questions.append(added)
        added.id = "extra"
        added.key = "extra"
        added.required = false
        new.questions.append(added)
        new.questions[4].required = true
        let found = try migration(old, new)
        #expect(found.neededQuestions == ["targetLoss", "experience"])
        #expect(found.refusals.isEmpty && found.droppedQuestions.isEmpty)
    }

    @Test func removedQuestionsAndOptionsAreDropped() throws {
        let old = try goldenBundle("fitcircle-persona")
        var new = old
        new.questions.remove(at: 3)
        new.questions[2].options.remove(at: 3)
        new.questions[2].required = false
        let found = try migration(old, new)
        #expect(found.droppedQuestions == ["timeCommitment"])
        #expect(found.droppedOptions == [.init(key: "fitnessLevel", options: ["athlete"])])
        #expect(found.refusals.isEmpty)
    }

    @Test func changedWeightsTypesAndKeysAreRefused() throws {
        let old = try goldenBundle("fitcircle-persona")
        var new = old
        new.questions[0].options[0].weights = [TraitAmount(trait: old.traits[0], amount: 7)]
        new.questions[1].key = "motivation"
        new.questions[2].id = "level"
        let found = try migration(old, new)
        #expect(found.refusals.map(\.key) == ["primaryGoal", "motivationStyle", "fitnessLevel"])
        #expect(found.refusals[0].reason.contains(#"option "lose_weight": weights changed"#))
        #expect(found.refusals[1].reason.contains("wire key renamed"))
        #expect(found.refusals[2].reason.contains(#"id changed to "level""#))
        #expect(found.droppedQuestions.isEmpty && found.droppedOptions.isEmpty)
    }

    @Test func onlyEarlierBundlesOfTheSameQuizWithAnotherHashAreListed() throws {
        let old = try goldenBundle("fitcircle-persona"), other = try goldenBundle("animal")
        var new = old
        new.version = "2.0.0"
        var middle = old
        middle.version = "1.5.0"
        // A release with this content built without the list is listed with nothing to change.
        let found = ResumeMigration.migrations(from: [old, other, new, middle], to: new)
        #expect(found.map(\.version).sorted() == [old.version, "1.5.0", "2.0.0"])
        #expect(found.map(\.hash) == found.map(\.hash).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        // The release this build makes, among the earlier ones, is not listed: a rebuild keeps its hash.
        var built = new
        built.migrations = ResumeMigration.migrations(from: [old, middle], to: new)
        let again = ResumeMigration.migrations(from: [old, middle, built], to: new)
        #expect(again == built.migrations)
    }

    @Test func theMemberRoundTripsAndChangesTheHash() throws {
        let old = try goldenBundle("fitcircle-persona")
        var new = old
        new.questions.remove(at: 3)
        new.migrations = ResumeMigration.migrations(from: [old], to: new)
        let read = try QuizBundle(jsonBytes: new.fileBytes(), verifyHash: true)
        #expect(read.migrations == new.migrations && read.hash() == new.hash())
        #expect(read.migration(from: old.hash())?.droppedQuestions == ["timeCommitment"])
        #expect(read.migration(from: new.hash()) == nil)
    }

    @Test func aBadMemberIsABundleError() throws {
        var json = try goldenBundle("fitcircle-persona").jsonValueWithoutHash()
        guard case .object(var members) = json else { return }
        members.append(("migrations", .object([("sha256:00", .object([("version", .string("1.0.0"))]))])))
        json = .object(members)
        #expect(throws: BundleError(path: "/migrations/sha256:00", message: "missing \"drop_questions\"")) {
            try QuizBundle(json: json)
        }
    }
}
