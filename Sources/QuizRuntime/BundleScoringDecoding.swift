/// Reading `scoring`: its shared members (`initial`, `weight_digits`, `derived`,
/// `percent_digits`) and, through `scoringModels`, each model's own members.
extension QuizBundle {
    /// What a scoring model's decoder reads: the `scoring` object, the traits in order and as
    /// a set, and every score name a result may read (traits and derived scores).
    struct ScoringModelInput {
        let fields: Fields
        let traits: [String]
        let known: Set<ExactString>
        let scores: Set<ExactString>
    }

    /// Each scoring model's name and the decoder of its members: the one list of the models a
    /// bundle may name. A new model is one entry here, its rule in `ScoringPlan` and its
    /// members in `BundleJSON`.
    static let scoringModels:
        [(name: String, decode: @Sendable (ScoringModelInput) throws(BundleError) -> Scoring.Rule)] = [
            ("axes", decodeAxes), ("highest", decodeHighest), ("bands", decodeBands), ("profile", decodeProfile),
        ]

    /// `scoring`, with its model's members.
    static func decodeScoring(_ root: Fields, traits: [String], known: Set<ExactString>) throws(BundleError)
        -> Scoring
    {
        let fields = try Fields(try root.value("scoring"), "/scoring")
        let weightDigits = try decodeWeightDigits(fields)
        let derived = try decodeDerived(fields, traits: known)
        let initial = try Fields.amounts(
            try fields.value("initial"), "/scoring/initial", known: known, bound: maxMagnitude)
        let model = try fields.string("model")
        guard let decode = scoringModels.first(where: { $0.name.isExactly(model) })?.decode else {
            throw BundleError(path: "/scoring/model", message: "unknown model \"\(model)\"")
        }
        let input = ScoringModelInput(
            fields: fields, traits: traits, known: known, scores: known.union(derived.map { ExactString($0.id) }))
        let rule = try decode(input)
        return Scoring(
            initial: initial, rule: rule, weightDigits: weightDigits, derived: derived,
            axisPercentDigits: try decodePercentDigits(fields, rule: rule))
    }

    /// The `axes` model's `axes`: each two distinct declared traits not in another axis.
    private static func decodeAxes(_ input: ScoringModelInput) throws(BundleError) -> Scoring.Rule {
        var axes: [Scoring.Axis] = []
        var poles: Set<ExactString> = []
        for (index, item) in try input.fields.array("axes").enumerated() {
            let axis = try Fields(item, "/scoring/axes/\(index)")
            let pair = try axis.array("poles")
            guard pair.count == 2 else { throw BundleError(path: axis.path, message: "an axis has two poles") }
            let a = try Fields.string(pair[0], axis.path + "/poles/0"),
                b = try Fields.string(pair[1], axis.path + "/poles/1")
            guard input.known.contains(ExactString(a)), input.known.contains(ExactString(b)),
                poles.insert(ExactString(a)).inserted,
                poles.insert(ExactString(b)).inserted
            else { throw BundleError(path: axis.path, message: "poles must be distinct declared traits") }
            axes.append(Scoring.Axis(poles: (a, b), tie: try axis.string("tie")))
        }
        guard !axes.isEmpty else { throw BundleError(path: "/scoring/axes", message: "no axes") }
        return .axes(axes)
    }

    /// The `highest` model's `ties` (every trait once) and `secondary`.
    private static func decodeHighest(_ input: ScoringModelInput) throws(BundleError) -> Scoring.Rule {
        let ties = try input.fields.array("ties").enumerated().map { index, item throws(BundleError) in
            try Fields.string(item, "/scoring/ties/\(index)")
        }
        guard Set(ties.map(ExactString.init)) == input.known, ties.count == input.traits.count else {
            throw BundleError(path: "/scoring/ties", message: "ties must list every trait once")
        }
        return .highest(ties: ties, secondary: try input.fields.bool("secondary"))
    }

    /// The `bands` model's `trait` and `bands`: increasing `max` values, only the last without.
    private static func decodeBands(_ input: ScoringModelInput) throws(BundleError) -> Scoring.Rule {
        let trait = try input.fields.string("trait")
        guard input.known.contains(ExactString(trait)) else {
            throw BundleError(path: "/scoring/trait", message: "unknown trait")
        }
        var bands: [Scoring.Band] = []
        let items = try input.fields.array("bands")
        for (index, item) in items.enumerated() {
            let band = try Fields(item, "/scoring/bands/\(index)")
            let max = try band.optionalInteger("max")
            guard (max == nil) == (index == items.count - 1) else {
                throw BundleError(path: band.path, message: "only the last band has no max")
            }
            if let max, let previous = bands.last?.max, max <= previous {
                throw BundleError(path: band.path, message: "max values must increase")
            }
            bands.append(Scoring.Band(outcome: try band.string("outcome"), max: max))
        }
        guard !bands.isEmpty else { throw BundleError(path: "/scoring/bands", message: "no bands") }
        return .bands(trait: trait, bands: bands)
    }

    /// The `profile` model's `results` and `nearest` (`BundleProfileDecoding`).
    private static func decodeProfile(_ input: ScoringModelInput) throws(BundleError) -> Scoring.Rule {
        .profile(
            results: try decodeResults(input.fields, scores: input.scores),
            nearest: try decodeNearest(input.fields, scores: input.scores))
    }

    /// Most fractional digits of a written value (`digits`, `percent_digits`).
    static let maxValueDigits = 6
    /// Most fractional digits of weights (`scoring.weight_digits`).
    static let maxWeightDigits = 3

    /// A decimal string in canonical form.
    static func decimal(_ value: JSONValue, _ path: String) throws(BundleError) -> BundleDecimal {
        guard case .string(let text) = value, let decimal = BundleDecimal(parsing: text) else {
            throw BundleError(
                path: path,
                message: "expected a decimal string such as \"2.5\" (canonical form, at most 6 fractional digits)")
        }
        return decimal
    }

    /// An integer member from `low` to `high`, or `fallback` when absent.
    static func boundedInteger(_ fields: Fields, _ name: String, _ range: ClosedRange<Int>, fallback: Int?)
        throws(BundleError) -> Int?
    {
        guard let value = fields.optionalValue(name) else { return fallback }
        let path = "\(fields.path)/\(name)"
        let number = try Fields.integer(value, path)
        guard range.contains(number) else {
            throw BundleError(
                path: path, message: "expected an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// `scoring.weight_digits`: 0 when absent, else 1…3.
    static func decodeWeightDigits(_ scoring: Fields) throws(BundleError) -> Int {
        try boundedInteger(scoring, "weight_digits", 1...maxWeightDigits, fallback: 0) ?? 0
    }

    /// `scoring.percent_digits` (`axes` only): `nil` when absent, else 0…6.
    static func decodePercentDigits(_ scoring: Fields, rule: Scoring.Rule) throws(BundleError) -> Int? {
        if scoring.optionalValue("percent_digits") != nil, !rule.isAxes {
            throw BundleError(
                path: scoring.path + "/percent_digits", message: "only the axes model reports percentages")
        }
        return try boundedInteger(scoring, "percent_digits", 0...maxValueDigits, fallback: nil)
    }
}

extension BundleDecimal {
    /// The value in units of 10^-6: exact, and within ±10^18 (`|units|` ≤ 10^12, scale ≤ 6).
    var millionths: Int {
        var result = units
        for _ in scale..<Self.maxScale { result *= 10 }
        return result
    }
}

extension QuizBundle.Scoring.Rule {
    /// Whether this is the `axes` model (the one that reports percentages).
    var isAxes: Bool {
        if case .axes = self { return true }
        return false
    }
}
