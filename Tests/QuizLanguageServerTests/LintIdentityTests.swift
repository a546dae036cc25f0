import Foundation
import QuizFixes
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import QuizLanguageServer

/// The server's diagnostics are `quizc lint`'s: for every shipped quiz folder and every bad
/// example of the diagnostic reference (with its translations), `lint --format json` over
/// the folder equals what the server publishes for the same folder, mapped back (codes,
/// places, messages, notes, severities, cross-file checks), in both position encodings.
@Suite struct LintIdentityTests {
    /// The package's root (this file is Tests/QuizLanguageServerTests/LintIdentityTests.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The shipped quiz folders.
    static let shippedFolders = ["quizzes", "Tests/Fixtures/bad", "Tests/Conformance/sources"]

    /// Every bad example of the reference, by index.
    static let badExamples: [(String, CodeExample)] = CodeCatalog.references.flatMap { reference in
        reference.examples.filter { !$0.expected.isEmpty }.map { (reference.code.rawValue, $0) }
    }

    /// `quizc lint --format json --no-cache FOLDER`'s diagnostics, grouped by file.
    static func lint(_ folder: String) -> [String: [JSONValue]] {
        let streams = CapturedStreams()
        let settings = DiagnosticSettings(
            format: .json,
            compilation: CompilationSettings(cache: AnalysisCacheSettings(disabled: true, environment: [:])),
            currentDirectory: folder)
        _ = LintFrontend(.init(paths: [folder], diagnostics: settings), fixing: FixEngine()).run(output: streams)
        guard case .array(let items)? = (try? JSONParser().parse(streams.stdout))?["diagnostics"] else { return [:] }
        var byFile: [String: [JSONValue]] = [:]
        for item in items {
            // A diagnostic's fixes reach an editor as code actions (Features/CodeAction.swift),
            // not in the published diagnostic: compared without them.
            guard case .string(let file)? = item["file"], case .object(let members) = item else { continue }
            byFile[file, default: []].append(.object(members.filter { $0.0 != "fixes" }))
        }
        return byFile
    }

    /// The server's last published diagnostics for `folder`, mapped back to lint's JSON.
    static func served(_ folder: String, encoding: String) -> [String: [JSONValue]] {
        var client = ScriptedClient()
        client.initialize(root: folder, encodings: [encoding])
        client.shutdownAndExit()
        let run = client.run()
        let used = PositionEncoding(rawValue: encoding) ?? .utf16
        var byFile: [String: [JSONValue]] = [:]
        for (uri, params) in run.latestDiagnostics {
            guard let path = DocumentURI.path(of: uri), case .array(let items)? = params["diagnostics"],
                !items.isEmpty
            else { continue }
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) } ?? []
            let lines = LineIndex(bytes: bytes)
            byFile[path] = items.map { lintJSON($0, path: path, lines: lines, encoding: used) }
        }
        return byFile
    }

    /// One LSP diagnostic as `lint --format json` writes it.
    static func lintJSON(_ item: JSONValue, path: String, lines: LineIndex, encoding: PositionEncoding) -> JSONValue {
        func place(_ position: JSONValue?) -> SourcePosition {
            guard let position, let lsp = try? position.lspPosition() else { return SourcePosition(line: 0, column: 0) }
            return lines.sourcePosition(of: lsp, encoding: encoding)
        }
        let start = place(item["range"]?["start"])
        let end = place(item["range"]?["end"])
        let severity: String
        switch item["severity"] {
        case .number("1")?: severity = "error"
        case .number("2")?: severity = "warning"
        default: severity = "note"
        }
        var members: [(String, JSONValue)] = [
            ("file", .string(path)), ("line", .integer(start.line)), ("column", .integer(start.column)),
            ("end_line", .integer(end.line)), ("end_column", .integer(end.column)), ("severity", .string(severity)),
            ("code", item["code"] ?? .null), ("message", item["message"] ?? .null),
        ]
        if case .array(let related)? = item["relatedInformation"] {
            var unplaced: [JSONValue] = []
            if case .array(let indices)? = item["data"]?["unplacedNotes"] { unplaced = indices }
            members.append(
                (
                    "notes",
                    .array(
                        related.enumerated().map { index, note in
                            var fields: [(String, JSONValue)] = [("message", note["message"] ?? .null)]
                            if !unplaced.contains(.integer(index)) {
                                let at = place(note["location"]?["range"]?["start"])
                                fields.append(("line", .integer(at.line)))
                                fields.append(("column", .integer(at.column)))
                            }
                            return .object(fields)
                        })
                ))
        }
        return .object(members)
    }

    @Test(arguments: shippedFolders, ["utf-16", "utf-32"])
    func aShippedFolder(_ folder: String, encoding: String) {
        let path = (Self.packageRoot as NSString).appendingPathComponent(folder)
        let expected = Self.lint(path)
        #expect(Self.served(path, encoding: encoding) == expected)
    }

    /// The server's last diagnostics after a session of edits, mapped back, against lint of
    /// the folder holding the edited texts: a quiz id changed to another quiz's (a duplicate
    /// id, its translations now of a quiz not in the workspace) and back, then a translation
    /// edited. Only the edited file's quiz id group is staged again at each edit.
    @Test func afterEditsThatMoveFilesBetweenQuizIds() throws {
        let folder = try TemporaryFolder()
        let shipped = (Self.packageRoot as NSString).appendingPathComponent("quizzes")
        for name in try FileManager.default.contentsOfDirectory(atPath: shipped).sorted() {
            try folder.write(
                name, String(contentsOfFile: (shipped as NSString).appendingPathComponent(name), encoding: .utf8))
        }
        let quiz = (folder.path as NSString).appendingPathComponent("animal.quiz.yaml")
        let translation = (folder.path as NSString).appendingPathComponent("animal.es.yaml")
        let original = try String(contentsOfFile: quiz, encoding: .utf8)
        let renamed = original.replacingOccurrences(of: "quiz: animal\n", with: "quiz: color\n")
        #expect(renamed != original)
        let spanish = try String(contentsOfFile: translation, encoding: .utf8)
        let staleSpanish = spanish + "\n# edited\nunknown_field: 1\n"

        func session(_ steps: [(String, String)]) -> [String: [JSONValue]] {
            var client = ScriptedClient()
            client.initialize(root: folder.path)
            client.open(quiz, original)
            client.open(translation, spanish)
            for (index, (path, text)) in steps.enumerated() {
                client.notify(
                    "textDocument/didChange",
                    .object([
                        (
                            "textDocument",
                            .object([("uri", .string(DocumentURI.uri(of: path))), ("version", .integer(index + 2))])
                        ),
                        ("contentChanges", .array([.object([("text", .string(text))])])),
                    ]))
            }
            client.shutdownAndExit()
            var byFile: [String: [JSONValue]] = [:]
            for (uri, params) in client.run().latestDiagnostics {
                guard let path = DocumentURI.path(of: uri), case .array(let items)? = params["diagnostics"],
                    !items.isEmpty
                else { continue }
                let text = steps.last { $0.0 == path }?.1
                let bytes =
                    text.map { Array($0.utf8) }
                    ?? ((try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) } ?? [])
                byFile[path] = items.map {
                    Self.lintJSON($0, path: path, lines: LineIndex(bytes: bytes), encoding: .utf16)
                }
            }
            return byFile
        }

        let renamedServed = session([(quiz, renamed)])
        try folder.write("animal.quiz.yaml", renamed)
        let renamedLint = Self.lint(folder.path)
        #expect(renamedLint[translation]?.isEmpty == false)  // its quiz `animal` is gone
        #expect(renamedLint[(folder.path as NSString).appendingPathComponent("color.quiz.yaml")]?.isEmpty == false)
        #expect(renamedServed == renamedLint)

        try folder.write("animal.quiz.yaml", original)
        try folder.write("animal.es.yaml", staleSpanish)
        let lastServed = session([(quiz, renamed), (quiz, original), (translation, staleSpanish)])
        let lastLint = Self.lint(folder.path)
        #expect(lastLint[translation]?.isEmpty == false)
        #expect(lastServed == lastLint)
    }

    @Test(arguments: badExamples.indices)
    func aBadExampleOfTheReference(_ index: Int) throws {
        let (code, example) = Self.badExamples[index]
        let folder = try TemporaryFolder()
        try folder.write(CodeExample.quizFileName, example.source)
        for (number, translation) in example.translations.enumerated() {
            try folder.write(example.translationFileName(number), translation)
        }
        let expected = Self.lint(folder.path)
        #expect(!expected.isEmpty, "\(code): \(example.title) reports nothing")
        for encoding in ["utf-16", "utf-32"] {
            #expect(Self.served(folder.path, encoding: encoding) == expected, "\(code): \(example.title), \(encoding)")
        }
    }
}
