/// The decode stage's output: what kind of file it is and its source model, or nothing
/// usable (the loader gave up, or the file did not decode; its diagnostics say why).
enum DecodedFile: Sendable {
    /// A quiz file's source model.
    case quiz(SourceQuiz)
    /// A translation file's source model.
    case translation(SourceTranslation)
    /// Nothing later stages can use.
    case unusable
}
