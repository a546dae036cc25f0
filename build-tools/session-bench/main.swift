// Saving and resuming a 120-question session with the Swift runtime: the shipped Big Five
// (120 scale items, 12 pages of 10) answered to its last page, 2.5 s per answer, then
// `save(key:)` and `QuizSession(scorer:resuming:key:clock:)` timed one call at a time. Prints
// the median of each (wall time, and this thread's CPU time), unsigned and signed
// (HMAC-SHA256), and the token's size in bytes.
// Compiled with QuizRuntime's sources into one optimized executable by
// build-tools/session-bench.sh (docs/PERFORMANCE.md, "Sessions: saving and resuming").
//
//   session-bench BUNDLE.json [RUNS]

import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The clock the session reads, moved by the benchmark.
final class ManualClock: @unchecked Sendable {
    var now = 0
}

/// A session with every question answered (option number n mod the options' count for the
/// n-th question, 2.5 s after the one before), standing on its last page.
func answeredToTheLastPage(_ scorer: Scorer) -> QuizSession {
    let clock = ManualClock()
    var session = QuizSession(scorer: scorer, seed: 1, clock: { clock.now })
    var given = 0
    while true {
        for presented in session.questions {
            let question = scorer.bundle.questions[presented.question]
            let option = question.options[given % question.options.count]
            let answer: JSONValue = option.value.map { .number(String($0)) } ?? .string(option.id ?? "")
            clock.now += 2500
            guard case .success = session.answer(question.key, answer) else { fatalError("answer refused") }
            given += 1
        }
        guard case .success = session.next() else { return session }
    }
}

/// This thread's CPU time in nanoseconds (the machine may be shared: wall time includes waiting).
func threadCPUNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

/// The medians of `runs` timed calls, in milliseconds: wall time and this thread's CPU time.
func medianMs(_ runs: Int, _ call: () -> Void) -> (wall: Double, cpu: Double) {
    var wall: [Int] = []
    var cpu: [Int] = []
    for _ in 0..<runs {
        let (wallStart, cpuStart) = (DispatchTime.now().uptimeNanoseconds, threadCPUNanoseconds())
        call()
        cpu.append(threadCPUNanoseconds() - cpuStart)
        wall.append(Int(DispatchTime.now().uptimeNanoseconds - wallStart))
    }
    return (median(wall), median(cpu))
}

/// The median of nanosecond figures, in milliseconds.
func median(_ figures: [Int]) -> Double {
    let sorted = figures.sorted()
    let middle = sorted.count / 2
    let value = sorted.count % 2 == 1 ? Double(sorted[middle]) : Double(sorted[middle - 1] + sorted[middle]) / 2
    return value / 1e6
}

/// A median pair as printed: `0.123 ms (CPU 0.120 ms)`.
func shown(_ figure: (wall: Double, cpu: Double)) -> String {
    String(format: "%.3f ms (CPU %.3f ms)", figure.wall, figure.cpu)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let bytes = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: session-bench BUNDLE.json [RUNS]\n".utf8))
    exit(2)
}
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
let scorer = Scorer(bundle: try QuizBundle(jsonBytes: Array(bytes), verifyHash: true))
var session = answeredToTheLastPage(scorer)
print(
    "swift: \(scorer.bundle.quiz), \(session.answers.count) answers, page \(session.page + 1) of "
        + "\(session.pages.count), median of \(runs) runs")
for (label, key) in [("unsigned", nil), ("signed", Array("session benchmark key".utf8))] as [(String, [UInt8]?)] {
    guard case .success(let token) = session.save(key: key) else { fatalError("save refused") }
    _ = try QuizSession(scorer: scorer, resuming: token, key: key, clock: { 0 })
    let save = medianMs(runs) { _ = session.save(key: key) }
    let resume = medianMs(runs) { _ = try? QuizSession(scorer: scorer, resuming: token, key: key, clock: { 0 }) }
    print(
        "  \(label.padding(toLength: 8, withPad: " ", startingAt: 0))  save \(shown(save))  resume \(shown(resume))"
            + "  token \(token.utf8.count) bytes")
}
// What a resume no longer pays: the bundle's hash, computed once per Scorer (`bundleHash`) and
// kept, here by the session started above; a fresh Scorer pays it on its first session.
let hashing = medianMs(runs) { _ = scorer.bundle.hash() }
print("  the bundle's hash, once per Scorer (QuizBundle.hash(), not in a save or resume): \(shown(hashing))")
