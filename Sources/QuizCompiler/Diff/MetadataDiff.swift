import QuizRuntime

/// Title, description, locale and examples: display and documentation, all compatible.
enum MetadataDiff {
    static func compare(_ old: QuizBundle, _ new: QuizBundle, into log: inout ChangeLog) {
        if !old.title.isExactly(new.title) { log.compatible("/title", "title changed") }
        switch (old.description, new.description) {
        case (nil, nil): break
        case (nil, .some): log.compatible("/description", "description added")
        case (.some, nil): log.compatible("/description", "description removed")
        case (.some(let a), .some(let b)): if !a.isExactly(b) { log.compatible("/description", "description changed") }
        }
        if !old.locale.isExactly(new.locale) {
            log.compatible("/locale", "locale changed from \(quoted(old.locale)) to \(quoted(new.locale))")
        }
    }

    /// Examples are conformance vectors for clients' scorers, not an interface.
    static func compareExamples(_ old: [Example], _ new: [Example], into log: inout ChangeLog) {
        if old != new {
            log.compatible("/examples", "examples changed (\(old.count) before, \(new.count) now)")
        }
    }
}
