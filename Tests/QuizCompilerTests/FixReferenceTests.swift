import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@testable @_spi(Tools) import QuizCompiler
@testable import QuizFixes

/// `quizc lint --fix` over every bad example of the code reference: a diagnostic has a fix
/// only when `FixCatalog` says its code has one; `--fix` applies exactly the fixes proven
/// safe (the files of an example without one keep their bytes) and keeps the scoring part
/// of every bundle; `--unsafe-fixes` resolves every diagnostic that had a fix.
@Suite("Fixes of the code reference's bad examples")
struct FixReferenceTests {
    static let bad: [(code: DiagnosticCode, example: CodeExample)] = CodeCatalog.references.flatMap { reference in
        reference.examples.filter { !$0.expected.isEmpty }.map { (reference.code, $0) }
    }

    /// The example's files in a fresh folder: their paths, quiz first.
    static func write(_ example: CodeExample) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quizc-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let names = [CodeExample.quizFileName] + example.translations.indices.map(example.translationFileName)
        var paths: [String] = []
        for (name, text) in zip(names, [example.source] + example.translations) {
            let path = folder.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        return paths
    }

    static func lint(_ paths: [String]) -> BuildSession {
        var session = BuildSession(paths: paths, compilation: QuizCompilation(), keepQuizzes: false)
        FixSafetyProof.check(&session, compilation: QuizCompilation())
        return session
    }

    static func contents(_ paths: [String]) -> [[UInt8]] {
        paths.map { Array(FileManager.default.contents(atPath: $0) ?? Data()) }
    }

    /// The scoring part of each quiz that has a bundle, by path.
    static func scoring(_ paths: [String]) -> [String: JSONValue] {
        let session = BuildSession(paths: paths, compilation: QuizCompilation())
        var parts: [String: JSONValue] = [:]
        for file in session.files {
            if let quiz = file.resolved { parts[file.path] = ScoringProjection.of(quiz.bundle) }
        }
        return parts
    }

    @Test(arguments: bad.indices)
    func fixesOnlyWhereTheCatalogSays(_ index: Int) throws {
        let (code, example) = Self.bad[index]
        let paths = try Self.write(example)
        for diagnostic in Self.lint(paths).diagnostics where !diagnostic.fixes.isEmpty {
            let claimed = FixCatalog.claimedSafety[diagnostic.code]
            #expect(claimed != nil, "\(code.rawValue): \(example.title): \(diagnostic.code.rawValue) has a fix")
            for fix in diagnostic.fixes {
                // A fix may lose its safety to the proof, never gain it.
                #expect(claimed == .safe || fix.safety == .unsafe, "\(diagnostic.code.rawValue): \(fix.title)")
                #expect(!fix.edits.isEmpty && fix.edits.allSatisfy { $0.file == diagnostic.file })
            }
        }
    }

    @Test(arguments: bad.indices)
    func fixAppliesWhatIsSafeAndNothingElse(_ index: Int) throws {
        let (code, example) = Self.bad[index]
        let paths = try Self.write(example)
        let before = Self.lint(paths).diagnostics
        let bytesBefore = Self.contents(paths)
        let scoringBefore = Self.scoring(paths)
        let outcome = FixRounds(paths: paths, compilation: QuizCompilation(), mode: .safe).run()
        #expect(outcome.converged && outcome.failure == nil)
        let after = Self.lint(paths).diagnostics
        let safe = before.filter { $0.fixes.contains { $0.safety == .safe } }
        if safe.isEmpty {
            #expect(Self.contents(paths) == bytesBefore, "\(code.rawValue): \(example.title): a file changed")
            #expect(outcome.applied == 0)
            return
        }
        #expect(outcome.applied >= 1)
        // The diagnostics a safe fix resolves are gone; every other one is still there.
        #expect(!after.contains { $0.fixes.contains { $0.safety == .safe } })
        let kept = { (list: [Diagnostic]) in
            list.filter { !$0.fixes.contains { $0.safety == .safe } }.map { "\($0.code.rawValue) \($0.message)" }
        }
        #expect(kept(after) == kept(before), "\(code.rawValue): \(example.title)")
        #expect(Self.scoring(paths) == scoringBefore, "\(code.rawValue): \(example.title): the scoring changed")
    }

    @Test(arguments: bad.indices)
    func unsafeFixesResolveTheirDiagnostics(_ index: Int) throws {
        let (code, example) = Self.bad[index]
        let paths = try Self.write(example)
        let before = Self.lint(paths).diagnostics
        let fixed = before.filter { !$0.fixes.isEmpty }
        let outcome = FixRounds(paths: paths, compilation: QuizCompilation(), mode: .unsafe).run()
        #expect(outcome.converged && outcome.failure == nil, "\(code.rawValue): \(example.title): \(outcome)")
        let after = Self.lint(paths).diagnostics
        #expect(!after.contains { !$0.fixes.isEmpty }, "\(code.rawValue): \(example.title): \(after.map(\.message))")
        for diagnostic in fixed {
            #expect(
                !after.contains { $0.code == diagnostic.code && $0.message == diagnostic.message },
                "\(code.rawValue): \(example.title): still \(diagnostic.message)")
        }
    }

    @Test func everyFixInTheCatalogIsShownByABadExample() throws {
        var shown: [DiagnosticCode: Set<Diagnostic.Fix.Safety>] = [:]
        for (_, example) in Self.bad {
            for diagnostic in Self.lint(try Self.write(example)).diagnostics {
                for fix in diagnostic.fixes { shown[diagnostic.code, default: []].insert(fix.safety) }
            }
        }
        // A code about stored responses has no example (`CodeCatalog.responseExplanations`);
        // its fix is applied by the tests of `quizc analyze`.
        for (code, safety) in FixCatalog.claimedSafety where CodeCatalog.responseExplanations[code] == nil {
            #expect(shown[code]?.contains(safety) == true, "no bad example shows the \(safety) fix of \(code.rawValue)")
        }
    }

    /// docs/cli.md's table of fixes lists exactly the catalog's codes, each with its safety.
    @Test func theCLIReferenceListsEveryFix() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "### Fixes\n").dropFirst().first)
        var listed: [DiagnosticCode: Diagnostic.Fix.Safety] = [:]
        for line in section.components(separatedBy: "\n").prefix(while: { !$0.hasPrefix("## ") })
        where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, let code = DiagnosticCode(rawValue: cells[0].trimmingCharacters(in: ["`"])) else {
                continue
            }
            listed[code] = cells[2].hasPrefix("safe") ? .safe : .unsafe
        }
        #expect(listed == FixCatalog.claimedSafety)
    }
}
