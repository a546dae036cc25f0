import Foundation
import QuizRuntime
import Testing

/// Replays every case of Tests/Conformance with the Swift runtime; with `QUIZC_RECORD=1`,
/// records the suite first. With `QUIZ_CONFORMANCE_REPORT=FILE`, writes the per-case report
/// that build-tools/conformance-matrix.py reads.
@Suite("Conformance suite", .serialized)
struct ConformanceTests {
    /// The files on disk are exactly what the recorder writes now: no stale case, no file
    /// edited by hand or left over.
    @Test func theSuiteIsWhatTheRecorderWrites() throws {
        guard ProcessInfo.processInfo.environment["QUIZC_RECORD"] != "1" else { return }
        let rendered = try Recorder.render()
        #expect(Recorder.filesOnDisk() == rendered.map(\.path).sorted(), "re-record with QUIZC_RECORD=1")
        for (path, bytes) in rendered {
            let onDisk = FileManager.default.contents(atPath: SuiteFormat.root.appendingPathComponent(path).path).map {
                [UInt8]($0)
            }
            // Not `#expect(onDisk == bytes)`: it would print megabytes of bytes.
            if onDisk != bytes {
                Issue.record(
                    "Tests/Conformance/\(path) differs from what the recorder writes; re-record with QUIZC_RECORD=1")
            }
        }
    }

    @Test func replayEveryCase() throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["QUIZC_RECORD"] == "1" { try Recorder.record() }
        let files = try SuiteFile.all()
        #expect(files.contains { $0.name.hasPrefix("required/") }, "no suite files; record them with QUIZC_RECORD=1")
        let runner = SwiftRunner()
        var results: [(String, JSONValue)] = []
        var ids: Set<String> = []
        var failures: [String] = []
        for file in files {
            for item in file.cases {
                guard let replayed = Self.replay(item, with: runner) else {
                    failures.append("\(file.name): a case without id or known kind")
                    continue
                }
                guard ids.insert(replayed.id).inserted else {
                    failures.append("\(file.name): the id \(replayed.id) is used twice")
                    continue
                }
                results.append((replayed.id, .string(replayed.passed ? "pass" : "fail")))
                if !replayed.passed {
                    failures.append(
                        "\(replayed.id)\n  expected \(JSONWriter.canonical.string(replayed.expected).prefix(600))\n  actual   \(JSONWriter.canonical.string(replayed.actual).prefix(600))"
                    )
                }
            }
        }
        if let path = environment["QUIZ_CONFORMANCE_REPORT"], !path.isEmpty {
            let report = JSONValue.object([("runtime", .string("swift")), ("results", .object(results))])
            try Data(JSONWriter(sortKeys: false, pretty: true).bytes(report)).write(to: URL(fileURLWithPath: path))
        }
        for failure in failures.prefix(30) { Issue.record(Comment(rawValue: failure)) }
        #expect(failures.count == 0, "\(failures.count) of \(results.count) cases failed")
    }

    /// One case run by `runner`: its id and kind, whether its outputs are the expected ones,
    /// and both; `nil` for a case without an id or a known kind.
    static func replay(_ item: JSONValue, with runner: SwiftRunner) -> (
        id: String, kind: String, passed: Bool, expected: JSONValue, actual: JSONValue
    )? {
        guard case .string(let id)? = item["id"], case .string(let kind)? = item["kind"],
            let outputNames = SuiteFormat.outputMembers[kind], case .object(let members) = item
        else { return nil }
        let inputs = JSONValue.object(members.filter { $0.0 != "id" && $0.0 != "kind" && !outputNames.contains($0.0) })
        let expected = JSONValue.object(members.filter { outputNames.contains($0.0) })
        let actual: JSONValue
        do {
            actual = .object(try runner.outputs(kind: kind, inputs: inputs))
        } catch {
            actual = .object([("failure", .string("\(error)"))])
        }
        let passed = JSONWriter.canonical.bytes(expected) == JSONWriter.canonical.bytes(actual)
        return (id, kind, passed, expected, actual)
    }
}
