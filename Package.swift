// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "quizc",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "quizc", targets: ["quizc"]),
        .library(name: "QuizRuntime", targets: ["QuizRuntime"]),
        .library(name: "QuizCompiler", targets: ["QuizCompiler"]),
        // The YAML loader the compiler reads quizzes with; a product so that the tools built
        // on request (build-tools/DevTools: benchmarks, fuzzer) can use it from their package.
        .library(name: "QuizYAML", targets: ["QuizYAML"]),
        .plugin(name: "QuizBundlePlugin", targets: ["QuizBundlePlugin"]),
        .plugin(name: "LintQuizzes", targets: ["LintQuizzes"]),
        .plugin(name: "QuizCodegenPlugin", targets: ["QuizCodegenPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "QuizYAML", dependencies: ["CLibYAML"]),
        .target(name: "QuizRuntime"),
        // No target quizc is built from uses a build-tool plugin: SwiftPM builds quizc as the
        // tool of QuizBundlePlugin without running them (docs/plugins.md).
        // The file system layer: folder walks, bounded reads, atomic and exclusive writes, the
        // folder swap, locks and errno texts, on swift-system (docs/architecture.md).
        .target(
            name: "QuizFileSystem", dependencies: [.product(name: "SystemPackage", package: "swift-system")]),
        // The core: decode, resolve, analysis, checks, diagnostics, emit, translations, the
        // driver and the core commands' frontends. The tools below are built on it, never it on
        // them (docs/architecture.md, "Targets").
        .target(
            name: "QuizCompiler",
            dependencies: ["QuizYAML", "QuizRuntime", "QuizFileSystem", .product(name: "BigInt", package: "BigInt")]),
        // `quizc lint --fix` and the language server's code actions: applying fixes and proving them safe.
        .target(name: "QuizFixes", dependencies: ["QuizCompiler", "QuizRuntime", "QuizYAML"]),
        // `quizc generate`: typed client code in Swift, TypeScript and Python.
        .target(name: "QuizCodegen", dependencies: ["QuizCompiler", "QuizRuntime"]),
        // `quizc diff`: what changed between two bundles or folders and whether it is breaking.
        .target(name: "QuizBundleDiff", dependencies: ["QuizCompiler", "QuizRuntime", "QuizFileSystem"]),
        // `quizc translations`: a translation file written or updated, everything else kept byte for byte.
        .target(name: "QuizTranslationTemplate", dependencies: ["QuizCompiler", "QuizRuntime", "QuizYAML"]),
        // `quizc translations export` / `import`: XLIFF 1.2 and gettext PO.
        .target(
            name: "QuizInterchange",
            dependencies: ["QuizTranslationTemplate", "QuizCompiler", "QuizRuntime", "QuizYAML"]),
        // `quizc preview`: the page in Page/ and runtimes/js/src, compiled in through the
        // committed Generated/EmbeddedFiles.swift (build-tools/embed-preview-assets.sh).
        .target(name: "QuizPreview", dependencies: ["QuizCompiler", "QuizRuntime"], exclude: ["Page"]),
        // `quizc lsp`: the language server (docs/editors.md), on the compiler; framing of its own.
        .target(
            name: "QuizLanguageServer",
            dependencies: [
                "QuizCompiler", "QuizFixes", "QuizRuntime", "QuizYAML", "QuizFileSystem",
                .product(name: "SystemPackage", package: "swift-system"),
            ]),
        .executableTarget(name: "quizc-embed-files", path: "build-tools/EmbedFiles"),
        // Writes the files generated from the language's vocabulary and checks the schemas (docs/architecture.md).
        .executableTarget(
            name: "quizc-language-tables", dependencies: ["QuizCompiler"], path: "build-tools/LanguageTables"),
        .executableTarget(
            name: "quizc",
            dependencies: [
                "QuizCompiler",
                "QuizFixes",
                "QuizCodegen",
                "QuizBundleDiff",
                "QuizTranslationTemplate",
                "QuizInterchange",
                "QuizPreview",
                "QuizLanguageServer",
                "QuizRuntime",
                "QuizYAML",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmarks (`quizc-bench`) and the libFuzzer target (`QuizFuzz`) are a package of
        // their own, build-tools/DevTools, built only on request by the scripts that run them.
        // SwiftPM plugins (docs/plugins.md): quiz bundles as resources; `swift package lint-quizzes`.
        .plugin(
            name: "QuizBundlePlugin",
            capability: .buildTool(),
            dependencies: ["quizc"],
            path: "build-tools/Plugins/QuizBundlePlugin"
        ),
        // Typed Swift client code for a target's quizzes, generated at build time (docs/codegen.md).
        .plugin(
            name: "QuizCodegenPlugin",
            capability: .buildTool(),
            dependencies: ["quizc"],
            path: "build-tools/Plugins/QuizCodegenPlugin"
        ),
        .plugin(
            name: "LintQuizzes",
            capability: .command(
                intent: .custom(
                    verb: "lint-quizzes", description: "Check the package's *.quiz.yaml files with quizc lint")),
            dependencies: ["quizc"],
            path: "build-tools/Plugins/LintQuizzes"
        ),
        .testTarget(name: "QuizYAMLTests", dependencies: ["QuizYAML"]),
        .testTarget(
            name: "QuizRuntimeTests",
            dependencies: ["QuizRuntime", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "QuizCompilerTests",
            dependencies: [
                "QuizCompiler", "QuizRuntime", "QuizYAML", "QuizFileSystem",
                "QuizFixes", "QuizCodegen", "QuizBundleDiff", "QuizTranslationTemplate", "QuizInterchange",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Golden"]
        ),
        // Depends on quizc-embed-files so `swift test` builds the tool that checks Generated/.
        .testTarget(
            name: "QuizPreviewTests", dependencies: ["QuizPreview", "QuizCompiler", "QuizRuntime", "quizc-embed-files"]),
        // The language server driven in process: framed messages in, framed replies out.
        .testTarget(
            name: "QuizLanguageServerTests",
            dependencies: ["QuizLanguageServer", "QuizCompiler", "QuizFixes", "QuizRuntime", "QuizYAML"]),
        // The language-neutral conformance suite in Tests/Conformance: recorded and replayed here
        // (docs/conformance.md); the JavaScript and Python runtimes replay the same files. The
        // bundle comparison writes the later releases' migrations, as `quizc build --earlier` does.
        .testTarget(name: "ConformanceTests", dependencies: ["QuizCompiler", "QuizRuntime", "QuizBundleDiff"]),
        // `quizc generate`: Golden/ holds the Swift generated for every shipped quiz (and the
        // naming fixture), compiled here, so the round trips score through the generated types.
        .testTarget(
            name: "CodegenTests", dependencies: ["QuizCodegen", "QuizCompiler", "QuizRuntime"], exclude: ["Fixtures"]),
        // Depends on the executable so `swift test` always builds the quizc that the CLI tests run.
        .testTarget(name: "quizcTests", dependencies: ["QuizCompiler", "QuizRuntime", "quizc"]),
    ],
    swiftLanguageModes: [.v6]
)

// Every Swift target: imports are internal unless a file says `public import` (an importer
// sees only what a module's public API needs), members come only from modules a file imports,
// and existential types are spelled `any P`.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("ExistentialAny"),
        ]
}
