import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@testable import quizc

/// What the reader hands out, line by line: a line's bytes, or the length of a line over the limit.
private enum Piece: Equatable {
    case line([UInt8])
    case overlong(Int)
}

/// The documented split, byte by byte: lines end at LF, CR LF or a lone CR; a line end at
/// the very end starts no further line; a line longer than `limit` is reported by length.
private func expectedPieces(_ input: [UInt8], limit: Int) -> [Piece] {
    var pieces: [Piece] = []
    var start = 0, index = 0
    func add(_ line: ArraySlice<UInt8>) {
        pieces.append(line.count > limit ? .overlong(line.count) : .line(Array(line)))
    }
    while index < input.count {
        if input[index] == 0x0A || input[index] == 0x0D {
            add(input[start..<index])
            if input[index] == 0x0D, index + 1 < input.count, input[index + 1] == 0x0A { index += 1 }
            start = index + 1
        }
        index += 1
    }
    if start < input.count { add(input[start...]) }
    return pieces
}

/// Runs `LineReader` over `input` read in pieces of the sizes `chunks` gives, after `prefix`
/// bytes handed over already read (as the automatic mode does).
private func readPieces(_ input: [UInt8], limit: Int, prefix: Int, chunks: @escaping () -> Int) -> [Piece] {
    nonisolated(unsafe) var offset = prefix
    let source = AnswersSource { destination, count in
        let take = Swift.min(count, chunks(), input.count - offset)
        input.withUnsafeBytes { all in
            guard take > 0, let base = all.baseAddress else { return }
            destination.copyMemory(from: base + offset, byteCount: take)
        }
        offset += take
        return take
    }
    var reader = LineReader(source: source, limit: limit, initial: Array(input.prefix(prefix)))
    var pieces: [Piece] = []
    let complete = reader.forEachBlock(
        { block in
            forEachLine(in: block) { line in
                pieces.append(line.count > limit ? .overlong(line.count) : .line(Array(line)))
            }
        }, overlong: { pieces.append(.overlong($0)) })
    #expect(complete)
    return pieces
}

@Suite("quizc score's line reader")
struct LineReaderTests {
    /// Random inputs of short and long lines, LF, CR LF and lone CRs, cut into random read
    /// sizes (down to one byte, so CR and LF of one line end arrive in different reads):
    /// the same lines and over-long lengths as the documented split, in order.
    @Test(arguments: 0..<40)
    func randomInputsAndReadSizes(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var input: [UInt8] = []
        let limit = [1, 5, 40, 1000][Int(seed % 4)]
        for _ in 0..<Int(rng.next() % 60) {
            let length = rng.next() % 4 == 0 ? Int(rng.next() % 3000) : Int(rng.next() % 30)
            input += (0..<length).map { _ in UInt8(ascii: "a") + UInt8(rng.next() % 26) }
            switch rng.next() % 5 {
            case 0: input += [0x0D]
            case 1: input += [0x0D, 0x0A]
            case 2: input += [0x0D, 0x0D, 0x0A]
            default: input += [0x0A]
            }
        }
        if rng.next() % 2 == 0 { input += Array("tail".utf8) }
        let maximum = [1, 2, 7, 100, 1 << 20][Int(rng.next() % 5)]
        nonisolated(unsafe) var chunkRng = SplitMix64(seed: seed &+ 1000)
        let prefix = Int(rng.next() % UInt64(input.count + 1))
        let got = readPieces(input, limit: limit, prefix: prefix) { 1 + Int(chunkRng.next() % UInt64(maximum)) }
        let expected = expectedPieces(input, limit: limit)
        if got != expected {
            let index =
                zip(got, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(got.count, expected.count)
            Issue.record(
                "seed \(seed): \(got.count) pieces, expected \(expected.count); first difference at piece \(index)")
        }
    }

    /// A CR ending the 1 MiB read buffer with its LF in the next read is one line end; a
    /// line over the limit ending there too.
    @Test func aLineEndSplitAcrossReads() {
        let limit = 1 << 20
        for shift in [0, 1, 2] {
            var input = [UInt8](repeating: UInt8(ascii: "x"), count: limit - shift)
            input += [0x0D, 0x0A] + Array("next".utf8) + [0x0D, 0x0A]
            let got = readPieces(input, limit: limit, prefix: 0) { 1 << 20 }
            #expect(got == expectedPieces(input, limit: limit), "shift \(shift)")
            #expect(got.count == 2)
        }
        var long = [UInt8](repeating: UInt8(ascii: "x"), count: 3 * limit + 5)
        long += [0x0D, 0x0A, 0x61, 0x0D]
        #expect(readPieces(long, limit: limit, prefix: 0) { 1 << 16 } == [.overlong(3 * limit + 5), .line([0x61])])
    }
}

@Suite("quizc score's choice between one document and JSON Lines")
struct AnswersShapeTests {
    /// The verdict for `text` fed in pieces of `piece` bytes.
    private func verdict(_ text: String, piece: Int) -> AnswersShape.Verdict {
        var shape = AnswersShape()
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(start + piece, bytes.count)
            let verdict = bytes.withUnsafeBufferPointer { shape.feed(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            if verdict != .undecided { return verdict }
            start = end
        }
        return shape.atEnd()
    }

    @Test(arguments: [
        ("{\n\"a\": 1\n}\n", AnswersShape.Verdict.document),
        ("\n\r\n  {\r\n\"a\": [1,\n2]}  \n\n", .document),
        ("[\n1]", .document),
        ("{\"a\": \"}{]\\\"\"\n}", .document),  // brackets and an escaped quote inside a string
        ("{\"a\": 1, \"a\": 2}\n{\"b\": 1}\n", .lines),  // complete on its first line (a duplicate key is still shape)
        ("{\"a\": 1}", .lines),  // one line alone
        ("{\"a\": \"cut\n{\"b\": 1}\n", .lines),  // a line end inside a string
        ("{\"a\": \"cut\r{\"b\": 1}\r", .lines),
        ("{\"a\": {\n{\"b\": 1}\n", .lines),  // never closes
        ("{\n}\n{\"b\": 1}\n", .lines),  // something after the document
        ("{\n}}\n", .lines),
        ("\"text\"\n", .lines),
        ("12\n", .lines),
        ("", .lines),
        ("\n \n", .lines),
    ])
    func shapes(text: String, expected: AnswersShape.Verdict) {
        for piece in [1, 2, 3, 1000] {
            #expect(verdict(text, piece: piece) == expected, "\(text.debugDescription) in pieces of \(piece)")
        }
    }
}
