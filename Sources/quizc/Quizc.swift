import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler

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
        subcommands: [
            Lint.self, Build.self, Generate.self, Score.self, Visible.self, Stats.self, Order.self, Diff.self,
            Translations.self, Preview.self, Lsp.self, Analyze.self,
            Cache.self, Session.self,
        ]
    )

    /// A reader that goes away (`quizc score … | head -1`) makes writes fail with EPIPE
    /// instead of killing the process, so every command reports it and exits 2, as the
    /// JavaScript and Python runtimes' command lines do. Likewise a file size limit
    /// (`ulimit -f`): a write past it fails with EFBIG instead of SIGXFSZ killing quizc
    /// half-way, so the write error is reported (exit 2), the old output stays and no
    /// temporary file is left.
    static func main() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        main(nil)
    }
}
