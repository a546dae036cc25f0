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
        let scorer = Scorer(bundle: loaded)
        var output = BufferedOutput()
        var rejected = 0
        var document: [UInt8] = []
        var linesMode: Bool?
        for line in LineReader(handle: input) {
            if linesMode == false { document += line; document.append(0x0A); continue }
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            // The first non-blank line decides: a complete JSON value means JSON Lines;
            // otherwise the whole input is one (multi-line) JSON document.
            let parsed = Result { () throws(JSONParser.Failure) in try JSONParser().parse(line) }
            if linesMode == nil, case .failure(let failure) = parsed, failure.offset >= line.count {
                linesMode = false
                document = line + [0x0A]
                continue
            }
            linesMode = true
            let result: Result<ScoreResult, AnswerError>
            switch parsed {
            case .success(let value): result = scorer.score(json: value)
            case .failure(let failure): result = .failure(AnswerError(code: .invalidJSON, message: "the line is not valid JSON: \(failure)"))
            }
            rejected += write(result, to: &output, pretty: false)
        }
        if linesMode == false {
            rejected += write(scorer.score(jsonText: document), to: &output, pretty: true)
        }
        output.flush()
        if rejected > 0 {
            Console.err("quizc: \(rejected) answer set\(rejected == 1 ? " was" : "s were") rejected\n")
            throw ExitCode(1)
        }
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

/// Reads a file handle line by line in 64 KiB chunks (lines without their `\n`).
struct LineReader: Sequence, IteratorProtocol {
    let handle: FileHandle
    private var buffer: [UInt8] = []
    private var start = 0
    private var finished = false

    init(handle: FileHandle) {
        self.handle = handle
    }

    mutating func next() -> [UInt8]? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                return line
            }
            if finished {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                return line
            }
            buffer.removeSubrange(0..<start)
            start = 0
            let chunk = handle.readData(ofLength: 1 << 16)
            if chunk.isEmpty { finished = true } else { buffer.append(contentsOf: chunk) }
        }
    }
}

/// Collects output and writes it to standard output in large blocks.
struct BufferedOutput {
    private var buffer: [UInt8] = []

    mutating func append(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}
