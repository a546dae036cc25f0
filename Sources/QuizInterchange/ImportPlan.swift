@_spi(Tools) package import QuizCompiler
import QuizRuntime
@_spi(Tools) import QuizYAML

/// What importing an interchange file into a translation file does, unit by unit
/// (docs/translating.md, "Working with a translation platform"):
///
/// - a unit whose id the quiz lacks, that holds markup, or that repeats an id is refused
///   with an error (and then nothing is written at all);
/// - an empty translation leaves the text as the translation file has it;
/// - a translation is written with `source:` set to the unit's source text; when that is
///   no longer the quiz's text it is said as a warning, and lint reports the text as
///   `stale-translation` until it is updated;
/// - a unit marked for review (`#, fuzzy`, an XLIFF `needs-…` state) is written with the
///   source it records as the one it was translated from, so it stays stale; one that
///   records none is not imported, with a warning;
/// - a translation the file already has, with the same source, is left byte for byte.
package struct ImportPlan: Sendable {
    /// One text to write into the translation file.
    package struct Write: Sendable, Equatable {
        /// The path of keys of the text.
        package var keys: [String]
        /// The translation.
        package var text: String
        /// The `source:` to record with it.
        package var source: String
    }

    /// The texts to write, in file order.
    package private(set) var writes: [Write] = []
    /// What is wrong with the interchange file's units, at their place in it.
    package private(set) var diagnostics: [Diagnostic] = []
    /// Units whose translation the translation file already has as it is.
    package private(set) var unchanged = 0
    /// Units with no translation.
    package private(set) var untranslated = 0

    /// The plan for `document`'s units against `catalog` (the translation file's texts);
    /// diagnostics name `file`, the interchange file.
    package init(document: InterchangeDocument, catalog: UnitCatalog, file: String) {
        var seen: [ExactString: SourceRange] = [:]
        func report(
            _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, at range: SourceRange,
            notes: [Diagnostic.Note] = []
        ) {
            diagnostics.append(
                Diagnostic(file: file, range: range, severity: severity, code: code, message: message, notes: notes))
        }
        for unit in document.units {
            if let refusal = unit.refusal {
                report(
                    .error, .invalidValue, "unit `\(unit.id)`: \(refusal); not imported",
                    at: unit.refusalRange ?? unit.range)
                continue
            }
            if let first = seen[ExactString(unit.id)] {
                report(
                    .error, .duplicateTranslation,
                    "the unit `\(unit.id)` appears twice (first at line \(first.start.line)); keep one of the two",
                    at: unit.range, notes: [Diagnostic.Note(message: "the first unit `\(unit.id)`", range: first)])
                continue
            }
            seen[ExactString(unit.id)] = unit.range
            guard let known = catalog.unit(unit.id), let keys = UnitID.keys(unit.id) else {
                var message = "the quiz has no text `\(unit.id)`; this unit is not imported"
                if let near = Suggestion.closest(to: unit.id, among: catalog.units.map(\.id)) {
                    message += " (did you mean `\(near)`?)"
                }
                message += ". Ids are the quiz's own: export the file again after the quiz changes"
                report(.error, .unknownReference, message, at: unit.range)
                continue
            }
            guard !unit.target.isEmpty else {
                untranslated += 1
                continue
            }
            let source: String
            if unit.needsReview {
                let recordedStale =
                    known.state == .stale && unit.target.unicodeScalars.elementsEqual(known.target.unicodeScalars)
                    ? known.previousSource : nil
                guard let previous = unit.previousSource ?? recordedStale else {
                    report(
                        .warning, .staleTranslation,
                        "unit `\(unit.id)` is marked for review (fuzzy) but records no source text it was translated from; not imported: review it, clear the mark and import again",
                        at: unit.targetRange)
                    continue
                }
                source = previous
            } else {
                source = unit.source
                if !UnitCatalog.sameSource(unit.source, known.source) {
                    report(
                        .warning, .staleTranslation,
                        "unit `\(unit.id)` was translated from “\(unit.source)”, but the quiz now says “\(known.source)”; written with `source:` set to the text translated, so lint reports it as stale-translation until the translation is updated (export again to get today's text)",
                        at: unit.sourceRange)
                }
            }
            let sameText = known.state != .new && unit.target.unicodeScalars.elementsEqual(known.target.unicodeScalars)
            let sameSource =
                known.recordedSource.map { UnitCatalog.sameSource($0, source) }
                ?? UnitCatalog.sameSource(source, known.source)
            if sameText && sameSource {
                unchanged += 1
                continue
            }
            writes.append(Write(keys: keys, text: unit.target, source: source))
        }
    }

    /// Whether a unit was refused: nothing may be written.
    package var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
