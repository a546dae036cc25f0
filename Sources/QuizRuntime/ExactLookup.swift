/// Finds the index of a string in a fixed list by exact scalars, fast.
///
/// A `[String: Int]` table finds a candidate by Swift's hashing (canonical equivalence,
/// fast for ASCII) and `isExactly` confirms the bytes. Strings of the list that are
/// canonically equivalent to one another (possible in a hand-made bundle) would share one
/// slot there, so they are also kept in an exact table that is consulted on a miss.
struct ExactLookup: Sendable {
    private let fast: [String: Int]
    private let exact: [ExactString: Int]
    private let strings: [String]

    init(_ strings: [String]) {
        self.strings = strings
        var fast: [String: Int] = [:], exact: [ExactString: Int] = [:], collisions = false
        for (index, string) in strings.enumerated() {
            if exact[ExactString(string)] == nil { exact[ExactString(string)] = index }
            if let existing = fast[string] {
                if !strings[existing].isExactly(string) { collisions = true }
            } else {
                fast[string] = index
            }
        }
        self.fast = fast
        self.exact = collisions ? exact : [:]
    }

    /// The index of the string whose scalars equal `key`'s; `hint` is tried first.
    func index(of key: String, hint: Int = -1) -> Int? {
        if hint >= 0, hint < strings.count, strings[hint].isExactly(key) { return hint }
        if let index = fast[key], strings[index].isExactly(key) { return index }
        if !exact.isEmpty { return exact[ExactString(key)] }
        return nil
    }
}
