import Foundation
@_spi(Tools) import QuizRuntime
import Testing

/// `--format sarif`, checked against the official SARIF 2.1.0 schema with Python's
/// `jsonschema` (CI installs python3 and jsonschema; a missing one fails the test).
@Suite("quizc --format sarif")
struct SARIFFormatTests {
    /// The official schema, kept in the repository (schemas/external/README.md says where from).
    static let schemaURL = packageRoot.appendingPathComponent("schemas/external/sarif-schema-2.1.0.json")

    /// Validates stdin against the schema named by argv[1] with the validator its `$schema`
    /// asks for (draft-04 for SARIF), formats included where the checkers are installed.
    /// Exit 0 valid, 1 invalid (errors on stdout), 3 jsonschema missing.
    static let validator = """
        import json, sys
        try:
            from jsonschema.validators import validator_for
        except ImportError as error:
            print("the Python module jsonschema is missing: %s" % error)
            sys.exit(3)
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        cls = validator_for(schema)
        cls.check_schema(schema)
        document = json.loads(sys.stdin.read())
        errors = sorted(cls(schema, format_checker=cls.FORMAT_CHECKER).iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors[:20]:
            print("/" + "/".join(str(p) for p in error.absolute_path) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """

    /// Runs the validator on `document`; `nil` (after recording an issue) when it cannot run.
    static func validate(_ document: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (
        valid: Bool, report: String
    )? {
        guard FileManager.default.fileExists(atPath: schemaURL.path) else {
            Issue.record("the SARIF schema is missing at \(schemaURL.path)", sourceLocation: sourceLocation)
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", validator, schemaURL.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            Issue.record(
                "cannot run python3 to validate SARIF (\(error)); install python3 and `pip install jsonschema` (CI does)",
                sourceLocation: sourceLocation)
            return nil
        }
        let writer = Thread {
            input.fileHandleForWriting.write(Data(document.utf8)); try? input.fileHandleForWriting.close()
        }
        writer.start()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return (true, report)
        case 1: return (false, report)
        case 3:
            Issue.record(
                "\(report.trimmingCharacters(in: .whitespacesAndNewlines)); `pip install jsonschema` (CI does)",
                sourceLocation: sourceLocation)
            return nil
        case 127:
            Issue.record(
                "python3 is not installed; SARIF output cannot be validated (CI installs it): \(report)",
                sourceLocation: sourceLocation)
            return nil
        default:
            Issue.record(
                "the SARIF validator failed (status \(process.terminationStatus)): \(report)",
                sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test func lintOfBadFixturesIsValidSARIF() throws {
        let result = try runFrontend(["lint", "--format", "sarif", "Tests/Fixtures/bad"])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        guard let validation = try Self.validate(result.stdout) else { return }
        #expect(validation.valid, "quizc's SARIF does not match the SARIF 2.1.0 schema:\n\(validation.report)")
    }

    @Test func schemaIsTheOfficialCopyUnchanged() throws {
        // The digest that schemas/external/README.md records for the OASIS file.
        let bytes = try [UInt8](Data(contentsOf: Self.schemaURL))
        #expect(QuizRuntime.SHA256.hex(bytes) == "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e")
    }

    @Test func validatorRejectsAnInvalidLog() throws {
        // Guards against a validator that accepts anything (wrong schema, wrong draft).
        guard
            let validation = try Self.validate(
                #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "columnKind": "bytes"}]}"#)
        else { return }
        #expect(!validation.valid)
    }

    @Test func contents() throws {
        let result = try runFrontend(["lint", "--format", "sarif", "Tests/Fixtures/bad"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: Any]])
        let root = try #require(bases["%SRCROOT%"]?["uri"] as? String)
        #expect(root.hasPrefix("file:///") && root.hasSuffix("/"))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "quizc")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs.contains("yaml-syntax") && Set(ruleIDs).count == ruleIDs.count)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count > 10)
        for item in results {
            let ruleID = try #require(item["ruleId"] as? String)
            let index = try #require(item["ruleIndex"] as? Int)
            #expect(ruleIDs[index] == ruleID)
            #expect(["error", "warning"].contains(item["level"] as? String))
            let location = try #require(
                (item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: String])
            #expect(artifact["uriBaseId"] == "%SRCROOT%")
            #expect(artifact["uri"]?.hasPrefix("Tests/Fixtures/bad/") == true)
            let region = try #require(location["region"] as? [String: Int])
            #expect((region["startLine"] ?? 0) >= 1 && (region["startColumn"] ?? 0) >= 1)
        }
        // Notes with a place become related locations.
        #expect(results.contains { ($0["relatedLocations"] as? [Any])?.isEmpty == false })
        // The same run gives the same bytes.
        #expect(try runFrontend(["lint", "--format", "sarif", "Tests/Fixtures/bad"]).stdout == result.stdout)
    }

    @Test func absolutePathsUnderTheCurrentDirectoryBecomeRelative() throws {
        let absolute = packageRoot.appendingPathComponent("Tests/Fixtures/bad/tab.quiz.yaml").path
        let result = try runFrontend(["lint", "--format", "sarif", absolute, "./Tests/Fixtures/bad//yaml.quiz.yaml"])
        #expect(result.status == 1)
        #expect(result.stdout.contains(#""uri": "Tests/Fixtures/bad/tab.quiz.yaml""#))
        #expect(result.stdout.contains(#""uri": "Tests/Fixtures/bad/yaml.quiz.yaml""#))
        #expect(!result.stdout.contains(#""uri": "./"#))
        #expect(!result.stdout.contains(absolute))
    }

    /// `stats` renders its report in text or JSON only; `lint` gives its diagnostics as SARIF.
    @Test func cleanRunIsAnEmptyLogAndBuildUsesSARIFForItsDiagnostics() throws {
        let clean = try runFrontend(["lint", "--format", "sarif", "quizzes"])
        #expect(clean.status == 0)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(clean.stdout.utf8)) as? [String: Any])
        #expect(((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any]) != nil)
        let stats = try runFrontend(["stats", "--format", "sarif", "Tests/Fixtures/bad/tab.quiz.yaml"])
        #expect(stats.status == 64)
        let build = try runFrontend([
            "build", "--check", "--format", "sarif", "-o", "build/none", "Tests/Fixtures/bad/tab.quiz.yaml",
        ])
        #expect(build.status == 1)
        #expect(build.stdout.contains(#""ruleId": "yaml-syntax""#))
    }
}
