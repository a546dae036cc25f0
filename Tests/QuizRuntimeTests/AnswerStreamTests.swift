import Foundation
import PropertyBased
import Testing

@_spi(Tools) @testable import QuizRuntime

/// A source handing out `input` in reads of the sizes `sizes` gives in turn (cycling), after
/// none of it was read.
private func source(_ input: [UInt8], sizes: [Int]) -> AnswersSource {
    var offset = 0
    var turn = 0
    return AnswersSource { destination, count in
        let take = Swift.min(count, sizes[turn % sizes.count], input.count - offset)
        turn += 1
        input.withUnsafeBytes { all in
            guard take > 0, let base = all.baseAddress else { return }
            destination.copyMemory(from: base + offset, byteCount: take)
        }
        offset += take
        return take
    }
}

/// The output and outcome of scoring `input` as a stream, read in pieces of `sizes`.
private func stream(
    _ input: [UInt8], _ scoring: LineScoring, format: AnswersFormat = .automatic,
    sizes: [Int] = [1 << 20]
) -> (output: [UInt8], outcome: AnswerStreamScoring.Outcome) {
    var written: [UInt8] = []
    var output = BufferedOutput {
        written += $0; return true
    }
    let outcome = AnswerStreamScoring(scoring: scoring).score(
        source(input, sizes: sizes), format: format, into: &output)
    output.flush()
    return (written, outcome)
}

/// The result line that scoring `line` (without its line end) alone gives.
private func resultLine(_ line: String, _ scoring: LineScoring) -> [UInt8] {
    var out: [UInt8] = []
    _ = Array(line.utf8).withUnsafeBufferPointer { scoring.score(line: $0, into: &out) }
    return out
}

/// The lines `forEachLine` finds in `text`.
private func lines(_ text: String) -> [String] {
    var found: [String] = []
    Array(text.utf8).withUnsafeBufferPointer { block in
        forEachLine(in: block) { found.append(String(decoding: $0, as: UTF8.self)) }
    }
    return found
}

private let colorBundle: QuizBundle = {
    // swiftlint:disable:next force_try
    try! QuizBundle(jsonBytes: try! goldenBundleBytes("color.json"))
}()

/// A valid answers object for `bundle` on one line, picked with `rng`.
private func validAnswers(_ bundle: QuizBundle, _ rng: inout SplitMix64) -> String {
    let members = bundle.questions.map { question -> String in
        let ids = question.options.map { "\"\($0.id ?? "")\"" }
        let value: String
        switch question.type {
        case .single, .range: value = ids[Int(rng.next() % UInt64(ids.count))]
        case .scale: value = String(question.options[Int(rng.next() % UInt64(question.options.count))].value ?? 0)
        case .multiple:
            let low = question.min ?? 1, high = question.max ?? ids.count
            let count = low + Int(rng.next() % UInt64(high - low + 1))
            value = "[" + ids.shuffled(using: &rng).prefix(count).joined(separator: ",") + "]"
        }
        return "\"\(question.key)\": \(value)"
    }
    return "{" + members.joined(separator: ", ") + "}"
}

/// A random line of JSON Lines input: mostly valid answers, else answers with a rejected
/// value, a blank line, broken JSON or invalid UTF-8.
private func randomLine(_ bundle: QuizBundle, _ rng: inout SplitMix64) -> [UInt8] {
    switch rng.next() % 10 {
    case 0: return Array("{}".utf8)
    case 1: return rng.next() % 2 == 0 ? [] : Array("  \t".utf8)
    case 2: return Array("{\"day_off\": ".utf8)
    case 3: return Array("{\"day_off\": \"".utf8) + [0xFF, 0xC3] + Array("\"}".utf8)
    default: return Array(validAnswers(bundle, &rng).utf8)
    }
}

private func randomLineEnd(_ rng: inout SplitMix64) -> [UInt8] {
    [[0x0A], [0x0D, 0x0A], [0x0D]][Int(rng.next() % 3)]
}

@Suite("Answer streams: line ends, read blocks, limits and the document choice")
struct AnswerStreamTests {
    let scoring = LineScoring(scorer: Scorer(bundle: colorBundle), limit: 1 << 20)

    @Test func lineEndsAreLFCRLFAndLoneCR() {
        #expect(lines("a\nb\r\nc\rd") == ["a", "b", "c", "d"])
        #expect(lines("a\r\r\nb\n\nc") == ["a", "", "b", "", "c"])
        #expect(lines("a\r\n") == ["a"])
        #expect(lines("a\r") == ["a"])
        #expect(lines("\r\n") == [""])
        #expect(lines("") == [])

        var rng = SplitMix64(seed: 1)
        let answers = (0..<4).map { _ in validAnswers(colorBundle, &rng) }
        let input = answers[0] + "\n" + answers[1] + "\r\n" + answers[2] + "\r" + answers[3]
        let (output, outcome) = stream(Array(input.utf8), scoring)
        #expect(output == answers.flatMap { resultLine($0, scoring) })
        #expect(outcome == .init(rejected: 0, complete: true))
        #expect(output.filter { $0 == 0x0A }.count == 4)
    }

    /// A line cut between two reads (around its line end at every place, the cut between the
    /// CR and the LF of a CR LF included; elsewhere every 16 bytes): one result for each
    /// line, as when read whole.
    @Test func aLineSplitAcrossReadsIsOneLine() {
        var rng = SplitMix64(seed: 2)
        let first = validAnswers(colorBundle, &rng), second = validAnswers(colorBundle, &rng)
        let input = Array((first + "\r\n" + second + "\r\n").utf8)
        let whole = stream(input, scoring, format: .lines)
        #expect(whole.output == resultLine(first, scoring) + resultLine(second, scoring))
        let ends = input.indices.filter { input[$0] == 0x0D }
        let cuts = Set(Array(stride(from: 1, to: input.count, by: 16)) + ends.flatMap { ($0 - 2)...($0 + 3) })
        for cut in cuts.sorted() where cut > 0 && cut < input.count {
            let split = stream(input, scoring, format: .lines, sizes: [cut, 1 << 20])
            #expect(split.output == whole.output, "cut at \(cut)")
            #expect(split.outcome == .init(rejected: 0, complete: true), "cut at \(cut)")
        }
        // Reads of one byte each, so every CR arrives before its LF.
        #expect(stream(input, scoring, sizes: [1]).output == whole.output)
    }

    /// A line over the limit gets one limit-exceeded error line at its place (however it is
    /// cut into reads); a line of exactly the limit is scored.
    @Test func overlongLinesGiveOneErrorLineAtTheirPlace() throws {
        var rng = SplitMix64(seed: 3)
        let answers = validAnswers(colorBundle, &rng)
        let limit = answers.utf8.count + 10
        let small = LineScoring(scorer: Scorer(bundle: colorBundle), limit: limit)
        let exact = answers + String(repeating: " ", count: 10)
        let long = String(repeating: "x", count: 3 * limit + 1)
        let input = Array((answers + "\n" + long + "\r\n" + exact + "\r" + long).utf8)
        for sizes in [[1 << 20], [7], [1], [limit - 1, 3]] {
            let (output, outcome) = stream(input, small, format: .lines, sizes: sizes)
            let got = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(got.count == 5, "\(sizes)")  // four lines, each ending with LF
            #expect(got[0] == got[2], "\(sizes)")
            #expect(Array(got[0].utf8) + [0x0A] == resultLine(answers, small), "\(sizes)")
            let error =
                "{\"error\":{\"code\":\"limit-exceeded\",\"message\":\"the line is \(long.utf8.count) bytes, over the limit of \(limit) bytes"
            #expect(got[1].hasPrefix(error), "\(sizes)")
            #expect(got[3].hasPrefix(error), "\(sizes)")
            #expect(outcome == .init(rejected: 2, complete: true), "\(sizes)")
        }
    }

    /// The automatic choice: a single object spanning lines with nothing after it is one
    /// document, given one pretty result; anything else is JSON Lines.
    @Test func documentOrLines() {
        var rng = SplitMix64(seed: 4)
        let answers = validAnswers(colorBundle, &rng)
        let spread = answers.replacingOccurrences(of: ", ", with: ",\r\n  ") + "\n\n"
        let pretty = JSONWriter(sortKeys: false, pretty: true)
        guard case .success(let score) = scoring.scorer.score(jsonText: Array(answers.utf8)) else {
            Issue.record("the answers were rejected")
            return
        }
        for sizes in [[1 << 20], [1], [5]] {
            #expect(stream(Array(spread.utf8), scoring, sizes: sizes).output == pretty.bytes(score.jsonValue))
        }
        // The same text as JSON Lines: one error line for each of its lines.
        let asLines = stream(Array(spread.utf8), scoring, format: .lines)
        #expect(asLines.outcome.rejected == spread.filter { $0 == "\r\n" || $0 == "\n" }.count)
        // A single line is JSON Lines; --document makes it a document.
        #expect(stream(Array(answers.utf8), scoring).output == resultLine(answers, scoring))
        #expect(stream(Array(answers.utf8), scoring, format: .document).output == pretty.bytes(score.jsonValue))
        // Something after the document: JSON Lines.
        let after = stream(Array((spread + answers + "\n").utf8), scoring)
        #expect(after.output.suffix(resultLine(answers, scoring).count) == resultLine(answers, scoring)[...])
        // A document over the limit is not read to its end.
        let small = LineScoring(scorer: scoring.scorer, limit: 50)
        let (output, outcome) = stream(Array(spread.utf8), small, format: .document, sizes: [3])
        #expect(String(decoding: output, as: UTF8.self).contains("the answers are more than 50 bytes"))
        #expect(outcome == .init(rejected: 1, complete: true))
    }

    @Test func emptyInput() {
        for format in [AnswersFormat.automatic, .lines] {
            let (output, outcome) = stream([], scoring, format: format)
            #expect(output.isEmpty, "\(format)")
            #expect(outcome == .init(rejected: 0, complete: true), "\(format)")
        }
        let document = stream([], scoring, format: .document)
        #expect(String(decoding: document.output, as: UTF8.self).contains("\"invalid-json\""))
        #expect(document.outcome == .init(rejected: 1, complete: true))
        // Only line ends: each is a blank line.
        let blank = stream(Array("\n\r\n\r".utf8), scoring)
        #expect(blank.outcome.rejected == 3)
        #expect(String(decoding: blank.output, as: UTF8.self).components(separatedBy: "the line is blank").count == 4)
    }

    /// Invalid UTF-8 anywhere in a line is that line's invalid-json error; the output stays
    /// valid UTF-8 and the next line is scored.
    @Test func invalidUTF8() throws {
        var rng = SplitMix64(seed: 5)
        let answers = validAnswers(colorBundle, &rng)
        let bad: [[UInt8]] = [
            Array("{\"day_off\": \"".utf8) + [0xFF] + Array("\"}".utf8),
            Array("{\"".utf8) + [0xC3, 0x28] + Array("\": 1}".utf8),
            [0xFE, 0xFF],
            Array(answers.utf8.dropLast()) + [0xED, 0xA0, 0x80, 0x7D],  // an encoded surrogate before the closing brace
        ]
        for line in bad {
            let (output, outcome) = stream(line + [0x0A] + Array(answers.utf8) + [0x0A], scoring)
            #expect(String(bytes: output, encoding: .utf8) != nil)
            let first = String(decoding: output.prefix { $0 != 0x0A }, as: UTF8.self)
            #expect(first.hasPrefix("{\"error\":{\"code\":\"invalid-json\""), "\(line)")
            #expect(output.drop { $0 != 0x0A }.dropFirst().elementsEqual(resultLine(answers, scoring)))
            #expect(outcome == .init(rejected: 1, complete: true))
        }
    }

    @Test func aReadErrorLeavesTheStreamIncomplete() {
        var calls = 0
        let failing = AnswersSource { destination, count in
            calls += 1
            guard calls == 1 else { return -1 }
            destination.storeBytes(of: 0x7B, as: UInt8.self)  // "{"
            return 1
        }
        var output = BufferedOutput { _ in true }
        let outcome = AnswerStreamScoring(scoring: scoring).score(failing, format: .automatic, into: &output)
        #expect(!outcome.complete)
    }

    @Test func failedWritesAreReported() {
        var output = BufferedOutput { _ in false }
        output.append([1, 2, 3])
        #expect(!output.failed)
        output.flush()
        #expect(output.failed)
    }

    /// Random blocks of valid, rejected, blank, broken and invalid-UTF-8 lines with LF, CR LF
    /// and lone CR line ends: split in two halves scored on two threads, the output is byte
    /// for byte that of one thread, in input order, with the same count rejected; and the
    /// whole stream read in random pieces gives the same.
    @Test func twoThreadsGiveTheOneThreadOutput() async {
        let scorer = Scorer(bundle: colorBundle)
        let oneThread = LineScoring(scorer: scorer, limit: 400, parallelThreshold: .max)
        let splits = Counter()
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000)) { seed in
            var rng = SplitMix64(seed: UInt64(seed))
            var block: [UInt8] = []
            for _ in 0..<Int(rng.next() % 80) {
                block += randomLine(colorBundle, &rng) + randomLineEnd(&rng)
            }
            if rng.next() % 3 == 0 { block += randomLine(colorBundle, &rng) }
            let threshold = [1, 100, 5_000][Int(rng.next() % 3)]
            let twoThreads = LineScoring(scorer: scorer, limit: 400, parallelThreshold: threshold)
            var single: [UInt8] = []
            let singleRejected = block.withUnsafeBufferPointer { oneThread.score(block: $0, into: &single) }
            var parts: [[UInt8]] = []
            let rejected = block.withUnsafeBufferPointer { twoThreads.scoreInParallel(block: $0) { parts.append($0) } }
            if parts.count == 2 { splits.add() }
            let inOrder = parts.joined().elementsEqual(single)  // a Bool, so a failure does not print the bytes
            #expect(inOrder, "seed \(seed)")
            #expect(rejected == singleRejected, "seed \(seed)")

            let sizes = (0..<3).map { _ in 1 + Int(rng.next() % 700) }
            let streamed = stream(block, twoThreads, format: .lines, sizes: sizes)
            let streamedAlike = streamed.output == single
            #expect(streamedAlike, "seed \(seed)")
            #expect(streamed.outcome == .init(rejected: singleRejected, complete: true), "seed \(seed)")
        }
        #expect(splits.value > 100, "only \(splits.value) blocks were split")
    }

    /// A block over the default threshold (64 KiB) is split, and gives the one-thread output.
    @Test func aLargeBlockIsSplitAtTheDefaultThreshold() {
        var rng = SplitMix64(seed: 6)
        var block: [UInt8] = []
        while block.count < 3 * LineScoring.defaultParallelThreshold {
            block += randomLine(colorBundle, &rng) + randomLineEnd(&rng)
        }
        let oneThread = LineScoring(scorer: scoring.scorer, limit: 1 << 20, parallelThreshold: .max)
        var single: [UInt8] = []
        let singleRejected = block.withUnsafeBufferPointer { oneThread.score(block: $0, into: &single) }
        var parts: [[UInt8]] = []
        let rejected = block.withUnsafeBufferPointer { scoring.scoreInParallel(block: $0) { parts.append($0) } }
        #expect(parts.count == 2)
        let inOrder = parts.joined().elementsEqual(single)
        #expect(inOrder)
        #expect(rejected == singleRejected)
    }
}
