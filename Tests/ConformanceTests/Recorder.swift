import Foundation
import QuizRuntime

/// Writes the suite: compiles the bundles, asks the Swift runtime for every case's expected
/// results, and writes Tests/Conformance/bundles, required and optional
/// (`QUIZC_RECORD=1 swift test --filter ConformanceTests`).
enum Recorder {
    /// The suite files: name, description and the cases' inputs.
    typealias Suite = (name: String, description: String, cases: [CaseSpec])

    static func suites(_ bundles: BundleSet) throws -> [Suite] {
        var suites: [Suite] = []
        let hashes: [CaseSpec] = bundles.names.map {
            CaseSpec(id: "hash/\($0)", kind: "hash", inputs: [("bundle", .string($0))])
        }
        suites.append(("required/hashes", "Each bundle's hash; loading it with hash verification succeeds.", hashes))
        let examples: [CaseSpec] = bundles.names.map {
            CaseSpec(id: "examples/\($0)", kind: "examples", inputs: [("bundle", .string($0))])
        }
        suites.append(("required/examples", "Example replay of each bundle, failing examples included.", examples))
        suites.append(
            (
                "required/orders",
                "Presentation orders: seeds 0, 1, 42 and 2^64-1 for every bundle, more for shuffled and drawn ones.",
                OrderCases.all(bundles)
            ))
        suites.append(
            (
                "required/locales",
                "Locale lookup over each bundle's locales (fallbacks, case, underscores, private use, the source locale) and Accept-Language parsing.",
                try LocaleCases.all(bundles)
            ))
        suites.append(
            (
                "required/bundle-errors",
                "Bundles that do not load: not JSON, another format, hash errors, field errors with their paths.",
                try BundleErrorCases.all(bundles)
            ))
        suites.append(
            (
                "required/score-models", "Every tie, runner-up and band boundary of the three scoring models.",
                ModelCases.all(bundles)
            ))
        suites.append(
            (
                "required/score-types", "Every question type; multiple min and max; answers of every JSON type.",
                TypeCases.all()
            ))
        suites.append(
            (
                "required/score-ranges", "Range numbers at and beside anchor boundaries, in every literal form.",
                RangeCases.all()
            ))
        suites.append(
            (
                "required/score-errors", "Every error code with its key and message; JSON the scorer refuses.",
                ErrorCases.all(bundles)
            ))
        suites.append(
            (
                "required/score-keys",
                "Near-miss keys (case, quotes, width, spaces, invisible characters), non-NFC and duplicate keys.",
                KeyCases.all(bundles)
            ))
        suites.append(
            (
                "required/score-draws",
                "Drawn quizzes: answers per pool, missing answers naming the pool, too many answers.", DrawCases.all()
            ))
        suites.append(
            (
                "required/decimal",
                "The decimal form of exact values: halves of both signs, numerators beyond 2^64, 0 to 6 digits, zero, negatives rounding to zero.",
                DecimalCases.all()
            ))
        suites.append(
            (
                "required/profiles",
                "Derived scores, profile results and bands, nearest profiles (euclidean, manhattan, ties), fractional weights, axis percentages; malformed new bundle members.",
                try ProfileCases.all(bundles)
            ))
        suites.append(
            (
                "required/branching",
                "Branching: visibility over every operator and question type, hidden answers, required when shown, chains, range anchors by number and by id, error order; visible cases; malformed when members.",
                try BranchingCases.all(bundles)
            ))
        suites.append(
            (
                "required/sessions",
                "Scripted sessions: pages, branching, changed answers, refusals, progress, time limits, saving and resuming, refused tokens, resuming on another release (resumed, migrated, refused).",
                SessionCases.all()
            ))
        for name in BundleSet.shipped + ["types"] {
            suites.append(
                (
                    "required/score-random-\(name)", "Seeded random answer sets for \(name), valid and invalid.",
                    RandomCases.all(bundles, name)
                ))
        }
        suites.append(
            (
                "optional/stress",
                "Large inputs a port may skip: a 100,000-member answers object, long texts, deep nesting, 10,000 options.",
                StressCases.all(bundles)
            ))
        return suites
    }

    /// Every file the recorder writes: path under Tests/Conformance and bytes.
    static func render() throws -> [(path: String, bytes: [UInt8])] {
        let bundles = try BundleSet.compile()
        let runner = SwiftRunner(bundles: Dictionary(uniqueKeysWithValues: bundles.files.map { ($0.name, $0.bytes) }))
        var files: [(path: String, bytes: [UInt8])] = bundles.files.map { ("bundles/\($0.name).json", $0.bytes) }
        var ids: Set<String> = []
        for suite in try suites(bundles) {
            var cases: [JSONValue] = []
            for spec in suite.cases {
                guard ids.insert(spec.id).inserted else { throw SuiteError("two cases with the id \(spec.id)") }
                let outputs: [(String, JSONValue)]
                do {
                    outputs = try runner.outputs(kind: spec.kind, inputs: .object(spec.inputs))
                } catch {
                    throw SuiteError("\(spec.id): \(error)")
                }
                cases.append(.object([("id", .string(spec.id)), ("kind", .string(spec.kind))] + spec.inputs + outputs))
            }
            let file = SuiteFile(name: suite.name, description: suite.description, cases: cases)
            files.append((suite.name + ".json", SuiteFormat.writer.bytes(file.jsonValue)))
        }
        return files
    }

    /// The folders the recorder owns (rewritten from scratch when recording).
    static let folders = ["bundles", "required", "optional"]

    static func record() throws {
        let files = try render()
        let manager = FileManager.default
        for folder in folders {
            let url = SuiteFormat.root.appendingPathComponent(folder)
            try? manager.removeItem(at: url)
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
        }
        for (path, bytes) in files {
            try Data(bytes).write(to: SuiteFormat.root.appendingPathComponent(path))
        }
    }

    /// The paths of the files now in the recorder's folders.
    static func filesOnDisk() -> [String] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: SuiteFormat.root.appendingPathComponent(folder).path))
                ?? [])
                .map { "\(folder)/\($0)" }
        }.sorted()
    }
}
