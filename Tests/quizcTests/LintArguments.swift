/// How `swift package lint-quizzes` reads the arguments it passes on to `quizc lint`.
///
/// Plain Swift without PackagePlugin: quizcTests compiles this same file (through the
/// symbolic link Tests/quizcTests/LintArguments.swift) to test it, and checks `valueOptions`
/// against the options `quizc lint` has.
enum LintArguments {
    /// The options of `quizc lint` that take a value, given as `--format json` or
    /// `--format=json`.
    static let valueOptions: Set<String> = ["--format", "--analysis-budget", "--cache-dir"]

    /// Splits the arguments left for `quizc lint` into options (each with its value) and
    /// paths; everything after `--` is a path.
    static func split(_ arguments: [String]) -> (options: [String], paths: [String]) {
        var options: [String] = []
        var paths: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                paths += arguments[(index + 1)...]
                break
            } else if valueOptions.contains(argument) {
                options.append(argument)
                if index + 1 < arguments.endIndex {
                    options.append(arguments[index + 1])
                    index += 1
                }
            } else if argument.hasPrefix("-") {
                options.append(argument)
            } else {
                paths.append(argument)
            }
            index += 1
        }
        return (options, paths)
    }

    /// `options` with `--cache-dir defaultCache` added, unless they already choose the
    /// analysis cache (`--cache-dir`, `--cache-dir=DIR`, `--no-cache`) or `QUIZC_CACHE_DIR`
    /// in `environment` does. A command plugin may not write the package's folder, where
    /// quizc's default `.quizc-cache` would be.
    static func withCache(_ options: [String], defaultCache: String, environment: [String: String]) -> [String] {
        let chosen = options.contains { $0 == "--cache-dir" || $0.hasPrefix("--cache-dir=") || $0 == "--no-cache" }
        if chosen || !(environment["QUIZC_CACHE_DIR"] ?? "").isEmpty { return options }
        return options + ["--cache-dir", defaultCache]
    }
}
