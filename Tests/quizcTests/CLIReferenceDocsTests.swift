import Foundation
import Testing

/// docs/cli.md shows each command's `--help` verbatim between generated-section markers;
/// this keeps them equal to what the built quizc prints. `QUIZC_RECORD=1 swift test
/// --filter CLIReferenceDocs` rewrites the sections.
@Suite("docs/cli.md shows every command's help as quizc prints it")
struct CLIReferenceDocsTests {
    static let commands = [
        "", "lint", "build", "generate", "stats", "score", "visible", "order", "diff", "translations",
        "translations init", "translations export", "translations import", "preview", "lsp", "cache", "cache clean",
        "session", "session replay", "session check", "analyze",
    ]

    static func markers(_ command: String) -> (begin: String, end: String) {
        let name = command.isEmpty ? "quizc --help" : "quizc \(command) --help"
        return ("<!-- BEGIN GENERATED: \(name) -->", "<!-- END GENERATED: \(name) -->")
    }

    @Test func helpSectionsMatchTheBinary() throws {
        let url = packageRoot.appendingPathComponent("docs/cli.md")
        var text = try String(contentsOf: url, encoding: .utf8)
        let record = ProcessInfo.processInfo.environment["QUIZC_RECORD"] == "1"
        for command in Self.commands {
            let result = try runFrontend(
                command.isEmpty ? ["--help"] : command.split(separator: " ").map(String.init) + ["--help"])
            #expect(result.status == 0)
            let block = "\n```text\n" + result.stdout.trimmingCharacters(in: .newlines) + "\n```\n"
            let (begin, end) = Self.markers(command)
            guard let beginRange = text.range(of: begin),
                let endRange = text.range(of: end, range: beginRange.upperBound..<text.endIndex)
            else {
                Issue.record("docs/cli.md lacks the markers \(begin) … \(end)")
                continue
            }
            if record {
                text.replaceSubrange(beginRange.upperBound..<endRange.lowerBound, with: block)
            } else {
                #expect(
                    String(text[beginRange.upperBound..<endRange.lowerBound]) == block,
                    "docs/cli.md's help of `quizc \(command)` is stale; run QUIZC_RECORD=1 swift test --filter CLIReferenceDocs"
                )
            }
        }
        if record { try text.write(to: url, atomically: true, encoding: .utf8) }
    }

    /// Every subcommand the binary lists has a section.
    @Test func everySubcommandIsDocumented() throws {
        let help = try runFrontend(["--help"]).stdout
        // The SUBCOMMANDS block: indented lines up to the first blank line.
        let block = help.components(separatedBy: "SUBCOMMANDS:\n").last?.components(separatedBy: "\n\n").first ?? ""
        let listed =
            block
            .split(separator: "\n")
            .compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard line.hasPrefix("  "), !line.hasPrefix("    "), let first = words.first else { return nil }
                return String(first)
            }
        #expect(listed.count >= 6, "\(listed)")
        for command in listed where command != "help" {
            #expect(Self.commands.contains(command), "`quizc \(command)` has no help section in docs/cli.md")
        }
    }
}
