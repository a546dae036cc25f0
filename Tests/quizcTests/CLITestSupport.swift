import ArgumentParser
import Foundation
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import quizc

/// The package root, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What one run of the built `quizc` printed and returned.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The `quizc` binary built beside the test bundle. The test target depends on the
/// executable, so `swift test` builds it first; no other build folder is searched, so a
/// stale binary from another configuration is never run.
func quizcBinary() throws -> URL {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("quizc"))
    }
    let argument0 = URL(fileURLWithPath: CommandLine.arguments[0])
    candidates.append(argument0.deletingLastPathComponent().appendingPathComponent("quizc"))
    for bundle in Bundle.allBundles {
        candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("quizc"))
    }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw CLIError.notBuilt(candidates.map(\.path))
    }
    return found
}

enum CLIError: Error {
    case notBuilt([String])
}

/// Runs `quizc` with `arguments` in `directory`, feeding `input` to standard input.
func runQuizc(
    _ arguments: [String], in directory: URL = packageRoot, input: String? = nil,
    environment: [String: String] = [:]
) throws -> RunResult {
    let process = Process()
    process.executableURL = try quizcBinary()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    // The cache's signing key: the tests' own, never the user's.
    env["QUIZC_CACHE_KEY_FILE"] = testCacheKeyFile
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe(), err = Pipe(), inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
    try inPipe.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a large output cannot block the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var stdoutData = Data()
    nonisolated(unsafe) var stderrData = Data()
    group.enter()
    DispatchQueue.global().async {
        stdoutData = out.fileHandleForReading.readDataToEndOfFile(); group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
        stderrData = err.fileHandleForReading.readDataToEndOfFile(); group.leave()
    }
    group.wait()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
        stderr: String(decoding: stderrData, as: UTF8.self))
}

/// Runs `quizc arguments` in this process: parsed by `Quizc` as the binary parses them, then
/// the command's frontend with captured streams, `environment` over this process's (with
/// `NO_COLOR` and the tests' cache key file, as `runQuizc`) and `input` as standard input.
/// A usage error, `--help` or `--version` gives what the binary prints and its status.
/// Relative paths are read from this process's working directory (tests must not `chdir`):
/// a test of files elsewhere names them by absolute path (`runFrontend(_:with:)`).
func runFrontend(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:], stdoutCapacity: Int? = nil
) throws -> RunResult {
    let workingDirectory = FileManager.default.currentDirectoryPath
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["QUIZC_CACHE_KEY_FILE"] = testCacheKeyFile
    for (key, value) in environment { env[key] = value }
    let command: any ParsableCommand
    do {
        command = try Quizc.parseAsRoot(arguments)
    } catch {
        let status = Quizc.exitCode(for: error).rawValue
        // The binary's help is as wide as `COLUMNS` says, else 80 columns (its output is a pipe).
        let message = Quizc.fullMessage(for: error, columns: env["COLUMNS"].flatMap { Int($0) } ?? 80)
        let text = message.isEmpty ? "" : message + "\n"
        return status == 0
            ? RunResult(status: status, stdout: text, stderr: "")
            : RunResult(status: status, stdout: "", stderr: text)
    }
    guard let frontendCommand = command as? any FrontendCommand else {
        // `quizc` or `quizc cache` without a subcommand: the binary prints the help.
        return try runQuizc(
            arguments, in: URL(fileURLWithPath: workingDirectory), input: input, environment: environment)
    }
    let inputFile = try temporaryFolder().appendingPathComponent("stdin")
    defer { try? FileManager.default.removeItem(at: inputFile.deletingLastPathComponent()) }
    try Data((input ?? "").utf8).write(to: inputFile)
    let standardInput = open(inputFile.path, O_RDONLY)
    defer { close(standardInput) }
    let streams = CapturedStreams(stdoutCapacity: stdoutCapacity)
    let context = CommandContext(
        output: streams, environment: env, currentDirectory: workingDirectory, standardInput: standardInput)
    let status = frontendCommand.run(in: context)
    return RunResult(status: status.rawValue, stdout: streams.stdout, stderr: streams.stderr)
}

/// Runs `quizc arguments` in this process for a test whose files are in `folder`: the test
/// names them by absolute path (`path(_:under:)`), the default analysis cache is
/// `folder/.quizc-cache` (as the binary run in `folder` would have it, unless `environment` sets
/// `QUIZC_CACHE_DIR`), and `folder`'s path with its slash is taken out of what was printed, so
/// assertions read the paths relative to `folder`.
func runFrontend(
    _ arguments: [String], with folder: URL, input: String? = nil, environment: [String: String] = [:],
    stdoutCapacity: Int? = nil
) throws -> RunResult {
    var env = environment
    if env["QUIZC_CACHE_DIR"] == nil { env["QUIZC_CACHE_DIR"] = path(".quizc-cache", under: folder) }
    let run = try runFrontend(arguments, input: input, environment: env, stdoutCapacity: stdoutCapacity)
    let prefix = folder.standardizedFileURL.path + "/"
    return RunResult(
        status: run.status, stdout: run.stdout.replacingOccurrences(of: prefix, with: ""),
        stderr: run.stderr.replacingOccurrences(of: prefix, with: ""))
}

/// The absolute path of `relative` in `folder`.
func path(_ relative: String, under folder: URL) -> String {
    folder.standardizedFileURL.appendingPathComponent(relative).path
}

/// The key file the `quizc` runs of the tests sign cache entries with (made by the first
/// run that uses the cache), in a folder of this user's in the temporary folder.
let testCacheKeyFile = FileManager.default.temporaryDirectory.appendingPathComponent(
    "quizc-tests-\(getuid())/cache-key"
).path

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("quizc-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Compares with a golden file under Tests/; `QUIZC_RECORD=1` writes it instead.
func expectGolden(_ actual: String, _ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = packageRoot.appendingPathComponent("Tests").appendingPathComponent(relativePath)
    if ProcessInfo.processInfo.environment["QUIZC_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
        Issue.record("missing golden \(relativePath); run with QUIZC_RECORD=1", sourceLocation: sourceLocation)
        return
    }
    #expect(
        String(decoding: expected, as: UTF8.self) == actual,
        "\(relativePath) differs; re-record with QUIZC_RECORD=1 after checking", sourceLocation: sourceLocation)
}
