import Foundation
// QuizFuzz: a libFuzzer target over the whole pipeline (YAMLLoader + QuizCompilation).
//
// The fuzzer is built only by build-tools/fuzz.sh, from this package (build-tools/DevTools),
// with
//   swift build -c release --package-path build-tools/DevTools --product QuizFuzz \
//     --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DQUIZ_FUZZ
// With QUIZ_FUZZ defined the file exports `LLVMFuzzerTestOneInput` and its `@main` hands
// argc/argv to libFuzzer's `LLVMFuzzerRunDriver` (see `QuizFuzzMain` for why libFuzzer's
// own `main` cannot be used); without it (`swift build --package-path build-tools/DevTools
// --product QuizFuzz`) the target is an ordinary executable that runs each file named on its
// command line once through the same checks, so a crash file can be replayed without the
// fuzzing runtime.
// The file is not called main.swift, so SwiftPM compiles it with -parse-as-library.
@_spi(Tools) import QuizCompiler
import QuizRuntime
@_spi(Tools) import QuizYAML

/// Runs one input through the loader and the compiler, and scores it as an answers object;
/// any trap, sanitizer report or hang is a bug. Also checks invariants that hold for every input.
func fuzzOne(_ bytes: [UInt8]) {
    let document = YAMLLoader().load(bytes)
    for problem in document.problems {
        precondition(
            problem.range.start.line >= 1 && problem.range.start.column >= 1, "problem at a position before the file")
    }
    let file = QuizCompilation().compile(path: "fuzz.quiz.yaml", bytes: bytes)
    for diagnostic in file.diagnostics {
        precondition(
            diagnostic.range.start.line >= 1 && diagnostic.range.start.column >= 1,
            "diagnostic at a position before the file")
        precondition(!diagnostic.message.isEmpty, "diagnostic without a message")
    }
    precondition(file.resolved == nil || !file.hasErrors, "a file with errors produced a resolved quiz")
    // What `quizc lint` and `quizc build` do with the result: render and emit.
    let summary = DiagnosticSummary(files: 1, diagnostics: file.diagnostics)
    _ = TextRenderer(colour: false).render(file.diagnostics, sources: [file.path: file.text], summary: summary)
    _ = JSONRenderer.render(file.diagnostics, summary: summary)
    if let quiz = file.resolved {
        _ = BundleEmitter.outputs(for: [quiz])
    }
    // The same bytes as an answers object, scored against quizzes of every model, a drawn
    // one among them: the scorer never traps, and its fast path agrees with the general one.
    for scorer in FuzzScorers.all {
        let result = scorer.score(jsonText: bytes)
        if let fast = scorer.fastScore(jsonText: bytes) {
            precondition(result == .success(fast), "the fast path disagrees with the general path")
        }
        if case .failure(let error) = result {
            precondition(!error.message.isEmpty, "an answer error without a message")
        }
    }
}

/// Scorers for the answers half of the target: the shipped quizzes (when the fuzzer runs
/// from the package root, as build-tools/fuzz.sh does) and a drawn quiz kept here.
enum FuzzScorers {
    static let drawnQuiz = """
        quiz: drawn
        version: 1.0.0
        title: Drawn
        traits: [a, b, c]
        scoring: {model: highest, ties: [a, b, c], secondary: true}
        questions:
          - {id: p1, text: P1, pool: p, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
          - {id: p2, text: P2, pool: p, options: [{id: x, label: X, weights: {b: 1}}, {id: y, label: Y, weights: {c: 1}}]}
          - {id: p3, text: P3, pool: p, required: false, options: [{id: x, label: X, weights: {c: 1}}, {id: y, label: Y, weights: {a: 1}}]}
          - {id: r1, text: R1, pool: r, type: range, min: 0, max: 10, options: [{id: lo, label: Lo, weights: {a: 2}}, {id: mid, label: Mid, weights: {b: 1}}, {id: hi, label: Hi, weights: {c: 2}}]}
          - {id: r2, text: R2, pool: r, type: multiple, max: 2, options: [{id: m, label: M, weights: {a: 1}}, {id: n, label: N, weights: {b: 1}}, {id: o, label: O, weights: {c: 1}}]}
          - {id: all, text: All, type: scale, options: [{value: 1, label: One, weights: {a: 1}}, {value: 2, label: Two, weights: {b: 1}}, {value: 3, label: Three, weights: {c: 1}}]}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}
          c: {title: C, description: Gamma}
        presentation:
          draw: [{pool: p, count: 2}, {pool: r, count: 1}]
        """

    static let all: [Scorer] = {
        var sources = [("drawn.quiz.yaml", Array(drawnQuiz.utf8))]
        let folder = "quizzes"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where name.hasSuffix(".quiz.yaml") {
            if let data = FileManager.default.contents(atPath: folder + "/" + name) {
                sources.append((name, [UInt8](data)))
            }
        }
        return sources.compactMap { path, bytes in
            QuizCompilation().compile(path: path, bytes: bytes).resolved.map { Scorer(bundle: $0.bundle) }
        }
    }()
}

#if QUIZ_FUZZ
/// libFuzzer's callback: one input per call.
@_cdecl("LLVMFuzzerTestOneInput")
public func quizFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzzOne(bytes)
    return 0
}

/// libFuzzer's driver entry (in libclang_rt.fuzzer, linked by -sanitize=fuzzer).
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name libFuzzer defines.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif

/// The entry point. SwiftPM on Linux links every executable with its entry renamed
/// (`QuizFuzz_main`, so tests can link executables) and `main` defined as an alias of it,
/// which leaves no room for libFuzzer's own `main`. So the target keeps a Swift `@main` in
/// both builds: with QUIZ_FUZZ it hands argc/argv to libFuzzer's `LLVMFuzzerRunDriver`
/// (all libFuzzer flags work as usual); without it, it replays the files it is given.
@main
struct QuizFuzzMain {
    static func main() {
        #if QUIZ_FUZZ
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, quizFuzzTestOneInput))
        #else
        let paths = CommandLine.arguments.dropFirst()
        if paths.isEmpty {
            print("usage: QuizFuzz FILE... (replays inputs; build-tools/fuzz.sh builds the libFuzzer version)")
            return
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot be read")
                exit(2)
            }
            fuzzOne([UInt8](data))
            print("\(path): ok (\(FuzzScorers.all.count) quizzes scored it as answers)")
        }
        #endif
    }
}
