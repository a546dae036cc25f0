import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@testable @_spi(Tools) import QuizCompiler
@testable import QuizFixes

/// The pieces of `lint --fix`: edits at scalar columns, names and texts written back as
/// YAML, the safety proof (a wire key is never touched by a safe fix), convergence, and
/// fixes kept by the lint result cache.
@Suite("Fix mechanics")
struct FixMechanicsTests {
    static func edit(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int, _ text: String)
        -> Diagnostic.Fix.Edit
    {
        Diagnostic.Fix.Edit(
            file: "f",
            range: SourceRange(
                start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn)
            ),
            replacement: text)
    }

    @Test func editsCountScalarsAfterCRLFAndAstralCharactersAndABOM() {
        let bytes = Array("\u{FEFF}a: 😀x\r\nb: 𠀀yz\u{2028}c: w".utf8)
        let edited = SourceEdits.apply(
            [Self.edit(1, 5, 1, 6, "X"), Self.edit(2, 5, 2, 7, "Q"), Self.edit(3, 4, 3, 5, "v")], to: bytes)
        #expect(edited.map { String(decoding: $0, as: UTF8.self) } == "\u{FEFF}a: 😀X\r\nb: 𠀀Q\u{2028}c: v")
    }

    @Test func overlappingOrMisplacedEditsApplyNothing() {
        let bytes = Array("abc\n".utf8)
        #expect(SourceEdits.apply([Self.edit(1, 1, 1, 3, "x"), Self.edit(1, 2, 1, 4, "y")], to: bytes) == nil)
        #expect(SourceEdits.apply([Self.edit(1, 2, 1, 2, "x"), Self.edit(1, 2, 1, 2, "y")], to: bytes) == nil)
        #expect(SourceEdits.apply([Self.edit(3, 1, 3, 2, "x")], to: bytes) == nil)
        #expect(SourceEdits.apply([Self.edit(1, 3, 1, 2, "x")], to: bytes) == nil)
        #expect(SourceEdits.apply([Self.edit(1, 1, 1, 2, "x")], to: [0xFF, 0x0A]) == nil)
    }

    @Test(arguments: [
        "bold", "true", "no", "12", "a b", "x: y", "#c", "-a", "é", "q\"uote\\", "tab\there", "\u{202E}", "😀",
    ])
    func scalarsReadBackAsWritten(_ value: String) throws {
        let document = YAMLLoader(limits: .standard).load(Array("k: \(YAMLScalarText.render(value))\n".utf8))
        guard case .mapping(let entries) = document.root?.content else {
            Issue.record("not a mapping")
            return
        }
        #expect(entries.first?.value.scalarText == value)
        if value == "\u{202E}" { #expect(YAMLScalarText.render(value) == "\"\\u202E\"") }
    }

    static let quiz = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - id: q1
            text: "Pick \\u202Eone\\a"
            options:
              - {id: x, label: A, weights: {a: 1}}
              - {id: y, label: B, weights: {b: 1}}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """

    static func folder(_ files: [String: String]) throws -> (URL, [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quizc-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return (folder, files.keys.sorted().map { folder.appendingPathComponent($0).path })
    }

    @Test func twoFixesOfOneTextConvergeOverTwoRounds() throws {
        let (_, paths) = try Self.folder(["demo.quiz.yaml": Self.quiz])
        let outcome = FixRounds(paths: paths, compilation: QuizCompilation(), mode: .safe).run()
        #expect(outcome == FixRounds.Outcome(applied: 2, changedFiles: paths, rounds: 2, converged: true))
        let text = String(decoding: FileManager.default.contents(atPath: paths[0]) ?? Data(), as: UTF8.self)
        #expect(text.contains(#"text: "Pick \u202Eone\u202C""#))
        #expect(BuildSession(paths: paths).diagnostics.isEmpty)
    }

    @Test func aRunThatStopsBeforeAFixedPointSaysWhereFixesWereLeft() throws {
        let (_, paths) = try Self.folder(["demo.quiz.yaml": Self.quiz])
        let outcome = FixRounds(paths: paths, compilation: QuizCompilation(), mode: .safe, roundLimit: 1).run()
        #expect(outcome.applied == 1 && outcome.rounds == 1 && !outcome.converged && outcome.failure == nil)
        #expect(outcome.leftAt.count == 1)
        #expect(outcome.leftAt.first?.hasPrefix(paths[0] + ":8:") == true)
        let streams = CapturedStreams()
        FixEngine.say(outcome, console: Console(streams))
        #expect(
            streams.stderr.contains(
                "warning: the fixes did not converge: stopped after 1 round with fixes left at \(paths[0]):8:"))
    }

    @Test func aFailedWriteNamesTheFilesThatKeepTheirFixes() throws {
        let other = Self.quiz.replacingOccurrences(of: "quiz: demo", with: "quiz: other")
        let (_, paths) = try Self.folder(["a.quiz.yaml": Self.quiz, "b.quiz.yaml": other])
        let failing = paths[1]
        let outcome = FixRounds(
            paths: paths, compilation: QuizCompilation(), mode: .safe,
            write: { bytes, expected, path throws(AtomicFile.Failure) in
                if path == failing { throw AtomicFile.Failure(description: "cannot write \(path): disk full") }
                try FixRounds.writeIfUnchanged(bytes, expected, path)
            }
        ).run()
        #expect(
            outcome.failure
                == "round 1: cannot write \(failing): disk full; the fixes already written this round stay: \(paths[0])"
        )
        #expect(outcome.changedFiles == [paths[0]] && outcome.applied == 0 && !outcome.converged)
        #expect(FileManager.default.contents(atPath: failing) == Data(other.utf8))
        #expect(FileManager.default.contents(atPath: paths[0]) != Data(Self.quiz.utf8))
    }

    @Test func aTextThatIsAWireKeyIsNeverFixedSafely() throws {
        let source = Self.quiz.replacingOccurrences(
            of: "    text: \"Pick \\u202Eone\\a\"", with: "    text: \"Pick\\aone\""
        )
        .replacingOccurrences(of: "scoring:", with: "answer_key: text\nscoring:")
        let (_, paths) = try Self.folder(["demo.quiz.yaml": source])
        var session = BuildSession(paths: paths, compilation: QuizCompilation(), keepQuizzes: false)
        let fixable = try #require(session.diagnostics.first { $0.code == .controlCharacter })
        #expect(fixable.fixes.first?.safety == .safe)
        FixSafetyProof.check(&session, compilation: QuizCompilation())
        #expect(session.diagnostics.first { $0.code == .controlCharacter }?.fixes.first?.safety == .unsafe)
        let outcome = FixRounds(paths: paths, compilation: QuizCompilation(), mode: .safe).run()
        // The control character in a wire key is also a `key-not-normalized` error.
        let unproven = FixRounds.UnprovenFixes(path: paths[0], fixes: 1, firstError: "9:11 key-not-normalized")
        #expect(
            outcome == FixRounds.Outcome(applied: 0, changedFiles: [], rounds: 0, converged: true, unproven: [unproven])
        )
        #expect(FileManager.default.contents(atPath: paths[0]) == Data(source.utf8))
    }

    /// A question's text is outside the scoring part, unless it is the question's wire key.
    @Test func theScoringPartKeepsAWireKeyThatIsAText() throws {
        let clean = Self.quiz.replacingOccurrences(of: "\\u202E", with: "").replacingOccurrences(of: "\\a", with: "")
        let reworded = clean.replacingOccurrences(of: "Pick one", with: "Choose one")
        func part(_ text: String) throws -> JSONValue {
            ScoringProjection.of(try #require(compile(text).resolved).bundle)
        }
        #expect(try part(clean) == part(reworded))
        let byText = { (text: String) in text.replacingOccurrences(of: "scoring:", with: "answer_key: text\nscoring:") }
        #expect(try part(byText(clean)) != part(byText(reworded)))
    }

    @Test func theScoringPartLeavesOutTextsAndOrderOnly() throws {
        let clean = Self.quiz.replacingOccurrences(of: "\\u202E", with: "").replacingOccurrences(of: "\\a", with: "")
        let quiz = try #require(compile(clean).resolved)
        guard case .object(let top) = ScoringProjection.of(quiz.bundle) else {
            Issue.record("not an object")
            return
        }
        #expect(
            Set(top.map(\.0)) == [
                "format", "quiz", "version", "traits", "scoring", "presentation", "questions", "outcomes", "examples",
            ])
        let question = try #require(
            top.first { $0.0 == "questions" }.flatMap { member -> JSONValue? in
                if case .array(let items) = member.1 { return items.first }
                return nil
            })
        guard case .object(let fields) = question else {
            Issue.record("not an object")
            return
        }
        #expect(Set(fields.map(\.0)) == ["id", "key", "type", "required", "options"])
    }

    @Test func lintResultCacheEntriesKeepFixes() throws {
        let (_, paths) = try Self.folder(["demo.quiz.yaml": Self.quiz])
        let cache = AnalysisCache(storage: InMemoryAnalysisCacheStorage(), signingKey: .tests)
        var compilation = QuizCompilation()
        compilation.analysisCache = cache
        let fresh = BuildSession(paths: paths, compilation: compilation, keepQuizzes: false).diagnostics
        let cached = BuildSession(paths: paths, compilation: compilation, keepQuizzes: false).diagnostics
        #expect(fresh.contains { !$0.fixes.isEmpty })
        #expect(cached == fresh)
    }
}
