import QuizRuntime
@_spi(Tools) import QuizYAML

/// The names a result, a derived score, `nearest` or an example may refer to: the traits and
/// the derived scores, with what each can be (docs/authoring.md, "Derived scores").
struct ScoreNames {
    enum Entry {
        /// A trait; its total's extremes in scaled units.
        case trait(TraitExtremes)
        /// The derived score at `index` of `scoring.derived`.
        case derived(index: Int, nullable: Bool, kind: QuizBundle.Scoring.DerivedScore.Kind)
    }

    private(set) var entries: [ExactString: Entry] = [:]
    private(set) var traitNames: [String] = []
    private(set) var derivedIDs: [String] = []
    /// Where each trait, derived score (and, once added, result) id is declared.
    private(set) var declared: [ExactString: SourceRange] = [:]

    subscript(_ name: String) -> Entry? { entries[ExactString(name)] }

    mutating func addTrait(_ name: String, range: SourceRange?, extremes: TraitExtremes) {
        entries[ExactString(name)] = .trait(extremes)
        traitNames.append(name)
        if let range, declared[ExactString(name)] == nil { declared[ExactString(name)] = range }
    }

    mutating func addDerived(
        _ id: Located<String>, index: Int, nullable: Bool, kind: QuizBundle.Scoring.DerivedScore.Kind
    ) {
        entries[ExactString(id.value)] = .derived(index: index, nullable: nullable, kind: kind)
        derivedIDs.append(id.value)
        declared[ExactString(id.value)] = id.range
    }

    mutating func declare(_ id: Located<String>) {
        declared[ExactString(id.value)] = id.range
    }

    /// Derived scores declared but not resolved: their own error says why, so a reference to
    /// one is no new problem.
    private(set) var broken: Set<ExactString> = []

    /// Whether `name` is a derived score that did not resolve.
    func isBroken(_ name: String) -> Bool { broken.contains(ExactString(name)) }

    mutating func markBroken(_ id: Located<String>) {
        declare(id)
        broken.insert(ExactString(id.value))
    }

    /// Whether the score `name` can have no value.
    func isNullable(_ name: String) -> Bool {
        if case .derived(_, let nullable, _) = self[name] { return nullable }
        return false
    }

    /// Reports `duplicate-id` when `id` is already a trait, derived score or result id, and
    /// says whether it is new.
    func checkNew(_ id: Located<String>, what: String, diagnostics: DiagnosticCollector) -> Bool {
        guard let first = declared[ExactString(id.value)] else { return true }
        diagnostics.report(
            .duplicateID,
            "`\(id.value)` is already the id of a trait, derived score or result; traits, derived scores and results share one set of ids, so give this \(what) its own id",
            at: id.range, notes: [Diagnostic.Note(message: "`\(id.value)` is first declared here", range: first)])
        return false
    }

    /// Reports `unknown-score` for `name` with a "did you mean" among `candidates`.
    static func reportUnknown(
        _ name: Located<String>, usage: String, expected: String, candidates: [String],
        diagnostics: DiagnosticCollector
    ) {
        var fixes: [Diagnostic.Fix] = []
        var message = "\(usage) names `\(name.value)`, which is not \(expected)"
        if let suggestion = Suggestion.closest(to: name.value, among: candidates) {
            message += "; did you mean `\(suggestion)`?"
            fixes = [.replacing(name.value, at: name.range, with: suggestion, in: diagnostics.file)]
        } else if candidates.isEmpty {
            message += "; declare it first"
        } else {
            message += "; use one of " + candidates.prefix(12).map { "`\($0)`" }.joined(separator: ", ")
        }
        diagnostics.report(.unknownScore, message, at: name.range, fixes: fixes)
    }
}
