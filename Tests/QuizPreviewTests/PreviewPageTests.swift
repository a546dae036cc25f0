import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@testable import QuizPreview

/// How the page is put together: the template's markers, the data's escaping and order.
@Suite struct PreviewPageTests {
    static let files: [String: String] = [
        PreviewAssets.templatePath: """
        <!doctype html>
        <style>
          /*@quizc:style*/
        </style>
        <script type="application/json" id="quizc-preview-data">
        /*@quizc:data*/
        </script>
        <script>
        /*@quizc:script*/
        </script>
        """,
        PreviewAssets.stylePath: "body { color: #111; }\n",
        PreviewAssets.entryPath: "import { hello } from './hello.js';\nhello();\n",
        PreviewAssets.folder + "hello.js": "export function hello() { return 1; }\n",
    ]

    static func quiz(_ id: String, bundle: String) -> PreviewPage.Quiz {
        PreviewPage.Quiz(
            id: id, file: "quizzes/\(id).quiz.yaml", bundle: Array(bundle.utf8),
            analysis: .object([("quiz", .string(id)), ("outcomes", .array([]))]))
    }

    @Test func markersAreReplacedAndTheRestKept() throws {
        let assets = try PreviewAssets(files: Self.files)
        let page = String(
            decoding: PreviewPage(quizzes: [Self.quiz("a", bundle: "{}")]).html(assets: assets), as: UTF8.self)
        #expect(page.hasPrefix("<!doctype html>\n<style>\nbody { color: #111; }\n</style>\n"))
        #expect(!page.contains("@quizc:"))
        #expect(page.contains("__require(\"Sources/QuizPreview/Page/main.js\");"))
        #expect(page.hasSuffix("})();\n</script>"))
    }

    @Test func theScriptIsNamedByTheHashOfItsElementsText() throws {
        var files = Self.files
        files[PreviewAssets.templatePath] =
            "<meta content=\"script-src 'sha256-\(PreviewAssets.scriptHashToken)'\">\n" + Self.files[
                PreviewAssets.templatePath]!
        let assets = try PreviewAssets(files: files)
        let page = String(
            decoding: PreviewPage(quizzes: [Self.quiz("a", bundle: #"{"t":"@quizc:script-sha256@"}"#)]).html(
                assets: assets), as: UTF8.self)
        // The text of the last script element, as the browser hashes it.
        let start = try #require(page.range(of: "<script>", options: .backwards)).upperBound
        let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
        let hash = Data(SHA256.digest(Array(page[start..<end].utf8))).base64EncodedString()
        #expect(assets.scriptHash == hash)
        #expect(page.hasPrefix("<meta content=\"script-src 'sha256-\(hash)'\">\n"))
        // The token is replaced in the template's own lines only, never inside the data.
        #expect(page.contains(#"{\"t\":\"@quizc:script-sha256@\"}"#))
        files[PreviewAssets.templatePath] =
            "sha256-\(PreviewAssets.scriptHashToken)\n/*@quizc:style*/\n/*@quizc:data*/\n<script>\n\n/*@quizc:script*/\n</script>"
        #expect {
            try PreviewAssets(files: files)
        } throws: { error in
            (error as? PreviewAssets.Failure)?.description.contains(
                "must stand alone between the lines <script> and </script>") == true
        }
    }

    @Test func dataParsesBackToTheBundlesAndOptions() throws {
        let hostile = #"{"title":"</script><!-- <b>","x":"\u2028"}"#
        let page = PreviewPage(
            quizzes: [Self.quiz("z", bundle: hostile), Self.quiz("a", bundle: "{}")], seed: 18_446_744_073_709_551_615,
            locale: "de-AT")
        let data = page.dataJSON
        #expect(!data.contains("<"))
        let value = try JSONParser().parse(data)
        #expect(value["format"] == .string("quizc-preview/1"))
        #expect(value["seed"] == .string("18446744073709551615"))
        #expect(value["locale"] == .string("de-AT"))
        guard case .array(let quizzes) = value["quizzes"] else { Issue.record("no quizzes"); return }
        #expect(quizzes.map { $0["id"] } == [.string("a"), .string("z")])
        #expect(quizzes[1]["bundle"] == .string(hostile))
        #expect(quizzes[1]["file"] == .string("quizzes/z.quiz.yaml"))
    }

    @Test func withoutSeedOrLocaleTheyAreNull() throws {
        let value = try JSONParser().parse(PreviewPage(quizzes: []).dataJSON)
        #expect(value["seed"] == .null)
        #expect(value["locale"] == .null)
        #expect(value["quizzes"] == .array([]))
    }

    @Test(
        arguments: [
            (
                PreviewAssets.templatePath, "<html>/*@quizc:style*/ /*@quizc:data*/\n/*@quizc:script*/</html>",
                "must hold the line /*@quizc:style*/ once, not 0 times"
            ),
            (
                PreviewAssets.templatePath, "/*@quizc:style*/\n/*@quizc:data*/\n/*@quizc:data*/\n/*@quizc:script*/",
                "must hold the line /*@quizc:data*/ once, not 2 times"
            ),
            (PreviewAssets.stylePath, "a::after { content: '</STYLE>'; }", "contains `</style`"),
            (
                PreviewAssets.folder + "hello.js", "export function hello() { return '</script>'; }",
                "contains `</script`"
            ),
            (PreviewAssets.folder + "hello.js", "export function hello() { return '<!--'; }", "contains `<!--`"),
            (PreviewAssets.entryPath, "import hello from './hello.js';", "cannot be linked"),
        ] as [(String, String, String)])
    func refusesPageFilesThatCannotBeInlined(path: String, text: String, message: String) {
        var files = Self.files
        files[path] = text
        #expect {
            try PreviewAssets(files: files)
        } throws: { error in
            (error as? PreviewAssets.Failure)?.description.contains(message) == true
        }
    }
}
