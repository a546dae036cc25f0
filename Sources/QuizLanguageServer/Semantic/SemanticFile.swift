@_spi(Tools) package import QuizCompiler
@_spi(Tools) package import QuizYAML

/// One workspace file as the symbol index reads it: its bytes and what the decode stage made
/// of them (a quiz, a translation, or nothing usable). Decoding reports nothing here: the
/// diagnostics come from the compiler's own run over the workspace.
package struct SemanticFile: Sendable {
    /// What a file decoded to.
    package enum Content: Sendable {
        /// A quiz file's source model.
        case quiz(SourceQuiz)
        /// A translation file's source model.
        case translation(SourceTranslation)
        /// A file that did not load or decode far enough to have names.
        case unusable
    }

    /// The file's path, as the workspace names it.
    package var path: String
    /// The file's bytes (an open buffer's unsaved text, else the disk's).
    package var bytes: [UInt8]
    /// The decoded content.
    package var content: Content

    /// Loads and decodes `bytes` with the compiler's own loader and decoders.
    package init(path: String, bytes: [UInt8], limits: YAMLLimits = .standard) {
        self.path = path
        self.bytes = bytes
        let diagnostics = DiagnosticCollector(file: path)
        let document = YAMLLoader(limits: limits).load(bytes)
        guard LoadedDocument(document: document).isDecodable else {
            content = .unusable
            return
        }
        if let root = document.root, TranslationDecoder.isTranslation(root) {
            content = TranslationDecoder(diagnostics: diagnostics).decode(root).map(Content.translation) ?? .unusable
        } else {
            content = QuizDecoder(diagnostics: diagnostics).decode(document.root).map(Content.quiz) ?? .unusable
        }
    }

    /// The quiz, when this is a quiz file.
    package var quiz: SourceQuiz? {
        guard case .quiz(let quiz) = content else { return nil }
        return quiz
    }

    /// The translation, when this is a translation file.
    package var translation: SourceTranslation? {
        guard case .translation(let translation) = content else { return nil }
        return translation
    }
}
