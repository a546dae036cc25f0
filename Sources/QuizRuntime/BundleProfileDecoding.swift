/// Reading the bundle members of issue 29: `scoring.weight_digits`, `scoring.derived`,
/// `scoring.percent_digits`, the `profile` model's `results` and `nearest`, and examples'
/// `expect_results` / `expect_values` (docs/bundle-format.md). Every runtime gives the same
/// `path: message` for the same bad bundle.
extension QuizBundle {
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
    static func decodePercentDigits(_ scoring: Fields, model: String) throws(BundleError) -> Int? {
        if scoring.optionalValue("percent_digits") != nil, !model.isExactly("axes") {
            throw BundleError(
                path: scoring.path + "/percent_digits", message: "only the axes model reports percentages")
        }
        return try boundedInteger(scoring, "percent_digits", 0...maxValueDigits, fallback: nil)
    }

    /// `scoring.derived`, in order: every id new among traits and earlier derived scores, every
    /// `of`/`against` a trait (a `linear` score's `of` may also be an earlier derived score).
    static func decodeDerived(_ scoring: Fields, traits: Set<ExactString>) throws(BundleError)
        -> [Scoring.DerivedScore]
    {
        guard let value = scoring.optionalValue("derived") else { return [] }
        let path = scoring.path + "/derived"
        guard case .array(let items) = value else { throw BundleError(path: path, message: "expected an array") }
        guard !items.isEmpty else {
            throw BundleError(path: path, message: "an empty list is written by leaving the member out")
        }
        var derived: [Scoring.DerivedScore] = []
        var ids: Set<ExactString> = []
        for (index, item) in items.enumerated() {
            let fields = try Fields(item, "\(path)/\(index)")
            let id = try fields.string("id")
            guard !traits.contains(ExactString(id)), !ids.contains(ExactString(id)) else {
                throw BundleError(path: fields.path + "/id", message: "\"\(id)\" is already a trait or derived score")
            }
            let kindName = try fields.string("kind")
            guard ["mean", "mean_answered", "percent", "share", "linear"].contains(where: { $0.isExactly(kindName) })
            else { throw BundleError(path: fields.path + "/kind", message: "unknown kind \"\(kindName)\"") }
            let of = try fields.string("of")
            let isLinear = kindName.isExactly("linear")
            guard traits.contains(ExactString(of)) || (isLinear && ids.contains(ExactString(of))) else {
                throw BundleError(
                    path: fields.path + "/of",
                    message: isLinear
                        ? "\"\(of)\" is neither a trait nor an earlier derived score" : "unknown trait \"\(of)\"")
            }
            _ = try fields.value("digits")
            let digits = try boundedInteger(fields, "digits", 0...maxValueDigits, fallback: 0) ?? 0
            let kind: Scoring.DerivedScore.Kind
            switch kindName {
            case "mean":
                let count = try fields.integer("count")
                guard count >= 1 else {
                    throw BundleError(path: fields.path + "/count", message: "count must be at least 1")
                }
                kind = .mean(of: of, count: count)
            case "percent":
                let min = try decimal(try fields.value("min"), fields.path + "/min")
                let max = try decimal(try fields.value("max"), fields.path + "/max")
                guard min.millionths < max.millionths else {
                    throw BundleError(path: fields.path, message: "min must be below max")
                }
                kind = .percent(of: of, min: min, max: max)
            case "share":
                let against = try fields.string("against")
                guard traits.contains(ExactString(against)) else {
                    throw BundleError(path: fields.path + "/against", message: "unknown trait \"\(against)\"")
                }
                kind = .share(of: of, against: against)
            case "linear":
                let times = try decimal(try fields.value("times"), fields.path + "/times")
                let plus = try decimal(try fields.value("plus"), fields.path + "/plus")
                kind = .linear(of: of, times: times, plus: plus)
            default:
                kind = .meanAnswered(of: of)
            }
            ids.insert(ExactString(id))
            derived.append(Scoring.DerivedScore(id: id, kind: kind, digits: digits))
        }
        return derived
    }

    /// `scoring.results` of the `profile` model: each result's score a trait or derived score,
    /// its parent an earlier result without a parent, its bands' limits strictly ascending
    /// (`below` x then `max` x allowed) and only the last band without a limit.
    static func decodeResults(_ scoring: Fields, scores: Set<ExactString>) throws(BundleError)
        -> [Scoring.ProfileResult]
    {
        let items = try scoring.array("results")
        let path = scoring.path + "/results"
        guard !items.isEmpty else { throw BundleError(path: path, message: "no results") }
        var results: [Scoring.ProfileResult] = []
        // Each earlier result's id → whether it has a parent.
        var seen: [ExactString: Bool] = [:]
        for (index, item) in items.enumerated() {
            let fields = try Fields(item, "\(path)/\(index)")
            let id = try fields.string("id")
            guard !scores.contains(ExactString(id)), seen[ExactString(id)] == nil else {
                throw BundleError(
                    path: fields.path + "/id", message: "\"\(id)\" is already a trait, derived score or result")
            }
            let score = try fields.string("score")
            guard scores.contains(ExactString(score)) else {
                throw BundleError(
                    path: fields.path + "/score", message: "\"\(score)\" is neither a trait nor a derived score")
            }
            let parent = try fields.optionalString("parent")
            if let parent, seen[ExactString(parent)] != false {
                throw BundleError(
                    path: fields.path + "/parent", message: "\"\(parent)\" is not an earlier result without a parent")
            }
            let title = try fields.string("title")
            let description = try fields.optionalString("description")
            let bandItems = try fields.array("bands")
            guard !bandItems.isEmpty else { throw BundleError(path: fields.path + "/bands", message: "no bands") }
            var bands: [Scoring.ResultBand] = []
            var bandIDs: Set<ExactString> = []
            var previous: (isBelow: Bool, value: Int)?
            for (bandIndex, bandItem) in bandItems.enumerated() {
                let band = try Fields(bandItem, "\(fields.path)/bands/\(bandIndex)")
                let bandID = try band.string("id")
                guard bandIDs.insert(ExactString(bandID)).inserted else {
                    throw BundleError(path: band.path + "/id", message: "duplicate band id \"\(bandID)\"")
                }
                let below = band.optionalValue("below"), max = band.optionalValue("max")
                let isLast = bandIndex == bandItems.count - 1
                guard isLast ? below == nil && max == nil : (below == nil) != (max == nil) else {
                    throw BundleError(
                        path: band.path,
                        message:
                            "every band but the last has exactly one of \"below\" and \"max\"; the last has neither")
                }
                var limit: Scoring.BandLimit?
                if let text = below ?? max {
                    let isBelow = below != nil
                    let limitPath = band.path + (isBelow ? "/below" : "/max")
                    let value = try decimal(text, limitPath)
                    let exact = value.millionths
                    if let previous {
                        let ascending =
                            previous.value < exact || (previous.value == exact && previous.isBelow && !isBelow)
                        guard ascending else {
                            throw BundleError(path: limitPath, message: "band limits must increase")
                        }
                    }
                    previous = (isBelow, exact)
                    limit = isBelow ? .below(value) : .max(value)
                }
                let texts = try resultTexts(band)
                bands.append(
                    Scoring.ResultBand(
                        id: bandID, limit: limit, title: texts.title, description: texts.description,
                        recommendations: texts.recommendations))
            }
            seen[ExactString(id)] = parent != nil
            results.append(
                Scoring.ProfileResult(
                    id: id, title: title, description: description, score: score, parent: parent, bands: bands))
        }
        return results
    }

    /// A band's texts: `title`, `description` when given, `recommendations`.
    private static func resultTexts(_ fields: Fields) throws(BundleError) -> BandTexts {
        let title = try fields.string("title")
        let description = try fields.optionalString("description")
        let recommendations = try fields.array("recommendations").enumerated().map { index, item throws(BundleError) in
            try Fields.string(item, "\(fields.path)/recommendations/\(index)")
        }
        return BandTexts(title: title, description: description, recommendations: recommendations)
    }

    /// `scoring.nearest` of the `profile` model, or `nil` when absent.
    static func decodeNearest(_ scoring: Fields, scores: Set<ExactString>) throws(BundleError) -> Scoring.Nearest? {
        guard let value = scoring.optionalValue("nearest") else { return nil }
        let fields = try Fields(value, scoring.path + "/nearest")
        let over = try fields.array("over").enumerated().map { index, item throws(BundleError) in
            try Fields.string(item, "\(fields.path)/over/\(index)")
        }
        let overSet = Set(over.map(ExactString.init))
        guard !over.isEmpty, overSet.count == over.count else {
            throw BundleError(path: fields.path + "/over", message: "over must list one or more distinct scores")
        }
        for (index, name) in over.enumerated() where !scores.contains(ExactString(name)) {
            throw BundleError(
                path: "\(fields.path)/over/\(index)", message: "\"\(name)\" is neither a trait nor a derived score")
        }
        let distanceName = try fields.string("distance")
        guard
            let distance = [Scoring.Nearest.Distance.euclidean, .manhattan].first(where: {
                $0.rawValue.isExactly(distanceName)
            })
        else { throw BundleError(path: fields.path + "/distance", message: "unknown distance \"\(distanceName)\"") }
        let profileItems = try fields.array("profiles")
        guard !profileItems.isEmpty else { throw BundleError(path: fields.path + "/profiles", message: "no profiles") }
        var profiles: [Scoring.Nearest.Profile] = []
        var outcomes: Set<ExactString> = []
        for (index, item) in profileItems.enumerated() {
            let profile = try Fields(item, "\(fields.path)/profiles/\(index)")
            let outcome = try profile.string("outcome")
            guard outcomes.insert(ExactString(outcome)).inserted else {
                throw BundleError(path: profile.path + "/outcome", message: "duplicate profile outcome \"\(outcome)\"")
            }
            let atPath = profile.path + "/at"
            guard case .object(let members) = try profile.value("at") else {
                throw BundleError(path: atPath, message: "expected an object")
            }
            for (name, _) in members where !overSet.contains(ExactString(name)) {
                throw BundleError(path: atPath, message: "\"\(name)\" is not in over")
            }
            var at: [BundleDecimal] = []
            for name in over {
                guard let target = members.first(where: { $0.0.isExactly(name) })?.1 else {
                    throw BundleError(path: atPath, message: "missing \"\(name)\"")
                }
                at.append(try decimal(target, "\(atPath)/\(name)"))
            }
            profiles.append(Scoring.Nearest.Profile(outcome: outcome, at: at))
        }
        let ties = try fields.array("ties").enumerated().map { index, item throws(BundleError) in
            try Fields.string(item, "\(fields.path)/ties/\(index)")
        }
        guard ties.count == profiles.count, Set(ties.map(ExactString.init)) == outcomes else {
            throw BundleError(path: fields.path + "/ties", message: "ties must list every profile outcome once")
        }
        return Scoring.Nearest(over: over, distance: distance, profiles: profiles, ties: ties)
    }

    /// A `profile` bundle's outcomes: none without `nearest`, else one for each profile.
    static func checkProfileOutcomes(_ nearest: Scoring.Nearest?, codes: [String]) throws(BundleError) {
        guard let nearest else {
            guard codes.isEmpty else {
                throw BundleError(path: "/outcomes", message: "a profile without nearest has no outcomes")
            }
            return
        }
        let known = Set(codes.map(ExactString.init))
        for (index, profile) in nearest.profiles.enumerated() where !known.contains(ExactString(profile.outcome)) {
            throw BundleError(
                path: "/scoring/nearest/profiles/\(index)/outcome",
                message: "no outcome \"\(profile.outcome)\" in outcomes")
        }
    }

    /// An example's `expect_results` (result id → band id or `null`) and `expect_values`
    /// (derived id → decimal string or `null`), in the example's order; `nil` when absent.
    static func decodeExpectations(_ example: Fields, scoring: Scoring) throws(BundleError) -> (
        results: [(result: String, band: String?)]?, values: [(derived: String, value: BundleDecimal?)]?
    ) {
        var results: [(result: String, band: String?)]?
        if let value = example.optionalValue("expect_results") {
            let path = example.path + "/expect_results"
            guard case .object(let members) = value else {
                throw BundleError(path: path, message: "expected an object")
            }
            let own: [Scoring.ProfileResult]
            if case .profile(let profileResults, _) = scoring.rule { own = profileResults } else { own = [] }
            var list: [(result: String, band: String?)] = []
            for (id, band) in members {
                guard let result = own.first(where: { $0.id.isExactly(id) }) else {
                    throw BundleError(path: path, message: "unknown result \"\(id)\"")
                }
                if band == .null {
                    list.append((id, nil))
                    continue
                }
                let bandID = try Fields.string(band, "\(path)/\(id)")
                guard result.bands.contains(where: { $0.id.isExactly(bandID) }) else {
                    throw BundleError(path: "\(path)/\(id)", message: "\"\(bandID)\" is not a band of \"\(id)\"")
                }
                list.append((id, bandID))
            }
            results = list
        }
        var values: [(derived: String, value: BundleDecimal?)]?
        if let value = example.optionalValue("expect_values") {
            let path = example.path + "/expect_values"
            guard case .object(let members) = value else {
                throw BundleError(path: path, message: "expected an object")
            }
            var list: [(derived: String, value: BundleDecimal?)] = []
            for (id, item) in members {
                guard scoring.derived.contains(where: { $0.id.isExactly(id) }) else {
                    throw BundleError(path: path, message: "unknown derived score \"\(id)\"")
                }
                list.append((id, item == .null ? nil : try decimal(item, "\(path)/\(id)")))
            }
            values = list
        }
        return (results, values)
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
