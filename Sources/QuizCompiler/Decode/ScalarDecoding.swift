import QuizRuntime
@_spi(Tools) import QuizYAML

/// Schema-directed typing of scalars (docs/authoring.md, "The strict YAML dialect"): a value's type comes from where it
/// stands, never from YAML 1.1's guessing.
struct ScalarDecoding {
    let diagnostics: DiagnosticCollector

    /// Text: any scalar is its text (`NO`, `on` and `1.10` stay text); nothing, a list or a
    /// mapping is a `type-mismatch`.
    func string(_ node: YAMLNode, _ what: String) -> Located<String>? {
        switch node.content {
        case .alias: return nil
        case .scalar(let text, let style):
            if style == .plain && text.isEmpty {
                diagnostics.report(
                    .typeMismatch, "\(what) must be text, found nothing; write the text after the colon", at: node.range
                )
                return nil
            }
            return Located(text, node.range)
        default:
            diagnostics.report(
                .typeMismatch,
                "\(what) must be text, found \(node.kindDescription); quote it if it contains `:` or starts with `[` or `{`",
                at: node.range)
            return nil
        }
    }

    /// Display text a person reads (a title, a question, a label, a description): text as
    /// `string` reads it, and `invalid-value` when it is blank (only white space or
    /// invisible characters), since an app would show nothing. The text is still returned,
    /// so nothing that refers to it reports a follow-on problem.
    func displayText(_ node: YAMLNode, _ what: String) -> Located<String>? {
        guard let text = string(node, what) else { return nil }
        if Self.isBlank(text.value) {
            let found = text.value.isEmpty ? "empty" : "blank (only white space or invisible characters)"
            diagnostics.report(
                .invalidValue, "\(what) is \(found), so an app would show nothing; write the text people see",
                at: node.range)
        }
        return text
    }

    /// Whether `text` has no visible character: every scalar is white space, a control
    /// character or an invisible one.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                || KeyFolding.isInvisible(scalar)
        }
    }

    /// A boolean: only plain `true` or `false`.
    func bool(_ node: YAMLNode, _ what: String) -> Located<Bool>? {
        if case .alias = node.content { return nil }
        if case .scalar(let text, .plain) = node.content {
            if text == "true" { return Located(true, node.range) }
            if text == "false" { return Located(false, node.range) }
        }
        let found = node.scalarText.map { "`\($0)`" } ?? node.kindDescription
        diagnostics.report(
            .typeMismatch, "\(what) must be a boolean, found \(found); write true or false", at: node.range)
        return nil
    }

    /// An integer: plain decimal digits with an optional `-`, no leading zeros.
    func integer(_ node: YAMLNode, _ what: String) -> Located<Int>? {
        if case .alias = node.content { return nil }
        guard case .scalar(let text, let style) = node.content, !(style == .plain && text.isEmpty) else {
            diagnostics.report(
                .typeMismatch,
                "\(what) must be an integer, found \(node.kindDescription); write a whole number such as 3",
                at: node.range)
            return nil
        }
        switch IntegerSyntax.parse(text) {
        case .value(let value):
            if style != .plain {
                diagnostics.report(
                    .typeMismatch, "\(what) must be an integer, found the quoted text `\(text)`; remove the quotes",
                    at: node.range)
                return nil
            }
            return Located(value, node.range)
        case .tooLarge:
            diagnostics.report(
                .invalidValue,
                "\(what) `\(text)` is too large; integers must lie between -\(IntegerSyntax.bound) and \(IntegerSyntax.bound)",
                at: node.range)
        case .leadingZero(let fixed):
            diagnostics.report(
                .typeMismatch, "\(what) `\(text)` has a leading zero; integers are decimal, write \(fixed)",
                at: node.range)
        case .notDecimal:
            diagnostics.report(
                .typeMismatch,
                "\(what) must be a decimal integer, found `\(text)`; write a whole number in plain digits such as 3 (no hex, octal, `_`, exponent or fraction)",
                at: node.range)
        }
        return nil
    }

    /// A decimal number read from its text (never through a double): plain digits with an
    /// optional `-` and `.` fraction, at most `maxDigits` fractional digits (trailing zeros
    /// do not count; more is `precisionCode`) and a magnitude of at most `bound`.
    func decimal(
        _ node: YAMLNode, _ what: String, maxDigits: Int, bound: Int = IntegerSyntax.bound,
        precisionCode: DiagnosticCode = .invalidValue, precisionHint: String? = nil
    ) -> Located<SourceDecimal>? {
        if case .alias = node.content { return nil }
        guard case .scalar(let text, let style) = node.content, !(style == .plain && text.isEmpty) else {
            diagnostics.report(
                .typeMismatch, "\(what) must be a number, found \(node.kindDescription); write a number such as 2.5",
                at: node.range)
            return nil
        }
        switch DecimalSyntax.parse(text, maxDigits: maxDigits, bound: bound) {
        case .value(let value):
            if style != .plain {
                diagnostics.report(
                    .typeMismatch, "\(what) must be a number, found the quoted text `\(text)`; remove the quotes",
                    at: node.range)
                return nil
            }
            return Located(value, node.range)
        case .tooPrecise(let digits):
            let hint = precisionHint ?? "write at most \(maxDigits) decimal places"
            diagnostics.report(
                precisionCode, "\(what) `\(text)` has \(digits) decimal places; \(hint)", at: node.range)
        case .tooLarge:
            diagnostics.report(
                .invalidValue, "\(what) `\(text)` is out of range; numbers here lie between -\(bound) and \(bound)",
                at: node.range)
        case .leadingZero(let fixed):
            diagnostics.report(
                .typeMismatch, "\(what) `\(text)` has a leading zero; numbers are decimal, write \(fixed)",
                at: node.range)
        case .notDecimal:
            diagnostics.report(
                .typeMismatch,
                "\(what) must be a decimal number, found `\(text)`; write plain digits with an optional `-` and `.` fraction, such as 2.5 (no exponent, `+` or `_`)",
                at: node.range)
        }
        return nil
    }

    /// A weight-like number (`weights`, `initial`, a band's `max`, `weight`,
    /// `expect_scores`): a decimal with at most 3 decimal places (`weight-precision`), at
    /// most `bound` in magnitude.
    func weight(_ node: YAMLNode, _ what: String, bound: Int = IntegerSyntax.bound) -> Located<SourceDecimal>? {
        decimal(
            node, what, maxDigits: 3, bound: bound, precisionCode: .weightPrecision,
            precisionHint: "weights have at most 3 decimal places; write 0.333 or scale every weight")
    }

    /// A list; a single `nil` when the node is not one (after reporting).
    func list(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        if case .alias = node.content { return nil }
        guard case .sequence(let items) = node.content else {
            diagnostics.report(
                .typeMismatch, "\(what) must be a list (`- item` lines or `[a, b]`), found \(node.kindDescription)",
                at: node.range)
            return nil
        }
        return items
    }

    /// A mapping's entries keyed by scalar text.
    func map(_ node: YAMLNode, _ what: String) -> [YAMLMappingEntry]? {
        if case .alias = node.content { return nil }
        guard case .mapping(let entries) = node.content else {
            diagnostics.report(
                .typeMismatch, "\(what) must be a mapping of `name: value` lines, found \(node.kindDescription)",
                at: node.range)
            return nil
        }
        return entries
    }

    /// One of the words of the vocabulary's kind table `table`, as the compiler's `Word`
    /// (`VocabularyTests` holds each `Word`'s cases equal to its table).
    func word<Word: RawRepresentable>(_ node: YAMLNode, _ what: String, as: Word.Type, from table: LanguageKindTable)
        -> Located<Word>?
    where Word.RawValue == String {
        guard let text = string(node, what) else { return nil }
        let names = Vocabulary.kindNames(table)
        if let name = names.first(where: { $0.isExactly(text.value) }), let word = Word(rawValue: name) {
            return Located(word, text.range)
        }
        var fixes: [Diagnostic.Fix] = []
        var message = "\(what) `\(text.value)` is not one of " + names.map { "`\($0)`" }.joined(separator: ", ")
        if let suggestion = Suggestion.closest(to: text.value, among: names) {
            message += "; did you mean `\(suggestion)`?"
            fixes = [.replacing(text.value, at: node.range, with: suggestion, in: diagnostics.file)]
        }
        diagnostics.report(.invalidValue, message, at: node.range, fixes: fixes)
        return nil
    }
}

/// The decimal integer grammar of the quiz language.
enum IntegerSyntax {
    /// The largest magnitude accepted anywhere (well inside `Int` so sums cannot overflow
    /// in realistic quizzes; scoring still checks).
    static let bound = 1_000_000_000_000

    enum Result: Equatable {
        case value(Int)
        case leadingZero(String)
        case tooLarge
        case notDecimal
    }

    static func parse(_ text: String) -> Result {
        var digits = Substring(text)
        let negative = digits.hasPrefix("-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return .notDecimal }
        if digits.count > 1 && digits.hasPrefix("0") {
            let trimmed = digits.drop { $0 == "0" }
            return .leadingZero((negative ? "-" : "") + (trimmed.isEmpty ? "0" : String(trimmed)))
        }
        if digits.count > 13 { return .tooLarge }
        guard let magnitude = Int(digits), magnitude <= bound else { return .tooLarge }
        return .value(negative ? -magnitude : magnitude)
    }
}
