import Foundation
import Testing

@testable import QuizPreview

/// The linker turns the page's ES modules into one script; these run the result in Node
/// where the behaviour matters, and check its refusals by file and line.
@Suite struct JavaScriptLinkerTests {
    static let modules: [String: String] = [
        "app/main.js": """
        import { add, Counter as Tally } from './lib/math.js';
        import * as strings from './lib/strings.js';
        import {
          twice,
          PI,
        } from './lib/index.js';
        import './lib/side.js';

        const tally = new Tally();
        tally.bump();
        globalThis.result = [add(2, 3), tally.count, strings.shout('hi'), twice(4), PI, globalThis.sideEffects].join(' ');
        """,
        "app/lib/math.js": """
        export function add(a, b) { return a + b; }
        export class Counter {
          constructor() { this.count = 0; }
          bump() { this.count += 1; }
        }
        export const PI = 3;
        """,
        "app/lib/strings.js": """
        /** Uses {@link import('./math.js').add} in a comment only. */
        export const shout = (text) => /** @type {import('./math.js').PI} */ (text).toUpperCase() + '!'; // import('x')
        const secret = 1;
        export { secret as hidden };
        """,
        "app/lib/index.js": """
        export { PI } from './math.js';
        export async function later() { return 1; }
        export function twice(x) { return 2 * x; }
        """,
        "app/lib/side.js": """
        globalThis.sideEffects = (globalThis.sideEffects ?? 0) + 1;
        """,
        "app/unused.js": "this is not JavaScript and is never linked",
    ]

    /// Whether `node` can be run (CI installs it; a machine with Swift alone may not have it).
    static let nodeIsInstalled = (try? runInNode("console.log('ok')")) == "ok\n"

    @Test(.enabled(if: nodeIsInstalled, "needs node")) func linkedScriptRunsLikeTheModules() throws {
        let script = try JavaScriptLinker(files: Self.modules).link(entry: "app/main.js")
        #expect(!script.contains("unused.js"))
        #expect(try Self.runInNode(script + "\nconsole.log(globalThis.result);") == "5 1 HI! 8 3 1\n")
    }

    @Test func statementsKeepTheirLines() throws {
        let linked = try JavaScriptLinker(files: Self.modules).rewrite(
            path: "app/main.js", text: Self.modules["app/main.js"]!)
        let lines = linked.body.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.count == Self.modules["app/main.js"]!.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[2] == #"const { twice, PI } = __require("app/lib/index.js");"#)
        #expect(lines[3] == "" && lines[5] == "")
        #expect(lines[8] == "const tally = new Tally();")
    }

    @Test func sameModulesGiveTheSameScript() throws {
        let first = try JavaScriptLinker(files: Self.modules).link(entry: "app/main.js")
        let second = try JavaScriptLinker(files: Self.modules).link(entry: "app/main.js")
        #expect(first == second)
    }

    @Test(
        arguments: [
            ("export default function f() {}", 1, "unsupported export"),
            ("import x from './lib/math.js';", 1, "default imports"),
            ("import { add } from 'lodash';", 1, "not a relative path"),
            ("import { add } from '../../outside.js';", 1, "leaves the package"),
            ("import { add } from './missing.js';", 1, "not a module of the page"),
            ("\nconst m = await import('./lib/math.js');", 2, "dynamic import()"),
            ("/* a */ const m = import.meta.url; /* b */", 1, "import.meta"),
            ("import { add } from './lib/math.js'", 1, "must end with `;`"),
            ("import { add } from './lib/math.js'; add(1, 2);", 1, "write nothing after"),
            ("export * from './lib/math.js';", 1, "unsupported export"),
            ("import { a-b } from './lib/math.js';", 1, "unsupported name"),
        ] as [(String, Int, String)])
    func refusesWhatItCannotLink(source: String, line: Int, message: String) {
        var files = Self.modules
        files["app/main.js"] = source
        #expect {
            try JavaScriptLinker(files: files).link(entry: "app/main.js")
        } throws: { error in
            guard let failure = error as? JavaScriptLinker.Failure else { return false }
            return failure.path == "app/main.js" && failure.line == line && failure.description.contains(message)
        }
    }

    @Test func refusesImportCycles() {
        let files = [
            "a.js": "import { b } from './b.js';\nexport const a = 1;",
            "b.js": "import { c } from './c.js';\nexport const b = 2;",
            "c.js": "import { a } from './a.js';\nexport const c = 3;",
        ]
        #expect {
            try JavaScriptLinker(files: files).link(entry: "a.js")
        } throws: { error in
            (error as? JavaScriptLinker.Failure)?.message == "import cycle: a.js → b.js → c.js → a.js"
        }
    }

    @Test func refusesAMissingEntry() {
        #expect(throws: JavaScriptLinker.Failure(path: "nope.js", line: 0, message: "the entry module is missing")) {
            try JavaScriptLinker(files: Self.modules).link(entry: "nope.js")
        }
    }

    struct NodeFailed: Error { var status: Int32 }

    /// Runs a script with `node` and returns what it printed.
    static func runInNode(_ script: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw NodeFailed(status: process.terminationStatus) }
        return String(decoding: data, as: UTF8.self)
    }
}
