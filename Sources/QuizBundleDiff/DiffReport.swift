package import QuizRuntime

/// Prints `quizc diff` results: text (one line per change, then a verdict line per quiz
/// and a summary) or JSON (`{"quizzes": [{"quiz", "old_version", "new_version",
/// "changes": [{"kind", "path", "message"}], "verdict"}]}`).
package enum DiffReport {
    package static func text(_ diffs: [QuizDiff]) -> String {
        var out = ""
        for diff in diffs {
            for change in diff.changes {
                out += "\(change.kind.rawValue): \(diff.quiz): \(change.message)\n"
            }
            out += verdictLine(diff) + "\n"
        }
        let failing = diffs.filter { $0.verdict == .breakingWithoutMajorBump }.count
        let compared = diffs.count == 1 ? "1 quiz compared" : "\(diffs.count) quizzes compared"
        out +=
            failing == 0
            ? "quizc: \(compared): ok\n"
            : "quizc: \(compared): \(failing) with breaking changes without a MAJOR version bump\n"
        return out
    }

    /// `mbti 1.0.0 -> 1.1.0: breaking-without-major-bump: 1 breaking and 2 compatible changes; …`.
    static func verdictLine(_ diff: QuizDiff) -> String {
        var line =
            "\(diff.quiz) \(diff.oldVersion ?? "(none)") -> \(diff.newVersion ?? "(removed)"): \(diff.verdict.rawValue): \(counts(diff))"
        if diff.verdict == .breakingWithoutMajorBump {
            if diff.newVersion == nil {
                line += "; removing a quiz breaks its clients"
            } else if let next = diff.oldVersion.flatMap(SemanticVersion.nextMajor) {
                line += "; breaking changes need a MAJOR version bump (\(next) or later)"
            } else {
                line += "; breaking changes need a MAJOR version bump (and versions of the form MAJOR.MINOR.PATCH)"
            }
        } else if diff.breakingCount > 0 {
            line += " (MAJOR version bumped)"
        }
        return line
    }

    static func counts(_ diff: QuizDiff) -> String {
        let breaking = diff.breakingCount, compatible = diff.compatibleCount, notices = diff.noticeCount
        var text: String
        switch (breaking, compatible) {
        case (0, 0): text = notices == 0 ? "no changes" : "no breaking or compatible changes"
        case (_, 0): text = "\(breaking) breaking change\(breaking == 1 ? "" : "s")"
        case (0, _): text = "\(compatible) compatible change\(compatible == 1 ? "" : "s")"
        default: text = "\(breaking) breaking and \(compatible) compatible change\(compatible == 1 ? "" : "s")"
        }
        if notices > 0 { text += ", \(notices) notice\(notices == 1 ? "" : "s")" }
        return text
    }

    package static func jsonValue(_ diffs: [QuizDiff]) -> JSONValue {
        .object([
            (
                "quizzes",
                .array(
                    diffs.map { diff in
                        .object([
                            ("quiz", .string(diff.quiz)),
                            ("old_version", diff.oldVersion.map(JSONValue.string) ?? .null),
                            ("new_version", diff.newVersion.map(JSONValue.string) ?? .null),
                            (
                                "changes",
                                .array(
                                    diff.changes.map { change in
                                        .object([
                                            ("kind", .string(change.kind.rawValue)), ("path", .string(change.path)),
                                            ("message", .string(change.message)),
                                        ])
                                    })
                            ),
                            ("verdict", .string(diff.verdict.rawValue)),
                        ])
                    })
            )
        ])
    }

    package static func json(_ diffs: [QuizDiff]) -> String {
        JSONWriter(sortKeys: false, pretty: true).string(jsonValue(diffs))
    }
}
