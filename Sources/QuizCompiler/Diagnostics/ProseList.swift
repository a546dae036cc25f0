/// Lists of names in messages, the way a sentence lists them.
enum ProseList {
    /// `a`; `a and b`; `a, b and c`.
    static func and(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The list with a verb that agrees with it: `a is`, `a and b are`.
    static func and(_ items: [String], singular: String, plural: String) -> String {
        and(items) + " " + (items.count == 1 ? singular : plural)
    }
}
