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
        if !old.sourceLocale.isExactly(new.sourceLocale) {
            log.compatible(
                "/source_locale",
                "source locale changed from \(quoted(old.sourceLocale)) to \(quoted(new.sourceLocale))")
        }
    }

    /// Examples are conformance vectors for clients' scorers, not an interface.
    static func compareExamples(_ old: [QuizBundle.Example], _ new: [QuizBundle.Example], into log: inout ChangeLog) {
        if old != new {
            log.compatible("/examples", "examples changed (\(old.count) before, \(new.count) now)")
        }
    }
}
