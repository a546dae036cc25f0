import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The loader's problem codes reach the diagnostics unchanged: each kind of YAML problem has
/// its own diagnostic code, and none is turned into `yaml-syntax` on the way.
@Suite("YAML problem codes")
struct YAMLProblemCodeTests {
    @Test(arguments: YAMLProblem.Code.allCases)
    func everyLoaderCodeHasTheDiagnosticCodeOfTheSameName(_ code: YAMLProblem.Code) {
        #expect(DiagnosticCode(code).rawValue == code.rawValue)
        let collector = DiagnosticCollector(file: "x.yaml")
        collector.report([YAMLProblem(code: code, message: "m", range: SourceRange(at: .start))])
        #expect(collector.diagnostics.map(\.code) == [DiagnosticCode(code)])
        #expect(collector.diagnostics.map(\.severity) == [.error])
    }

    /// One input per loader code, through the whole compiler.
    @Test func eachKindOfLoaderProblemKeepsItsCode() {
        let inputs: [(String, YAMLProblem.Code)] = [
            ("quiz: [a\n", .yamlSyntax),
            ("quiz: a\nquiz: b\n", .duplicateMappingKey),
            ("quiz: !tag a\n", .unsupportedYAML),
            ("quiz: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n", .limitExceeded),
        ]
        for (text, code) in inputs {
            let loaded = YAMLLoader().load(Array(text.utf8))
            #expect(loaded.problems.first?.code == code, "\(text)")
            let compiled = compile(text)
            #expect(compiled.diagnostics.contains { $0.code == DiagnosticCode(code) }, "\(text): \(codes(compiled))")
            #expect(
                code == .yamlSyntax || !compiled.diagnostics.contains { $0.code == .yamlSyntax },
                "\(text): \(codes(compiled))")
        }
    }

    /// After a problem that gives up, nothing else is reported; after one that does not, the
    /// file is still decoded (one run reports everything).
    @Test func onlyProblemsThatGiveUpStopTheCompiler() {
        #expect(YAMLProblem.Code.allCases.filter(\.givesUp) == [.yamlSyntax, .limitExceeded])
        let syntax = compile("quiz: [a\nbogus: 1\n")
        #expect(Set(syntax.diagnostics.map(\.code)) == [.yamlSyntax], "\(codes(syntax))")
        let duplicate = compile("quiz: a\nquiz: b\nbogus: 1\n")
        #expect(duplicate.diagnostics.contains { $0.code == .duplicateMappingKey })
        #expect(duplicate.diagnostics.contains { $0.code == .unknownField }, "\(codes(duplicate))")
    }
}
