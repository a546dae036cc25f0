// swift-tools-version:6.0
// A client of quizc: QuizBundlePlugin compiles Sources/QuizClient/*.quiz.yaml into bundles
// that ship as the module's resources, QuizCodegenPlugin generates typed Swift for them
// (FitcirclePersona), and QuizRuntime scores them (docs/plugins.md, docs/codegen.md).
// quiz-client saves a session to a file in one process and finishes it in another.
import PackageDescription

let package = Package(
    name: "QuizClient",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "QuizClient", targets: ["QuizClient"]),
        .executable(name: "quiz-client", targets: ["quiz-client"]),
    ],
    dependencies: [
        // In an app: .package(url: "<quizc repository>", from: "…").
        .package(name: "quizc", path: "../..")
    ],
    targets: [
        .target(
            name: "QuizClient",
            dependencies: [.product(name: "QuizRuntime", package: "quizc")],
            plugins: [
                .plugin(name: "QuizBundlePlugin", package: "quizc"),
                .plugin(name: "QuizCodegenPlugin", package: "quizc"),
            ]
        ),
        .executableTarget(name: "quiz-client", dependencies: ["QuizClient"]),
        .testTarget(
            name: "QuizClientTests",
            dependencies: ["QuizClient", .product(name: "QuizRuntime", package: "quizc")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
