import Foundation
import Testing

/// Output paths accept a regular file (or a folder, for `build`) or nothing: a FIFO, a
/// device, a link to one of them, to nothing or in a loop is an output error (exit 2) that
/// says what is there, and nothing is replaced. Leftovers of killed builds are never
/// followed through a symbolic link.
@Suite("Output paths: what may be replaced")
struct OutputPathKindTests {
    /// What a path is, without following a link.
    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// Makes each kind of non-file in `root`; name → (path, the words the error must hold).
    static func nonFiles(in root: URL) throws -> [(String, String, String)] {
        let fifo = root.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let toFifo = root.appendingPathComponent("to-pipe").path
        try FileManager.default.createSymbolicLink(atPath: toFifo, withDestinationPath: fifo)
        let loop = root.appendingPathComponent("loop").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let dangling = root.appendingPathComponent("dangling").path
        try FileManager.default.createSymbolicLink(
            atPath: dangling, withDestinationPath: root.appendingPathComponent("nowhere").path)
        var cases = [
            ("FIFO", fifo, "is a FIFO (named pipe), not a regular file"),
            ("link to a FIFO", toFifo, "is a symbolic link to a FIFO (named pipe), not to a regular file"),
            ("link loop", loop, "is a symbolic link in a loop (ELOOP)"),
            ("dangling link", dangling, "is a symbolic link to nothing"),
        ]
        // A device node of its own (the null device's numbers), when the tests may make one.
        let device = root.appendingPathComponent("device").path
        if mknod(device, S_IFCHR | 0o666, makedev(1, 3)) == 0 {
            cases.append(("device", device, "is a character device, not a regular file"))
        }
        return cases
    }

    static func makedev(_ major: UInt32, _ minor: UInt32) -> dev_t {
        dev_t((major << 8) | minor)
    }

    @Test(
        "preview -o and translations -o replace nothing that is not a regular file",
        arguments: ["preview", "translations"])
    func filesOnly(command: String) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, path, words) in try Self.nonFiles(in: root) {
            let before = Self.kind(path)
            let arguments =
                command == "preview"
                ? ["preview", "quizzes/color.quiz.yaml", "-o", path]
                : ["translations", "quizzes/color.quiz.yaml", "--locale", "sv", "-o", path]
            let run = try runFrontend(arguments)
            #expect(run.status == 2, "\(command) \(name): \(run.stderr)")
            #expect(run.stderr.contains("quizc: error: \(path) \(words)"), "\(command) \(name): \(run.stderr)")
            #expect(Self.kind(path) == before, "\(command) \(name) was replaced")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") } == [])
    }

    @Test("a FIFO with a reader waiting is not replaced by preview -o")
    func fifoWithAReader() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("pipe.html").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo]
        reader.standardOutput = FileHandle.nullDevice
        try reader.run()
        defer {
            // Let the reader end: open the FIFO for writing and close it.
            let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
            kill(reader.processIdentifier, SIGKILL)
            reader.waitUntilExit()
        }
        let run = try runFrontend(["preview", "quizzes/color.quiz.yaml", "-o", fifo])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(Self.kind(fifo) == S_IFIFO)
    }

    @Test("build -o names what is in the way: a FIFO, a link loop")
    func buildFolderRules() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let loop = root.appendingPathComponent("loop").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        for (path, words) in [
            (fifo, "is a FIFO (named pipe), not a folder"), (loop, "is a symbolic link in a loop (ELOOP)"),
        ] {
            let before = Self.kind(path)
            let run = try runFrontend(["build", "quizzes/color.quiz.yaml", "-o", path])
            #expect(run.status == 2, "\(run.stderr)")
            #expect(run.stderr.contains("quizc: error: \(path) \(words)"), "\(run.stderr)")
            #expect(Self.kind(path) == before)
        }
    }

    @Test("a planted .out.quizc-old.<dead pid> symbolic link is deleted, never renamed into place or followed")
    func plantedLeftoverLink() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let secret = root.appendingPathComponent("secret")
        try FileManager.default.createDirectory(at: secret, withIntermediateDirectories: true)
        try Data("private\n".utf8).write(to: secret.appendingPathComponent("private.txt"))
        let planted = root.appendingPathComponent(".out.quizc-old.999999999")
        try FileManager.default.createSymbolicLink(atPath: planted.path, withDestinationPath: secret.path)
        let out = root.appendingPathComponent("out")
        let run = try runFrontend(
            ["build", "quizzes/color.quiz.yaml", "-o", out.path], environment: ["QUIZC_NO_FOLDER_EXCHANGE": "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.kind(out.path) == S_IFDIR)
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: out.path)) == ["color.json", "index.json"])
        #expect(Self.kind(planted.path) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: secret.path) == ["private.txt"])
    }
}

/// Temporary files of killed `translations` and `preview` runs are deleted by the next
/// write of the same file: only those of processes that are gone, links as links.
@Suite("Output files: leftovers of killed runs")
struct OutputFileLeftoverTests {
    @Test(
        "a dead run's .NAME.quizc-tmp.PID goes, a running one's stays, a planted link is not followed",
        arguments: ["preview", "translations"])
    func leftovers(command: String) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let name = command == "preview" ? "page.html" : "color.sv.yaml"
        let dead = root.appendingPathComponent(".\(name).quizc-tmp.999999999")
        try Data("half a file".utf8).write(to: dead)
        let running = root.appendingPathComponent(".\(name).quizc-tmp.\(getpid())")
        try Data("being written".utf8).write(to: running)
        let elsewhere = root.appendingPathComponent("keep.txt")
        try Data("keep".utf8).write(to: elsewhere)
        let planted = root.appendingPathComponent(".\(name).quizc-tmp.999999998")
        try FileManager.default.createSymbolicLink(atPath: planted.path, withDestinationPath: elsewhere.path)
        let output = root.appendingPathComponent(name).path
        let arguments =
            command == "preview"
            ? ["preview", "quizzes/color.quiz.yaml", "-o", output]
            : ["translations", "quizzes/color.quiz.yaml", "--locale", "sv", "-o", output]
        // The binary: a run in this process would have the running file's PID, which is alive.
        let run = try runQuizc(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try Set(FileManager.default.contentsOfDirectory(atPath: root.path)) == [
                name, running.lastPathComponent, "keep.txt",
            ])
        #expect(try Data(contentsOf: elsewhere) == Data("keep".utf8))
    }
}
