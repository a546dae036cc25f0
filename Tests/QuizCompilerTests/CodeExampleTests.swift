@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Every example in the code reference runs as a test: bad examples report their code at
/// exactly the documented places, good ones do not report it.
@Suite("Code reference examples")
struct CodeExampleTests {
    static let cases: [(String, CodeExample)] = CodeCatalog.references.flatMap { reference in
        reference.examples.map { (reference.code.rawValue, $0) }
    }

    @Test(arguments: cases.indices)
    func example(_ index: Int) {
        let (code, example) = Self.cases[index]
        let names = [CodeExample.quizFileName] + example.translations.indices.map(example.translationFileName)
        let session = BuildSession(
            sources: zip(names, [example.source] + example.translations).map { (path: $0, bytes: Array($1.utf8)) })
        let places = session.files.enumerated().flatMap { fileIndex, file in
            file.diagnostics.filter { $0.code.rawValue == code }
                .map { CodeExample.Expected(file: fileIndex, line: $0.range.start.line, column: $0.range.start.column) }
        }
        #expect(places == example.expected, "\(code): \(example.title): got \(session.files.map(codes))")
    }

    @Test func everyCodeHasAReferenceWithATriggeringAndAPassingExample() {
        let documented = CodeCatalog.references.map(\.code)
        let pathCodes = Set(CodeCatalog.pathExplanations.keys)
        // Every code exactly once, in declaration order: a reference with examples, or (for a
        // code about command-line paths, which no quiz source can show) a path explanation.
        // A new code with neither fails here.
        #expect(documented == DiagnosticCode.allCases.filter { !pathCodes.contains($0) })
        #expect(pathCodes.isDisjoint(with: documented))
        for reference in CodeCatalog.references {
            #expect(
                reference.examples.contains { !$0.expected.isEmpty },
                "\(reference.code.rawValue) has no triggering example")
            #expect(
                reference.examples.contains { $0.expected.isEmpty }, "\(reference.code.rawValue) has no passing example"
            )
        }
    }
}
