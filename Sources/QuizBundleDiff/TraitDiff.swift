import QuizRuntime

/// Traits are the names of scores clients receive: removing one is breaking, adding one
/// or reordering them is not (a new trait that changes outcomes is caught by the scoring
/// checks).
enum TraitDiff {
    static func compare(_ old: [String], _ new: [String], into log: inout ChangeLog) {
        let oldSet = Set(old.map(ExactString.init)), newSet = Set(new.map(ExactString.init))
        for trait in old where !newSet.contains(ExactString(trait)) {
            log.breaking(ChangePath.of("traits", trait), "trait \(quoted(trait)) removed")
        }
        for trait in new where !oldSet.contains(ExactString(trait)) {
            log.compatible(ChangePath.of("traits", trait), "trait \(quoted(trait)) added")
        }
        let oldCommon = old.filter { newSet.contains(ExactString($0)) },
            newCommon = new.filter { oldSet.contains(ExactString($0)) }
        if !oldCommon.elementsEqual(newCommon, by: { $0.isExactly($1) }) {
            log.compatible("/traits", "traits reordered")
        }
    }
}
