// quizc-bench: in-process benchmarks (run in release: build-tools/bench.sh). A target of the
// package build-tools/DevTools, built only on request:
//   swift build -c release --package-path build-tools/DevTools --product quizc-bench
//
//   quizc-bench score BUNDLE [N]        score N answer sets in-process (default 1,000,000)
//   quizc-bench score-copied-keys BUNDLE [N]   the same with keys that are copies, not the bundle's strings
//   quizc-bench analysis [MAXSTATES]    exact analysis of the reference instances (default budget, or a larger one)
//   quizc-bench lines BUNDLE N FILE     write N JSON Lines of valid random answers to FILE
//   quizc-bench phases PATH...          lint's stages on one core, files preloaded: load, compile, analysis
//   quizc-bench parse-lines FILE        the floor for `quizc score`: Foundation's JSONSerialization over each line of FILE
//   quizc-bench sha256 [MIB]            SHA256.digest throughput in MB/s: one MIB-MiB message (default 64), 4 KiB and 300-byte ones
import Foundation
@_spi(Tools) import QuizCompiler
@_spi(Tools) import QuizRuntime
@_spi(Tools) import QuizYAML

/// QuizRuntime's SplitMix64: every generated input is reproducible from its seed.
typealias Generator = SplitMix64

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// CPU seconds of the process so far (user + system, all threads).
func cpuTime() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

func loadBundle(_ path: String) -> QuizBundle {
    guard let data = FileManager.default.contents(atPath: path), let bundle = try? QuizBundle(jsonBytes: [UInt8](data))
    else {
        FileHandle.standardError.write(Data("cannot load \(path)\n".utf8))
        exit(2)
    }
    return bundle
}

/// A random valid answer for each question.
func randomAnswers(_ bundle: QuizBundle, _ rng: inout Generator) -> [(key: String, answer: QuizAnswer)] {
    bundle.questions.map { question in
        let answer: QuizAnswer
        switch question.type {
        case .scale: answer = .integer(question.options.randomElement(using: &rng)?.value ?? 0)
        case .single, .range: answer = .option(question.options.randomElement(using: &rng)?.id ?? "")
        case .multiple:
            let count = Int.random(in: (question.min ?? 1)...(question.max ?? 1), using: &rng)
            answer = .options(question.options.shuffled(using: &rng).prefix(count).map { $0.id ?? "" })
        }
        return (question.key, answer)
    }
}

/// `copyKeys`: each answer set gets its own copies of the key strings (as a client that
/// reads keys from elsewhere would), instead of the bundle's `question.key` strings.
func scoreBenchmark(_ path: String, _ count: Int, copyKeys: Bool = false) {
    let bundle = loadBundle(path)
    let scorer = Scorer(bundle: bundle)
    var rng = Generator(seed: 42)
    var pool = (0..<1000).map { _ in randomAnswers(bundle, &rng) }
    if copyKeys {
        pool = pool.map { answers in answers.map { (String(decoding: Array($0.key.utf8), as: UTF8.self), $0.answer) } }
    }
    var outcomes = 0
    let start = now()
    for index in 0..<count {
        if case .success(let result) = scorer.score(pool[index % pool.count]) { outcomes &+= result.outcome.utf8.count }
    }
    let seconds = now() - start
    print(
        "score\(copyKeys ? " (copied keys)" : "") \(bundle.quiz): \(count) scorings in \(String(format: "%.3f", seconds)) s = \(Int(Double(count) / seconds)) scorings/s on one core (checksum \(outcomes))"
    )
}

func writeLines(_ path: String, _ count: Int, _ file: String) {
    let bundle = loadBundle(path)
    var rng = Generator(seed: 7)
    FileManager.default.createFile(atPath: file, contents: nil)
    guard let handle = FileHandle(forWritingAtPath: file) else { exit(2) }
    var buffer: [UInt8] = []
    for _ in 0..<count {
        let answers = randomAnswers(bundle, &rng)
        buffer += Array(JSONValue.object(answers.map { ($0.key, $0.answer.jsonValue) }).jsonLine.utf8)
        buffer.append(0x0A)
        if buffer.count > 1 << 20 { handle.write(Data(buffer)); buffer.removeAll(keepingCapacity: true) }
    }
    handle.write(Data(buffer))
    try? handle.close()
}

/// The bare-parse baseline of answer scoring: JSONSerialization.jsonObject over each line of a
/// JSON Lines file, on one thread, the file already in memory. Prints the lines parsed,
/// the seconds and the lines per second (best of `runs`), and exits 1 if a line fails.
func parseLinesBenchmark(_ file: String, runs: Int = 3) {
    guard let data = FileManager.default.contents(atPath: file) else {
        FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
        exit(2)
    }
    let bytes = [UInt8](data)
    var best = Double.infinity
    var parsed = 0
    for _ in 0..<runs {
        parsed = 0
        let start = now()
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var lineStart = 0
            for index in 0...buffer.count where index == buffer.count || buffer[index] == 0x0A {
                defer { lineStart = index + 1 }
                guard index > lineStart else { continue }
                let line = Data(
                    bytesNoCopy: UnsafeMutableRawPointer(mutating: base + lineStart), count: index - lineStart,
                    deallocator: .none)
                guard (try? JSONSerialization.jsonObject(with: line)) != nil else {
                    FileHandle.standardError.write(Data("line \(parsed + 1) is not JSON\n".utf8))
                    exit(1)
                }
                parsed += 1
            }
        }
        best = min(best, now() - start)
    }
    print(
        "parse-lines \(file): \(parsed) lines in \(String(format: "%.3f", best)) s = \(Int(Double(parsed) / best)) lines/s (JSONSerialization, one thread, best of \(runs))"
    )
}

/// The analysis benchmark: reference quiz instances, seeded, analysed at `maxStates`.
func analysisBenchmark(maxStates: Int) {
    var rng = Generator(seed: 2026)
    // 1. A 32-item, 5-point axes quiz: 8 items per axis, keyed both ways.
    var axesQuestions: [QuizBundle.Question] = []
    let poles = [("E", "I"), ("S", "N"), ("T", "F"), ("J", "P")]
    for index in 0..<32 {
        let (a, b) = poles[index % 4]
        let towardA = (index / 4) % 2 == 0
        axesQuestions.append(
            QuizBundle.Question(
                id: "q\(index)", key: "q\(index)", text: "Q", type: .scale, required: true, shuffle: false, pin: false,
                pool: nil, min: nil, max: nil,
                options: (1...5).map { value in
                    let d = value - 3
                    let weights = d == 0 ? [] : [TraitAmount(trait: (d > 0) == towardA ? a : b, amount: abs(d))]
                    return QuizBundle.Option(id: nil, value: value, label: "\(value)", weights: weights, pin: false)
                }))
    }
    let axes = QuizBundle(
        quiz: "axes32", version: "1.0.0", title: "T", description: nil, sourceLocale: "en",
        traits: ["E", "I", "S", "N", "T", "F", "J", "P"],
        scoring: QuizBundle.Scoring(
            initial: [], rule: .axes(poles.map { QuizBundle.Scoring.Axis(poles: $0, tie: $0.0) })),
        presentation: QuizBundle.Presentation(
            pageSize: 32, shuffleQuestions: false, shuffleOptions: false, timeLimit: nil, draw: []),
        questions: axesQuestions, outcomes: [], examples: [])
    // 2. Highest quizzes: 30 questions × 5 options × 6 traits, 6 of them multiple choice (1–2 picks).
    //    "one trait": every option scores one trait (1 or 2 points), as "which X are you" quizzes do;
    //    "two traits": one option in five also gives a point to a second trait.
    let traits = ["a", "b", "c", "d", "e", "f"]
    func highestQuiz(name: String, secondTraitOneIn: Int) -> QuizBundle {
        var highestQuestions: [QuizBundle.Question] = []
        for index in 0..<30 {
            let multiple = index % 5 == 4
            highestQuestions.append(
                QuizBundle.Question(
                    id: "h\(index)", key: "h\(index)", text: "Q", type: multiple ? .multiple : .single, required: true,
                    shuffle: false, pin: false, pool: nil, min: multiple ? 1 : nil, max: multiple ? 2 : nil,
                    options: (0..<5).map { option in
                        // Like real personality quizzes: each option scores one trait (1–2 points),
                        // one in five also gives a point to a second trait.
                        var weights = [
                            TraitAmount(
                                trait: traits[Int.random(in: 0..<6, using: &rng)],
                                amount: Int.random(in: 1...2, using: &rng))
                        ]
                        if secondTraitOneIn > 0, Int.random(in: 0..<secondTraitOneIn, using: &rng) == 0 {
                            let second = traits[Int.random(in: 0..<6, using: &rng)]
                            if !weights.contains(where: { $0.trait == second }) {
                                weights.append(TraitAmount(trait: second, amount: 1))
                            }
                        }
                        return QuizBundle.Option(id: "o\(option)", value: nil, label: "O", weights: weights, pin: false)
                    }))
        }
        return QuizBundle(
            quiz: name, version: "1.0.0", title: "T", description: nil, sourceLocale: "en", traits: traits,
            scoring: QuizBundle.Scoring(initial: [], rule: .highest(ties: traits, secondary: false)),
            presentation: QuizBundle.Presentation(
                pageSize: 30, shuffleQuestions: false, shuffleOptions: false, timeLimit: nil, draw: []),
            questions: highestQuestions, outcomes: [], examples: [])
    }
    let oneTrait = highestQuiz(name: "highest30-one-trait", secondTraitOneIn: 0)
    let twoTraits = highestQuiz(name: "highest30-two-traits", secondTraitOneIn: 5)
    // As `quizc lint`, `build` and `stats` analyse them: the `highest` quizzes name their
    // `ties`, so no tie needs finding; then once more as a quiz without `ties:` is analysed
    // (every tie found, for `tie-reachable`).
    let runs = [
        (axes, false, ""), (oneTrait, false, " (ties given)"), (twoTraits, false, " (ties given)"),
        (oneTrait, true, " (finding ties)"), (twoTraits, true, " (finding ties)"),
    ]
    for (bundle, findTies, label) in runs {
        let start = now(), cpuStart = cpuTime()
        let analysis = OutcomeAnalyzer.analyze(bundle, maxStates: maxStates, findTies: findTies)
        let seconds = now() - start, cpu = cpuTime() - cpuStart
        let reachable = analysis.outcomes.filter(\.reachable).count
        print(
            "analysis \(bundle.quiz)\(label): \(String(format: "%.3f", seconds)) s (CPU \(String(format: "%.2f", cpu)) s), exact: \(analysis.isExact), \(reachable)/\(analysis.outcomes.count) outcomes reachable, answer sets: \(analysis.answerSetCount ?? "not counted (\(analysis.probabilityLimitation ?? "count overflow"))")"
        )
    }
}

/// Where `quizc lint`'s time goes, on one core with the files already in memory:
/// YAMLLoader alone, the whole per-file pipeline, and the exact analysis inside it.
func phasesBenchmark(_ paths: [String]) {
    let files = InputFiles.expand(paths).files
    let inputs = files.compactMap { path in (try? InputFiles.read(path).get()).map { (path, $0) } }
    let bytes = inputs.reduce(0) { $0 + $1.1.count }
    var start = now()
    var nodes = 0
    for (_, data) in inputs where YAMLLoader().load(data).problems.isEmpty { nodes += 1 }
    let load = now() - start
    start = now()
    let compiled = inputs.map { QuizCompilation().compile(path: $0.0, bytes: $0.1) }
    let compile = now() - start
    start = now()
    for quiz in compiled.compactMap(\.resolved) { _ = OutcomeAnalyzer.analyze(quiz.bundle) }
    let analysis = now() - start
    let diagnostics = compiled.reduce(0) { $0 + $1.diagnostics.count }
    func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
    print("phases: \(inputs.count) files, \(bytes) bytes, \(nodes) loaded, \(diagnostics) diagnostics")
    print("  load (YAMLLoader)            \(ms(load))")
    print("  compile (whole pipeline)     \(ms(compile))")
    print("    of which exact analysis    \(ms(analysis))")
    print("    decode+resolve+checks      \(ms(compile - load - analysis))")
}

/// MB/s of `SHA256.digest` over random messages of three sizes, best of three runs each.
func sha256Benchmark(mebibytes: Int) {
    var generator = Generator(seed: 1)
    for (size, repetitions) in [(mebibytes << 20, 1), (4096, 16 * mebibytes * 16), (300, 16 * mebibytes * 200)] {
        let message = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var sink: UInt8 = 0
        var best = Double.infinity
        for _ in 0..<3 {
            let start = now()
            for _ in 0..<repetitions { sink ^= SHA256.digest(message)[0] }
            best = min(best, now() - start)
        }
        print(
            String(format: "sha256: %9d-byte messages: %6.1f MB/s", size, Double(size * repetitions) / 1e6 / best)
                + (sink == 0 ? "" : " "))
    }
}

let arguments = CommandLine.arguments
switch arguments.count > 1 ? arguments[1] : "" {
case "score" where arguments.count >= 3:
    scoreBenchmark(arguments[2], arguments.count > 3 ? Int(arguments[3]) ?? 1_000_000 : 1_000_000)
case "score-copied-keys" where arguments.count >= 3:
    scoreBenchmark(arguments[2], arguments.count > 3 ? Int(arguments[3]) ?? 1_000_000 : 1_000_000, copyKeys: true)
case "lines" where arguments.count == 5:
    writeLines(arguments[2], Int(arguments[3]) ?? 1000, arguments[4])
case "analysis":
    analysisBenchmark(
        maxStates: arguments.count > 2
            ? Int(arguments[2]) ?? OutcomeAnalyzer.defaultMaxStates : OutcomeAnalyzer.defaultMaxStates)
case "parse-lines" where arguments.count == 3:
    parseLinesBenchmark(arguments[2])
case "phases" where arguments.count >= 3:
    phasesBenchmark(Array(arguments.dropFirst(2)))
case "sha256":
    sha256Benchmark(mebibytes: arguments.count > 2 ? max(1, Int(arguments[2]) ?? 64) : 64)
default:
    print(
        "usage: quizc-bench score BUNDLE [N] | score-copied-keys BUNDLE [N] | lines BUNDLE N FILE | analysis [MAXSTATES] | phases PATH... | parse-lines FILE | sha256 [MIB]"
    )
    exit(64)
}
