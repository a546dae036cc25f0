import ArgumentParser
import QuizCompiler

/// `quizc`: compile quiz YAML into checked, normalized JSON bundles.
@main
struct Quizc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quizc",
        abstract: "Check quiz YAML and compile it into normalized, deterministic JSON bundles.",
        discussion: """
        Exit status: 0 clean; 1 errors (or warnings with --strict), rejected answers, or stale \
        bundles; 2 an input or output could not be read or written; 64 usage errors.
        """,
        version: QuizcVersion.current,
        subcommands: [Lint.self, Build.self, Score.self, Stats.self, Order.self, Diff.self]
    )
}
