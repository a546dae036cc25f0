import QuizRuntime

/// The results of the `profile` model, by id, and their bands. Clients and stored results
/// name results and bands: a result removed is breaking, one added (or a new order, or a new
/// parent for display) compatible. Which band a value falls in is the rule itself: another
/// score, a band added, removed or renamed, a limit moved or bands reordered may give the
/// same answers another band, so each is breaking. Titles, descriptions and recommendations
/// are display: compatible.
enum ProfileResultDiff {
    typealias ProfileResult = QuizBundle.Scoring.ProfileResult
    typealias ResultBand = QuizBundle.Scoring.ResultBand

    static func compare(_ old: [ProfileResult], _ new: [ProfileResult], into log: inout ChangeLog) {
        let newByID = Dictionary(new.map { (ExactString($0.id), $0) }, uniquingKeysWith: { first, _ in first })
        let oldIDs = Set(old.map { ExactString($0.id) }), newIDs = Set(new.map { ExactString($0.id) })
        for result in old {
            let path = ChangePath.of("scoring", "results", result.id), name = "result \(quoted(result.id))"
            guard let now = newByID[ExactString(result.id)] else {
                log.breaking(path, "\(name) removed")
                continue
            }
            if !result.score.isExactly(now.score) {
                ScoringRuleDiff.ruleChange(
                    &log, path + "/score", "\(name): score changed from \(quoted(result.score)) to \(quoted(now.score))"
                )
            }
            if result.parent.map(ExactString.init) != now.parent.map(ExactString.init) {
                log.compatible(
                    path + "/parent",
                    "\(name): parent changed from \(result.parent.map(quoted) ?? "none") to \(now.parent.map(quoted) ?? "none")"
                )
            }
            if !result.title.isExactly(now.title) { log.compatible(path + "/title", "\(name): title changed") }
            if !same(result.description, now.description) {
                log.compatible(path + "/description", "\(name): description changed")
            }
            compareBands(result.bands, now.bands, path: path, name: name, into: &log)
        }
        for result in new where !oldIDs.contains(ExactString(result.id)) {
            log.compatible(ChangePath.of("scoring", "results", result.id), "result \(quoted(result.id)) added")
        }
        let oldCommon = old.filter { newIDs.contains(ExactString($0.id)) },
            newCommon = new.filter { oldIDs.contains(ExactString($0.id)) }
        if !oldCommon.elementsEqual(newCommon, by: { $0.id.isExactly($1.id) }) {
            log.compatible("/scoring/results", "results reordered")
        }
    }

    static func compareBands(
        _ old: [ResultBand], _ new: [ResultBand], path: String, name: String, into log: inout ChangeLog
    ) {
        let oldIDs = old.map { ExactString($0.id) }, newIDs = new.map { ExactString($0.id) }
        var renamedTo: Set<Int> = []
        for (index, band) in old.enumerated() {
            let bandPath = path + ChangePath.of("bands", band.id), bandName = "\(name): band \(quoted(band.id))"
            guard let other = newIDs.firstIndex(of: ExactString(band.id)) else {
                // A band removed where another one was added reads as a rename.
                if index < new.count, !oldIDs.contains(newIDs[index]) {
                    renamedTo.insert(index)
                    ScoringRuleDiff.ruleChange(&log, bandPath, "\(bandName) renamed to \(quoted(new[index].id))")
                } else {
                    ScoringRuleDiff.ruleChange(&log, bandPath, "\(bandName) removed")
                }
                continue
            }
            let now = new[other]
            if band.limit != now.limit {
                ScoringRuleDiff.ruleChange(
                    &log, bandPath + "/limit",
                    "\(bandName): limit changed from \(limit(band.limit)) to \(limit(now.limit))")
            }
            if !band.title.isExactly(now.title) { log.compatible(bandPath + "/title", "\(bandName): title changed") }
            if !same(band.description, now.description) {
                log.compatible(bandPath + "/description", "\(bandName): description changed")
            }
            if !band.recommendations.elementsEqual(now.recommendations, by: { $0.isExactly($1) }) {
                log.compatible(bandPath + "/recommendations", "\(bandName): recommendations changed")
            }
        }
        for (index, band) in new.enumerated() where !oldIDs.contains(newIDs[index]) && !renamedTo.contains(index) {
            ScoringRuleDiff.ruleChange(
                &log, path + ChangePath.of("bands", band.id),
                "\(name): band \(quoted(band.id)) added (it takes values that gave another band)")
        }
        let oldCommon = oldIDs.filter { newIDs.contains($0) }, newCommon = newIDs.filter { oldIDs.contains($0) }
        if oldCommon != newCommon {
            ScoringRuleDiff.ruleChange(
                &log, path + "/bands", "\(name): bands reordered (a value takes the first band that admits it)")
        }
    }

    /// `below 3`, `max 2.5`, `none` (the last band).
    static func limit(_ limit: QuizBundle.Scoring.BandLimit?) -> String {
        switch limit {
        case .below(let value): return "below \(value)"
        case .max(let value): return "max \(value)"
        case nil: return "none"
        }
    }

    static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return x.isExactly(y)
        default: return false
        }
    }
}
