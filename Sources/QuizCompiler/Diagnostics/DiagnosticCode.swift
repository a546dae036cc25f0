@_spi(Tools) public import QuizYAML

/// Every diagnostic code, with its default severity and a one-line summary. The raw values
/// are stable: tools and CI configurations match on them. New codes go last, so that no
/// code's SARIF `ruleIndex` changes.
public enum DiagnosticCode: String, CaseIterable, Sendable {
    // YAML layer
    /// `yaml-syntax`, an error by default: the file is not well-formed YAML.
    case yamlSyntax = "yaml-syntax"
    /// `duplicate-mapping-key`, an error by default: a mapping names the same key twice.
    case duplicateMappingKey = "duplicate-mapping-key"
    /// `unsupported-yaml`, an error by default: a YAML feature the strict quiz dialect does not
    /// allow (tags, anchors, aliases, merge keys, complex keys, several documents).
    case unsupportedYAML = "unsupported-yaml"
    /// `limit-exceeded`, an error by default: the file exceeds a size, depth or node-count limit.
    case limitExceeded = "limit-exceeded"
    // shape
    /// `unknown-field`, an error by default: a field the quiz language does not define.
    case unknownField = "unknown-field"
    /// `missing-field`, an error by default: a required field is missing.
    case missingField = "missing-field"
    /// `type-mismatch`, an error by default: a value has the wrong type for where it stands.
    case typeMismatch = "type-mismatch"
    /// `invalid-value`, an error by default: a value has the right type but is not allowed.
    case invalidValue = "invalid-value"
    // references
    /// `unknown-trait`, an error by default: a weight or setting names a trait the quiz does not
    /// declare.
    case unknownTrait = "unknown-trait"
    /// `unknown-reference`, an error by default: a reference to a scale, pool, outcome or question
    /// that does not exist.
    case unknownReference = "unknown-reference"
    /// `duplicate-id`, an error by default: two questions, options, scales or traits share an id.
    case duplicateID = "duplicate-id"
    // keys
    /// `key-not-normalized`, an error by default: a key is not NFC or has invisible, control or
    /// irregular white-space characters.
    case keyNotNormalized = "key-not-normalized"
    /// `duplicate-answer-key`, an error by default: two questions have the same wire key.
    case duplicateAnswerKey = "duplicate-answer-key"
    /// `confusable-keys`, an error by default: two keys differ only by case, width, white space or
    /// quote style.
    case confusableKeys = "confusable-keys"
    // coverage
    /// `unused-trait`, an error by default: a declared trait no answer can change.
    case unusedTrait = "unused-trait"
    /// `unreachable-outcome`, an error by default: no answer set produces this outcome.
    case unreachableOutcome = "unreachable-outcome"
    /// `missing-outcome`, an error by default: a result the scoring can produce has no outcome
    /// entry.
    case missingOutcome = "missing-outcome"
    /// `unknown-outcome`, an error by default: an outcome entry the scoring can never produce.
    case unknownOutcome = "unknown-outcome"
    /// `tie-reachable`, an error by default: some answer set ties, and the tie rule is implicit.
    case tieReachable = "tie-reachable"
    /// `dead-option`, a warning by default: an option that changes no total.
    case deadOption = "dead-option"
    /// `axis-imbalance`, a warning by default: axes are asked unequally often or keyed one way
    /// only.
    case axisImbalance = "axis-imbalance"
    /// `outcome-skew`, a warning by default: an outcome is very unlikely under uniform random
    /// answers.
    case outcomeSkew = "outcome-skew"
    // randomization
    /// `shuffle-ordered`, an error by default: an ordered question (scale or range) is set to
    /// shuffle.
    case shuffleOrdered = "shuffle-ordered"
    /// `pin-ineffective`, a warning by default: a pin where nothing moves.
    case pinIneffective = "pin-ineffective"
    /// `draw-exceeds-pool`, an error by default: a draw asks for more questions than its pool
    /// holds.
    case drawExceedsPool = "draw-exceeds-pool"
    /// `draw-breaks-coverage`, an error by default: some draw makes an outcome unreachable or
    /// leaves an axis unasked.
    case drawBreaksCoverage = "draw-breaks-coverage"
    /// `timed-required`, an error by default: a question in a timed quiz is marked required.
    case timedRequired = "timed-required"
    // examples
    /// `example-mismatch`, an error by default: an example's expected result differs from the
    /// scorer's.
    case exampleMismatch = "example-mismatch"
    /// `example-invalid`, an error by default: an example's answers would be rejected by the
    /// runtime.
    case exampleInvalid = "example-invalid"
    // the command line: a path, not a file's content (last, so no other code's SARIF rule
    // index moves)
    /// `unreadable-input`, an error by default: a path named on the command line does not exist,
    /// cannot be read, or is a folder with no quiz files; or a folder entry that was skipped.
    case unreadableInput = "unreadable-input"
    // translations
    /// `missing-translation`, a note by default: a text of the quiz has no translation in a
    /// locale, so people see the source text there (by design, so it never fails a run).
    case missingTranslation = "missing-translation"
    /// `stale-translation`, a warning by default: a translation was made from a source text that
    /// has changed since.
    case staleTranslation = "stale-translation"
    /// `duplicate-translation`, an error by default: two translation files translate one quiz into
    /// the same locale.
    case duplicateTranslation = "duplicate-translation"
    /// `duplicate-label`, a warning by default: two options of one question, or two outcomes, read
    /// the same in a locale.
    case duplicateLabel = "duplicate-label"
    /// `bidi-control`, a warning by default: a text opens a directional embedding, override or
    /// isolate it does not close, or closes one it never opened.
    case bidiControl = "bidi-control"
    // the analysis
    /// `analysis-incomplete`, a note by default: exact outcome probabilities were not computed, so
    /// the checks that need them (`outcome-skew`) did not run.
    case analysisIncomplete = "analysis-incomplete"
    // texts (last, so no other code's SARIF rule index moves)
    /// `control-character`, a warning by default: a display text holds a control character
    /// (C0 but TAB and LF, DEL, C1), which apps do not show and terminals act on.
    case controlCharacter = "control-character"
    // the language of profiles, derived scores and fractional weights (last, so no other
    // code's SARIF rule index moves)
    /// `weight-precision`, an error by default: a weight, `initial`, band `max` or expected
    /// score has more than three decimal places.
    case weightPrecision = "weight-precision"
    /// `constant-score`, an error by default: a percent score of a trait whose total cannot vary.
    case constantScore = "constant-score"
    /// `share-negative`, an error by default: a share or an axis percentage of a trait whose
    /// total can be below 0.
    case shareNegative = "share-negative"
    /// `nearest-null-score`, an error by default: `nearest` compares a score that can have no
    /// value.
    case nearestNullScore = "nearest-null-score"
    /// `unknown-score`, an error by default: a name that is neither a trait nor a derived score
    /// (or not one that may be used there).
    case unknownScore = "unknown-score"
    /// `band-order`, an error by default: a result's band limits do not strictly increase, the
    /// last band has a limit, or another band lacks one.
    case bandOrder = "band-order"
    /// `profile-target-missing`, an error by default: a nearest profile gives no target for a
    /// compared score.
    case profileTargetMissing = "profile-target-missing"
    // the analysis of profiles (after the language's codes, for the same reason)
    /// `unreachable-band`, an error by default: no answer set puts a result in this band.
    case unreachableBand = "unreachable-band"
    /// `percent-band-range`, an error by default: a band limit of a percentage lies outside 0–100.
    case percentBandRange = "percent-band-range"
    /// `profile-never-nearest`, an error by default: no answer set makes this profile the nearest.
    case profileNeverNearest = "profile-never-nearest"
    /// `band-skew`, a warning by default: a band is very unlikely under uniform random answers.
    case bandSkew = "band-skew"
    // the language of branching (`when:`; last, so no other code's SARIF rule index moves)
    /// `condition-forward-reference`, an error by default: a condition reads its own question or
    /// one declared after it.
    case conditionForwardReference = "condition-forward-reference"
    /// `condition-type`, an error by default: a condition's operator or operand does not fit the
    /// type of the question it reads.
    case conditionType = "condition-type"
    /// `condition-shuffled`, an error by default: questions are shuffled and a conditional
    /// question, or one a condition reads, is not pinned.
    case conditionShuffled = "condition-shuffled"
    /// `condition-draw`, an error by default: a quiz that draws questions has a `when`.
    case conditionDraw = "condition-draw"
    /// `condition-score`, an error by default: a `mean` or `percent` score over a trait that a
    /// conditional question weighs.
    case conditionScore = "condition-score"
    /// `constant-condition`, an error by default: a condition that can never hold (a warning
    /// when it always holds).
    case constantCondition = "constant-condition"
    // the analysis of branching (after the language's codes, for the same reason)
    /// `question-never-shown`, an error by default: a condition that no answer path makes hold.
    case questionNeverShown = "question-never-shown"
    /// `axis-not-asked`, an error by default: an answer path of an `axes` quiz shows no
    /// question that weighs an axis.
    case axisNotAsked = "axis-not-asked"
    // writing fixes: a file, not its content (last, so no other code's SARIF rule index moves)
    /// `fix-not-written`, an error by default: `lint --fix` left a file alone: it changed
    /// during the run, has no write permission, or could not be written.
    case fixNotWritten = "fix-not-written"
    // suppressions (`# quizc: ignore[…]`, `suppress:`; last, so no other code's SARIF rule
    // index moves)
    /// `unused-suppression`, a warning by default: a suppression that accepts no diagnostic.
    case unusedSuppression = "unused-suppression"
    /// `invalid-suppression`, a warning by default: a suppression without a reason, naming an
    /// unknown code or an error's code, or an item that does not exist.
    case invalidSuppression = "invalid-suppression"
    // the analysis of stored responses (`quizc analyze`; last, so no other code's SARIF rule
    // index moves)
    /// `miskeyed-item`, a warning by default: an item whose keyed values correlate negatively
    /// with the rest of its scale in stored responses.
    case miskeyedItem = "miskeyed-item"
    /// `item-lowers-alpha`, a warning by default: a scale's alpha in stored responses is higher
    /// without this item.
    case itemLowersAlpha = "item-lowers-alpha"
    /// `unchosen-option`, a warning by default: no stored response chose this option.
    case unchosenOption = "unchosen-option"
    /// `rejected-response`, an error by default: a stored response the runtime rejects, or a
    /// line that is not one.
    case rejectedResponse = "rejected-response"
    /// `bundle-hash-mismatch`, an error by default: the quiz's bundle is not the one
    /// `--bundle-hash` pins.
    case bundleHashMismatch = "bundle-hash-mismatch"
    /// `invalid-response-stats`, an error by default: a `--stats-in` file is not the sums of this
    /// quiz's bundle.
    case invalidResponseStats = "invalid-response-stats"
    /// `sql-unsupported-question`, an error by default: `--sql` cannot map this question's
    /// answers cell by cell.
    case sqlUnsupportedQuestion = "sql-unsupported-question"
    /// `stored-outcome-differs`, a warning by default: a stored response's outcome is not the
    /// one the runtime's scorer gives its answers with this bundle.
    case storedOutcomeDiffers = "stored-outcome-differs"
    /// `outcome-never-observed`, a warning by default: an outcome or band the design gives
    /// five or more expected responses that no stored response got.
    case outcomeNeverObserved = "outcome-never-observed"
    /// `outcome-share-off`, a warning by default: an outcome or band whose observed count is
    /// more than three standard residuals away from its designed expected count.
    case outcomeShareOff = "outcome-share-off"
    /// `answer-rate-drop`, a warning by default: a question answered by under half of the
    /// responses expected to be shown it.
    case answerRateDrop = "answer-rate-drop"

    // longer than 80 lines because it is one switch with a case for every diagnostic code, and
    // the compiler checks that the switch covers them all.
    /// One line saying what the code is about (SARIF rule descriptions, docs).
    @_spi(Tools) public var summary: String {
        switch self {
        case .yamlSyntax: return "The file is not well-formed YAML."
        case .duplicateMappingKey: return "A mapping names the same key twice."
        case .unsupportedYAML:
            return
                "A YAML feature the strict quiz dialect does not allow (tags, anchors, aliases, merge keys, complex keys, several documents)."
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
        case .missingTranslation:
            return "A text of the quiz has no translation in a locale, so people see the source text there."
        case .staleTranslation: return "A translation was made from a source text that has changed since."
        case .duplicateTranslation: return "Two translation files translate one quiz into the same locale."
        case .duplicateLabel: return "Two options of one question, or two outcomes, read the same in a locale."
        case .bidiControl:
            return
                "A text opens a directional embedding, override or isolate it does not close, or closes one it never opened."
        case .analysisIncomplete:
            return
                "Exact outcome probabilities were not computed, so the checks that need them (`outcome-skew`) did not run."
        case .controlCharacter:
            return "A display text holds a control character, which apps do not show and terminals act on."
        case .weightPrecision:
            return "A weight, `initial`, band `max` or expected score has more than three decimal places."
        case .constantScore: return "A percent score of a trait whose total cannot vary."
        case .shareNegative: return "A share or an axis percentage of a trait whose total can be below 0."
        case .nearestNullScore: return "`nearest` compares a score that can have no value."
        case .unknownScore:
            return "A name that is neither a trait nor a derived score (or not one that may be used there)."
        case .bandOrder:
            return
                "A result's band limits do not strictly increase, the last band has a limit, or another band lacks one."
        case .profileTargetMissing: return "A nearest profile gives no target for a compared score."
        case .unreachableBand: return "No answer set puts a result in this band."
        case .percentBandRange: return "A band limit of a percentage lies outside 0–100."
        case .profileNeverNearest: return "No answer set makes this profile the nearest."
        case .bandSkew: return "A band is very unlikely under uniform random answers."
        case .conditionForwardReference: return "A condition reads its own question or one declared after it."
        case .conditionType:
            return "A condition's operator or operand does not fit the type of the question it reads."
        case .conditionShuffled:
            return "Questions are shuffled and a conditional question, or one a condition reads, is not pinned."
        case .conditionDraw: return "A quiz that draws questions has a `when`."
        case .conditionScore: return "A `mean` or `percent` score over a trait that a conditional question weighs."
        case .constantCondition: return "A condition that can never hold (a warning when it always holds)."
        case .questionNeverShown: return "A conditional question that no answer path shows."
        case .axisNotAsked: return "Some answer path of an `axes` quiz shows no question that weighs an axis."
        case .unusedSuppression: return "A suppression that accepts no diagnostic."
        case .invalidSuppression:
            return
                "A suppression without a reason, naming an unknown code or an error's code, or an item that does not exist."
        case .unreadableInput:
            return
                "A path named on the command line does not exist, cannot be read, or is a folder with no quiz files; or a folder entry that was skipped."
        case .fixNotWritten:
            return
                "`lint --fix` left a file alone: it changed during the run, has no write permission, or could not be written."
        case .miskeyedItem:
            return "An item whose keyed values correlate negatively with the rest of its scale in stored responses."
        case .itemLowersAlpha: return "A scale's alpha in stored responses is higher without this item."
        case .unchosenOption: return "No stored response chose this option."
        case .rejectedResponse: return "A stored response the runtime rejects, or a line that is not one."
        case .bundleHashMismatch: return "The quiz's bundle is not the one `--bundle-hash` pins."
        case .invalidResponseStats: return "A `--stats-in` file is not the sums of this quiz's bundle."
        case .sqlUnsupportedQuestion: return "`quizc analyze --sql` cannot map these answers to options in SQL."
        case .storedOutcomeDiffers:
            return "A stored response's outcome is not the one this bundle's scorer gives its answers."
        case .outcomeNeverObserved:
            return "An outcome or band expected in five or more stored responses that none got."
        case .outcomeShareOff: return "An outcome or band observed far more or less often than designed."
        case .answerRateDrop: return "A question answered by under half of the responses expected to be shown it."
        }
    }

    /// The severity the code has unless a check says otherwise.
    var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .deadOption, .axisImbalance, .outcomeSkew, .bandSkew, .pinIneffective, .staleTranslation,
            .duplicateLabel, .bidiControl, .controlCharacter, .unusedSuppression, .invalidSuppression, .miskeyedItem,
            .itemLowersAlpha, .unchosenOption, .storedOutcomeDiffers, .outcomeNeverObserved, .outcomeShareOff,
            .answerRateDrop:
            return .warning
        case .analysisIncomplete, .missingTranslation:
            return .note
        default: return .error
        }
    }
}

extension DiagnosticCode {
    /// The code of a YAML loader problem. Every loader code has its own diagnostic code, so
    /// a new kind of loader problem does not compile until it is given one here.
    @_spi(Tools) public init(_ code: YAMLProblem.Code) {
        switch code {
        case .yamlSyntax: self = .yamlSyntax
        case .duplicateMappingKey: self = .duplicateMappingKey
        case .unsupportedYAML: self = .unsupportedYAML
        case .limitExceeded: self = .limitExceeded
        }
    }
}
