import Foundation
import Testing

/// The argument handling of `swift package lint-quizzes` (build-tools/Plugins/LintQuizzes;
/// `LintArguments` is the plugin's own file, compiled here through a symbolic link).
@Suite("lint-quizzes plugin arguments")
struct LintQuizzesPluginTests {
    @Test("a value option keeps its value, in either form; the rest are paths")
    func split() {
        let cases: [([String], [String], [String])] = [
            (["quizzes"], [], ["quizzes"]),
            (["--strict", "a.quiz.yaml", "b"], ["--strict"], ["a.quiz.yaml", "b"]),
            (["--format", "json", "quizzes"], ["--format", "json"], ["quizzes"]),
            (["--format=json", "quizzes"], ["--format=json"], ["quizzes"]),
            (["--cache-dir", "c", "quizzes"], ["--cache-dir", "c"], ["quizzes"]),
            (["--cache-dir=c", "quizzes"], ["--cache-dir=c"], ["quizzes"]),
            (
                ["--analysis-budget", "5000", "x.quiz.yaml", "--strict"], ["--analysis-budget", "5000", "--strict"],
                ["x.quiz.yaml"]
            ),
            (["--analysis-budget=5000", "x"], ["--analysis-budget=5000"], ["x"]),
            (["--no-cache", "--", "--strict", "-odd"], ["--no-cache"], ["--strict", "-odd"]),
            (["--format"], ["--format"], []),
        ]
        for (arguments, options, paths) in cases {
            let split = LintArguments.split(arguments)
            #expect(split.options == options, "\(arguments)")
            #expect(split.paths == paths, "\(arguments)")
        }
    }

    @Test("the plugin knows every option of quizc lint that takes a value")
    func valueOptionsAreQuizcLints() throws {
        // ArgumentParser describes a command's arguments as JSON; kind "option" takes a value.
        let run = try runQuizc(["lint", "--experimental-dump-help"])
        try #require(run.status == 0, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let arguments = try #require((object?["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
        var valueOptions = Set<String>()
        for argument in arguments where argument["kind"] as? String == "option" {
            for name in argument["names"] as? [[String: Any]] ?? [] {
                let dash = name["kind"] as? String == "long" ? "--" : "-"
                valueOptions.insert(dash + (name["name"] as? String ?? ""))
            }
        }
        #expect(valueOptions.contains("--cache-dir"))
        #expect(LintArguments.valueOptions == valueOptions)
    }

    @Test("the cache goes to the plugin's work folder unless --cache-dir, --no-cache or QUIZC_CACHE_DIR chooses")
    func cacheFolder() {
        let work = "/work/plugin/quizc-cache"
        #expect(LintArguments.withCache([], defaultCache: work, environment: [:]) == ["--cache-dir", work])
        #expect(
            LintArguments.withCache(["--strict"], defaultCache: work, environment: ["QUIZC_CACHE_DIR": ""]) == [
                "--strict", "--cache-dir", work,
            ])
        for chosen in [["--cache-dir", "c"], ["--cache-dir=c"], ["--no-cache"], ["--strict", "--no-cache"]] {
            #expect(LintArguments.withCache(chosen, defaultCache: work, environment: [:]) == chosen)
        }
        #expect(
            LintArguments.withCache(["--strict"], defaultCache: work, environment: ["QUIZC_CACHE_DIR": "mine"]) == [
                "--strict"
            ])
    }
}
