import QuizRuntime

/// Outcome entries by code: a removed code is breaking (clients and stored results name
/// it); a new one and any text change are compatible.
enum OutcomeDiff {
    static func compare(_ old: [QuizBundle.Outcome], _ new: [QuizBundle.Outcome], into log: inout ChangeLog) {
        let newByCode = Dictionary(new.map { (ExactString($0.code), $0) }, uniquingKeysWith: { first, _ in first })
        let oldCodes = Set(old.map { ExactString($0.code) })
        for outcome in old {
            let path = ChangePath.of("outcomes", outcome.code), name = "outcome \(quoted(outcome.code))"
            guard let now = newByCode[ExactString(outcome.code)] else {
                log.breaking(path, "\(name) removed")
                continue
            }
            if !outcome.title.isExactly(now.title) { log.compatible(path + "/title", "\(name): title changed") }
            if !outcome.description.isExactly(now.description) {
                log.compatible(path + "/description", "\(name): description changed")
            }
            if !outcome.recommendations.elementsEqual(now.recommendations, by: { $0.isExactly($1) }) {
                log.compatible(path + "/recommendations", "\(name): recommendations changed")
            }
        }
        for outcome in new where !oldCodes.contains(ExactString(outcome.code)) {
            log.compatible(ChangePath.of("outcomes", outcome.code), "outcome \(quoted(outcome.code)) added")
        }
    }
}
