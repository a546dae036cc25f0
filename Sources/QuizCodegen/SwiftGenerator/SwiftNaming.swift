/// Every Swift name of one quiz's generated code, chosen once so the parts of the file agree.
package struct SwiftNaming {
    /// The quiz's namespace enum (`FitcirclePersona`), also the file's name.
    var typeName: String
    /// `Outcome` cases, one per outcome code.
    var outcomes: [String]
    /// `Trait` cases.
    var traits: [String]
    /// `Question` cases.
    var questions: [String]
    /// `DerivedScore` cases.
    var derived: [String]
    /// `ResultID` cases.
    var results: [String]
    /// `Band` cases.
    var bands: [String]
    /// Per question: its property in `Answers`.
    var answerProperties: [String]
    /// Per question: the type of its answer (an option enum or a checked integer type).
    var answerTypes: [String]
    /// Per question: its option enum's cases (single, multiple), else empty.
    var optionCases: [[String]]
    /// The checked integer types (scale and range answers), each once: name and values.
    var integerTypes: [(name: String, values: [Int], isRange: Bool)]

    /// Names the generated code itself declares inside the namespace, or uses from Swift and
    /// QuizRuntime unqualified: a question's type never takes one of them.
    static let reservedTypeNames: Set<String> = [
        "Outcome", "Trait", "Question", "DerivedScore", "ResultID", "Band", "Answers", "Result", "Quiz",
        "LoadError", "DerivedValue", "ResultValue", "OptionID", "Session", "String", "Int", "Set", "Bool", "Array",
        "Dictionary",
        "Optional", "Error", "Never", "Void", "Any", "Self", "Type", "Protocol", "Swift", "Foundation",
        "QuizRuntime", "URL", "Data", "Sendable", "Hashable", "Equatable", "CaseIterable", "RawRepresentable",
        "CustomStringConvertible", "ExpressibleByIntegerLiteral", "ClosedRange", "QuizSession", "SessionError",
        "SessionEvent", "SessionProgress", "JSONValue", "UInt8", "UInt64",
    ]

    /// Names a case never takes: the members every enum of the file has.
    static let reservedCaseNames: Set<String> = ["allCases", "init", "rawValue", "self", "Type", "Protocol", "id"]

    /// Names a property of `Answers` never takes.
    static let reservedPropertyNames: Set<String> = ["runtimeAnswers", "init", "self", "Type", "Protocol"]

    /// Top-level names the namespace never takes: the modules and types the file uses.
    static let reservedTopLevelNames: Set<String> = [
        "Swift", "Foundation", "QuizRuntime", "QuizBundle", "Scorer", "ScoreResult", "QuizAnswer", "AnswerError",
        "ExactString", "Visibility", "String", "Int", "Set", "URL", "Data", "Error", "Result", "Type", "Self",
        "QuizSession", "SessionError", "SessionEvent", "SessionProgress", "JSONValue", "UInt8", "UInt64",
    ]

    init(_ model: CodegenModel) {
        let base = SwiftNames.upperCamel(model.quiz)
        typeName = Self.reservedTopLevelNames.contains(base) ? base + "Quiz" : base
        let cases = { (ids: [String]) in
            SwiftNames.unique(ids, reserved: Self.reservedCaseNames, name: SwiftNames.lowerCamel)
        }
        outcomes = cases(model.outcomes)
        traits = cases(model.traits)
        questions = cases(model.questions.map(\.id))
        derived = cases(model.derived)
        results = cases(model.results.map(\.id))
        bands = cases(model.bandIDs)
        answerProperties = SwiftNames.unique(
            model.questions.map(\.id), reserved: Self.reservedPropertyNames, name: SwiftNames.lowerCamel)
        optionCases = model.questions.map { question in
            question.kind == .single || question.kind == .multiple ? cases(question.optionIDs) : []
        }

        // Checked integer types first (shared by every question with the same values), then
        // one option enum per question with options.
        var integerTypes: [(name: String, values: [Int], isRange: Bool)] = []
        var taken = Self.reservedTypeNames.union(Self.reservedTopLevelNames).union([typeName])
        var integerTypeOf: [Int: String] = [:]
        for (index, question) in model.questions.enumerated() where question.kind == .scale || question.kind == .range {
            let isRange = question.kind == .range
            let values = isRange ? [question.min ?? 0, question.max ?? 0] : question.scaleValues
            if let existing = integerTypes.first(where: { $0.values == values && $0.isRange == isRange }) {
                integerTypeOf[index] = existing.name
                continue
            }
            let name = SwiftNames.unique([""], reserved: taken) { _ in Self.integerTypeName(values, isRange: isRange) }[
                0]
            taken.insert(name)
            integerTypes.append((name, values, isRange))
            integerTypeOf[index] = name
        }
        self.integerTypes = integerTypes
        var answerTypes: [String] = []
        for (index, question) in model.questions.enumerated() {
            if let integer = integerTypeOf[index] {
                answerTypes.append(integer)
            } else {
                let name = SwiftNames.unique([question.id], reserved: taken, name: SwiftNames.upperCamel)[0]
                taken.insert(name)
                answerTypes.append(name)
            }
        }
        self.answerTypes = answerTypes
    }

    /// `Scale1To5` (consecutive values), `Scale1Or3Or5` (others), `Range0To10`; a negative
    /// bound is written `Minus2`.
    package static func integerTypeName(_ values: [Int], isRange: Bool) -> String {
        let spell = { (value: Int) in value < 0 ? "Minus\(-value)" : "\(value)" }
        let prefix = isRange ? "Range" : "Scale"
        guard let first = values.first, let last = values.last else { return prefix + "Value" }
        if isRange || values == Array(first...max(first, last)) { return prefix + spell(first) + "To" + spell(last) }
        return prefix + values.map(spell).joined(separator: "Or")
    }
}
