/// Reading a question's `when` (docs/bundle-format.md, "Conditions"): the normalized
/// condition, checked in a fixed order so that every runtime gives the same `path: message`
/// for the same bad bundle.
extension QuizBundle {
    /// Deepest a condition nests: the `when` itself is at depth 1, the conditions inside an
    /// `all`, `any` or `not` one deeper than it.
    public static let maxConditionDepth = 64

    /// The `when` of the question at `index`, or `nil` when it has none. `earlier` holds the
    /// questions before it; `ids` maps each of their ids to its first index; `drawn` says
    /// whether the quiz has a `draw`.
    static func decodeWhen(
        _ fields: Fields, index: Int, earlier: [Question], ids: [ExactString: Int], drawn: Bool
    ) throws(BundleError) -> Condition? {
        guard let value = fields.optionalValue("when") else { return nil }
        let path = "/questions/\(index)/when"
        if drawn {
            throw BundleError(
                path: path, message: "a quiz with a draw has no conditions: draws and branching do not mix")
        }
        return try ConditionReader(questions: earlier, ids: ids).condition(value, path, depth: 1)
    }
}

/// Reads one question's `when` against the questions declared before it.
private struct ConditionReader {
    let questions: [QuizBundle.Question]
    let ids: [ExactString: Int]

    static let forms = ["all", "any", "not", "question"]
    static let memberNames = forms + QuizBundle.conditionOperators.map(\.name)
    static let formMessage =
        "a condition is exactly one of {\"all\": […]}, {\"any\": […]}, {\"not\": …} and {\"question\": …} with one of \"answered\", \"in\", \"includes\""

    func condition(_ value: JSONValue, _ path: String, depth: Int) throws(BundleError) -> QuizBundle.Condition {
        guard depth <= QuizBundle.maxConditionDepth else {
            throw BundleError(path: path, message: "conditions nest at most \(QuizBundle.maxConditionDepth) deep")
        }
        let fields = try Fields(value, path)
        if let unknown = fields.members.first(where: { member in
            !ConditionReader.memberNames.contains { $0.isExactly(member.0) }
        }) {
            throw BundleError(path: path, message: "unknown member \"\(unknown.0)\"")
        }
        func has(_ name: String) -> Bool { fields.optionalValue(name) != nil }
        let forms = ConditionReader.forms.filter(has)
        let operators = QuizBundle.conditionOperators.filter { has($0.name) }
        guard forms.count == 1, operators.count == (forms[0] == "question" ? 1 : 0) else {
            throw BundleError(path: path, message: ConditionReader.formMessage)
        }
        switch forms[0] {
        case "all", "any":
            let name = forms[0]
            guard case .array(let items) = try fields.value(name), !items.isEmpty else {
                throw BundleError(path: "\(path)/\(name)", message: "expected a non-empty array")
            }
            var parts: [QuizBundle.Condition] = []
            for (index, item) in items.enumerated() {
                parts.append(try condition(item, "\(path)/\(name)/\(index)", depth: depth + 1))
            }
            return name == "all" ? .all(parts) : .any(parts)
        case "not":
            return .not(try condition(try fields.value("not"), path + "/not", depth: depth + 1))
        default:
            return try test(fields, decode: operators[0].decode)
        }
    }

    /// `{"question": Q, OPERATOR: …}`, its operator's member read by `decode`.
    func test(_ fields: Fields, decode: QuizBundle.ConditionOperatorDecoder) throws(BundleError)
        -> QuizBundle.Condition
    {
        let id = try fields.string("question")
        guard let index = ids[ExactString(id)] else {
            throw BundleError(path: fields.path + "/question", message: "\"\(id)\" is not a question before this one")
        }
        return try decode(fields, questions[index])
    }
}

extension QuizBundle {
    /// The decoder of one condition operator's member, given the test's object and the
    /// question the test reads.
    typealias ConditionOperatorDecoder = @Sendable (Fields, Question) throws(BundleError) -> Condition

    /// Every operator a condition's test may use, in the order they are looked for, with the
    /// decoder of its member: the one list of them. A new operator is one entry here, its
    /// `Condition` case and its test in `VisibilityRules`.
    static let conditionOperators: [(name: String, decode: ConditionOperatorDecoder)] = [
        ("answered", decodeAnswered), ("in", decodeIn), ("includes", decodeIncludes),
    ]

    /// `{"question": Q, "answered": true | false}`.
    private static func decodeAnswered(_ fields: Fields, _ read: Question) throws(BundleError) -> Condition {
        .answered(question: read.id, try fields.bool("answered"))
    }

    /// `{"question": Q, "includes": ID}`: an option of a multiple question.
    private static func decodeIncludes(_ fields: Fields, _ read: Question) throws(BundleError) -> Condition {
        let path = fields.path + "/includes"
        guard read.type == .multiple else {
            throw BundleError(
                path: path, message: "\"includes\" reads a multiple question; \"\(read.id)\" is \(read.type.rawValue)")
        }
        let option = try fields.string("includes")
        guard read.options.contains(where: { $0.id?.isExactly(option) == true }) else {
            throw BundleError(path: path, message: "\"\(option)\" is not an option of \"\(read.id)\"")
        }
        return .includes(question: read.id, id: option)
    }

    /// `{"question": Q, "in": […]}`: option or anchor ids, or scale values, each once, in option order.
    private static func decodeIn(_ fields: Fields, _ read: Question) throws(BundleError) -> Condition {
        let path = fields.path + "/in"
        guard read.type != .multiple else {
            throw BundleError(
                path: path, message: "\"in\" does not read a multiple question (\"\(read.id)\"); use \"includes\"")
        }
        guard case .array(let items) = try fields.value("in"), !items.isEmpty else {
            throw BundleError(path: path, message: "expected a non-empty array")
        }
        var ids: [String] = [], values: [Int] = []
        var previous: (position: Int, shown: String)?
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)/\(index)"
            let position: Int?, shown: String
            if read.type == .scale {
                let value = try Fields.integer(item, itemPath)
                position = read.options.firstIndex { $0.value == value }
                shown = String(value)
                guard position != nil else {
                    throw BundleError(path: itemPath, message: "\(shown) is not a value of \"\(read.id)\"")
                }
                values.append(value)
            } else {
                let id = try Fields.string(item, itemPath)
                position = read.options.firstIndex { $0.id?.isExactly(id) == true }
                shown = "\"\(id)\""
                guard position != nil else {
                    let kind = read.type == .range ? "an anchor" : "an option"
                    throw BundleError(path: itemPath, message: "\(shown) is not \(kind) of \"\(read.id)\"")
                }
                ids.append(id)
            }
            if let previous, let position, position <= previous.position {
                throw BundleError(
                    path: itemPath,
                    message: position == previous.position
                        ? "\(shown) is listed twice"
                        : "\(shown) is listed out of option order (after \(previous.shown))")
            }
            previous = (position ?? 0, shown)
        }
        return read.type == .scale
            ? .valueIn(question: read.id, values: values) : .optionIn(question: read.id, ids: ids)
    }
}
