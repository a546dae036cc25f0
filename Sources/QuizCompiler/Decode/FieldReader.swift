import QuizRuntime
@_spi(Tools) import QuizYAML

/// Reads the fields of one mapping against the list of fields the language allows there.
///
/// Unknown fields are reported once, on creation (`unknown-field`, with "did you mean"
/// when a known field is close); missing required ones when asked (`missing-field`,
/// pointing at the mapping's first line).
struct FieldReader {
    let node: YAMLNode
    /// What the mapping is, for messages: "a question", "the quiz".
    let subject: String
    private let entries: [YAMLMappingEntry]
    private let diagnostics: DiagnosticCollector

    /// Returns `nil` (after reporting `type-mismatch`) when `node` is not a mapping.
    init?(_ node: YAMLNode, subject: String, fields: [String], diagnostics: DiagnosticCollector) {
        guard case .mapping(let entries) = node.content else {
            if case .alias = node.content { return nil }
            diagnostics.report(
                .typeMismatch,
                "\(subject) must be a mapping of `field: value` lines, found \(node.kindDescription)",
                at: node.range)
            return nil
        }
        self.node = node
        self.subject = subject
        self.entries = entries
        self.diagnostics = diagnostics
        for entry in entries {
            guard let name = entry.key.scalarText else { continue }
            if !fields.contains(where: { $0.isExactly(name) }) {
                var fixes: [Diagnostic.Fix] = []
                var message = "\(subject) has no field `\(name)`"
                if let suggestion = Suggestion.closest(to: name, among: fields) {
                    message += "; did you mean `\(suggestion)`?"
                    fixes = [.replacing(name, at: entry.key.range, with: suggestion, in: diagnostics.file)]
                } else if name.contains(" ") {
                    message +=
                        "; if this is part of a text containing `,` or `: ` inside `{…}`, put that text in quotes"
                } else {
                    message += "; its fields are " + fields.map { "`\($0)`" }.joined(separator: ", ")
                }
                diagnostics.report(.unknownField, message, at: entry.key.range, fixes: fixes)
            }
        }
    }

    /// The value of `field`, if present.
    func value(_ field: String) -> YAMLNode? {
        entries.first { $0.key.scalarText?.isExactly(field) ?? false }?.value
    }

    /// The key node of `field`, if present.
    func keyNode(_ field: String) -> YAMLNode? {
        entries.first { $0.key.scalarText?.isExactly(field) ?? false }?.key
    }

    /// The value of a required field, reporting `missing-field` when absent.
    func required(_ field: String, hint: String) -> YAMLNode? {
        if let value = value(field) { return value }
        diagnostics.report(
            .missingField, "\(subject) needs `\(field):`; \(hint)",
            at: SourceRange(at: node.range.start))
        return nil
    }

    /// Reads `node` as the vocabulary's mapping `mapping`: its keys are the fields.
    init?(_ node: YAMLNode, subject: String, mapping: LanguageMappingID, diagnostics: DiagnosticCollector) {
        self.init(node, subject: subject, fields: Vocabulary.mapping(mapping).keyNames, diagnostics: diagnostics)
    }

    /// Every entry, in source order (for maps whose keys are names, like `outcomes`).
    var allEntries: [YAMLMappingEntry] { entries }
}

/// "Did you mean" suggestions by edit distance.
@_spi(Tools) public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    @_spi(Tools) public static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            let length = candidate.unicodeScalars.count
            let allowed = length <= 2 ? 0 : max(1, min(3, length / 3))
            if distance <= allowed, best.map({ distance < $0.1 }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Levenshtein distance with adjacent transpositions (optimal string alignment).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if a.count > 64 || b.count > 64 { return a == b ? 0 : max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
