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

    /// Explanations of codes about stored responses (`quizc analyze`) rather than a quiz
    /// file's content alone: no quiz source shows them without responses, so, like
    /// `pathExplanations`, they have no examples, and their reference section says so.
    @_spi(Tools) public static let responseExplanations: [DiagnosticCode: String] = [
        .miskeyedItem: """
        In stored responses, the item's keyed values correlate negatively with the total of \
        the other items of its scale (its corrected item–total correlation is below zero): \
        people who score high on the rest of the scale tend to score low on this item. The \
        item is most likely keyed the wrong way round (a `keyed: -1` missing or one too \
        many), or its wording says the opposite of what was meant. It is reported at the \
        question, with the correlation and the number of complete cases (docs/analytics.md). \
        It carries an unsafe fix that flips the item's keying where it is written: the \
        trait's weight in a `keyed:` map negated, a single keyed trait's `weight:` negated (or \
        `keyed: T` made `keyed: {T: -1}`), or every option's weight on the trait negated; \
        read the item's wording before applying it.
        """,
        .itemLowersAlpha: """
        In stored responses, the scale's raw Cronbach's alpha is higher without this item \
        than with it: the item measures something else than the rest of the scale, or \
        measures it poorly. Look at its wording and keying; dropping or rewriting it raises \
        the scale's internal consistency. Both alphas are in the message (docs/analytics.md).
        """,
        .unchosenOption: """
        No stored response chose this option (among the answer sets the runtime accepted). \
        An option nobody picks tells nothing about anyone: it may be worded off-putting, \
        sit where nobody looks, or describe nobody in this audience.
        """,
        .rejectedResponse: """
        A line of the stored responses is not an answer set the runtime accepts: it is not \
        JSON (or a CSV record that fits the header), not an object, or has an unknown key \
        or an answer the runtime rejects (the runtime's error code is in the message, as \
        `quizc score` reports it). It is reported at its line in the responses file and \
        left out of every statistic; the run exits 1. Responses stored under an earlier \
        version of the quiz may need `quizc diff` and rescoring (docs/rescoring.md).
        """,
        .bundleHashMismatch: """
        `quizc analyze --bundle-hash` pins the bundle the responses were collected with, and \
        the quiz compiles to a bundle with another hash: the quiz changed since, so its \
        items, keys or keying may no longer be the ones the responses answered. Nothing is \
        computed. Analyse the quiz's source as it was released, or pin the new hash after \
        checking with `quizc diff` that the change does not touch scoring.
        """,
        .invalidResponseStats: """
        A `quizc analyze --stats-in` file cannot be merged: it is not JSON, not a \
        `quiz-response-stats/1` document, or holds the sums of another bundle (its \
        `bundle_hash` differs) or other scales and options. Write the sums again with \
        `--stats-out` from the same quiz source.
        """,
        .sqlUnsupportedQuestion: """
        `quizc analyze --sql` maps each stored cell to the option it chooses with a `CASE` \
        over the question's options, which covers `single` and `scale` questions. A \
        `multiple` question (a list of options) or a `range` question (a number in an \
        interval) has no such finite mapping, so no query is printed. Analyse such a quiz's \
        responses with `quizc analyze` over JSON Lines or CSV.
        """,
        .storedOutcomeDiffers: """
        A stored response's `outcome` (the JSON Lines member beside `answers`, or a CSV \
        `outcome` column) is not the outcome the runtime's scorer gives its answers with the \
        bundle this quiz source compiles to: the outcome was made by another bundle (the quiz \
        changed since; see docs/rescoring.md) or by a bug where it was computed. It is \
        reported at the response's line; the statistics count the scorer's outcome.
        """,
        .outcomeNeverObserved: """
        The design gives this outcome (or this band of a result) a share of the equally \
        likely answer sets that makes five or more of the scored responses expected to get \
        it, yet none did. People do not answer at random, so a designed share is a \
        baseline, not a forecast; an outcome nobody gets may still mean weights or band \
        limits that do not work with real answers (docs/analytics.md).
        """,
        .outcomeShareOff: """
        The observed count of this outcome (or band) is more than three standardized \
        residuals from the count its designed share expects: (O − E)² > 9E, decided exactly. \
        The message gives both counts; the goodness-of-fit test over every outcome is in the \
        report (docs/analytics.md).
        """,
        .answerRateDrop: """
        Fewer than half of the responses expected to be shown this question (the number of \
        responses times its exact probability of being shown) answered it: people may skip \
        it, leave the quiz before it, or be shown it less often than the branching was \
        designed to (docs/analytics.md).
        """,
    ]

    /// The explanations of every code without examples: path codes and response codes.
    @_spi(Tools) public static var explanationsWithoutExamples: [DiagnosticCode: String] {
        pathExplanations.merging(responseExplanations, uniquingKeysWith: { first, _ in first })
    }

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
