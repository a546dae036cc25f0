import QuizCompiler
import Testing

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
        let file = compile(example.source)
        let places = file.diagnostics.filter { $0.code.rawValue == code }
            .map { CodeExample.Expected(line: $0.range.start.line, column: $0.range.start.column) }
        #expect(places == example.expected, "\(code): \(example.title): got \(codes(file))")
    }

    @Test func everyCodeHasAReferenceWithATriggeringAndAPassingExample() {
        let documented = CodeCatalog.references.map(\.code)
        // Every code, in declaration order, exactly once: a new code without a reference fails here.
        #expect(documented == DiagnosticCode.allCases)
        for reference in CodeCatalog.references {
            #expect(reference.examples.contains { !$0.expected.isEmpty }, "\(reference.code.rawValue) has no triggering example")
            #expect(reference.examples.contains { $0.expected.isEmpty }, "\(reference.code.rawValue) has no passing example")
        }
    }
}
