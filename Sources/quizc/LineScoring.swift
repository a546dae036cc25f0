import Foundation
import QuizRuntime

/// Scores blocks of JSON Lines, each line one answers object, into one output line each:
/// on two threads when a block is large, the output always in input order.
struct LineScoring: Sendable {
    let scorer: Scorer

    /// Blocks at least this large are split in two halves scored concurrently.
    static let parallelThreshold = 1 << 16

    /// Scores one line, appending its output line (none for a blank line); 1 when rejected.
    func score(line: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Int {
        // Plain, valid answers (nearly every line) are scored while they are read; the rest
        // goes through the parser and the general path, which decides and reports.
        if let score = scorer.fastScore(jsonText: line) {
            score.writeJSON(into: &out)
            out.append(0x0A)
            return 0
        }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return 0 }
        return score(parsed: Result { () throws(JSONParser.Failure) in try JSONParser().parse(Array(line)) }, into: &out)
    }

    /// Scores a line the parser has read; 1 when rejected.
    func score(parsed: Result<JSONValue, JSONParser.Failure>, into out: inout [UInt8]) -> Int {
        switch parsed {
        case .success(let value):
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

    /// Scores every line of `block` (lines end with `\n`; a last one may not); the number rejected.
    func score(block: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Int {
        var rejected = 0
        forEachLine(in: block) { rejected += score(line: $0, into: &out) }
        return rejected
    }

    /// `score(block:into:)` with a large block cut at a line boundary near its middle and
    /// both halves scored at once, each into its own buffer; `write` gets the output in
    /// order. Returns the number rejected.
    func scoreInParallel(block: UnsafeBufferPointer<UInt8>, write: ([UInt8]) -> Void) -> Int {
        guard block.count >= Self.parallelThreshold, let base = block.baseAddress,
              let newline = memchr(base + block.count / 2, 0x0A, block.count - block.count / 2) else {
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

/// Calls `body` with each line of `block`, without its `\n`.
func forEachLine(in block: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    guard let base = block.baseAddress else { return }
    var start = 0
    while start < block.count, let newline = memchr(base + start, 0x0A, block.count - start) {
        let end = UnsafeRawPointer(newline) - UnsafeRawPointer(base)
        body(UnsafeBufferPointer(rebasing: block[start..<end]))
        start = end + 1
    }
    if start < block.count { body(UnsafeBufferPointer(rebasing: block[start...])) }
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
