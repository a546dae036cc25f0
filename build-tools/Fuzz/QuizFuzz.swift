// QuizFuzz: a libFuzzer target over the whole pipeline (YAMLLoader + QuizCompilation).
//
// The fuzzer is built only by build-tools/fuzz.sh, with
//   swift build -c release --product QuizFuzz --scratch-path .build-fuzz \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -DQUIZ_FUZZ
// With QUIZ_FUZZ defined the file exports `LLVMFuzzerTestOneInput` and its `@main` hands
// argc/argv to libFuzzer's `LLVMFuzzerRunDriver` (see `QuizFuzzMain` for why libFuzzer's
// own `main` cannot be used); without it — a plain `swift build` / `swift test` — the
// target is an ordinary executable that runs each file named on its command line once
// through the same checks, so a crash file can be replayed without the fuzzing runtime.
// The file is not called main.swift, so SwiftPM compiles it with -parse-as-library.
import QuizCompiler
import QuizYAML

/// Runs one input through the loader and the compiler; any trap, sanitizer report or hang
/// is a bug. Also checks two invariants that hold for every input.
func fuzzOne(_ bytes: [UInt8]) {
    let document = YAMLLoader().load(bytes)
    for problem in document.problems {
        precondition(problem.range.start.line >= 1 && problem.range.start.column >= 1, "problem at a position before the file")
    }
    let file = QuizCompilation().compile(path: "fuzz.quiz.yaml", bytes: bytes)
    for diagnostic in file.diagnostics {
        precondition(diagnostic.range.start.line >= 1 && diagnostic.range.start.column >= 1, "diagnostic at a position before the file")
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
}

import Foundation

#if QUIZ_FUZZ
/// libFuzzer's callback: one input per call.
@_cdecl("LLVMFuzzerTestOneInput")
public func quizFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzzOne(bytes)
    return 0
}

/// libFuzzer's driver entry (in libclang_rt.fuzzer, linked by -sanitize=fuzzer).
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
            print("\(path): ok")
        }
        #endif
    }
}
