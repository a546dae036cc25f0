// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "quizc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "quizc", targets: ["quizc"]),
        .library(name: "QuizRuntime", targets: ["QuizRuntime"]),
        .library(name: "QuizCompiler", targets: ["QuizCompiler"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "QuizYAML", dependencies: ["CLibYAML"]),
        .target(name: "QuizRuntime"),
        .target(name: "QuizCompiler", dependencies: ["QuizYAML", "QuizRuntime"]),
        .executableTarget(
            name: "quizc",
            dependencies: [
                "QuizCompiler",
                "QuizRuntime",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "quizc-bench",
            dependencies: ["QuizCompiler", "QuizRuntime"],
            path: "build-tools/Benchmarks"
        ),
        .testTarget(name: "QuizYAMLTests", dependencies: ["QuizYAML"]),
        .testTarget(
            name: "QuizRuntimeTests",
            dependencies: ["QuizRuntime", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "QuizCompilerTests",
            dependencies: ["QuizCompiler", "QuizRuntime", "QuizYAML", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "quizcTests", dependencies: ["QuizRuntime"]),
    ],
    swiftLanguageModes: [.v6]
)
