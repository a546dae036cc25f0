import Foundation
import Testing

/// Under a file size limit (`ulimit -f`), a write past it is an output error like any
/// other: exit 2 with the reason, the old output intact, no temporary file left; never a
/// death by SIGXFSZ (exit 153 from a shell).
@Suite("file size limit")
struct FileSizeLimitTests {
    /// Runs quizc with `arguments` in `folder` under a file size limit of `blocks` KiB, with
    /// SIGXFSZ's default action, unblocked (a test runner may ignore or block it, and both
    /// last across exec: a shell's `ulimit -f` alone could not show a death by it); its
    /// exit status (128 + the signal when it was killed) and standard error.
    static func limited(_ arguments: [String], blocks: Int, in folder: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let launcher = """
            import os, resource, signal, sys
            signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGXFSZ])
            resource.setrlimit(resource.RLIMIT_FSIZE, (\(blocks * 1024), \(blocks * 1024)))
            os.execv(sys.argv[1], sys.argv[1:])
            """
        process.arguments = ["python3", "-c", launcher, try quizcBinary().path] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["QUIZC_CACHE_KEY_FILE"] = testCacheKeyFile
        process.environment = environment
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return (status, String(decoding: stderr, as: UTF8.self))
    }

    /// Every hidden name under `folder` (temporary files are hidden).
    static func hiddenNames(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { $0.split(separator: "/").last?.hasPrefix(".") == true && !$0.hasSuffix(".gitignore") }
    }

    @Test(
        "build, preview and lint under ulimit -f: exit 2 (or lint's own status), the old output kept, no temporary file"
    )
    func writesPastTheLimit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quizzes = packageRoot.appendingPathComponent("quizzes").path
        let old = Data("old\n".utf8)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        try old.write(to: folder.appendingPathComponent("out/index.json"))
        try old.write(to: folder.appendingPathComponent("page.html"))

        let build = try Self.limited(["build", "--no-cache", quizzes, "-o", "out"], blocks: 4, in: folder)
        #expect(build.status == 2, "\(build.stderr)")
        #expect(
            build.stderr.contains("the file is too large for the file system or the process's file size limit"),
            "\(build.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("out/index.json")) == old)

        let preview = try Self.limited(["preview", "--no-cache", quizzes, "-o", "page.html"], blocks: 4, in: folder)
        #expect(preview.status == 2, "\(preview.stderr)")
        #expect(preview.stderr.contains("page.html cannot be written: the file is too large"), "\(preview.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("page.html")) == old)

        // The cache's entries cannot be written: lint goes on, as with any unwritable cache
        // (the key file made first, without the limit).
        #expect(
            try runFrontend(["lint", quizzes, "--cache-dir", folder.appendingPathComponent("warm").path]).status == 0)
        let lint = try Self.limited(["lint", quizzes, "--cache-dir", "cache"], blocks: 0, in: folder)
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stderr.contains("quizc: note: the analysis cache is not written"), "\(lint.stderr)")
        #expect(Self.hiddenNames(folder).isEmpty, "\(Self.hiddenNames(folder))")
    }
}
