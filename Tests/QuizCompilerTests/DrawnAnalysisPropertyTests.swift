import BigInt
import Foundation
import PropertyBased
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The analysis of a drawn quiz agrees with brute force over draws × answers: every draw
/// (each choice of `count` questions of each pool) equally likely, then every answer set
/// of the presented questions, each scored by QuizRuntime's scorer of the drawn bundle —
/// which must accept all of them.
@Suite("Drawn quiz analysis equals brute force")
struct DrawnAnalysisPropertyTests {
    /// A random quiz of RandomQuizzes with a draw: `draw: N`, or named pools beside
    /// questions in no pool.
    static func make(seed: UInt64) -> QuizBundle {
        var bundle = RandomQuizzes.make(seed: seed)
        var rng = SplitMix64(seed: seed ^ 0x5EED_D4A3)
        let n = bundle.questions.count
        if n >= 2 && Bool.random(using: &rng) {
            bundle.presentation.draw = [
                QuizBundle.Presentation.Draw(pool: nil, count: Int.random(in: 1...(n - 1), using: &rng))
            ]
        } else {
            for index in bundle.questions.indices {
                bundle.questions[index].pool = [nil, "p", "p", "r"][Int.random(in: 0..<4, using: &rng)]
            }
            for name in ["r", "p"] {
                let size = bundle.questions.filter { $0.pool == name }.count
                if size > 0 {
                    bundle.presentation.draw.append(
                        QuizBundle.Presentation.Draw(pool: name, count: Int.random(in: 1...size, using: &rng)))
                }
            }
            if bundle.presentation.draw.isEmpty, n >= 1 {
                bundle.questions[0].pool = "p"
                bundle.presentation.draw = [QuizBundle.Presentation.Draw(pool: "p", count: 1)]
            }
        }
        return bundle
    }

    /// Every draw: the presented question indices, in bundle order.
    static func draws(_ bundle: QuizBundle) -> [[Int]] {
        var result: [[Int]] = [[]]
        var inPool = Set<Int>()
        for draw in bundle.presentation.draw {
            let members = bundle.questions.indices.filter { index in
                draw.pool.map { name in bundle.questions[index].pool.map { Array($0.utf8) == Array(name.utf8) } ?? false
                } ?? true
            }
            inPool.formUnion(members)
            var picks: [[Int]] = []
            for mask in 0..<(1 << members.count) where mask.nonzeroBitCount == min(draw.count, members.count) {
                picks.append(members.indices.filter { mask & (1 << $0) != 0 }.map { members[$0] })
            }
            result = result.flatMap { chosen in picks.map { chosen + $0 } }
        }
        let always =
            bundle.presentation.draw.contains { $0.pool == nil }
            ? [] : bundle.questions.indices.filter { !inPool.contains($0) }
        return result.map { ($0 + always).sorted() }
    }

    static func gcd(_ a: BigUInt, _ b: BigUInt) -> BigUInt { b == 0 ? a : gcd(b, a % b) }

    @Test func analysisMatchesBruteForceOverDraws() async {
        let drawn = Counter()
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            let bundle = Self.make(seed: UInt64(seed))
            let scorer = Scorer(bundle: bundle)
            let draws = Self.draws(bundle)
            if draws.count > 1 { drawn.add() }
            var reachable: Set<String> = []
            // Per outcome, the mean over the draws of its probability, as a reduced fraction.
            var probability: [String: (BigUInt, BigUInt)] = [:]
            var codes: Set<String> = []
            var perDraw: [[String: BigUInt]] = [], perTotal: [BigUInt] = []
            for presented in draws {
                var restricted = bundle
                restricted.questions = presented.map { bundle.questions[$0] }
                restricted.presentation.draw = []
                var counts: [String: BigUInt] = [:], total: BigUInt = 0
                RandomQuizzes.enumerate(restricted) { answers, complete in
                    guard case .success(let result) = scorer.score(answers) else {
                        Issue.record("seed \(seed): the scorer rejected the answers to a presented draw: \(answers)")
                        return
                    }
                    reachable.insert(result.outcome ?? "")
                    if complete {
                        counts[result.outcome ?? "", default: 0] += 1; total += 1; codes.insert(result.outcome ?? "")
                    }
                }
                perDraw.append(counts)
                perTotal.append(total)
            }
            for code in codes {
                var sum: (BigUInt, BigUInt) = (0, 1)
                for (counts, total) in zip(perDraw, perTotal) {
                    let count = counts[code, default: 0]
                    var next = (sum.0 * total + count * sum.1, sum.1 * total)
                    let divisor = Self.gcd(next.0, next.1)
                    if divisor > 1 { next = (next.0 / divisor, next.1 / divisor) }
                    sum = next
                }
                probability[code] = (sum.0, sum.1 * BigUInt(draws.count))
            }
            let analysis = OutcomeAnalyzer.analyze(bundle)
            #expect(analysis.isExact, "seed \(seed)")
            #expect(
                Set(analysis.outcomes.filter(\.reachable).map(\.code)) == reachable,
                "seed \(seed): reachable over the draws")
            guard let total = analysis.total else {
                Issue.record("seed \(seed): no exact probabilities")
                return
            }
            for outcome in analysis.outcomes {
                let (numerator, denominator) = probability[outcome.code] ?? (0, 1)
                let count = outcome.count ?? 0
                #expect(count * denominator == numerator * total, "seed \(seed): probability of \(outcome.code)")
                if let witness = outcome.witness {
                    #expect(
                        (try? scorer.score(witness).get().outcome) == outcome.code,
                        "seed \(seed): witness for \(outcome.code)")
                    // The witness answers only questions of one draw.
                    let keys = Set(witness.map { Array($0.key.utf8) })
                    #expect(
                        draws.contains { presented in
                            keys.isSubset(of: Set(presented.map { Array(bundle.questions[$0].key.utf8) }))
                        },
                        "seed \(seed): witness spans several draws")
                }
            }
        }
        #expect(drawn.value > 100, "only \(drawn.value) quizzes had more than one draw")
    }
}

/// A count shared by property-check iterations.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
