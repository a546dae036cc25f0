/// One language's generator: the files of one quiz's client code (`quizc generate`).
///
/// A generator is a pure function of the model: the same model gives the same bytes, so
/// `quizc generate --check` can compare committed code with what a run would write.
package protocol CodeGenerator {
    /// The files for the quiz `model` describes; names are relative to the output folder.
    static func files(for model: CodegenModel) -> [GeneratedFile]

    /// Files written once per output folder whatever the quizzes (Python's `py.typed`); none
    /// by default.
    static func folderFiles(for models: [CodegenModel]) -> [GeneratedFile]
}

extension CodeGenerator {
    /// No folder files.
    package static func folderFiles(for models: [CodegenModel]) -> [GeneratedFile] { [] }
}

/// One generated file: its name inside the output folder and its text.
package struct GeneratedFile: Sendable, Equatable {
    /// The file name inside the output folder (`FitcirclePersona.swift`).
    package var name: String
    /// The file's text (UTF-8, ending with a line feed).
    package var contents: String

    /// A file named `name` holding `contents`.
    package init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
