import Foundation
import Testing

/// `quizc build` replaces the output folder as a whole: killed at any moment, failing
/// mid-way, or racing other builds into the same folder, the folder holds the complete old
/// or the complete new set, its `index.json` consistent with every bundle, and the next
/// build leaves no temporary behind.
@Suite("quizc build: the output folder changes as a whole")
struct BuildTransactionTests {
    /// A small complete quiz, so a build of hundreds of them spends its time writing.
    static func quiz(id: String, title: String) -> String {
        """
        quiz: \(id)
        version: 1.0.0
        title: \(title)
        locale: en
        traits: [a, b]
        scoring:
          model: highest
          ties: [a, b]
        questions:
          - id: q1
            text: "Pick one."
            type: single
            options:
              - {id: x, label: "X", weights: {a: 1}}
              - {id: y, label: "Y", weights: {b: 1}}
        outcomes:
          a: {title: A, description: "The A outcome."}
          b: {title: B, description: "The B outcome."}

        """
    }

    /// A folder of `count` quizzes `m<first>`… titled `title`.
    static func quizSet(in root: URL, _ name: String, first: Int, count: Int, title: String) throws -> URL {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for number in first..<(first + count) {
            let id = "m" + String(number + 1000).dropFirst()
            try Data(quiz(id: id, title: title).utf8).write(to: folder.appendingPathComponent("\(id).quiz.yaml"))
        }
        return folder
    }

    /// Every file under `folder` (relative path → bytes), hidden ones included.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let manager = FileManager.default
        for relative in try manager.subpathsOfDirectory(atPath: folder.path) {
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            guard manager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[relative] = manager.contents(atPath: path)
        }
        return files
    }

    /// Every bundle `index.json` lists is in the folder with the hash the index gives it,
    /// and every `*.json` besides the index is listed.
    static func expectConsistentIndex(_ folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let index = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("index.json")))
                as? [String: Any])
        let entries = try #require(index["quizzes"] as? [[String: Any]])
        var listed: Set<String> = []
        for entry in entries {
            let file = try #require(entry["file"] as? String)
            listed.insert(file)
            let bundle = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(file)))
                    as? [String: Any])
            #expect(bundle["hash"] as? String == entry["hash"] as? String, "\(file)", sourceLocation: sourceLocation)
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && $0 != "index.json" }
        #expect(Set(present) == listed, sourceLocation: sourceLocation)
    }

    /// Names beside or inside the output folder that quizc leaves while it works.
    static func leftovers(of out: URL) throws -> [String] {
        let manager = FileManager.default
        let beside = try manager.contentsOfDirectory(atPath: out.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(".\(out.lastPathComponent).quizc-") }
        let inside = try manager.contentsOfDirectory(atPath: out.path).filter {
            $0.hasPrefix(".") && $0.hasSuffix(".tmp")
        }
        return beside + inside
    }

    /// Starts `quizc` with `arguments`, its output discarded.
    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = try quizcBinary()
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Builds killed with SIGKILL after a random delay, alternating between two sets of
    /// 300 quizzes (a third of the bundles removed or added, the rest changed): after each
    /// kill the folder is exactly the old or the new set, the user's file included. Set
    /// `QUIZC_KILL_RUNS` for more runs.
    @Test func aBuildKilledAtAnyMomentLeavesTheOldOrTheNewSet() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let setA = try Self.quizSet(in: root, "a", first: 0, count: 300, title: "Set A")
        let setB = try Self.quizSet(in: root, "b", first: 100, count: 300, title: "Set B")
        let out = root.appendingPathComponent("out")
        var expected: [String: [String: Data]] = [:]
        for (name, set) in [("b", setB), ("a", setA)] {
            let build = try runFrontend(["build", "-o", out.path, set.path])
            #expect(build.status == 0, "\(build.stderr)")
            try Data("mine\n".utf8).write(to: out.appendingPathComponent("NOTES.txt"))
            expected[name] = try Self.snapshot(out)
        }
        // How long a whole build from one set to the other takes here and now (a → b → a).
        var longest = 0.0
        for set in [setB, setA] {
            let clock = ContinuousClock.now
            #expect(try runFrontend(["build", "-o", out.path, set.path]).status == 0)
            let elapsed = ContinuousClock.now - clock
            longest = max(longest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        let runs = Int(ProcessInfo.processInfo.environment["QUIZC_KILL_RUNS"] ?? "") ?? 16
        var current = "a"
        var outcomes: [String: Int] = ["old": 0, "new": 0, "killed while writing": 0]
        for run in 0..<runs {
            let next = current == "a" ? "b" : "a"
            let delay = Double.random(in: 0...longest * 1.3)
            let process = try Self.start(["build", "-o", out.path, (next == "a" ? setA : setB).path])
            usleep(UInt32(delay * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if try !Self.leftovers(of: out).isEmpty { outcomes["killed while writing", default: 0] += 1 }
            let now = try Self.snapshot(out)
            let state = now == expected[current] ? "old" : now == expected[next] ? "new" : "mixed"
            #expect(state != "mixed", "run \(run): killed after \(delay) s, the folder is neither set")
            if state == "mixed" { break }
            try Self.expectConsistentIndex(out)
            outcomes[state, default: 0] += 1
            if state == "new" { current = next }
        }
        // The next build finishes the work and removes whatever the killed ones left.
        let finish = try runFrontend(["build", "-o", out.path, setA.path])
        #expect(finish.status == 0, "\(finish.stderr)")
        #expect(try Self.snapshot(out) == expected["a"])
        #expect(try Self.leftovers(of: out) == [])
        print("killed builds (a build takes \(longest) s): \(outcomes)")
    }

    /// A write that fails after hundreds of files (the process's file size limit, which
    /// fails a write as a full disk does) changes nothing and leaves nothing behind.
    @Test func aWriteFailingMidWayChangesNothing() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let setA = try Self.quizSet(in: root, "a", first: 0, count: 200, title: "Set A")
        let setB = try Self.quizSet(in: root, "b", first: 50, count: 200, title: "Set B")
        let out = root.appendingPathComponent("out")
        #expect(try runFrontend(["build", "-o", out.path, setA.path]).status == 0)
        let before = try Self.snapshot(out)
        // Each bundle fits in 8 KiB, the index of 200 does not: the last file fails.
        let limited = Process()
        limited.executableURL = URL(fileURLWithPath: "/bin/sh")
        limited.arguments = [
            "-c", "trap '' XFSZ; ulimit -f 8; exec \"$0\" \"$@\"", try quizcBinary().path,
            "build", "-o", out.path, setB.path,
        ]
        limited.currentDirectoryURL = packageRoot
        let errors = Pipe()
        limited.standardError = errors
        limited.standardOutput = FileHandle.nullDevice
        try limited.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        limited.waitUntilExit()
        #expect(limited.terminationStatus == 2, "\(message)")
        #expect(message.contains("cannot write \(out.path)/index.json: the file is too large"), "\(message)")
        #expect(message.contains("\(out.path) was not changed"), "\(message)")
        #expect(try Self.snapshot(out) == before)
        #expect(try Self.leftovers(of: out) == [])
    }

    /// A folder where a bundle must go: nothing changes, and the message says what to move.
    @Test func aFolderInTheWayOfABundleChangesNothing() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        #expect(try runFrontend(["build", "-o", out.path, "quizzes/color.quiz.yaml"]).status == 0)
        try FileManager.default.createDirectory(
            at: out.appendingPathComponent("mbti.json"), withIntermediateDirectories: true)
        let before = try Self.snapshot(out)
        let build = try runFrontend(["build", "-o", out.path])
        #expect(build.status == 2)
        #expect(
            build.stderr.contains(
                "\(out.path)/mbti.json is a folder where a bundle must go; move it out of \(out.path) and build again; \(out.path) was not changed"
            ), "\(build.stderr)")
        #expect(try Self.snapshot(out) == before)
        #expect(try Self.leftovers(of: out) == [])
    }

    /// An output folder that cannot be renamed (immutable: `chattr +i`, where this machine
    /// allows it) is an output error that changes nothing.
    @Test func anImmutableOutputFolderChangesNothing() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        #expect(try runFrontend(["build", "-o", out.path, "quizzes/color.quiz.yaml"]).status == 0)
        let before = try Self.snapshot(out)
        guard Self.chattr("+i", out) else { return }  // not root, or a file system without the flag
        defer { _ = Self.chattr("-i", out) }
        let build = try runFrontend(["build", "-o", out.path])
        #expect(build.status == 2)
        #expect(
            build.stderr.contains("cannot replace \(out.path) with the new bundles: the operation is not permitted"),
            "\(build.stderr)")
        #expect(build.stderr.contains("\(out.path) was not changed"))
        #expect(try Self.snapshot(out) == before)
        #expect(try Self.leftovers(of: out) == [])
    }

    /// An immutable bundle inside the folder does not stop the new set from taking its
    /// place; the old folder, which cannot be deleted, is named in a warning, and the
    /// next build deletes it once it can.
    @Test func anImmutableBundleIsReplacedAndTheOldFolderNamed() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        #expect(try runFrontend(["build", "-o", out.path, "quizzes/color.quiz.yaml"]).status == 0)
        let color = out.appendingPathComponent("color.json")
        try Data("{}\n".utf8).write(to: color)
        guard Self.chattr("+i", color) else { return }
        let build = try runFrontend(["build", "-o", out.path])
        let left = try Self.leftovers(of: out)
        for name in left {
            _ = Self.chattr("-i", root.appendingPathComponent(name).appendingPathComponent("color.json"))
        }
        #expect(build.status == 0, "\(build.stderr)")
        try Self.expectConsistentIndex(out)
        #expect(try Self.snapshot(out)["color.json"] != Data("{}\n".utf8))
        #expect(left.count == 1)
        #expect(
            build.stderr.contains(
                "warning: the previous contents of \(out.path) could not all be deleted and are left in \(root.path)/\(left.first ?? "")"
            ), "\(build.stderr)")
        #expect(build.stderr.contains("color.json: the operation is not permitted"))
        #expect(try runFrontend(["build", "-o", out.path]).status == 0)
        #expect(try Self.leftovers(of: out) == [])
    }

    static func chattr(_ flag: String, _ url: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["chattr", flag, url.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Builds of three different sets started together into one folder: they run one after
    /// the other, so each succeeds and the folder ends as exactly one of the sets.
    @Test func concurrentBuildsIntoOneFolderNeverInterleave() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let sets = [
            try Self.quizSet(in: root, "a", first: 0, count: 80, title: "Set A"),
            try Self.quizSet(in: root, "b", first: 40, count: 80, title: "Set B"),
            try Self.quizSet(in: root, "c", first: 100, count: 30, title: "Set C"),
        ]
        var expected: [[String: Data]] = []
        for (number, set) in sets.enumerated() {
            let alone = root.appendingPathComponent("alone\(number)")
            #expect(try runFrontend(["build", "-o", alone.path, set.path]).status == 0)
            expected.append(try Self.snapshot(alone))
        }
        let out = root.appendingPathComponent("out")
        for round in 0..<2 {
            let processes = try (0..<12).map { try Self.start(["build", "-o", out.path, sets[$0 % 3].path]) }
            for process in processes { process.waitUntilExit() }
            #expect(processes.allSatisfy { $0.terminationStatus == 0 }, "round \(round)")
            let final = try Self.snapshot(out)
            #expect(expected.contains(final), "round \(round): the folder is none of the sets")
            try Self.expectConsistentIndex(out)
            #expect(try Self.leftovers(of: out) == [])
        }
    }

    /// Where the file system cannot exchange two folders, the old one is renamed aside and
    /// the new one into place; a build killed between the two is undone by the next build,
    /// which renames the old folder back first (the user's file in it survives).
    @Test func theFallbackWithoutExchangeRecoversAKilledBuild() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let fallback = ["QUIZC_NO_FOLDER_EXCHANGE": "1"]
        // The binary: its temporary file is named by its own PID, not this process's.
        #expect(try runQuizc(["build", "-o", out.path, "quizzes/color.quiz.yaml"], environment: fallback).status == 0)
        try Data("mine\n".utf8).write(to: out.appendingPathComponent("NOTES.txt"))
        #expect(try runQuizc(["build", "-o", out.path], environment: fallback).status == 0)
        #expect(
            try Set(FileManager.default.contentsOfDirectory(atPath: out.path))
                == [
                    "NOTES.txt", "animal.json", "big-five.json", "color.json", "fitcircle-persona.json", "index.json",
                    "mbti.json",
                ])
        #expect(try Self.leftovers(of: out) == [])

        // A build killed after renaming the old folder aside (process 999999999 is gone),
        // and one killed while filling its new folder; one still running is left alone.
        let aside = root.appendingPathComponent(".out.quizc-old.999999999")
        try FileManager.default.moveItem(at: out, to: aside)
        let dead = root.appendingPathComponent(".out.quizc-new.999999998")
        try FileManager.default.createDirectory(at: dead, withIntermediateDirectories: true)
        let running = root.appendingPathComponent(".out.quizc-new.\(getpid())")
        try FileManager.default.createDirectory(at: running, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: running) }
        let build = try runQuizc(["build", "-o", out.path, "quizzes/mbti.quiz.yaml"], environment: fallback)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            try Set(FileManager.default.contentsOfDirectory(atPath: out.path)) == [
                "NOTES.txt", "index.json", "mbti.json",
            ])
        #expect(try Self.leftovers(of: out) == [running.lastPathComponent])
        try Self.expectConsistentIndex(out)
    }

    /// An unchanged build touches nothing: no file is rewritten and the folder is not replaced.
    @Test func anUnchangedBuildTouchesNothing() throws {
        let out = try temporaryFolder().appendingPathComponent("out")
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        #expect(try runFrontend(["build", "-o", out.path]).status == 0)
        func identity(_ path: String) throws -> [Int] {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            return [(attributes[.systemFileNumber] as? Int) ?? -1]
        }
        let folder = try identity(out.path), index = try identity(out.appendingPathComponent("index.json").path)
        #expect(try runFrontend(["build", "-o", out.path]).status == 0)
        #expect(try identity(out.path) == folder)
        #expect(try identity(out.appendingPathComponent("index.json").path) == index)
        // A changed build keeps the unchanged bundles' files (hard links), so their dates stay.
        let mbti = try identity(out.appendingPathComponent("mbti.json").path)
        #expect(
            try runFrontend(["build", "-o", out.path, "quizzes/mbti.quiz.yaml", "quizzes/mbti.de.yaml"]).status == 0)
        #expect(try identity(out.path) != folder)
        #expect(try identity(out.appendingPathComponent("mbti.json").path) == mbti)
    }

    /// The current folder (or one holding it) and a dangling link cannot be replaced as a
    /// whole: exit 2 with advice, nothing changed.
    @Test func foldersABuildCannotReplaceAreOutputErrors() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        #expect(try runFrontend(["build", "-o", out.path, "quizzes/color.quiz.yaml"]).status == 0)
        let before = try Self.snapshot(out)
        let color = packageRoot.appendingPathComponent("quizzes/color.quiz.yaml").path
        // --no-cache: run from inside `out`, the analysis cache would go to `out/.quizc-cache`.
        // The binary on purpose: `.` and `..` are the process's own working directory and its parent.
        let here = try runQuizc(["build", "--no-cache", "-o", ".", color], in: out)
        #expect(here.status == 2)
        #expect(
            here.stderr.contains(
                ". is the current folder or holds it, and a build replaces it as a whole; run quizc from outside it (for example from its parent with -o out)"
            ), "\(here.stderr)")
        try FileManager.default.createDirectory(
            at: out.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let above = try runQuizc(["build", "--no-cache", "-o", "..", color], in: out.appendingPathComponent("sub"))
        #expect(above.status == 2)
        #expect(above.stderr.contains(".. is the current folder or holds it"), "\(above.stderr)")
        try FileManager.default.removeItem(at: out.appendingPathComponent("sub"))
        #expect(try Self.snapshot(out) == before)

        let link = root.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: root.appendingPathComponent("nowhere").path)
        let dangling = try runFrontend(["build", "-o", link.path, "quizzes/color.quiz.yaml"])
        #expect(dangling.status == 2)
        #expect(
            dangling.stderr.contains("\(link.path) is a symbolic link to nothing; point it at a folder or remove it"),
            "\(dangling.stderr)")

        // A link to a folder is followed: the folder is replaced, the link stays.
        let linked = root.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: out.path)
        #expect(try runFrontend(["build", "-o", linked.path, "quizzes/mbti.quiz.yaml"]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: linked.path) == out.path)
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: out.path)) == ["index.json", "mbti.json"])
        #expect(try Self.leftovers(of: out) == [])
    }

    /// Output errors name the path that failed and why, in quizc's words.
    @Test(arguments: [
        ("afile/sub", "cannot create AFILE/sub: AFILE is a file, not a folder; choose another folder with -o"),
        ("afile/sub/deeper", "cannot create AFILE/sub/deeper: AFILE is a file, not a folder"),
        (
            "/proc/quizc-x",
            "cannot write in /proc to build /proc/quizc-x: the file system does not allow creating folders there"
        ),
    ])
    func outputErrorsSayWhatFailedAndWhy(output: String, message: String) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let afile = root.appendingPathComponent("afile")
        try Data("a file\n".utf8).write(to: afile)
        guard output.hasPrefix("afile") || FileManager.default.fileExists(atPath: "/proc/self") else { return }
        let path = output.hasPrefix("afile") ? root.path + "/" + output : output
        let build = try runFrontend(["build", "-o", path, "quizzes/color.quiz.yaml"])
        #expect(build.status == 2)
        #expect(
            build.stderr.contains("quizc: error: " + message.replacingOccurrences(of: "AFILE", with: afile.path)),
            "\(build.stderr)")
        #expect(!build.stderr.contains("NSCocoaErrorDomain") && !build.stderr.contains("doesn’t exist"))
    }
}
