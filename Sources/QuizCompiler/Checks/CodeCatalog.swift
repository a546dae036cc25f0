/// Every diagnostic code's reference documentation, in `DiagnosticCode` order. The docs'
/// diagnostic reference is generated from it, and its examples run as tests.
@_spi(Tools) public enum CodeCatalog {
    /// Every code's reference, the core layers' and every check's, in `DiagnosticCode` order.
    @_spi(Tools) public static var references: [CodeReference] {
        let all =
            layerReferences + Pipeline.checks.flatMap { type(of: $0).references }
            + TranslationStage.checks.filter { !($0 is any QuizCheck) }.flatMap { type(of: $0).references }
            + [DuplicateTranslationReference.reference]
        return DiagnosticCode.allCases.compactMap { code in
            let matching = all.filter { $0.code == code }
            guard let first = matching.first else { return nil }
            return CodeReference(code: code, explanation: first.explanation, examples: matching.flatMap(\.examples))
        }
    }

    /// Explanations of codes about the command line's paths rather than a file's content:
    /// no quiz source shows them, so they have no examples and no generated reference
    /// section (docs/authoring.md describes them with the exit statuses). SARIF rules use
    /// them as they use `references`.
    @_spi(Tools) public static let pathExplanations: [DiagnosticCode: String] = [
        .unreadableInput: """
        A path given to quizc (or the default `quizzes` folder) does not exist, cannot be \
        read, or is a folder with no `*.yaml` or `*.yml` file in it or its subfolders. The \
        run exits with status 2, and no bundle is written. Check the path, which is relative \
        to the directory quizc runs in, and its permissions, or name the quiz files directly. \
        A FIFO named on the command line that nobody is writing to is this error too: start \
        its writer first. As a warning, the code marks an entry a folder walk skipped: a \
        `*.yaml` or `*.yml` entry that is not a regular file (a FIFO, a socket, a device, a \
        symbolic link to nothing or in a loop), a symbolic link to a folder (walks do not \
        follow them) or a subfolder that cannot be read. Name such an entry on the command \
        line to read it, or remove it.
        """,
        .fixNotWritten: """
        `quizc lint --fix` (or `--unsafe-fixes`) did not write a file's fixes and left the \
        file as it was: the file changed while the run worked on it (an editor saved it, or \
        another run fixed it first), so its bytes were not the ones the fixes were proven on; \
        or it has no write permission (no write bit, which quizc respects also when run as \
        root, or not writable by this user); or writing it failed. The message says which. \
        The run exits with status 2; the files written before it keep whole fixes. Run \
        `quizc lint --fix` again once the file is saved, make the file writable if it should \
        change, or free the space the message names.
        """,
    ]

    /// References of codes reported by the load, decode and resolve stages rather than by a `QuizCheck`.
    static let layerReferences: [CodeReference] = [
        YAMLSyntaxReference.reference,
        DuplicateMappingKeyReference.reference,
        UnsupportedYAMLReference.reference,
        LimitExceededReference.reference,
        UnknownFieldReference.reference,
        MissingFieldReference.reference,
        TypeMismatchReference.reference,
        InvalidValueReference.reference,
        UnknownTraitReference.reference,
        UnknownReferenceReference.reference,
        DuplicateIDReference.reference,
        WeightPrecisionReference.reference,
        ConstantScoreReference.reference,
        ShareNegativeReference.reference,
        NearestNullScoreReference.reference,
        UnknownScoreReference.reference,
        BandOrderReference.reference,
        ProfileTargetMissingReference.reference,
        ConditionForwardReferenceReference.reference,
        ConditionTypeReference.reference,
        SuppressionReference.unused,
        SuppressionReference.invalid,
    ]
}
