import Foundation
import Testing

/// Standard output that cannot be written — a full disk, a reader that went away — gives
/// the "cannot be written" error and exit status 2 in every command, never a crash and
/// never a death by SIGPIPE (the JavaScript and Python runtimes' command lines do the same).
@Suite("unwritable standard output")
struct UnwritableOutputTests {
    static let bundle = "Tests/QuizCompilerTests/Golden/bundles/fitcircle-persona.json"

    /// Runs `script` with `sh -c`, `$0` being the quizc binary; the exit status of the
    /// pipeline's first command is printed on standard output by the script.
    func shell(_ script: String) throws -> (stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, try quizcBinary().path]
        process.currentDirectoryURL = packageRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    @Test(arguments: [["order", bundle, "--seed", "1"], ["lint", "quizzes"], ["stats", "quizzes"]])
    func aFullDiskIsReportedWithExitStatus2(_ arguments: [String]) throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let run = try shell("\"$0\" \(quoted) > /dev/full; echo \"status $?\"")
        #expect(run.stdout == "status 2\n", "\(arguments): \(run.stderr)")
        #expect(run.stderr.hasSuffix("quizc: error: standard output cannot be written\n"), "\(run.stderr)")
    }

    @Test func aReaderThatGoesAwayIsReportedWithExitStatus2() throws {
        // 200,000 answer lines are far more than the pipe holds after `head` has gone.
        let line =
            #"{"primaryGoal":"lose_weight","motivationStyle":"competition","fitnessLevel":"intermediate","timeCommitment":"30-60"}"#
        let run = try shell(
            "yes '\(line)' | head -n 200000 | \"$0\" score \(Self.bundle) --lines | head -c 1 > /dev/null; echo \"status ${PIPESTATUS[2]}\""
        )
        #expect(run.stdout == "status 2\n", "\(run.stderr)")
        #expect(run.stderr.contains("quizc: error: standard output cannot be written"), "\(run.stderr)")
    }
}
