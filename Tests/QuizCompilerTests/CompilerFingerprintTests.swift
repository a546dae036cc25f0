import Foundation
@_spi(Tools) import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing
@_spi(Tools) @testable import QuizCompiler

/// The build identity the analysis cache keys its entries by (docs/analysis.md, "The quizc
/// build"): it follows every source file of the compiler, and nothing else.
@Suite("Compiler fingerprint")
struct CompilerFingerprintTests {
    @Test("the fingerprint is the SHA-256 of every Swift file of QuizCompiler, QuizYAML and QuizRuntime, as built")
    func fingerprintCoversTheCompilerSources() throws {
        var files: [(path: String, bytes: [UInt8])] = []
        for target in ["QuizCompiler", "QuizRuntime", "QuizYAML"] {
            let folder = packageRoot.appendingPathComponent("Sources/\(target)")
            let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let name as String in walker where name.hasSuffix(".swift") {
                let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
                files.append(("Sources/\(target)/\(name)", Array(bytes)))
            }
        }
        files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        #expect(files.count > 150)
        var message: [UInt8] = []
        for file in files { message += Array("\(file.path)\n\(file.bytes.count)\n".utf8) + file.bytes }
        #expect(CompilerFingerprint.sources == SHA256.hex(message),
                "the compiled-in fingerprint is not the one of the sources: the plugin missed a file or a target")
    }

    @Test("the build is the version, the sources' fingerprint and the libyaml version, and keys both kinds of entry")
    func buildIdentity() throws {
        #expect(QuizcVersion.build == "\(QuizcVersion.current)+sources.\(CompilerFingerprint.sources) libyaml \(LibYAML.version)")
        #expect(LibYAML.version.split(separator: ".").count == 3)
        let bundle = RandomQuizzes.make(seed: 3)
        let settings = AnalysisCacheKey.Settings(maxStates: 10, findTies: true)
        #expect(AnalysisCacheKey(bundle: bundle, settings: settings).digest
            == AnalysisCacheKey(bundle: bundle, settings: settings, quizcBuild: QuizcVersion.build).digest)
        #expect(AnalysisCacheKey(bundle: bundle, settings: settings).digest
            != AnalysisCacheKey(bundle: bundle, settings: settings, quizcBuild: QuizcVersion.current).digest)
        #expect(LintResultKey(path: "a", bytes: [], limits: .standard, maxAnalysisStates: 1).digest
            != LintResultKey(path: "a", bytes: [], limits: .standard, maxAnalysisStates: 1, quizcBuild: QuizcVersion.current).digest)
    }
}
