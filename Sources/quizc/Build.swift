import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler

/// `quizc build [PATH...] [-o DIR] [--check]`: lint, then write bundles and `index.json`.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint, then write one normalized bundle per quiz and an index.json.",
        discussion:
            "Nothing is written when any input has an error. The output folder is replaced as a whole in one atomic step: it always holds the complete old or the complete new set of bundles, even when the build is killed."
    )

    @Argument(help: "Quiz files, or folders searched for *.yaml and *.yml.")
    var paths: [String] = ["quizzes"]

    @ArgumentParser.Option(name: [.short, .customLong("output")], help: "The folder to write bundles into.")
    var output = "build/bundles"

    @Flag(help: "Write nothing; fail when the output folder is not exactly what a build would write.")
    var check = false

    @Flag(
        help: ArgumentHelp(
            "Name each bundle after its source file instead of its quiz id.",
            discussion:
                "fitcircle-persona.quiz.yaml → fitcircle-persona.json, so a build system (the QuizBundlePlugin) knows the outputs before reading the files."
        ))
    var nameByFile = false

    @OptionGroup var options: DiagnosticOptions

    func run() throws {
        let session = try options.sessionWithoutFailures(
            paths: paths, notDone: check ? "\(output) not compared with a build" : "nothing written")
        let resolved = session.files.compactMap { file in file.resolved.map { (path: file.path, quiz: $0) } }
        let files: [BundleEmitter.OutputFile]
        if nameByFile {
            let named = resolved.map { (name: BundleEmitter.fileNamedBundle(forSource: $0.path), quiz: $0.quiz) }
            try Self.checkDistinctFileNames(named.map(\.name), sources: resolved.map(\.path))
            files = BundleEmitter.outputs(named: named)
        } else {
            files = BundleEmitter.outputs(for: resolved.map(\.quiz))
        }
        let folder = OutputFolder(path: output)
        if check {
            let staleness: OutputFolder.Staleness
            do {
                staleness = try folder.compare(with: files)
            } catch {
                Console.err("quizc: error: \(error.description)\n")
                throw ExitCode(2)
            }
            if staleness.isUpToDate {
                Console.err("quizc: \(output) is up to date (\(files.count - 1) bundles)\n")
                return
            }
            for name in staleness.stale { Console.err("quizc: stale: \(output)/\(name) differs from a fresh build\n") }
            for name in staleness.missing {
                Console.err("quizc: missing: \(output)/\(name) would be written by a build\n")
            }
            for name in staleness.extra {
                Console.err(
                    "quizc: extra: \(output)/\(name) is listed in \(output)/\(BundleEmitter.indexName) but no longer produced; a build removes it\n"
                )
            }
            for name in staleness.unlisted {
                Console.err(
                    "quizc: extra: \(output)/\(name) is not a bundle of this build nor listed in \(output)/\(BundleEmitter.indexName), so a build leaves it: delete it if it is an old bundle, or keep it outside \(output)\n"
                )
            }
            if !(staleness.stale.isEmpty && staleness.missing.isEmpty && staleness.extra.isEmpty) {
                Console.err("quizc: run `\(rebuildCommand)` to update\n")
            }
            throw ExitCode(1)
        }
        do {
            for note in try folder.write(files) { Console.err("quizc: warning: \(note)\n") }
        } catch {
            Console.err("quizc: error: \(error.description)\n")
            throw ExitCode(2)
        }
        let count = files.count - 1
        Console.err(
            "quizc: wrote \(count) bundle\(count == 1 ? "" : "s") and \(BundleEmitter.indexName) to \(output)\n")
    }

    /// The build that brings the output folder up to date: this command without `--check`.
    var rebuildCommand: String {
        var words = ["quizc", "build", "-o", output]
        if nameByFile { words.append("--name-by-file") }
        words += paths
        return words.map(Self.shellQuoted).joined(separator: " ")
    }

    /// `word` as a POSIX shell reads it back: unchanged when it is plain, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "._/-=:@%+,".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// With `--name-by-file`, two sources must not give one file name (compared ignoring
    /// case, as on macOS), and none may be named like the index.
    static func checkDistinctFileNames(_ names: [String], sources: [String]) throws {
        var first: [String: String] = [:]
        var clashes = false
        for (name, source) in zip(names, sources) {
            let folded = name.lowercased()
            if folded == BundleEmitter.indexName {
                Console.err(
                    "quizc: error: \(source) would be written as \(name), the index (--name-by-file); rename the file\n"
                )
                clashes = true
            } else if let earlier = first[folded] {
                Console.err(
                    "quizc: error: \(earlier) and \(source) would both be written as \(name) (--name-by-file); rename one\n"
                )
                clashes = true
            } else {
                first[folded] = source
            }
        }
        if clashes {
            Console.err("quizc: nothing written\n")
            throw ExitCode(1)
        }
    }
}
