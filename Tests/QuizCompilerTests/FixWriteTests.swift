import Foundation
import Testing

@testable @_spi(Tools) import QuizCompiler
@testable import QuizFixes

/// How `lint --fix` writes: only over the bytes its fixes were proven on (a file saved
/// during a run is left alone and the run says so), leftovers of killed runs removed, and
/// what it says when a file with errors keeps its fixes. Two runs at once:
/// `LintFixConcurrencyTests`.
@Suite("Fix writes")
struct FixWriteTests {
    /// A quiz whose three warnings each have a safe fix: a control character, a directional
    /// control left open, and a pin where nothing moves.
    static let quiz = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - id: q1
            text: "Pick \\u202Eone\\a"
            pin: true
            options:
              - {id: x, label: Aaaaaaaaaaa, weights: {a: 1}}
              - {id: y, label: Xylophone, weights: {b: 1}}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """

    /// What an editor saves while the run works: three lines more at the top.
    static let saved = "# one\n# two\n# three\n" + quiz

    static func text(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    @Test func aFileSavedDuringTheRunIsLeftAloneAndTheRunSaysSo() throws {
        let (_, paths) = try FixMechanicsTests.folder(["demo.quiz.yaml": Self.quiz])
        let outcome = FixRounds(
            paths: paths, compilation: QuizCompilation(), mode: .safe,
            write: { bytes, expected, path throws(AtomicFile.Failure) in
                _ = FileManager.default.createFile(atPath: path, contents: Data(Self.saved.utf8))
                try FixRounds.writeIfUnchanged(bytes, expected, path)
            }
        ).run()
        #expect(Self.text(paths[0]) == Self.saved)
        #expect(outcome.applied == 0 && outcome.changedFiles.isEmpty && !outcome.converged)
        #expect(outcome.notWritten?.code == .fixNotWritten && outcome.notWritten?.file == paths[0])
        #expect(
            outcome.failure
                == "round 1: \(paths[0]) changed while quizc worked on it (its bytes are not the ones the fixes were "
                + "proven on), so it was left alone; run `quizc lint --fix` again; nothing written this round")
    }

    static let fixed =
        quiz
        .replacingOccurrences(of: #""Pick \u202Eone\a""#, with: #""Pick \u202Eone\u202C""#)
        .replacingOccurrences(of: "pin: true", with: "pin: false")

    /// A run killed while writing leaves `.NAME.quizc-tmp.PID`; the next run over the file
    /// deletes it once that process is gone, also when it has nothing to fix, and keeps a
    /// live process's.
    @Test func theNextRunRemovesTheTemporaryFilesOfKilledRuns() throws {
        let clean = Self.fixed.replacingOccurrences(of: "    pin: false\n", with: "")
        let (folder, paths) = try FixMechanicsTests.folder(["demo.quiz.yaml": clean])
        let dead = folder.appendingPathComponent(".demo.quiz.yaml.quizc-tmp.99999999").path
        let live = folder.appendingPathComponent(".demo.quiz.yaml.quizc-tmp.\(getppid())").path
        for leftover in [dead, live] { try Data("half".utf8).write(to: URL(fileURLWithPath: leftover)) }
        let outcome = FixRounds(paths: paths, compilation: QuizCompilation(), mode: .safe).run()
        #expect(outcome == FixRounds.Outcome(applied: 0, changedFiles: [], rounds: 0, converged: true))
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(Self.text(paths[0]) == clean)
    }

    /// `lint --fix` with LintFrontend's settings (no cache), in a folder: exit status, stderr.
    static func lintFix(_ paths: [String]) -> (QuizCompiler.ExitStatus, String) {
        let streams = CapturedStreams()
        let settings = DiagnosticSettings(
            compilation: CompilationSettings(cache: AnalysisCacheSettings(disabled: true, environment: [:])),
            currentDirectory: "/")
        let status = LintFrontend(.init(paths: paths, diagnostics: settings, fix: .safe), fixing: FixEngine()).run(
            output: streams)
        return (status, streams.stderr)
    }

    /// A file with an error has no bundle to compare, so its fixes cannot be proven safe: the
    /// run says so, with the first error, instead of only "applied 0 fixes".
    @Test func aRunSaysWhyAFileWithAnErrorGetsNoSafeFix() throws {
        let broken = Self.quiz.replacingOccurrences(of: "    pin: true\n", with: "    pin: true\n    required: yes\n")
        let (_, paths) = try FixMechanicsTests.folder(["demo.quiz.yaml": broken])
        let (status, stderr) = Self.lintFix(paths)
        #expect(status == .failure)
        #expect(
            stderr == """
                quizc: applied 0 fixes in 0 files (0 rounds)
                quizc: note: 3 fixes not applied: \(paths[0]) has errors (10:15 type-mismatch), so no fix in it \
                can be proven safe; fix the errors first, or apply every fix with --unsafe-fixes

                """)
        #expect(Self.text(paths[0]) == broken)
    }

    /// A file without write permission keeps its bytes, also for root; the run exits 2 with
    /// a `fix-not-written` error that says why (in JSON, at line 1, column 1 of the file).
    @Test func aReadOnlyFileIsAFixNotWrittenError() throws {
        let (_, paths) = try FixMechanicsTests.folder(["demo.quiz.yaml": Self.quiz])
        try #require(chmod(paths[0], 0o444) == 0)
        let streams = CapturedStreams()
        let settings = DiagnosticSettings(
            format: .json,
            compilation: CompilationSettings(cache: AnalysisCacheSettings(disabled: true, environment: [:])),
            currentDirectory: "/")
        let status = LintFrontend(.init(paths: paths, diagnostics: settings, fix: .safe), fixing: FixEngine()).run(
            output: streams)
        #expect(status == .inputOutputError)
        #expect(Self.text(paths[0]) == Self.quiz)
        let reason =
            "\(paths[0]) has no write permission (mode 0444), so it was left alone: quizc never rewrites a read-only "
            + "file; make it writable (chmod u+w) if it should change; nothing written this round"
        #expect(streams.stderr.contains("quizc: error: round 1: \(reason) [fix-not-written]\n"), "\(streams.stderr)")
        let diagnostics = try JSONSerialization.jsonObject(with: Data(streams.stdout.utf8)) as? [String: Any]
        let first = (diagnostics?["diagnostics"] as? [[String: Any]])?.first
        #expect(first?["code"] as? String == "fix-not-written" && first?["message"] as? String == reason)
        #expect(first?["line"] as? Int == 1 && first?["column"] as? Int == 1)
    }
}
