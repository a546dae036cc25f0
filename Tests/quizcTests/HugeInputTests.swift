import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one bounded run of `quizc` did: its output, and the peak memory of that process.
struct BoundedRun {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The process's peak resident set size, in bytes.
    var peakBytes: Int
    /// Whether the run was killed at its deadline.
    var timedOut: Bool
}

/// Runs `quizc` in `directory` under a deadline and a 2 GB address-space limit, so an
/// input that makes it hang or grow fails the test (by timeout or by a failed allocation)
/// instead of stalling or exhausting the machine.
///
/// The peak memory is quizc's own: a small Python parent forks (a real fork of a small
/// process), execs quizc and reads its `ru_maxrss` from `wait4`. Reaping quizc directly
/// would not do, since `posix_spawn` starts a child in this test process's memory, and
/// Linux counts that memory's high-water mark into the child's `ru_maxrss` at `exec`.
func runQuizcBounded(_ arguments: [String], in directory: URL, timeout: Double = 30) throws -> BoundedRun {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outPath = folder.appendingPathComponent("stdout").path
    let errPath = folder.appendingPathComponent("stderr").path
    let peakPath = folder.appendingPathComponent("peak").path
    let wrapper = """
        import os, resource, sys
        peak_path, directory, argv = sys.argv[1], sys.argv[2], sys.argv[3:]
        os.chdir(directory)
        pid = os.fork()
        if pid == 0:
            try:
                resource.setrlimit(resource.RLIMIT_AS, (2_000_000_000, 2_000_000_000))
            except (ValueError, OSError):
                pass
            os.environ["NO_COLOR"] = "1"
            os.execv(argv[0], argv)
        _, status, usage = os.wait4(pid, 0)
        with open(peak_path, "w") as peak:
            peak.write(str(usage.ru_maxrss))
        code = os.waitstatus_to_exitcode(status)
        sys.exit(code if code >= 0 else 128 - code)
        """
    let argv = ["/usr/bin/env", "python3", "-c", wrapper, peakPath, directory.path, try quizcBinary().path] + arguments
    var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    var cEnvironment: [UnsafeMutablePointer<CChar>?] =
        ProcessInfo.processInfo.environment
        .map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in cEnvironment { free(pointer) } }
    #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #else
    var actions: posix_spawn_file_actions_t?
    var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // A process group of its own, so a timeout kills the wrapper and quizc together.
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, &cArguments, &cEnvironment)
    #expect(spawned == 0, "posix_spawn failed: \(spawned)")
    guard spawned == 0 else { return BoundedRun(status: -1, stdout: "", stderr: "", peakBytes: 0, timedOut: false) }
    var status: Int32 = 0
    var usage = rusage()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while true {
        let reaped = wait4(pid, &status, WNOHANG, &usage)
        if reaped == pid { break }
        if reaped < 0, errno != EINTR { break }
        if Date() > deadline {
            timedOut = true
            kill(-pid, SIGKILL)
            while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
            break
        }
        usleep(20_000)
    }
    let reported = (try? String(contentsOfFile: peakPath, encoding: .utf8)).flatMap { Int($0) } ?? 0
    #if canImport(Darwin)
    let peak = reported
    #else
    let peak = reported * 1024
    #endif
    let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let stdout = String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self)
    let stderr = String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self)
    return BoundedRun(status: exitStatus, stdout: stdout, stderr: stderr, peakBytes: peak, timedOut: timedOut)
}

/// Inputs that are huge, endless or not regular files: each ends quickly, within a small
/// bound of memory, with a diagnostic that says what to do.
@Suite("quizc: huge and endless inputs, FIFOs, devices and links")
struct HugeInputTests {
    /// Far above what a run within the 8 MiB limit needs, far below reading the inputs.
    static let memoryBound = 256 << 20

    static func quiz(_ name: String) throws -> Data {
        try Data(contentsOf: packageRoot.appendingPathComponent("quizzes/\(name).quiz.yaml"))
    }

    static func diagnostics(_ json: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["diagnostics"] as? [[String: Any]])
    }

    static func makeFIFO(_ url: URL) throws {
        #expect(mkfifo(url.path, 0o644) == 0, "mkfifo \(url.path) failed")
    }

    @Test func aSparseFileOverTheLimitIsReportedFromItsSizeUnread() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("huge.quiz.yaml").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        #expect(ftruncate(descriptor, 4 << 30) == 0)
        close(descriptor)
        let run = try runQuizcBounded(["lint", "--format", "json", "huge.quiz.yaml"], in: folder)
        #expect(!run.timedOut, "quizc read the whole sparse file instead of checking its size")
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let found = try Self.diagnostics(run.stdout)
        #expect(found.count == 1)
        #expect(found.first?["code"] as? String == "limit-exceeded")
        #expect(found.first?["line"] as? Int == 1 && found.first?["column"] as? Int == 1)
        #expect(
            found.first?["message"] as? String
                == "the file is 4294967296 bytes, more than the limit of 8388608; split it into smaller quizzes")
        #expect(run.peakBytes < Self.memoryBound, "peak \(run.peakBytes) bytes")
    }

    @Test func devZeroEndsAtTheLimit() throws {
        let run = try runQuizcBounded(["lint", "--format", "json", "/dev/zero"], in: packageRoot)
        #expect(!run.timedOut)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let found = try Self.diagnostics(run.stdout)
        #expect(found.count == 1)
        #expect(found.first?["code"] as? String == "limit-exceeded")
        #expect(
            (found.first?["message"] as? String)?.hasPrefix(
                "the input holds more than the limit of 8388608 bytes (reading stopped there)") == true)
        #expect(run.peakBytes < Self.memoryBound, "peak \(run.peakBytes) bytes")
    }

    @Test func aFIFOInALintedFolderIsSkippedWithAWarning() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quizzes = folder.appendingPathComponent("q")
        try FileManager.default.createDirectory(at: quizzes, withIntermediateDirectories: true)
        try Self.quiz("color").write(to: quizzes.appendingPathComponent("color.quiz.yaml"))
        try Self.makeFIFO(quizzes.appendingPathComponent("pipe.quiz.yaml"))
        let message =
            "skipped: a FIFO (named pipe), not a regular file; folder walks read regular files only (name it on the command line to read it)"

        let text = try runQuizcBounded(["lint", "q"], in: folder)
        try #require(!text.timedOut, "the folder walk opened the FIFO and waited for a writer")
        #expect(text.status == 0, "\(text.stdout)\(text.stderr)")
        #expect(text.stdout == "1 warning in 1 file\n")
        #expect(text.stderr == "quizc: warning: q/pipe.quiz.yaml: \(message)\n")

        let json = try runQuizcBounded(["lint", "--format", "json", "q"], in: folder)
        #expect(!json.timedOut)
        let found = try Self.diagnostics(json.stdout)
        #expect(found.count == 1)
        #expect(found.first?["file"] as? String == "q/pipe.quiz.yaml")
        #expect(found.first?["severity"] as? String == "warning")
        #expect(found.first?["code"] as? String == "unreadable-input")
        #expect(found.first?["message"] as? String == message)

        let github = try runQuizcBounded(["lint", "--format", "github", "q"], in: folder)
        #expect(
            github.stdout.hasPrefix(
                "::warning file=q/pipe.quiz.yaml,line=1,col=1,endLine=1,endColumn=1,title=unreadable-input::\(message)\n"
            ))

        let strict = try runQuizcBounded(["lint", "--strict", "q"], in: folder)
        #expect(!strict.timedOut)
        #expect(strict.status == 1, "--strict fails on a skipped entry")

        let stats = try runQuizcBounded(["stats", "q"], in: folder)
        #expect(!stats.timedOut)
        #expect(stats.status == 0, "\(stats.stdout)\(stats.stderr)")
        #expect(stats.stderr == "quizc: warning: q/pipe.quiz.yaml: \(message)\n")

        let build = try runQuizcBounded(["build", "-o", "out", "q"], in: folder)
        #expect(!build.timedOut)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        #expect(build.stderr.contains("quizc: warning: q/pipe.quiz.yaml: \(message)\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/color.json").path))
    }

    @Test func aFIFONamedOnTheCommandLineWithoutAWriterIsAnErrorAtOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeFIFO(folder.appendingPathComponent("pipe.quiz.yaml"))
        let run = try runQuizcBounded(["lint", "--format", "json", "pipe.quiz.yaml"], in: folder, timeout: 20)
        #expect(!run.timedOut, "quizc waited for a writer that never comes")
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        let message =
            "a FIFO (named pipe) nobody is writing to; start the program that writes it before quizc, or name a regular file"
        #expect(run.stderr == "quizc: error: pipe.quiz.yaml: \(message)\n")
        let found = try Self.diagnostics(run.stdout)
        #expect(found.first?["code"] as? String == "unreadable-input")
        #expect(found.first?["message"] as? String == message)
    }

    /// Starts `sh -c command` in `folder` (a FIFO's writer); the caller terminates it.
    static func startWriter(_ command: String, in folder: URL) throws -> Process {
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", command]
        writer.currentDirectoryURL = folder
        try writer.run()
        return writer
    }

    /// Runs quizc on a FIFO whose writer was just started: until the writer reaches its
    /// `open` (where it waits for a reader, and counts as a writer from then on), quizc
    /// reports that nobody is writing, at once; so that answer is retried a few times.
    static func runOnFIFO(_ arguments: [String], in folder: URL) throws -> BoundedRun {
        var run = try runQuizcBounded(arguments, in: folder, timeout: 20)
        for _ in 0..<20 where run.status == 2 && run.stderr.contains("nobody is writing") {
            Thread.sleep(forTimeInterval: 0.25)
            run = try runQuizcBounded(arguments, in: folder, timeout: 20)
        }
        return run
    }

    @Test func aFIFONamedOnTheCommandLineIsReadFromItsWriter() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.quiz("color").write(to: folder.appendingPathComponent("source.yaml"))
        try Self.makeFIFO(folder.appendingPathComponent("pipe.quiz.yaml"))
        let writer = try Self.startWriter("exec cat source.yaml > pipe.quiz.yaml", in: folder)
        defer { if writer.isRunning { writer.terminate() } }
        let run = try Self.runOnFIFO(["lint", "pipe.quiz.yaml"], in: folder)
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout == "no problems in 1 file\n")
    }

    @Test func anEndlessWriterIsCutAtTheLimit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeFIFO(folder.appendingPathComponent("pipe.quiz.yaml"))
        let writer = try Self.startWriter("exec yes 'a: b' > pipe.quiz.yaml", in: folder)
        defer { if writer.isRunning { writer.terminate() } }
        let run = try Self.runOnFIFO(["lint", "--format", "json", "pipe.quiz.yaml"], in: folder)
        #expect(!run.timedOut)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let found = try Self.diagnostics(run.stdout)
        #expect(found.first?["code"] as? String == "limit-exceeded")
        #expect(run.peakBytes < Self.memoryBound, "peak \(run.peakBytes) bytes")
    }

    @Test func linksInAFolderWalkAreFollowedToFilesOnlyAndLoopsAreSkipped() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quizzes = folder.appendingPathComponent("q")
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(
            at: quizzes.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Self.quiz("animal").write(to: quizzes.appendingPathComponent("sub/animal.quiz.yaml"))
        try Self.quiz("color").write(to: elsewhere.appendingPathComponent("color.quiz.yaml"))
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: quizzes.appendingPathComponent("color.quiz.yaml").path,
            withDestinationPath: "../elsewhere/color.quiz.yaml")
        try manager.createSymbolicLink(
            atPath: quizzes.appendingPathComponent("loop1.yaml").path, withDestinationPath: "loop2.yaml")
        try manager.createSymbolicLink(
            atPath: quizzes.appendingPathComponent("loop2.yaml").path, withDestinationPath: "loop1.yaml")
        try manager.createSymbolicLink(atPath: quizzes.appendingPathComponent("sub/up").path, withDestinationPath: "..")
        try manager.createSymbolicLink(
            atPath: quizzes.appendingPathComponent("gone.yml").path, withDestinationPath: "nowhere.yml")
        let run = try runQuizcBounded(["lint", "q"], in: folder)
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout == "4 warnings in 2 files\n")
        #expect(
            run.stderr == """
                quizc: warning: q/gone.yml: skipped: a symbolic link to nothing (its target does not exist); fix or remove the link
                quizc: warning: q/loop1.yaml: skipped: a symbolic link that leads to itself (a loop); fix or remove the link
                quizc: warning: q/loop2.yaml: skipped: a symbolic link that leads to itself (a loop); fix or remove the link
                quizc: warning: q/sub/up: skipped: a symbolic link to a folder, which folder walks do not follow; name the folder on the command line to include it

                """)
    }

    @Test func aLinkLoopNamedOnTheCommandLineIsAnError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("a.yaml").path, withDestinationPath: "b.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("b.yaml").path, withDestinationPath: "a.yaml")
        let run = try runQuizcBounded(["lint", "a.yaml"], in: folder)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "quizc: error: a.yaml: a symbolic link that leads to itself (a loop); fix or remove the link\n")
    }
}
