/// The languages `quizc generate` writes client code for, and the generator of each.
package enum CodegenLanguage: String, Sendable, CaseIterable {
    /// Swift over QuizRuntime (`<TypeName>.swift`).
    case swift
    /// An ES module over runtimes/js and its declarations (`<quiz-id>.js`, `<quiz-id>.d.ts`).
    case typescript
    /// A module over runtimes/python (`<quiz_module>.py`).
    case python

    /// The generator that writes this language.
    package var generator: any CodeGenerator.Type {
        switch self {
        case .swift: SwiftGenerator.self
        case .typescript: TypeScriptGenerator.self
        case .python: PythonGenerator.self
        }
    }
}
