// swift-tools-version:6.0
import PackageDescription

// The tools built only on request, so a plain `swift build` of quizc compiles only what its
// users need: the benchmarks (`quizc-bench`: build-tools/bench.sh, runtime-bench-swift.sh)
// and the libFuzzer target (`QuizFuzz`: build-tools/fuzz.sh). They use quizc's libraries
// through its products (the root package, by path), so only public API is theirs.
//
//   swift build --package-path build-tools/DevTools --product quizc-bench
let package = Package(
    name: "quizc-dev-tools",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "quizc", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "quizc-bench",
            dependencies: [
                .product(name: "QuizCompiler", package: "quizc"),
                .product(name: "QuizRuntime", package: "quizc"),
                .product(name: "QuizYAML", package: "quizc"),
            ],
            path: "Benchmarks"
        ),
        // build-tools/fuzz.sh builds it with -sanitize=fuzzer (see the file).
        .executableTarget(
            name: "QuizFuzz",
            dependencies: [
                .product(name: "QuizCompiler", package: "quizc"),
                .product(name: "QuizRuntime", package: "quizc"),
                .product(name: "QuizYAML", package: "quizc"),
            ],
            path: "Fuzz"
        ),
    ],
    swiftLanguageModes: [.v6]
)
