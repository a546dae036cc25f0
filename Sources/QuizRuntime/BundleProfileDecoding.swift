/// Reading the `profile` model's members: `results` with their bands, `nearest` with its
/// profiles, and the outcomes a profile bundle has (docs/bundle-format.md). Every runtime
/// gives the same `path: message` for the same bad bundle.
extension QuizBundle {
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
}
