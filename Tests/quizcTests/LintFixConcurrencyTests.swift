import Dispatch
import Foundation
import Testing

/// Two `quizc lint --fix` processes over one file at the same time: each writes only over
/// the bytes it proved its fixes on, under the folder's lock, so the file ends whole and
/// fully fixed (a run that finds the file changed under it leaves it to the other).
@Suite("lint --fix: two runs at once")
struct LintFixConcurrencyTests {
    /// Three warnings with safe fixes, over two rounds (the text's two fixes overlap).
    static let quiz = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - id: q1
            text: "Pick \\u202Eone\\a"
            pin: true
            options:
              - {id: x, label: Aaaaaaaaaaa, weights: {a: 1}}
              - {id: y, label: Xylophone, weights: {b: 1}}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """

    static let fixed =
        quiz
        .replacingOccurrences(of: #""Pick \u202Eone\a""#, with: #""Pick \u202Eone\u202C""#)
        .replacingOccurrences(of: "pin: true", with: "pin: false")

    @Test func twoRunsAtOnceLeaveAWholeFullyFixedFile() throws {
        // Runs that start together stay in step and write the same bytes; the second starts
        // later each time, so that one writes while the other is between reading and writing.
        for delay in 0..<8 {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("demo.quiz.yaml")
            try Data(Self.quiz.utf8).write(to: file)
            nonisolated(unsafe) var runs: [RunResult?] = [nil, nil]
            let lock = NSLock()
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 1 { usleep(useconds_t(delay * 60_000)) }
                let run = try? runQuizc(["lint", "--fix", "--no-cache", file.path], in: folder)
                lock.withLock { runs[index] = run }
            }
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            #expect(text == Self.fixed, "\(runs.map { $0?.stderr ?? "" })")
            // One run reaches the fixed point; the other does too, or stops saying why.
            #expect(runs.contains { $0?.status == 0 }, "\(runs.map { $0?.stderr ?? "" })")
            for run in runs.compactMap({ $0 }) where run.status != 0 {
                #expect(run.status == 2 && run.stderr.contains("changed while quizc worked on it"), "\(run.stderr)")
            }
        }
    }
}
