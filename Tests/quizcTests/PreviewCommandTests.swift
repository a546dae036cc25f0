import Foundation
import QuizRuntime
import Testing

/// `quizc preview [PATH...] [-o FILE] [--seed N] [--locale TAG]`: lint, then one
/// self-contained HTML page; exit codes as `build`. What the page does in a browser is
/// tested in Tests/PreviewBrowser with headless Chromium.
@Suite("quizc preview")
struct PreviewCommandTests {
    /// A temporary folder holding a copy of quizzes/ (quizzes and translations).
    static func workspace() throws -> URL {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("quizzes"), to: folder.appendingPathComponent("quizzes"))
        return folder
    }

    static func read(_ url: URL) throws -> String {
        String(decoding: try #require(FileManager.default.contents(atPath: url.path)), as: UTF8.self)
    }

    /// The text of the page's data element.
    static func data(ofPage page: String) throws -> JSONValue {
        let open = #"<script type="application/json" id="quizc-preview-data">"#
        let start = try #require(page.range(of: open)).upperBound
        let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
        return try JSONParser().parse(String(page[start..<end]))
    }

    @Test func writesOneSelfContainedPageWithTheBundlesAndTheirAnalysis() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The binary on purpose: the default quizzes/ and build/preview.html are the working directory's.
        let run = try runQuizc(["preview"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains("quizc: wrote build/preview.html (5 quizzes); open it in a browser: file:///"),
            "\(run.stderr)")
        let page = try Self.read(folder.appendingPathComponent("build/preview.html"))
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.contains("<title>PREVIEW"))
        #expect(page.contains(#"http-equiv="Content-Security-Policy" content="default-src 'none';"#))
        // Nothing is loaded from anywhere: no src, and href only to data: URLs or fragments.
        for attribute in [" src=", " href="] {
            var rest = Substring(page)
            while let found = rest.range(of: attribute) {
                let value = rest[found.upperBound...].dropFirst().prefix(6)
                #expect(
                    attribute == " href=" && (value.hasPrefix("data:") || value.hasPrefix("#")), "\(attribute)\(value)…"
                )
                rest = rest[found.upperBound...]
            }
        }

        let build = try runFrontend(
            ["build", "-o", path("bundles", under: folder), path("quizzes", under: folder)], with: folder)
        #expect(build.status == 0, "\(build.stderr)")
        let stats = try runFrontend(["stats", "--format", "json", path("quizzes", under: folder)], with: folder)
        #expect(stats.status == 0, "\(stats.stderr)")
        let analyses = try JSONParser().parse(stats.stdout)["quizzes"]
        let data = try Self.data(ofPage: page)
        #expect(data["format"] == .string("quizc-preview/1"))
        #expect(data["seed"] == .null && data["locale"] == .null)
        guard case .array(let quizzes) = data["quizzes"], case .array(let expected) = analyses else {
            Issue.record("no quizzes")
            return
        }
        #expect(
            quizzes.map { $0["id"] }
                == ["animal", "big-five", "color", "fitcircle-persona", "mbti"].map(JSONValue.string))
        for quiz in quizzes {
            guard case .string(let id) = quiz["id"], case .string(let bundle) = quiz["bundle"] else { continue }
            #expect(bundle == (try Self.read(folder.appendingPathComponent("bundles/\(id).json"))), "\(id)")
            #expect(quiz["file"] == .string("quizzes/\(id).quiz.yaml"))
            #expect(quiz["analysis"] == expected.first { $0["quiz"] == .string(id) }, "\(id)")
        }
    }

    @Test func sameInputGivesTheSameBytesAndOptionsAreRecorded() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a.html", "b.html"] {
            let run = try runFrontend(
                [
                    "preview", path("quizzes", under: folder), "-o", path("out/\(name)", under: folder), "--seed",
                    "18446744073709551615", "--locale", "de-AT",
                ], with: folder)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let first = try Self.read(folder.appendingPathComponent("out/a.html"))
        #expect(first == (try Self.read(folder.appendingPathComponent("out/b.html"))))
        let data = try Self.data(ofPage: first)
        #expect(data["seed"] == .string("18446744073709551615"))
        #expect(data["locale"] == .string("de-AT"))
        // One file: only the quizzes given.
        let one = try runFrontend(
            [
                "preview", path("quizzes/mbti.quiz.yaml", under: folder), path("quizzes/mbti.de.yaml", under: folder),
                "-o",
                path("one.html", under: folder),
            ], with: folder)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stderr.contains("(1 quiz)"))
        guard
            case .array(let quizzes) = try Self.data(ofPage: Self.read(folder.appendingPathComponent("one.html")))[
                "quizzes"]
        else {
            Issue.record("no quizzes")
            return
        }
        #expect(quizzes.map { $0["id"] } == [.string("mbti")])
    }

    @Test func errorsWriteNothingAndKeepAnOldPage() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("build/preview.html")
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old page".utf8).write(to: output)
        let quiz = folder.appendingPathComponent("quizzes/color.quiz.yaml")
        try Data(try Self.read(quiz).replacingOccurrences(of: "model: highest", with: "model: tallest").utf8).write(
            to: quiz)
        let run = try runFrontend(
            ["preview", path("quizzes", under: folder), "-o", path("build/preview.html", under: folder)], with: folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("quizzes/color.quiz.yaml:"), "\(run.stdout)")
        #expect(run.stderr.contains("quizc: nothing written: fix the errors above first"))
        #expect(try Self.read(output) == "old page")
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A translation made from an older source text is a warning (stale-translation).
        let translation = folder.appendingPathComponent("quizzes/mbti.de.yaml")
        let text = try Self.read(translation)
        try Data(
            text.replacingOccurrences(
                of: "  source: Four-Letter Personality Type\n", with: "  source: Four-Letter Type\n"
            ).utf8
        ).write(to: translation)
        let lenient = try runFrontend(
            ["preview", path("quizzes", under: folder), "-o", path("lenient.html", under: folder)], with: folder)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stdout.contains("stale-translation"), "\(lenient.stdout)")
        let strict = try runFrontend(
            ["preview", "--strict", path("quizzes", under: folder), "-o", path("strict.html", under: folder)],
            with: folder)
        #expect(strict.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict.html").path))
    }

    @Test(
        arguments: [
            (["preview", "--locale", "de_AT"], Int32(64), "is not a language tag"),
            (["preview", "--seed", "-1"], Int32(64), "--seed"),
            (["preview", "--seed", "18446744073709551616"], Int32(64), "--seed"),
            (["preview", "no-such-folder"], Int32(2), "no-such-folder"),
            (["preview", "-o", "quizzes"], Int32(2), "quizzes"),
        ] as [([String], Int32, String)])
    func usageAndFileErrors(arguments: [String], status: Int32, message: String) throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Files named in the folder; where no output is named, the default's path there.
        var resolved = arguments.map { ["no-such-folder", "quizzes"].contains($0) ? path($0, under: folder) : $0 }
        if !arguments.contains("-o") { resolved += ["-o", path("build/preview.html", under: folder)] }
        if !arguments.contains("no-such-folder") { resolved.append(path("quizzes", under: folder)) }
        let run = try runFrontend(resolved, with: folder)
        #expect(run.status == status, "\(run.stderr)")
        #expect((run.stderr + run.stdout).contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("build").path))
    }
}
