import Foundation

/// Scores blocks of JSON Lines, each line one answers object, into one output line each:
/// on two threads when a block is large, the output always in input order.
package struct LineScoring: Sendable {
    /// What each answers object is turned into.
    package enum Command: Sendable {
        /// Its score (`quizc score`).
        case score
        /// Which questions it shows and which answers to drop (`quizc visible`).
        case visible
    }

    /// The scorer every line is scored with.
    package let scorer: Scorer
    /// The longest line scored, in bytes; a longer one gets a `limit-exceeded` error line.
    package let limit: Int
    /// Scores, or visibility.
    package let command: Command

    /// Blocks at least this large are split in two halves scored concurrently.
    package let parallelThreshold: Int

    /// Blocks of at least 64 KiB are scored on two threads unless `parallelThreshold` says otherwise.
    package static let defaultParallelThreshold = 1 << 16

    /// Scores lines against `scorer`, each of at most `limit` bytes; blocks of at least
    /// `parallelThreshold` bytes are split in two halves scored concurrently.
    package init(
        scorer: Scorer, limit: Int, parallelThreshold: Int = LineScoring.defaultParallelThreshold,
        command: Command = .score
    ) {
        self.scorer = scorer
        self.limit = limit
        self.command = command
        self.parallelThreshold = parallelThreshold
    }

    /// Scores one line (without its line end), appending exactly one output line; 1 when rejected.
    package func score(line: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Int {
        if line.count > limit {
            writeOverlong(length: line.count, into: &out)
            return 1
        }
        // Plain, valid answers (nearly every line) are scored while they are read; the rest
        // goes through the parser and the general path, which decides and reports.
        if command == .score, let score = scorer.fastScore(jsonText: line) {
            score.writeJSON(into: &out)
            out.append(0x0A)
            return 0
        }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            let error = AnswerError(
                code: .invalidJSON,
                message: "the line is blank; every input line gets one output line, "
                    + "so remove blank lines or put one answers object on each")
            out.append(contentsOf: JSONWriter.line.bytes(error.jsonValue))
            out.append(0x0A)
            return 1
        }
        return score(
            parsed: Result { () throws(JSONParser.Failure) in try JSONParser().parse(Array(line)) }, into: &out)
    }

    /// The error line for a line of `length` bytes, over the limit.
    package func writeOverlong(length: Int, into out: inout [UInt8]) {
        let error = Self.limitError(
            "the line is \(length) bytes, over the limit of \(limit) bytes for one answers object, "
                + "so it was skipped; put one answers object on each line, or raise the limit with --max-line-bytes")
        out.append(contentsOf: JSONWriter.line.bytes(error))
        out.append(0x0A)
    }

    /// `{"error": {"code": "limit-exceeded", "message": message}}`: the result of an answers
    /// object over the limit.
    package static func limitError(_ message: String) -> JSONValue {
        .object([("error", .object([("code", .string("limit-exceeded")), ("message", .string(message))]))])
    }

    /// Scores a line the parser has read; 1 when rejected.
    package func score(parsed: Result<JSONValue, JSONParser.Failure>, into out: inout [UInt8]) -> Int {
        switch parsed {
        case .success(let value):
            if command == .visible {
                let line = Self.visibilityJSON(scorer.visibility(json: value))
                out.append(contentsOf: JSONWriter.line.bytes(line.json))
                out.append(0x0A)
                return line.rejected ? 1 : 0
            }
            switch scorer.score(json: value) {
            case .success(let score):
                score.writeJSON(into: &out)
                out.append(0x0A)
                return 0
            case .failure(let error):
                out.append(contentsOf: JSONWriter.line.bytes(error.jsonValue))
                out.append(0x0A)
                return 1
            }
        case .failure(let failure):
            let error = AnswerError(code: .invalidJSON, message: "the line is not valid JSON: \(failure)")
            out.append(contentsOf: JSONWriter.line.bytes(error.jsonValue))
            out.append(0x0A)
            return 1
        }
    }

    /// The output of the visibility of one answers object, and whether it was rejected.
    package static func visibilityJSON(_ result: Result<Visibility, AnswerError>) -> (json: JSONValue, rejected: Bool) {
        switch result {
        case .success(let visibility): return (visibility.jsonValue, false)
        case .failure(let error): return (error.jsonValue, true)
        }
    }

    /// Scores every line of `block` (lines end with LF, CR LF or CR; a last one may not); the number rejected.
    package func score(block: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Int {
        var rejected = 0
        forEachLine(in: block) { rejected += score(line: $0, into: &out) }
        return rejected
    }

    /// `score(block:into:)` with a large block cut at a line boundary near its middle and
    /// both halves scored at once, each into its own buffer; `write` gets the output in
    /// order. Returns the number rejected.
    package func scoreInParallel(block: UnsafeBufferPointer<UInt8>, write: ([UInt8]) -> Void) -> Int {
        guard block.count >= parallelThreshold, let base = block.baseAddress,
            let newline = memchr(base + block.count / 2, 0x0A, block.count - block.count / 2)
        else {
            var out: [UInt8] = []
            let rejected = score(block: block, into: &out)
            write(out)
            return rejected
        }
        let middle = UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
        let halves = [UnsafeBufferPointer(rebasing: block[..<middle]), UnsafeBufferPointer(rebasing: block[middle...])]
        let results = HalfResults()
        nonisolated(unsafe) let parts = halves
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            var part: [UInt8] = []
            part.reserveCapacity(parts[index].count / 2 + 4096)
            let rejected = score(block: parts[index], into: &part)
            results.set(index, part, rejected)
        }
        write(results.output[0])
        write(results.output[1])
        return results.rejected[0] + results.rejected[1]
    }
}

/// The two halves' output, each written by one thread only, read after both finished.
private final class HalfResults: @unchecked Sendable {
    var output: [[UInt8]] = [[], []]
    var rejected = [0, 0]
    private let lock = NSLock()

    func set(_ index: Int, _ bytes: [UInt8], _ count: Int) {
        lock.lock()
        defer { lock.unlock() }
        output[index] = bytes
        rejected[index] = count
    }
}
