public import QuizRuntime
@_spi(Tools) import QuizYAML

/// One file through the pipeline (load → decode → resolve → analysis → check, then the
/// cross-file stages): its text, its diagnostics and one payload saying what it is and how
/// far it got.
public struct CompiledFile: Sendable {
    /// The path as given or found.
    public var path: String
    /// The file's lines, for rendering diagnostics.
    public var text: SourceText
    /// Everything reported about the file, in report order.
    public var diagnostics: [Diagnostic]
    /// What the file is and what the stages made of it.
    @_spi(Tools) public var content: CompiledContent
    /// The warnings and notes the file's suppressions accepted, in report order: not in
    /// `diagnostics`, so nothing counts or shows them but the JSON and SARIF formats.
    @_spi(Tools) public var suppressed: [SuppressedDiagnostic]

    /// A file's result: its path and text, what was reported, what it is, and the accepted warnings.
    @_spi(Tools) public init(
        path: String, text: SourceText, diagnostics: [Diagnostic], content: CompiledContent,
        suppressed: [SuppressedDiagnostic] = []
    ) {
        self.path = path
        self.text = text
        self.diagnostics = diagnostics
        self.content = content
        self.suppressed = suppressed
    }

    /// Applies the file's suppressions, once its diagnostics are complete: its
    /// `# quizc: ignore[…]` comments and `listed` (its `suppress:` list) move what they accept
    /// from `diagnostics` to `suppressed` and report their own problems (`SuppressionRules`).
    /// `checksComplete` is false when checks were left out (the analysis deferred or
    /// skipped): a suppression that accepts nothing is then not reported, since a check left
    /// out may be what it is for.
    @_spi(Tools) public mutating func applySuppressions(listed: [Suppression], checksComplete: Bool = true) {
        let comments = SuppressionComments.read(text.lines, file: path)
        guard !comments.suppressions.isEmpty || !comments.problems.isEmpty || !listed.isEmpty else { return }
        let outcome = SuppressionRules.apply(
            comments.suppressions + listed, to: diagnostics + comments.problems, file: path,
            reportsUnused: checksComplete)
        diagnostics = outcome.reported
        suppressed = outcome.suppressed
    }

    /// The quiz a build emits: present when the quiz resolved completely and nothing
    /// reported an error about it, with its translations' texts in the bundle.
    public var resolved: ResolvedQuiz? { content.quiz?.emitted }

    /// The complete quiz with its outcome analysis, also when a check then reported errors
    /// (an unreachable or missing outcome, say): what `quizc stats` shows. Present exactly
    /// when the quiz resolved completely without errors before the checks.
    @_spi(Tools) public var analyzed: AnalyzedQuiz? { content.quiz?.analyzed }

    /// The quiz id, when the file is a quiz that names one (also when it has errors).
    @_spi(Tools) public var quizID: Located<String>? { content.quiz?.id }

    /// The decoded translation, when the file is a translation file.
    @_spi(Tools) public var translation: SourceTranslation? {
        guard case .translation(let translation) = content else { return nil }
        return translation
    }

    /// Whether the file has errors.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// What a compiled file is: a quiz, a translation, or nothing the later stages can use.
@_spi(Tools) public enum CompiledContent: Sendable {
    /// A quiz file, as far as it got.
    case quiz(CompiledQuiz)
    /// A translation file (decoded and shape-checked; the translation stage checks it
    /// against its quiz).
    case translation(SourceTranslation)
    /// A file the loader gave up on, or that did not decode.
    case unusable

    /// The quiz, when this is a quiz file.
    @_spi(Tools) public var quiz: CompiledQuiz? {
        guard case .quiz(let quiz) = self else { return nil }
        return quiz
    }
}

/// A quiz file's result: its id as written and how far it got.
@_spi(Tools) public struct CompiledQuiz: Sendable {
    /// How far a quiz got.
    @_spi(Tools) public enum Stage: Sendable {
        /// Decoded, but not resolved completely without errors: nothing analysed or emitted.
        case unresolved
        /// Analysed, then a check or a cross-file rule (`duplicate-id`) reported an error:
        /// what `quizc stats` shows, never emitted.
        case rejected(AnalyzedQuiz)
        /// Analysed and checked without errors: what a build emits.
        case checked(CheckedQuiz)
        /// What `quizc lint` keeps of a quiz file instead of the quiz.
        case linted(LintedQuiz)
    }

    /// The quiz id as written, when the file names one (also when it has errors).
    @_spi(Tools) public var id: Located<String>?
    /// How far the quiz got.
    @_spi(Tools) public var stage: Stage

    /// A quiz file's result: the id it names (if any) and how far it got.
    @_spi(Tools) public init(id: Located<String>?, stage: Stage) {
        self.id = id
        self.stage = stage
    }

    /// The analysed quiz, when the analysis stage analysed it.
    @_spi(Tools) public var analyzed: AnalyzedQuiz? {
        switch stage {
        case .rejected(let analyzed): analyzed
        case .checked(let checked): checked.analyzed
        case .unresolved, .linted: nil
        }
    }

    /// What the emitter takes, when the quiz checked clean.
    @_spi(Tools) public var emitted: ResolvedQuiz? {
        guard case .checked(let checked) = stage else { return nil }
        return checked.emitted
    }

    /// The id that takes part in the `duplicate-id` rule: that of a quiz that checked clean.
    @_spi(Tools) public var cleanID: Located<String>? {
        switch stage {
        case .checked: id
        case .linted(let linted): linted.isClean ? id : nil
        case .unresolved, .rejected: nil
        }
    }

    /// Marks the quiz as having an error from a cross-file rule: it is no longer emitted.
    @_spi(Tools) public mutating func reject() {
        switch stage {
        case .checked(let checked): stage = .rejected(checked.analyzed)
        case .linted: stage = .linted(LintedQuiz(isClean: false, source: nil))
        case .unresolved, .rejected: break
        }
    }
}

/// The check stage's clean result, and what the translation stage adds to: an analysed quiz
/// no check reported an error about, with the texts of the translations matched with it.
@_spi(Tools) public struct CheckedQuiz: Sendable {
    /// The quiz and its analysis.
    @_spi(Tools) public var analyzed: AnalyzedQuiz
    /// The translations' texts, sorted by locale (the translation stage adds them).
    @_spi(Tools) public var translations: [LocaleTexts] = []

    /// A checked quiz, before the translation stage adds any texts.
    @_spi(Tools) public init(analyzed: AnalyzedQuiz) {
        self.analyzed = analyzed
    }

    /// What the emitter takes: the resolved quiz with the translations in its bundle.
    @_spi(Tools) public var emitted: ResolvedQuiz {
        var quiz = analyzed.resolved
        quiz.bundle.translations += translations
        return quiz
    }
}

/// What `quizc lint` keeps of a quiz file: whether it checked clean and, when it did, its
/// bytes, from which the translation stage resolves the quiz again for a translation that
/// names it (the analysis is not repeated, and nothing is read from the disk again).
@_spi(Tools) public struct LintedQuiz: Sendable {
    /// Whether the quiz resolved completely and checked without errors.
    @_spi(Tools) public var isClean: Bool
    /// The file's bytes, kept only for a clean quiz.
    @_spi(Tools) public var source: [UInt8]?

    /// What lint keeps of a quiz; `source` is dropped unless `isClean`.
    @_spi(Tools) public init(isClean: Bool, source: [UInt8]?) {
        self.isClean = isClean
        self.source = isClean ? source : nil
    }
}
