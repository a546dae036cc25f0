import ArgumentParser
import Foundation
import QuizRuntime

/// `quizc score BUNDLE [ANSWERS|-]`: score a JSON answers object, or JSON Lines.
struct Score: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Score answers against a bundle: one JSON object, or JSON Lines (one result per line).",
        discussion: """
        Each result is {"quiz", "version", "outcome", "secondary"?, "scores", "axes"?}; a rejected \
        answers object gives {"error": {"code", "message", "key"?}} and the run exits 1 at the end. \
        JSON Lines give exactly one output line per input line (lines end at LF, CR LF or CR; a \
        blank line or a line over the limit gives an error line). Without --lines or --document, \
        the input is one document only when it is a single object or array spanning several \
        lines with nothing after it (see docs/cli.md). Input is streamed: memory stays within \
        a few times the limit however long the input.
        """)

    /// The default longest answers object, in bytes: far above the answers of the largest quiz.
    static let defaultMaxLineBytes = 1 << 20
    /// The largest limit accepted.
    static let largestMaxLineBytes = 1 << 30

    @Argument(help: "The bundle (<quiz>.json) to score against.")
    var bundle: String

    @Argument(help: "A file of answers; standard input when absent or '-'.")
    var answers: String = "-"

    @Flag(help: "Read the answers as JSON Lines, whatever their shape.")
    var lines = false

    @Flag(help: "Read the whole input as one JSON answers object, whatever its shape.")
    var document = false

    @ArgumentParser.Option(help: ArgumentHelp(
        "The longest answers line (or document) in bytes; a longer one is skipped with a limit-exceeded error.",
        valueName: "n"))
    var maxLineBytes: Int = Score.defaultMaxLineBytes

    func validate() throws {
        if lines && document {
            throw ValidationError("--lines and --document exclude each other: give one, or neither to let the input's shape decide")
        }
        guard (1...Self.largestMaxLineBytes).contains(maxLineBytes) else {
            throw ValidationError("--max-line-bytes must be between 1 and \(Self.largestMaxLineBytes) (1 GiB)")
        }
    }

    func run() throws {
        guard let data = FileManager.default.contents(atPath: bundle) else {
            Console.err("quizc: error: \(bundle): cannot be read\n")
            throw ExitCode(2)
        }
        let loaded: QuizBundle
        do {
            loaded = try QuizBundle(jsonBytes: [UInt8](data), verifyHash: true)
        } catch {
            Console.err("quizc: error: \(bundle): not a usable bundle: \(error)\n")
            throw ExitCode(1)
        }
        let input: FileHandle
        if answers == "-" {
            input = FileHandle.standardInput
        } else if let handle = FileHandle(forReadingAtPath: answers) {
            input = handle
        } else {
            Console.err("quizc: error: \(answers): cannot be read\n")
            throw ExitCode(2)
        }
        let scoring = LineScoring(scorer: Scorer(bundle: loaded), limit: maxLineBytes)
        var source = AnswersSource(descriptor: input.fileDescriptor)
        var output = BufferedOutput()
        var rejected = 0
        var complete = true

        // The input's first bytes, read to choose between a document and JSON Lines.
        var prefix: [UInt8] = []
        var asDocument = document
        if !lines {
            var shape = AnswersShape()
            var verdict = AnswersShape.Verdict.undecided
            while true {
                // More than the limit cannot be one document: JSON Lines, or a document too long.
                if prefix.count > maxLineBytes { verdict = .lines; break }
                let from = prefix.count
                let got = source.read(appendingTo: &prefix, count: 1 << 16)
                if got < 0 { complete = false; break }
                if got == 0 { verdict = shape.atEnd(); break }
                if !document {
                    verdict = prefix.withUnsafeBufferPointer { shape.feed(UnsafeBufferPointer(rebasing: $0[from...])) }
                    if verdict == .lines { break }
                }
            }
            asDocument = document || verdict == .document
        }

        if asDocument {
            if complete {
                let writer = JSONWriter(sortKeys: false, pretty: true)
                if prefix.count > maxLineBytes {
                    output.append(writer.bytes(Self.limitError(
                        "the answers are more than \(maxLineBytes) bytes, the limit for one answers object, so they were not read to the end; "
                            + "send a smaller answers object, or raise the limit with --max-line-bytes")))
                    rejected += 1
                } else {
                    switch scoring.scorer.score(jsonText: prefix) {
                    case .success(let score): output.append(writer.bytes(score.jsonValue))
                    case .failure(let error): output.append(writer.bytes(error.jsonValue)); rejected += 1
                    }
                }
            }
        } else if complete {
            var reader = LineReader(source: source, limit: maxLineBytes, initial: prefix)
            prefix = []
            complete = reader.forEachBlock({ block in
                rejected += scoring.scoreInParallel(block: block) { output.appendLarge($0) }
            }, overlong: { length in
                output.append { scoring.writeOverlong(length: length, into: &$0) }
                rejected += 1
            })
        }
        output.flush()
        if output.failed {
            Console.err("quizc: error: standard output cannot be written\n")
            throw ExitCode(2)
        }
        guard complete else {
            Console.err("quizc: error: \(answers == "-" ? "standard input" : answers): cannot be read\n")
            throw ExitCode(2)
        }
        if rejected > 0 {
            Console.err("quizc: \(rejected) answer set\(rejected == 1 ? " was" : "s were") rejected\n")
            throw ExitCode(1)
        }
    }

    /// `{"error": {"code": "limit-exceeded", "message": message}}`.
    static func limitError(_ message: String) -> JSONValue {
        .object([("error", .object([("code", .string("limit-exceeded")), ("message", .string(message))]))])
    }
}

/// Collects output and writes it to standard output in large blocks.
struct BufferedOutput {
    private var buffer: [UInt8] = []
    /// Whether a write to standard output failed (the command then exits 2).
    private(set) var failed = false

    mutating func append(_ bytes: [UInt8]) {
        append { $0.append(contentsOf: bytes) }
    }

    /// Lets `write` append to the block directly.
    mutating func append(_ write: (inout [UInt8]) -> Void) {
        write(&buffer)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes a large run of bytes without copying it into the block first.
    mutating func appendLarge(_ bytes: [UInt8]) {
        guard bytes.count >= 1 << 16 else { return append(bytes) }
        flush()
        write(bytes)
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private mutating func write(_ bytes: [UInt8]) {
        if !failed && !Console.writeAll(bytes, to: STDOUT_FILENO) { failed = true }
    }
}
