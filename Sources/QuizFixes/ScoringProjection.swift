import QuizRuntime

/// The scoring part of a bundle: what a fix proven safe leaves unchanged (docs/cli.md,
/// "Fixes"). It is the bundle's JSON without what only people read or only orders the
/// screen:
///
/// - display texts: `title`, `description`, `source_locale` and `locales` at the top; a
///   question's `text`; an option's `label`; an outcome's, a result's and a band's `title`,
///   `description` and `recommendations`;
/// - presentation order: a question's and an option's `pin` and `shuffle`, and
///   `presentation`'s `page_size`, `shuffle_questions` and `shuffle_options`;
/// - the `hash` (it covers the texts).
///
/// Everything else stays: wire keys, question ids, option ids and values, traits, weights,
/// the scoring rule, conditions, draws, `required`, `min`/`max`, the examples. A display
/// text that is also a wire key (`answer_key: text`) stays too, as the question's `key`.
enum ScoringProjection {
    /// The scoring part of `bundle`.
    static func of(_ bundle: QuizBundle) -> JSONValue {
        project(bundle.jsonValue(), at: [])
    }

    private static let dropped: [[String]: Set<String>] = [
        []: ["title", "description", "source_locale", "locales", "hash"],
        ["presentation"]: ["page_size", "shuffle_questions", "shuffle_options"],
        ["questions", "*"]: ["text", "pin", "shuffle"],
        ["questions", "*", "options", "*"]: ["label", "pin"],
        ["outcomes", "*"]: ["title", "description", "recommendations"],
        ["scoring", "results", "*"]: ["title", "description"],
        ["scoring", "results", "*", "bands", "*"]: ["title", "description", "recommendations"],
    ]

    /// `value` (found at `path`: member names, `*` for an array item or an outcome code)
    /// without the dropped members.
    private static func project(_ value: JSONValue, at path: [String]) -> JSONValue {
        switch value {
        case .object(let members):
            let drop = dropped[path] ?? []
            return .object(
                members.filter { !drop.contains($0.0) }.map { name, member in
                    let step = path == ["outcomes"] ? "*" : name
                    return (name, project(member, at: path + [step]))
                })
        case .array(let items):
            return .array(items.map { project($0, at: path + ["*"]) })
        default:
            return value
        }
    }
}
