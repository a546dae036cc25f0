import Foundation
import Testing

@testable import QuizRuntime

@Suite("A scorer's bundle hash: computed once, kept, the same on every thread")
struct ScorerBundleHashTests {
    static func scorer(_ name: String) throws -> Scorer {
        Scorer(bundle: try QuizBundle(jsonBytes: try goldenBundleBytes(name), verifyHash: true))
    }

    @Test(arguments: try goldenBundleNames())
    func theKeptHashIsTheBundlesHash(name: String) throws {
        let scorer = try Self.scorer(name)
        #expect(scorer.bundleHash == scorer.bundle.hash())
        #expect(scorer.bundleHash == scorer.bundleHash)
    }

    @Test func theCacheComputesOnTheFirstCallOnlyAndKeepsThatHash() throws {
        let first = try Self.scorer("fitcircle-persona.json").bundle
        let second = try Self.scorer("big-five.json").bundle
        #expect(first.hash() != second.hash())
        let cache = BundleHashCache()
        #expect(cache.hash(of: first) == first.hash())
        // A second call does not hash again: it answers the kept hash, whatever it is given.
        #expect(cache.hash(of: second) == first.hash())
    }

    @Test func sessionsOnManyThreadsShareOneHash() async throws {
        let scorer = try Self.scorer("big-five.json")
        let expected = scorer.bundle.hash()
        let hashes = await withTaskGroup(of: String.self) { group in
            for _ in 0..<16 { group.addTask { scorer.bundleHash } }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(hashes == Array(repeating: expected, count: 16))
    }

    @Test func aResumedSessionCarriesTheKeptHash() throws {
        let scorer = try Self.scorer("fitcircle-persona.json")
        var started = QuizSession(scorer: scorer, seed: 3, clock: { 0 })
        let token = try started.save().get()
        let resumed = try QuizSession(scorer: scorer, resuming: token, clock: { 0 })
        #expect(started.hash == scorer.bundle.hash())
        #expect(resumed.hash == started.hash)
    }
}
