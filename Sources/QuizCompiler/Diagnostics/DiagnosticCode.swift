import QuizYAML

/// Every diagnostic code, with its default severity and a one-line summary. The raw values
/// are stable: tools and CI configurations match on them. New codes go last, so that no
/// code's SARIF `ruleIndex` changes.
public enum DiagnosticCode: String, CaseIterable, Sendable {
    // YAML layer
    case yamlSyntax = "yaml-syntax"
    case duplicateMappingKey = "duplicate-mapping-key"
    case unsupportedYAML = "unsupported-yaml"
    case limitExceeded = "limit-exceeded"
    // shape
    case unknownField = "unknown-field"
    case missingField = "missing-field"
    case typeMismatch = "type-mismatch"
    case invalidValue = "invalid-value"
    // references
    case unknownTrait = "unknown-trait"
    case unknownReference = "unknown-reference"
    case duplicateID = "duplicate-id"
    // keys
    case keyNotNormalized = "key-not-normalized"
    case duplicateAnswerKey = "duplicate-answer-key"
    case confusableKeys = "confusable-keys"
    // coverage
    case unusedTrait = "unused-trait"
    case unreachableOutcome = "unreachable-outcome"
    case missingOutcome = "missing-outcome"
    case unknownOutcome = "unknown-outcome"
    case tieReachable = "tie-reachable"
    case deadOption = "dead-option"
    case axisImbalance = "axis-imbalance"
    case outcomeSkew = "outcome-skew"
    // randomization
    case shuffleOrdered = "shuffle-ordered"
    case pinIneffective = "pin-ineffective"
    case drawExceedsPool = "draw-exceeds-pool"
    case drawBreaksCoverage = "draw-breaks-coverage"
    case timedRequired = "timed-required"
    // examples
    case exampleMismatch = "example-mismatch"
    case exampleInvalid = "example-invalid"
    // the command line: a path, not a file's content (last, so no other code's SARIF rule
    // index moves)
    case unreadableInput = "unreadable-input"
    // translations
    case missingTranslation = "missing-translation"
    case staleTranslation = "stale-translation"
    case duplicateTranslation = "duplicate-translation"
    case duplicateLabel = "duplicate-label"
    case bidiControl = "bidi-control"
    // the analysis
    case analysisIncomplete = "analysis-incomplete"

    /// One line saying what the code is about (SARIF rule descriptions, docs).
    package var summary: String {
        switch self {
        case .yamlSyntax: return "The file is not well-formed YAML."
        case .duplicateMappingKey: return "A mapping names the same key twice."
        case .unsupportedYAML: return "A YAML feature the strict quiz dialect does not allow (tags, anchors, aliases, merge keys, complex keys, several documents)."
        case .limitExceeded: return "The file exceeds a size, depth or node-count limit."
        case .unknownField: return "A field the quiz language does not define."
        case .missingField: return "A required field is missing."
        case .typeMismatch: return "A value has the wrong type for where it stands."
        case .invalidValue: return "A value has the right type but is not allowed."
        case .unknownTrait: return "A weight or setting names a trait the quiz does not declare."
        case .unknownReference: return "A reference to a scale, pool, outcome or question that does not exist."
        case .duplicateID: return "Two questions, options, scales or traits share an id."
        case .keyNotNormalized: return "A key is not NFC or has invisible, control or irregular white-space characters."
        case .duplicateAnswerKey: return "Two questions have the same wire key."
        case .confusableKeys: return "Two keys differ only by case, width, white space or quote style."
        case .unusedTrait: return "A declared trait no answer can change."
        case .unreachableOutcome: return "No answer set produces this outcome."
        case .missingOutcome: return "A result the scoring can produce has no outcome entry."
        case .unknownOutcome: return "An outcome entry the scoring can never produce."
        case .tieReachable: return "Some answer set ties, and the tie rule is implicit."
        case .deadOption: return "An option that changes no total."
        case .axisImbalance: return "Axes are asked unequally often or keyed one way only."
        case .outcomeSkew: return "An outcome is very unlikely under uniform random answers."
        case .shuffleOrdered: return "An ordered question (scale or range) is set to shuffle."
        case .pinIneffective: return "A pin where nothing moves."
        case .drawExceedsPool: return "A draw asks for more questions than its pool holds."
        case .drawBreaksCoverage: return "Some draw makes an outcome unreachable or leaves an axis unasked."
        case .timedRequired: return "A question in a timed quiz is marked required."
        case .exampleMismatch: return "An example's expected result differs from the scorer's."
        case .exampleInvalid: return "An example's answers would be rejected by the runtime."
        case .missingTranslation: return "A text of the quiz has no translation in a locale, so people see the source text there."
        case .staleTranslation: return "A translation was made from a source text that has changed since."
        case .duplicateTranslation: return "Two translation files translate one quiz into the same locale."
        case .duplicateLabel: return "Two options of one question, or two outcomes, read the same in a locale."
        case .bidiControl: return "A text opens a directional embedding, override or isolate it does not close, or closes one it never opened."
        case .analysisIncomplete: return "Exact outcome probabilities were not computed, so the checks that need them (`outcome-skew`) did not run."
        case .unreadableInput: return "A path named on the command line does not exist, cannot be read, or is a folder with no quiz files; or a folder entry that was skipped."
        }
    }

    /// The severity the code has unless a check says otherwise.
    package var defaultSeverity: Severity {
        switch self {
        case .deadOption, .axisImbalance, .outcomeSkew, .pinIneffective, .missingTranslation, .staleTranslation,
             .duplicateLabel, .bidiControl:
            return .warning
        case .analysisIncomplete:
            return .note
        default: return .error
        }
    }
}

extension DiagnosticCode {
    /// The code of a YAML loader problem. Every loader code has its own diagnostic code, so
    /// a new kind of loader problem does not compile until it is given one here.
    package init(_ code: YAMLProblem.Code) {
        switch code {
        case .yamlSyntax: self = .yamlSyntax
        case .duplicateMappingKey: self = .duplicateMappingKey
        case .unsupportedYAML: self = .unsupportedYAML
        case .limitExceeded: self = .limitExceeded
        }
    }
}
