import Testing

@_spi(Tools) @testable import QuizYAML

/// A small deterministic generator (SplitMix64) so failures reproduce from the seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Random and mutated input never traps or hangs")
struct LoaderFuzzTests {
    static let seedCorpus: [String] = [
        "quiz: demo\nversion: 1.0.0\ntraits: [E, I]\nquestions:\n  - id: q1\n    text: \"Hi\"\n    options: [{id: a, label: A}]\n",
        "a: &x [1, 2]\nb: *x\n<<: {c: 1}\n--- \nd: !!str 3\n",
        "key: |\n  literal\n  text\nother: >\n  folded\n? complex\n: value\n",
        "- [a, {b: c}, [d, [e]]]\n- 'single ''quoted'''\n- \"esc \\u00e9 \\x41\"\n",
    ]
    static let alphabet: [UInt8] =
        Array("[]{}:,-?!&*#|>'\"%@` \t\n\r\\abcxyz019.~".utf8) + [
            0, 0xC3, 0xA9, 0xFF, 0xEF, 0xBB, 0xBF, 0xE2, 0x80, 0xA8,
        ]

    @Test(arguments: 0..<8)
    func randomBytes(batch: UInt64) {
        var generator = SeededGenerator(state: 0xC0FFEE &+ batch)
        for _ in 0..<500 {
            let length = Int.random(in: 0..<200, using: &generator)
            let bytes = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator) ?? 0 }
            check(bytes)
        }
    }

    @Test(arguments: 0..<8)
    func mutatedQuizzes(batch: UInt64) {
        var generator = SeededGenerator(state: 0xBADC0DE &+ batch)
        for _ in 0..<500 {
            var bytes = Array((Self.seedCorpus.randomElement(using: &generator) ?? "").utf8)
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where !bytes.isEmpty: bytes.remove(at: position)
                case 1: bytes.insert(Self.alphabet.randomElement(using: &generator) ?? 0, at: position)
                case 2 where !bytes.isEmpty: bytes[position] = Self.alphabet.randomElement(using: &generator) ?? 0
                default:
                    let chunk = bytes[position..<min(bytes.count, position + 12)]
                    bytes.insert(contentsOf: chunk, at: position)
                }
            }
            check(bytes)
        }
    }

    /// Every input ends in nodes or problems with positions inside the file.
    private func check(_ bytes: [UInt8]) {
        let document = load(bytes: bytes)
        let lineCount = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
        for problem in document.problems {
            #expect(problem.range.start.line >= 1 && problem.range.start.line <= lineCount + 1)
            #expect(problem.range.start.column >= 1)
            #expect(!problem.message.isEmpty)
        }
    }
}
