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
        Input is streamed: memory stays flat however many lines come in.
        """)

    @Argument(help: "The bundle (<quiz>.json) to score against.")
    var bundle: String

    @Argument(help: "A file of answers; standard input when absent or '-'.")
    var answers: String = "-"

    func run() throws {
        guard let data = FileManager.default.contents(atPath: bundle) else {
            Console.err("quizc: error: \(bundle): cannot be read\n")
            throw ExitCode(2)
        }
        let loaded: QuizBundle
        do {
            loaded = try QuizBundle(jsonBytes: [UInt8](data))
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
        let scoring = LineScoring(scorer: Scorer(bundle: loaded))
        var output = BufferedOutput()
        var rejected = 0
        var document: [UInt8] = []
        var linesMode: Bool?
        var reader = LineReader(handle: input)
        let complete = reader.forEachBlock { block in
            var rest = block
            // Until the first non-blank line has decided the mode, go line by line.
            while linesMode == nil, !rest.isEmpty {
                let end = rest.firstIndex(of: 0x0A) ?? rest.endIndex
                let line = UnsafeBufferPointer(rebasing: rest[..<end])
                rest = UnsafeBufferPointer(rebasing: rest[Swift.min(end + 1, rest.endIndex)...])
                linesMode = decide(line, scoring, &document, &output, &rejected)
            }
            if linesMode == false {
                forEachLine(in: rest) { line in document.append(contentsOf: line); document.append(0x0A) }
            } else if !rest.isEmpty {
                rejected += scoring.scoreInParallel(block: rest) { output.appendLarge($0) }
            }
        }
        if linesMode == false {
            rejected += write(scoring.scorer.score(jsonText: document), to: &output, pretty: true)
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

    /// The first non-blank line decides: a complete JSON value means JSON Lines (and is
    /// scored); otherwise the whole input is one (multi-line) JSON document. `nil` for a
    /// blank line.
    private func decide(_ line: UnsafeBufferPointer<UInt8>, _ scoring: LineScoring, _ document: inout [UInt8],
                        _ output: inout BufferedOutput, _ rejected: inout Int) -> Bool? {
        if let score = scoring.scorer.fastScore(jsonText: line) {
            output.append { score.writeJSON(into: &$0); $0.append(0x0A) }
            return true
        }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
        let parsed = Result { () throws(JSONParser.Failure) in try JSONParser().parse(Array(line)) }
        if case .failure(let failure) = parsed, failure.offset >= line.count {
            document = Array(line) + [0x0A]
            return false
        }
        output.append { rejected += scoring.score(parsed: parsed, into: &$0) }
        return true
    }

    /// Writes one result line; returns 1 when it is a rejection.
    private func write(_ result: Result<ScoreResult, AnswerError>, to output: inout BufferedOutput, pretty: Bool) -> Int {
        let writer = JSONWriter(sortKeys: false, pretty: pretty)
        switch result {
        case .success(let score):
            output.append(writer.bytes(score.jsonValue))
            if !pretty { output.append([0x0A]) }
            return 0
        case .failure(let error):
            output.append(writer.bytes(error.jsonValue))
            if !pretty { output.append([0x0A]) }
            return 1
        }
    }
}

/// Reads a file handle in blocks of whole lines (up to 1 MiB, more only for a longer line):
/// memory is one block plus the longest line, however long the input.
struct LineReader {
    let handle: FileHandle
    private var buffer = [UInt8](repeating: 0, count: 1 << 20)

    init(handle: FileHandle) {
        self.handle = handle
    }

    /// Calls `body` with blocks of complete lines in order, each ending with `\n` except
    /// perhaps the last; `false` when reading failed before the end.
    mutating func forEachBlock(_ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        let descriptor = handle.fileDescriptor
        var filled = 0
        while true {
            // A line longer than the buffer: make room for more of it.
            if filled == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let count = buffer.withUnsafeMutableBytes { all -> Int in
                guard let base = all.baseAddress else { return -1 }
                while true {
                    let got = read(descriptor, base + filled, all.count - filled)
                    if got >= 0 || errno != EINTR { return got }
                }
            }
            guard count >= 0 else { return false }
            let finished = count == 0
            let searchFrom = filled
            filled += count
            let consumed = buffer.withUnsafeBufferPointer { all -> Int in
                if finished {
                    if filled > 0 { body(UnsafeBufferPointer(rebasing: all[..<filled])) }
                    return filled
                }
                // Only the new bytes can hold the block's last newline.
                guard let last = all[searchFrom..<filled].lastIndex(of: 0x0A) else { return 0 }
                body(UnsafeBufferPointer(rebasing: all[...last]))
                return last + 1
            }
            if finished { return true }
            if consumed > 0 {
                buffer.withUnsafeMutableBytes { all in
                    guard let base = all.baseAddress else { return }
                    memmove(base, base + consumed, filled - consumed)
                }
                filled -= consumed
            }
        }
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
        bytes.withUnsafeBytes { all in
            guard let base = all.baseAddress else { return }
            var done = 0
            while done < all.count, !failed {
                let wrote = Foundation.write(STDOUT_FILENO, base + done, all.count - done)
                if wrote >= 0 { done += wrote } else if errno != EINTR { failed = true }
            }
        }
    }
}
