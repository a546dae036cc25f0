/// Typed access to a JSON object's members, with paths in errors.
struct Fields {
    let members: [(String, JSONValue)]
    let path: String

    init(_ value: JSONValue, _ path: String) throws(BundleError) {
        guard case .object(let members) = value else { throw BundleError(path: path, message: "expected an object") }
        self.members = members
        self.path = path
    }

    func optionalValue(_ name: String) -> JSONValue? {
        members.first { $0.0.isExactly(name) }?.1
    }

    func value(_ name: String) throws(BundleError) -> JSONValue {
        guard let value = optionalValue(name) else { throw BundleError(path: path, message: "missing \"\(name)\"") }
        return value
    }

    func string(_ name: String) throws(BundleError) -> String { try Fields.string(try value(name), "\(path)/\(name)") }
    func integer(_ name: String) throws(BundleError) -> Int { try Fields.integer(try value(name), "\(path)/\(name)") }
    func bool(_ name: String) throws(BundleError) -> Bool {
        guard case .bool(let flag) = try value(name) else {
            throw BundleError(path: "\(path)/\(name)", message: "expected true or false")
        }
        return flag
    }
    func array(_ name: String) throws(BundleError) -> [JSONValue] {
        guard case .array(let items) = try value(name) else {
            throw BundleError(path: "\(path)/\(name)", message: "expected an array")
        }
        return items
    }
    func optionalString(_ name: String) throws(BundleError) -> String? {
        guard let value = optionalValue(name), value != .null else { return nil }
        return try Fields.string(value, "\(path)/\(name)")
    }
    func optionalInteger(_ name: String) throws(BundleError) -> Int? {
        guard let value = optionalValue(name), value != .null else { return nil }
        return try Fields.integer(value, "\(path)/\(name)")
    }

    static func string(_ value: JSONValue, _ path: String) throws(BundleError) -> String {
        guard case .string(let text) = value else { throw BundleError(path: path, message: "expected a string") }
        return text
    }

    static func integer(_ value: JSONValue, _ path: String) throws(BundleError) -> Int {
        guard case .number(let literal) = value, let decimal = DecimalLiteral(literal), decimal.isInteger,
            !literal.contains("."), !literal.contains("e"), !literal.contains("E"),
            let number = decimal.floorTimes(1, bound: QuizBundle.maxMagnitude)
        else {
            throw BundleError(path: path, message: "expected an integer within ±10^12")
        }
        return number
    }
}

extension Fields {
    /// A trait → integer object whose traits are among `known`, each amount within `bound`;
    /// zero amounts are left out. Each member is checked whole before the next.
    static func amounts(_ value: JSONValue, _ path: String, known: Set<ExactString>, bound: Int)
        throws(BundleError) -> [TraitAmount]
    {
        var result: [TraitAmount] = []
        for (trait, amount) in try objectMembers(value, path) {
            try checkTrait(trait, path, known: known)
            let number = try Fields.integer(amount, "\(path)/\(trait)")
            guard abs(number) <= bound else {
                throw BundleError(path: "\(path)/\(trait)", message: "magnitude above \(bound)")
            }
            if number != 0 { result.append(TraitAmount(trait: trait, amount: number)) }
        }
        return result
    }

    /// An example's expected scores: a trait → integer object, zero amounts kept.
    static func amountsAllowingZero(_ value: JSONValue, _ path: String, known: Set<ExactString>)
        throws(BundleError) -> [TraitAmount]
    {
        try objectMembers(value, path).map { trait, amount throws(BundleError) in
            try checkTrait(trait, path, known: known)
            return TraitAmount(trait: trait, amount: try Fields.integer(amount, path))
        }
    }

    /// The members of a JSON object.
    static func objectMembers(_ value: JSONValue, _ path: String) throws(BundleError) -> [(String, JSONValue)] {
        guard case .object(let members) = value else { throw BundleError(path: path, message: "expected an object") }
        return members
    }

    private static func checkTrait(_ trait: String, _ path: String, known: Set<ExactString>) throws(BundleError) {
        guard known.contains(ExactString(trait)) else {
            throw BundleError(path: path, message: "unknown trait \"\(trait)\"")
        }
    }
}
