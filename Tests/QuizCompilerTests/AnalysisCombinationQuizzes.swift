@_spi(Tools) import QuizRuntime

@_spi(Tools) @testable import QuizCompiler

/// The quizzes of the combination matrix (`AnalysisCombinationTests`): one generated quiz per
/// scoring model × question type × feature × size, each named from the language's own kind
/// tables (`LanguageKind.kinds`), so a new model, type or derived kind is a new row of the
/// matrix, and an unknown one fails the test until it has a generator here.
struct CombinationQuiz: CustomStringConvertible {
    /// What a quiz adds to its model and question type.
    enum Feature: Equatable, CustomStringConvertible {
        /// Nothing: every question presented.
        case plain
        /// `presentation.draw` of half the questions (at least one).
        case draw
        /// Every second question a follow-up shown on one answer to the question before it.
        case branching
        /// `profile` only: one result banded on a derived score of this kind.
        case derived(String)
        /// `profile` only: the nearest of two profiles over a `mean` score is the outcome.
        case nearest

        var description: String {
            switch self {
            case .plain: "plain"
            case .draw: "draw"
            case .branching: "branching"
            case .derived(let kind): "derived \(kind)"
            case .nearest: "nearest"
            }
        }
    }

    var model: String
    var type: String
    var feature: Feature
    var size: Int

    var description: String { "\(model) × \(type) × \(feature) × \(size) questions" }

    /// The models, types and derived kinds the generator knows, checked against the language's
    /// tables so that the matrix covers all of them.
    static let models = ["axes", "highest", "bands", "profile"]
    static let types = ["scale", "single", "multiple", "range"]

    /// The features a quiz of `model` can have: every derived kind of the language for
    /// `profile` (a result needs a score), and `nearest`.
    static func features(of model: String) -> [Feature] {
        let shared: [Feature] = [.plain, .draw, .branching]
        guard model == "profile" else { return shared }
        return shared + Vocabulary.kinds(.derivedKinds).map { .derived($0.name) } + [.nearest]
    }

    /// How many questions a person is presented (at most; a follow-up may be hidden).
    var presented: Int { feature == .draw ? max(1, size / 2) : size }

    /// The `bands` model's low band's `max`: half the most A can total (a scale item scores
    /// its value, 1 to 3; an option 1).
    var lowBand: Int { type == "scale" ? 2 * presented : presented / 2 }

    /// The quiz's YAML source. `range` (for profile results) is the lowest and highest value
    /// of the result's score, from an earlier analysis: the bands split below the highest.
    func source(range: (low: String, high: String)? = nil) -> String {
        var lines = [
            "quiz: combination", "version: 1.0.0", "title: Combination", "traits: [A, B]",
            "scales:", "  s3:", "    keyed_scoring: values", "    options:",
            "      - {value: 1, label: One}", "      - {value: 2, label: Two}", "      - {value: 3, label: Three}",
        ]
        lines += scoring(range: range)
        if feature == .draw { lines += ["presentation: {draw: \(presented)}"] }
        lines += ["questions:"] + (1...size).map(question)
        lines += outcomes()
        return lines.joined(separator: "\n") + "\n"
    }

    /// `scoring:`, by model.
    func scoring(range: (low: String, high: String)?) -> [String] {
        switch model {
        case "axes": return ["scoring:", "  model: axes", "  axes: [{poles: [A, B], tie: A}]"]
        case "highest": return ["scoring:", "  model: highest", "  ties: [A, B]"]
        case "bands":
            return [
                "scoring:", "  model: bands", "  trait: A", "  bands:",
                "    - {outcome: low, max: \(lowBand)}", "    - {outcome: high}",
            ]
        default: return profileScoring(range: range)
        }
    }

    /// A profile's one derived score, its result and, with `nearest`, two profiles.
    func profileScoring(range: (low: String, high: String)?) -> [String] {
        // A `mean` divides by questions a condition may hide (`condition-score`).
        var kind = feature == .branching ? "mean_answered" : "mean"
        if case .derived(let name) = feature { kind = name }
        let bands =
            range.map { $0.low == $0.high ? nil : $0.high }.flatMap { $0 }
            .map { "[{id: low, below: \($0), title: Low}, {id: high, title: High}]" }
            ?? "[{id: all, title: All}]"
        var lines = [
            "scoring:", "  model: profile", "  derived:", "    - \(derived(kind))", "  results:",
            "    - {id: level, title: Level, score: d, bands: \(bands)}",
        ]
        if feature == .nearest, let range, range.low != range.high {
            lines += [
                "  nearest:", "    over: [d]", "    profiles:", "      - {outcome: near_low, at: {d: \(range.low)}}",
                "      - {outcome: near_high, at: {d: \(range.high)}}", "    ties: [near_low, near_high]",
            ]
        }
        return lines
    }

    /// The derived score `d` of `kind`, its arguments from the kind's definition.
    func derived(_ kind: String) -> String {
        guard let definition = Vocabulary.derivedKind(named: kind) else { return "{id: d, \(kind): A}" }
        let of: String
        switch definition.of {
        case .traits: of = "[A, B]"
        default: of = "A"
        }
        let parameters = definition.parameters.compactMap { parameter -> String? in
            guard case .trait = parameter.value else { return nil }
            return ", \(parameter.key): B"
        }
        return "{id: d, \(kind): \(of)\(parameters.joined())}"
    }

    /// Question `index` (1-based): its options weigh A, B or both; a follow-up (even index,
    /// with `branching`) is shown on its parent's first option.
    func question(_ index: Int) -> String {
        let options =
            "[{id: o1, label: One, weights: {A: 1}}, {id: o2, label: Two, weights: {B: 1}}, {id: o3, label: Three, weights: {A: 1, B: 1}}]"
        var fields: String
        switch type {
        case "scale": fields = "type: scale, scale: s3, keyed: {A: 1, B: -1}"
        case "multiple": fields = "type: multiple, min: 1, max: 2, options: \(options)"
        case "range": fields = "type: range, min: 0, max: 10, options: \(options)"
        default: fields = "options: \(options)"
        }
        if feature == .branching, index.isMultiple(of: 2) {
            let parent = "q\(index - 1)"
            let test =
                switch type {
                case "scale": "at_least: 2"
                case "multiple": "includes: o1"
                default: "is: o1"
                }
            fields += ", when: {question: \(parent), \(test)}"
        }
        return "  - {id: q\(index), text: Item \(index), \(fields)}"
    }

    /// `outcomes:`, by model.
    func outcomes() -> [String] {
        let codes: [String]
        switch model {
        case "axes", "highest": codes = ["A", "B"]
        case "bands": codes = ["low", "high"]
        default: codes = feature == .nearest ? ["near_low", "near_high"] : []
        }
        guard !codes.isEmpty else { return ["outcomes: {}"] }
        return ["outcomes:"] + codes.map { "  \($0): {title: T\($0), description: D\($0).}" }
    }
}
