import Foundation
import Testing

/// `quizc translations QUIZ_FILE --locale TAG [-o FILE]`: writes or completes a quiz's
/// translation file; exit 0 written, 1 quiz errors or a bad locale or a foreign file,
/// 2 unreadable or unwritable files, 64 usage.
@Suite("quizc translations")
struct TranslationsCommandTests {
    /// A temporary folder holding a copy of schemas/ and of the quizzes in quizzes/ (with
    /// their translations when `translations` is true).
    static func workspace(translations: Bool = false) throws -> URL {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("schemas"), to: folder.appendingPathComponent("schemas"))
        let quizzes = folder.appendingPathComponent("quizzes")
        try FileManager.default.createDirectory(at: quizzes, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("quizzes").path)
        where translations || name.hasSuffix(".quiz.yaml") {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent("quizzes/\(name)"), to: quizzes.appendingPathComponent(name))
        }
        return folder
    }

    /// The shipped translations are complete: regenerating each reproduces it byte for byte.
    @Test(arguments: [
        "mbti.de", "big-five.de", "fitcircle-persona.de", "fitcircle-persona.ar", "color.ar", "animal.es",
    ])
    func aShippedTranslationRoundTripsByteForByte(name: String) throws {
        let folder = try Self.workspace(translations: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let parts = name.split(separator: ".")
        let url = folder.appendingPathComponent("quizzes/\(name).yaml")
        let before = try #require(FileManager.default.contents(atPath: url.path))
        let run = try runFrontend(
            ["translations", path("quizzes/\(parts[0]).quiz.yaml", under: folder), "--locale", String(parts[1])],
            with: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("is up to date: all"), "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: url.path) == before)
        // Written to another file, the generated text is the same bytes too.
        let copy = folder.appendingPathComponent("copy.yaml")
        try before.write(to: copy)
        let other = try runFrontend(
            [
                "translations", path("quizzes/\(parts[0]).quiz.yaml", under: folder), "--locale", String(parts[1]),
                "-o",
                path("copy.yaml", under: folder),
            ],
            with: folder)
        #expect(other.status == 0, "\(other.stderr)")
        #expect(FileManager.default.contents(atPath: copy.path) == before)
    }

    static func read(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func writesBesideTheQuizByDefaultAndThenLeavesACompleteFileAlone() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runFrontend(
            ["translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de"], with: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "quizc: wrote quizzes/mbti.de.yaml: 63 of 63 texts untranslated\n")
        #expect(run.stdout.isEmpty)
        let url = folder.appendingPathComponent("quizzes/mbti.de.yaml")
        let text = try #require(Self.read(url))
        #expect(
            text.hasPrefix(
                "# yaml-language-server: $schema=../schemas/translation.schema.json\ntranslation: mbti\nlocale: de\ntitle:\n  text: \"\"\n  source: Four-Letter Personality Type\n"
            ))
        #expect(
            text.contains(
                "\nquestions:\n  ei-1:\n    text:\n      text: \"\"\n      source: I feel recharged after an evening spent with a big group of people.\n"
            ))
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("quizzes").path
        ).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)

        // Translating one text and running again keeps it, and nothing else changes.
        let translated = text.replacingOccurrences(
            of: "title:\n  text: \"\"\n", with: "title:\n  text: Vier-Buchstaben-Typ  # übersetzt\n")
        try Data(translated.utf8).write(to: url)
        let again = try runFrontend(
            ["translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de"], with: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr == "quizc: quizzes/mbti.de.yaml is up to date: 62 of 63 texts untranslated\n")
        #expect(Self.read(url) == translated)
    }

    /// After the quiz's texts change, an entry still untranslated gets the new source text
    /// (the file is rewritten, with a note); a translated entry keeps its old source, which
    /// lint reports as `stale-translation`.
    @Test func rerunningAfterTheQuizChangedRefreshesTheSourceOfUntranslatedEntriesOnly() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try runFrontend(
            ["translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de"], with: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let url = folder.appendingPathComponent("quizzes/mbti.de.yaml")
        let generated = try #require(Self.read(url))
        let translated = generated.replacingOccurrences(
            of: "title:\n  text: \"\"\n", with: "title:\n  text: Vier-Buchstaben-Typ\n")
        try Data(translated.utf8).write(to: url)
        let quizURL = folder.appendingPathComponent("quizzes/mbti.quiz.yaml")
        let quiz = try #require(Self.read(quizURL))
        let edited = quiz.replacingOccurrences(
            of: "title: Four-Letter Personality Type", with: "title: Four-Letter Type"
        )
        .replacingOccurrences(of: "an evening spent with a big group", with: "an evening spent with a large group")
        #expect(edited != quiz)
        try Data(edited.utf8).write(to: quizURL)

        let again = try runFrontend(
            ["translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de"], with: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(
            again.stderr
                == "quizc: note: quizzes/mbti.de.yaml: set `source:` of 1 untranslated entry to the quiz's current text: `questions.ei-1.text`\nquizc: wrote quizzes/mbti.de.yaml: 62 of 63 texts untranslated\n"
        )
        let text = try #require(Self.read(url))
        #expect(
            text
                == translated.replacingOccurrences(
                    of: "an evening spent with a big group", with: "an evening spent with a large group"))
        #expect(text.contains("title:\n  text: Vier-Buchstaben-Typ\n  source: Four-Letter Personality Type\n"))
        let lint = try runFrontend(["lint", path("quizzes", under: folder)], with: folder)
        #expect(lint.stdout.components(separatedBy: "[stale-translation]").count == 2, "\(lint.stdout)")
        #expect(lint.stdout.contains("the title was translated from"), "\(lint.stdout)")
        // The refreshed file is up to date.
        let third = try runFrontend(
            ["translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de"], with: folder)
        #expect(third.stderr == "quizc: quizzes/mbti.de.yaml is up to date: 62 of 63 texts untranslated\n")
    }

    /// A partly translated locale works (the bundle carries the source text there), so
    /// its untranslated texts are notes: shown and counted, never failing `lint --strict`
    /// (the documented pre-commit hook and CI). A stale translation is a warning and does.
    @Test func aPartlyTranslatedLocalePassesStrictLintWhileAStaleOneFails() throws {
        let folder = try Self.workspace(translations: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("quizzes/mbti.de.yaml")
        let shipped = try #require(Self.read(url))
        let partial = shipped.replacingOccurrences(
            of: "  text: Vier-Buchstaben-Persönlichkeitstyp\n", with: "  text: \"\"\n")
        #expect(partial != shipped)
        try Data(partial.utf8).write(to: url)
        let lint = try runFrontend(["lint", "--strict", path("quizzes", under: folder)], with: folder)
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(
            lint.stdout.contains("quizzes/mbti.de.yaml:5:9: note: `de` has no translation of the title"),
            "\(lint.stdout)")
        #expect(lint.stdout.contains("note: de: 1 of 63 texts untranslated"), "\(lint.stdout)")
        #expect(lint.stdout.hasSuffix("no problems, 2 notes in 11 files\n"), "\(lint.stdout)")

        let stale = partial.replacingOccurrences(
            of: "  source: Twenty-four short statements", with: "  source: Twenty short statements")
        try Data(stale.utf8).write(to: url)
        let failing = try runFrontend(["lint", "--strict", path("quizzes", under: folder)], with: folder)
        #expect(failing.status == 1, "\(failing.stdout)")
        #expect(failing.stdout.contains("[stale-translation]"), "\(failing.stdout)")
    }

    @Test func completesAnExistingFileInPlaceAndSaysWhenAllIsTranslated() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("quizzes/color.fr.yaml")
        let existing = "# à moi\ntranslation: color\nlocale: fr\ntitle: Quelle est ta couleur ?   # ok\n"
        try Data(existing.utf8).write(to: url)
        let run = try runFrontend(
            ["translations", path("quizzes/color.quiz.yaml", under: folder), "--locale", "fr"], with: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "quizc: wrote quizzes/color.fr.yaml: 72 of 73 texts untranslated\n")
        let text = try #require(Self.read(url))
        #expect(text.hasPrefix(existing + "description:\n  text: \"\"\n  source: "))

        // Every text filled in: reported as all translated, and the file is left alone.
        let filled = text.replacingOccurrences(of: "text: \"\"\n", with: "text: Traduit\n")
        try Data(filled.utf8).write(to: url)
        let done = try runFrontend(
            ["translations", path("quizzes/color.quiz.yaml", under: folder), "--locale", "fr"], with: folder)
        #expect(done.status == 0)
        #expect(done.stderr == "quizc: quizzes/color.fr.yaml is up to date: all 73 texts translated\n")
        #expect(Self.read(url) == filled)
    }

    @Test func afterWritingTheFileLintSaysToTranslateTheEmptyTextsNotToRunTranslationsAgain() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quiz = path("quizzes/animal.quiz.yaml", under: folder)
        #expect(try runFrontend(["translations", quiz, "--locale", "fr"], with: folder).status == 0)
        let lint = try runFrontend(["lint", quiz, path("quizzes/animal.fr.yaml", under: folder)], with: folder)
        #expect(
            lint.stdout.contains(
                "note: fr: 70 of 70 texts untranslated; people using fr see the source text there — translate the empty texts (`text: \"\"`), then run `quizc lint` to check them [missing-translation]"
            ), "\(lint.stdout)")
        #expect(!lint.stdout.contains("`quizc translations"))
    }

    @Test func theOutputOptionNamesTheFileAndTheModelineFollowsIt() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("l10n/de"), withIntermediateDirectories: true)
        let run = try runFrontend(
            [
                "translations", path("quizzes/animal.quiz.yaml", under: folder), "--locale", "de-CH", "-o",
                path("l10n/de/animal.yaml", under: folder),
            ], with: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "quizc: wrote l10n/de/animal.yaml: 70 of 70 texts untranslated\n")
        let text = try #require(Self.read(folder.appendingPathComponent("l10n/de/animal.yaml")))
        #expect(
            text.hasPrefix(
                "# yaml-language-server: $schema=../../schemas/translation.schema.json\ntranslation: animal\nlocale: de-CH\n"
            ))
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("quizzes/animal.de-CH.yaml").path))
        let long = try runFrontend(
            [
                "translations", path("quizzes/animal.quiz.yaml", under: folder), "--locale", "de-CH", "--output",
                path("l10n/de/animal.yaml", under: folder),
            ],
            with: folder)
        #expect(long.status == 0 && long.stderr.contains("is up to date"), "\(long.stderr)")
    }

    @Test(arguments: [
        ("deutsch", "is not a BCP 47 language tag"), ("de_DE", "is not a BCP 47 language tag"),
        ("", "is not a BCP 47 language tag"),
        ("en", "is the quiz's own locale"), ("EN", "is the quiz's own locale"),
    ])
    func anInvalidOrSourceLocaleExits1AndWritesNothing(_ tag: String, _ message: String) throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("quizzes").path)
            .sorted()
        let run = try runFrontend(
            ["translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", tag], with: folder)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix("quizc: error: --locale `\(tag)` ") && run.stderr.contains(message), "\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("quizzes").path).sorted()
                == before)
    }

    @Test func aQuizWithErrorsPrintsItsDiagnosticsLikeLintAndExits1() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            "quiz: broken\nversion: 1.0.0\ntitle: T\ntraits: [a]\nscoring: {model: highest}\nquestions: []\noutcomes: {a: {title: A}}\n"
                .utf8
        )
        .write(to: folder.appendingPathComponent("broken.quiz.yaml"))
        let run = try runFrontend(
            ["translations", path("broken.quiz.yaml", under: folder), "--locale", "de"], with: folder)
        let lint = try runFrontend(["lint", path("broken.quiz.yaml", under: folder)], with: folder)
        #expect(run.status == 1)
        #expect(!run.stdout.isEmpty && run.stdout == lint.stdout)
        #expect(run.stderr == "quizc: nothing written: fix the errors in broken.quiz.yaml first\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("broken.de.yaml").path))
    }

    @Test func anExistingFileWithAYAMLErrorOrOfAnotherQuizOrLocaleExits1AndIsLeftAlone() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("quizzes/mbti.de.yaml")
        let cases = [
            ("translation: mbti\nlocale: de\ntitle: [unclosed\n", "yaml-syntax"),
            ("translation: animal\nlocale: de\n", "is a translation of `animal`, not of the quiz `mbti`"),
            ("translation: mbti\nlocale: fr\n", "is the `fr` translation of `mbti`, not the `de` one"),
        ]
        for (content, message) in cases {
            try Data(content.utf8).write(to: url)
            let run = try runFrontend(
                ["translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de"], with: folder)
            #expect(run.status == 1, "\(content)")
            #expect((run.stdout + run.stderr).contains(message), "\(run.stdout)\(run.stderr)")
            #expect(Self.read(url) == content)
        }
        let quiz = try #require(Self.read(folder.appendingPathComponent("quizzes/color.quiz.yaml")))
        let overQuiz = try runFrontend(
            [
                "translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de", "-o",
                path("quizzes/color.quiz.yaml", under: folder),
            ], with: folder)
        #expect(
            overQuiz.status == 1 && overQuiz.stderr.contains("is a quiz file, not a translation"), "\(overQuiz.stderr)")
        #expect(Self.read(folder.appendingPathComponent("quizzes/color.quiz.yaml")) == quiz)
    }

    @Test func aFlowMappingRewrittenInBlockStyleIsReportedOnStandardError() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("quizzes/animal.de.yaml")
        try Data("translation: animal\nlocale: de\nquestions: {saturday: {text: Samstag}}\n".utf8).write(to: url)
        let run = try runFrontend(
            ["translations", path("quizzes/animal.quiz.yaml", under: folder), "--locale", "de"], with: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "quizc: note: quizzes/animal.de.yaml: `questions` (line 3) was in flow style; rewrote it in block style to add entries\n"
            ))
        #expect(run.stderr.hasSuffix("quizc: wrote quizzes/animal.de.yaml: 69 of 70 texts untranslated\n"))
        #expect(
            Self.read(url)?.contains("questions:\n  saturday:\n    text: Samstag\n    options:\n      organize:\n")
                == true)
    }

    @Test func unreadableInputsAndUnwritableOutputsExit2() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try runFrontend(
            ["translations", path("quizzes/nope.quiz.yaml", under: folder), "--locale", "de"], with: folder)
        #expect(
            missing.status == 2 && missing.stderr.hasPrefix("quizc: error: quizzes/nope.quiz.yaml: no such file"),
            "\(missing.stderr)")
        let folderAsQuiz = try runFrontend(
            ["translations", path("quizzes", under: folder), "--locale", "de"], with: folder)
        #expect(folderAsQuiz.status == 2, "\(folderAsQuiz.stderr)")

        // The output's folder is a file: the translation cannot be written.
        let underFile = try runFrontend(
            [
                "translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de", "-o",
                path("quizzes/mbti.quiz.yaml/de.yaml", under: folder),
            ],
            with: folder)
        #expect(
            underFile.status == 2 && underFile.stderr.contains("quizc: error: quizzes/mbti.quiz.yaml/de.yaml"),
            "\(underFile.stderr)")
        let noFolder = try runFrontend(
            [
                "translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de", "-o",
                path("absent/mbti.de.yaml", under: folder),
            ], with: folder)
        #expect(
            noFolder.status == 2 && noFolder.stderr.hasPrefix("quizc: error: absent/mbti.de.yaml cannot be written: "),
            "\(noFolder.stderr)")
        // A folder where the file should be.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("quizzes/mbti.de.yaml"), withIntermediateDirectories: false)
        let isFolder = try runFrontend(
            ["translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de"], with: folder)
        #expect(isFolder.status == 2, "\(isFolder.stderr)")
    }

    @Test func usageErrorsExit64() throws {
        for arguments in [
            ["translations", "quizzes/mbti.quiz.yaml"], ["translations", "--locale", "de"],
            ["translations", "quizzes/mbti.quiz.yaml", "--locale", "de", "--bogus"],
        ] {
            let run = try runFrontend(arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
        }
    }

    /// `--cache-dir` and `--no-cache` mean what they mean for `lint` and `build`: the quiz's
    /// analysis is stored once and reused, and the file written is the same either way.
    @Test func theAnalysisCacheIsUsedLikeLintUsesIt() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("c")
        func entries() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).filter { $0.hasSuffix(".json") }
        }
        let cold = try runFrontend(
            [
                "translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de", "--cache-dir",
                path("c", under: folder), "-o", path("cold.yaml", under: folder),
            ],
            with: folder)
        #expect(cold.status == 0, "\(cold.stderr)")
        let stored = entries()
        #expect(stored.count == 1)
        let entry = try #require(
            stored.first.flatMap { FileManager.default.contents(atPath: cache.appendingPathComponent($0).path) })
        let warm = try runFrontend(
            [
                "translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de", "--cache-dir",
                path("c", under: folder), "-o", path("warm.yaml", under: folder),
            ],
            with: folder)
        #expect(warm.status == 0, "\(warm.stderr)")
        #expect(entries() == stored)
        #expect(FileManager.default.contents(atPath: cache.appendingPathComponent(stored[0]).path) == entry)
        let uncached = try runFrontend(
            [
                "translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de", "--no-cache", "-o",
                path("uncached.yaml", under: folder),
            ],
            with: folder)
        #expect(uncached.status == 0, "\(uncached.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".quizc-cache").path),
            "--no-cache wrote the default cache")
        let written = try ["cold", "warm", "uncached"].map {
            try #require(FileManager.default.contents(atPath: folder.appendingPathComponent("\($0).yaml").path))
        }
        #expect(written[1] == written[0] && written[2] == written[0])
        #expect(warm.stderr == cold.stderr.replacingOccurrences(of: "cold.yaml", with: "warm.yaml"))
        // Without either option the default folder is used, as lint uses it.
        let plain = try runFrontend(
            [
                "translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de", "-o",
                path("plain.yaml", under: folder),
            ], with: folder)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".quizc-cache/CACHEDIR.TAG").path))
        let both = try runFrontend(
            [
                "translations", path("quizzes/mbti.quiz.yaml", under: folder), "--locale", "de", "--no-cache",
                "--cache-dir", path("c", under: folder),
            ], with: folder)
        #expect(both.status == 64)
        #expect(both.stderr.contains("--cache-dir and --no-cache cannot be used together"))
    }
}
