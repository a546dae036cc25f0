import QuizRuntime
@_spi(Tools) import QuizYAML

/// The named scales of `scales:`, checked once (`duplicate-id`, `invalid-value` for values
/// that do not strictly increase or a scale of fewer than two options).
struct ScaleTable {
    struct Entry {
        var name: Located<String>
        var options: [SourceOption]
        var keyedScoring: Located<SourceKeyedScoring>?
        var valid: Bool
    }

    private var entries: [ExactString: Entry] = [:]
    private(set) var names: [String] = []

    init(_ scales: [SourceScale], diagnostics: DiagnosticCollector) {
        for scale in scales {
            let key = ExactString(scale.name.value)
            if let first = entries[key] {
                diagnostics.report(
                    .duplicateID, "scale `\(scale.name.value)` is defined twice; rename or remove one",
                    at: scale.name.range,
                    notes: [Diagnostic.Note(message: "first defined here", range: first.name.range)])
                continue
            }
            let valid = ScaleRules.check(scale.options, in: scale.range, diagnostics: diagnostics)
            entries[key] = Entry(
                name: scale.name, options: scale.options, keyedScoring: scale.keyedScoring, valid: valid)
            names.append(scale.name.value)
        }
    }

    func entry(_ name: String) -> Entry? { entries[ExactString(name)] }
}

/// Rules every scale's option list obeys, named or inline.
enum ScaleRules {
    /// Reports problems and says whether the options can be used.
    static func check(_ options: [SourceOption], in range: SourceRange, diagnostics: DiagnosticCollector) -> Bool {
        if options.count < 2 {
            diagnostics.report(
                .invalidValue,
                "a scale needs at least two options, found \(options.count); add the missing points of the scale",
                at: range)
            return false
        }
        var valid = options.allSatisfy { $0.value != nil && $0.label != nil }
        var previous: Located<Int>?
        for option in options {
            guard let value = option.value else { continue }
            if let previous, value.value <= previous.value {
                diagnostics.report(
                    .invalidValue,
                    "scale values must strictly increase: \(value.value) follows \(previous.value); order the options from lowest to highest value without repeats",
                    at: value.range)
                valid = false
            }
            previous = value
        }
        return valid
    }
}
