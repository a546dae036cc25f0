import QuizRuntime

/// Questions: wire keys, requiredness, type, choice limits and texts; options are
/// compared by `OptionDiff`.
enum QuestionDiff {
    static func compare(_ pairing: QuestionPairing, scale: WeightScale, into log: inout ChangeLog) {
        for pair in pairing.pairs { compare(pair, scale: scale, into: &log) }
        for question in pairing.removed {
            log.breaking(
                ChangePath.of("questions", question.id), "\(name(question)): removed (wire key \(quoted(question.key)))"
            )
        }
        for question in pairing.added {
            let path = ChangePath.of("questions", question.id)
            if question.required {
                log.breaking(path, "\(name(question)): required question added (wire key \(quoted(question.key)))")
            } else {
                log.compatible(path, "\(name(question)): optional question added (wire key \(quoted(question.key)))")
            }
        }
    }

    static func name(_ question: QuizBundle.Question) -> String { "question \(quoted(question.id))" }

    static func compare(_ pair: QuestionPairing.Pair, scale: WeightScale, into log: inout ChangeLog) {
        let old = pair.old, new = pair.new
        let path = ChangePath.of("questions", old.id), name = name(old)
        if pair.keyRenamed {
            log.breaking(path + "/key", "\(name): wire key renamed from \(quoted(old.key)) to \(quoted(new.key))")
        } else if !old.id.isExactly(new.id) {
            log.compatible(path + "/id", "\(name): id changed to \(quoted(new.id)) (the wire key is unchanged)")
        }
        let textIsKey = pair.keyRenamed && old.key.isExactly(old.text) && new.key.isExactly(new.text)
        if !old.text.isExactly(new.text) && !textIsKey {
            // With `answer_key: text` the text is the key: its change is the rename above.
            log.compatible(path + "/text", "\(name): text changed")
        }
        if old.required != new.required {
            if new.required {
                log.breaking(path + "/required", "\(name): now required (answers without it are rejected)")
            } else {
                log.compatible(path + "/required", "\(name): now optional")
            }
        }
        if old.shuffle != new.shuffle {
            log.compatible(path + "/shuffle", "\(name): shuffle changed to \(new.shuffle)")
        }
        if old.pin != new.pin { log.compatible(path + "/pin", "\(name): pin changed to \(new.pin)") }
        if old.pool != new.pool {
            log.compatible(
                path + "/pool",
                "\(name): pool changed from \(old.pool.map(quoted) ?? "none") to \(new.pool.map(quoted) ?? "none")")
        }
        guard old.type == new.type else {
            log.breaking(path + "/type", "\(name): type changed from \(old.type.rawValue) to \(new.type.rawValue)")
            return
        }
        compareLimits(old, new, path: path, name: name, into: &log)
        OptionDiff.compare(old, new, path: path, name: name, scale: scale, into: &log)
    }

    /// `multiple`: the allowed number of choices; `range`: the interval. Narrowing rejects
    /// answers that were valid, widening does not.
    static func compareLimits(
        _ old: QuizBundle.Question, _ new: QuizBundle.Question, path: String, name: String, into log: inout ChangeLog
    ) {
        guard let oldMin = old.min, let oldMax = old.max, let newMin = new.min, let newMax = new.max else { return }
        if newMin != oldMin {
            let message =
                "\(name): \(old.type == .multiple ? "minimum number of choices" : "range minimum") changed from \(oldMin) to \(newMin)"
            if newMin > oldMin {
                log.breaking(path + "/min", message + " (answers below \(newMin) were valid and are now rejected)")
            } else {
                log.compatible(path + "/min", message)
            }
        }
        if newMax != oldMax {
            let message =
                "\(name): \(old.type == .multiple ? "maximum number of choices" : "range maximum") changed from \(oldMax) to \(newMax)"
            if newMax < oldMax {
                log.breaking(path + "/max", message + " (answers above \(newMax) were valid and are now rejected)")
            } else {
                log.compatible(path + "/max", message)
            }
        }
        if old.type == .range, newMin != oldMin || newMax != oldMax {
            log.noteRisk("the changed bounds of range questions (numbers map to other anchors)")
        }
    }
}
