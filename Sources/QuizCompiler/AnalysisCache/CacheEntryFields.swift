import QuizRuntime

/// The members of a cache entry's JSON object, read strictly: every field asked for must be
/// there once, with its type. Shared by the analysis and the lint result entries.
struct CacheEntryFields {
    var members: [(String, JSONValue)]
    var name: String

    init(_ value: JSONValue, _ name: String) throws(AnalysisCacheEntry.Rejection) {
        guard case .object(let members) = value else { throw AnalysisCacheEntry.Rejection("\(name) is not an object") }
        self.members = members
        self.name = name
    }

    func value(_ field: String) throws(AnalysisCacheEntry.Rejection) -> JSONValue {
        let found = members.filter { $0.0 == field }
        guard found.count == 1 else { throw AnalysisCacheEntry.Rejection("\(name).\(field) is missing or repeated") }
        return found[0].1
    }

    func string(_ field: String) throws(AnalysisCacheEntry.Rejection) -> String {
        guard case .string(let text) = try value(field) else {
            throw AnalysisCacheEntry.Rejection("\(name).\(field) is not a string")
        }
        return text
    }

    func optionalString(_ field: String) throws(AnalysisCacheEntry.Rejection) -> String? {
        switch try value(field) {
        case .null: return nil
        case .string(let text): return text
        default: throw AnalysisCacheEntry.Rejection("\(name).\(field) is not a string or null")
        }
    }

    func bool(_ field: String) throws(AnalysisCacheEntry.Rejection) -> Bool {
        guard case .bool(let flag) = try value(field) else {
            throw AnalysisCacheEntry.Rejection("\(name).\(field) is not a boolean")
        }
        return flag
    }

    func array(_ field: String) throws(AnalysisCacheEntry.Rejection) -> [JSONValue] {
        guard case .array(let items) = try value(field) else {
            throw AnalysisCacheEntry.Rejection("\(name).\(field) is not an array")
        }
        return items
    }

    /// An integer member value (`name` says which, in a rejection).
    static func integer(_ value: JSONValue, _ name: String) throws(AnalysisCacheEntry.Rejection) -> Int {
        guard case .number(let literal) = value, let integer = Int(literal) else {
            throw AnalysisCacheEntry.Rejection("\(name) is not an integer")
        }
        return integer
    }
}
