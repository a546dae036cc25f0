import Testing

@_spi(Tools) @testable import QuizYAML

@Suite("Strict dialect: every rule at its exact line:column")
struct StrictnessTests {
    @Test func duplicateKeyReportsBothPlaces() throws {
        let document = load("quiz: a\ntitle: x\nquiz: b\n")
        #expect(summary(document) == ["duplicate-mapping-key@3:1"])
        let note = try #require(document.problems.first?.notes.first)
        #expect(note.range?.start == SourcePosition(line: 1, column: 1))
        // The first value is kept.
        #expect(document.root?["quiz"]?.scalarText == "a")
    }

    @Test func duplicateKeysCompareByScalarsNotCanonicalEquivalence() {
        // "é" precomposed and decomposed are different keys on the wire.
        let document = load("\"caf\u{E9}\": 1\n\"cafe\u{301}\": 2\n")
        #expect(document.problems.isEmpty)
        let same = load("\"caf\u{E9}\": 1\n\"caf\u{E9}\": 2\n")
        #expect(summary(same) == ["duplicate-mapping-key@2:1"])
    }

    @Test func explicitTagIsUnsupported() {
        #expect(summary(load("quiz: !!str 12\n")) == ["unsupported-yaml@1:7"])
        #expect(summary(load("a: !custom [1]\n")) == ["unsupported-yaml@1:4"])
    }

    @Test func mergeKeyIsUnsupported() {
        let document = load("base: {a: 1}\nother:\n  <<: {a: 2}\n  b: 3\n")
        #expect(summary(document) == ["unsupported-yaml@3:3"])
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() {
        #expect(load("\"<<\": 1\n").problems.isEmpty)
    }

    @Test func complexKeyIsUnsupported() {
        #expect(summary(load("? [a, b]\n: 1\n")) == ["unsupported-yaml@1:3"])
    }

    @Test func secondDocumentIsUnsupported() {
        let document = load("quiz: a\n---\nquiz: b\n")
        #expect(summary(document) == ["unsupported-yaml@2:1"])
    }

    @Test func anchorsAndAliasesAreRejected() {
        let document = load("a: &x 1\nb: *x\n")
        #expect(summary(document) == ["unsupported-yaml@1:4", "unsupported-yaml@2:4"])
    }

    @Test func aliasBombEndsQuicklyWithBoundedWork() {
        // The classic "billion laughs": each level nine aliases of the one before.
        var text = "a: &a [\"lol\"]\n"
        let names = "bcdefghij".map(String.init)
        var previous = "a"
        for name in names {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
            previous = name
        }
        let document = load(text)
        #expect(document.problems.allSatisfy { $0.code == .unsupportedYAML })
        #expect(document.problems.count == 10 + 81)
    }

    @Test func deepNestingStopsAtTheDepthLimit() {
        let text = String(repeating: "[", count: 100_000)
        let document = load(text)
        #expect(summary(document) == ["limit-exceeded@1:65"])
        #expect(document.root == nil)
    }

    @Test func deepBlockNestingStopsAtTheDepthLimit() {
        var text = ""
        for depth in 0..<70 { text += String(repeating: " ", count: depth) + "k:\n" }
        let document = load(text)
        #expect(summary(document) == ["limit-exceeded@65:65"])
    }

    @Test func nodeLimit() {
        let document = load("[1, 2, 3, 4, 5]", limits: YAMLLimits(maxNodes: 4))
        #expect(summary(document) == ["limit-exceeded@1:11"])
    }

    @Test func fileSizeLimit() {
        let document = load(String(repeating: "a", count: 101), limits: YAMLLimits(maxFileBytes: 100))
        #expect(summary(document) == ["limit-exceeded@1:1"])
    }
}
