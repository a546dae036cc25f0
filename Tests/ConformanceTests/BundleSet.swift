import Foundation
import QuizRuntime

@_spi(Tools) @testable import QuizCompiler

/// The suite's bundles while recording: the shipped quizzes and the purpose-built sources
/// (Tests/Conformance/sources) compiled by quizc, the releases of a quiz
/// (Tests/Conformance/releases, `ReleaseBundles.swift`), plus bundles edited by hand and re-hashed.
struct BundleSet {
    /// Name (the bundle file's name without `.json`) and the file's bytes, in name order.
    private(set) var files: [(name: String, bytes: [UInt8])] = []
    private var decoded: [String: QuizBundle] = [:]

    /// The package root (Tests/Conformance/../..).
    static let packageRoot = SuiteFormat.root.deletingLastPathComponent().deletingLastPathComponent()
    /// The shipped quizzes (their bundles are the golden bundles).
    static let shipped = ["animal", "color", "fitcircle-persona", "mbti"]

    /// Compiles Tests/Conformance/sources and quizzes/ in one build, as `quizc build` does,
    /// so that the translation files beside a quiz fill its bundle's `locales` (of quizzes/,
    /// only the shipped quizzes are taken); throws with the diagnostics when a file has
    /// errors. Then derives the edited bundles.
    static func compile() throws -> BundleSet {
        var set = BundleSet()
        let built = try build([
            SuiteFormat.root.appendingPathComponent("sources").path,
            packageRoot.appendingPathComponent("quizzes").path,
        ])
        for (path, bundle) in built {
            if path.hasPrefix(packageRoot.appendingPathComponent("quizzes").path), !shipped.contains(bundle.quiz) {
                continue
            }
            try set.add(bundle.quiz, bytes: bundle.fileBytes())
        }
        try set.addReleases()
        for name in shipped where set.decoded[name] == nil {
            throw SuiteError("quizzes/\(name).quiz.yaml is not in the build")
        }
        // Compact: the bundle is large, and a bundle's hash does not depend on its layout.
        try set.add("stress-options", bytes: JSONWriter.canonical.bytes(StressCases.optionsBundle().jsonValue()))
        try set.add("highest-secondary-failing-examples", bytes: failingExamples(set.bytes("highest-secondary")))
        for (name, tag) in legacyLocales {
            try set.add(name, bytes: legacyLocale(set.bytes("bands"), tag: tag))
        }
        set.files.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        return set
    }

    /// The quizzes `paths` hold, compiled in one build as `quizc build` compiles them (a
    /// translation file's texts are in its quiz's bundle), with each file's path; throws with
    /// the diagnostics when a file has errors.
    static func build(_ paths: [String]) throws -> [(path: String, bundle: QuizBundle)] {
        let session = BuildSession(paths: paths)
        guard session.inputErrors.isEmpty else {
            throw SuiteError("unreadable: \(session.inputErrors.map(\.diagnostic.message))")
        }
        var bundles: [(path: String, bundle: QuizBundle)] = []
        for file in session.files {
            guard !file.hasErrors else {
                throw SuiteError("\(file.path) does not compile: \(file.diagnostics.map(\.message))")
            }
            guard file.translation == nil else { continue }
            guard let bundle = file.resolved?.bundle else {
                throw SuiteError("\(file.path) is neither a quiz nor a translation")
            }
            bundles.append((file.path, bundle))
        }
        return bundles
    }

    /// Bundles as quizc wrote them before locales existed (a `locale` member, no
    /// `source_locale` or `locales`): their one locale's direction is the default of its
    /// tag, by the script subtag (`az-Arab`) or by the language (`ur`).
    static let legacyLocales = [("legacy-az-arab", "az-Arab"), ("legacy-ur", "ur")]

    /// `bands` written in the format before locales, with the source locale `tag`, re-hashed.
    static func legacyLocale(_ original: [UInt8], tag: String) throws -> [UInt8] {
        guard case .object(var members) = try JSONParser().parse(original) else { throw SuiteError("not an object") }
        members.removeAll { $0.0 == "hash" || $0.0 == "source_locale" || $0.0 == "locales" }
        members.append(("locale", .string(tag)))
        members.append(("hash", .string(try QuizBundle.contentHash(json: .object(members)))))
        return JSONWriter.prettySorted.bytes(.object(members))
    }

    mutating func add(_ name: String, bytes: [UInt8]) throws {
        guard decoded[name] == nil else { throw SuiteError("two bundles named \(name)") }
        decoded[name] = try QuizBundle(jsonBytes: bytes, verifyHash: true)
        files.append((name, bytes))
    }

    /// Every bundle but the large ones of the optional suite (`stress-…`) and the branching
    /// ones, whose cases of every kind are in their own suite (required/branching).
    var names: [String] { files.map(\.name).filter { !$0.hasPrefix("stress-") && !$0.hasPrefix("branching") } }

    /// The branching bundles (Tests/Conformance/sources/branching*.quiz.yaml).
    var branchingNames: [String] { files.map(\.name).filter { $0.hasPrefix("branching") } }

    func bytes(_ name: String) -> [UInt8] { files.first { $0.name == name }?.bytes ?? [] }

    func bundle(_ name: String) -> QuizBundle {
        guard let bundle = decoded[name] else { preconditionFailure("no bundle \(name)") }
        return bundle
    }

    /// The wire keys of a bundle's questions, in bundle order.
    func keys(of name: String) -> [String] { bundle(name).questions.map(\.key) }

    /// `highest-secondary` with its examples replaced by ones that fail in each way example
    /// replay reports, re-hashed so that it loads.
    static func failingExamples(_ original: [UInt8]) throws -> [UInt8] {
        let examples = try JSONParser().parse(
            #"""
            [
              {"name": "passes", "answers": {"q1": "a2", "q2": "b1"}, "expect": "a", "expect_secondary": "b", "expect_scores": {"a": 2, "b": 1, "c": -1}},
              {"name": "rejected", "answers": {"q1": "a3"}, "expect": "a"},
              {"name": "missing answer", "answers": {"q2": "b1"}, "expect": "b"},
              {"answers": {"q1": "b2", "q2": "b1"}, "expect": "a"},
              {"name": "wrong secondary", "answers": {"q1": "a2", "q2": "b1"}, "expect": "a", "expect_secondary": "c"},
              {"name": "secondary that is absent", "answers": {"q1": "a2", "q2": "nothing"}, "expect": "a", "expect_secondary": "b"},
              {"name": "no secondary expected", "answers": {"q1": "c3", "q2": "b1"}, "expect": "c", "expect_secondary": null},
              {"name": "scores", "answers": {"q1": "c3", "q2": "b1"}, "expect": "c", "expect_scores": {"c": 2, "a": 1}},
              {"name": "outcome checked before scores", "answers": {"q1": "minus", "q2": "nothing"}, "expect": "a", "expect_scores": {"a": 5}}
            ]
            """#)
        guard case .object(var members) = try JSONParser().parse(original) else { throw SuiteError("not an object") }
        members = members.map { $0.0 == "examples" ? ($0.0, examples) : $0 }
        members.removeAll { $0.0 == "hash" }
        members.append(("hash", .string(try QuizBundle.contentHash(json: .object(members)))))
        return JSONWriter.prettySorted.bytes(.object(members))
    }
}
