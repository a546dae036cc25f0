/// Reading `questions`: each question's type, options and their shape, then its `when`
/// (`BundleConditionDecoding`), in order (docs/bundle-format.md).
extension QuizBundle {
    /// `questions`: 1 to `maxItems` of them, at most `maxItems` options in all, distinct wire keys.
    static func decodeQuestions(_ root: Fields, known: Set<ExactString>, weightDigits: Int, drawn: Bool)
        throws(BundleError) -> [Question]
    {
        let items = try root.array("questions")
        guard !items.isEmpty, items.count <= maxItems else {
            throw BundleError(path: "/questions", message: "between 1 and \(maxItems) questions")
        }
        var weightBound = maxWeight
        for _ in 0..<weightDigits { weightBound *= 10 }
        var questions: [Question] = []
        var earlierIDs: [ExactString: Int] = [:]
        var optionTotal = 0
        for (index, item) in items.enumerated() {
            let fields = try Fields(item, "/questions/\(index)")
            var question = try decodeQuestion(fields, known: known, weightBound: weightBound, optionTotal: &optionTotal)
            // Last of a question's members: a condition reads the questions before this one.
            question.condition = try decodeWhen(
                fields, index: index, earlier: questions, ids: earlierIDs, drawn: drawn)
            if earlierIDs[ExactString(question.id)] == nil { earlierIDs[ExactString(question.id)] = index }
            questions.append(question)
        }
        guard Set(questions.map { ExactString($0.key) }).count == questions.count else {
            throw BundleError(path: "/questions", message: "wire keys must be distinct")
        }
        return questions
    }

    /// One question without its `when`; `optionTotal` counts the options of every question so far.
    private static func decodeQuestion(
        _ fields: Fields, known: Set<ExactString>, weightBound: Int, optionTotal: inout Int
    ) throws(BundleError) -> Question {
        let path = fields.path
        let typeName = try fields.string("type")
        guard let type = QuestionType(rawValue: typeName) else {
            throw BundleError(path: path + "/type", message: "unknown type \"\(typeName)\"")
        }
        let options = try decodeOptions(fields, type: type, known: known, weightBound: weightBound)
        optionTotal += options.count
        guard optionTotal <= maxItems else {
            throw BundleError(path: path, message: "more than \(maxItems) options in all")
        }
        let minimum = try fields.optionalInteger("min"), maximum = try fields.optionalInteger("max")
        try checkShape(type, options: options, min: minimum, max: maximum, path: path)
        return Question(
            id: try fields.string("id"), key: try fields.string("key"), text: try fields.string("text"),
            type: type,
            required: try fields.bool("required"), shuffle: try fields.bool("shuffle"),
            pin: try fields.bool("pin"),
            pool: try fields.optionalString("pool"), min: minimum, max: maximum, options: options)
    }

    /// A question's `options`: a scale's values, other types' ids, each with label, weights and pin.
    private static func decodeOptions(_ fields: Fields, type: QuestionType, known: Set<ExactString>, weightBound: Int)
        throws(BundleError) -> [Option]
    {
        try fields.array("options").enumerated().map { optionIndex, optionItem throws(BundleError) in
            let optionPath = "\(fields.path)/options/\(optionIndex)"
            let option = try Fields(optionItem, optionPath)
            let value = type == .scale ? try option.integer("value") : nil
            let id = type == .scale ? nil : try option.string("id")
            if let value, abs(value) > maxMagnitude {
                throw BundleError(path: optionPath, message: "value out of range")
            }
            return Option(
                id: id, value: value, label: try option.string("label"),
                weights: try Fields.amounts(
                    try option.value("weights"), optionPath + "/weights", known: known, bound: weightBound),
                pin: try option.bool("pin"))
        }
    }

    /// What each type asks of its options and `min`/`max`; ids distinct except on a scale.
    private static func checkShape(_ type: QuestionType, options: [Option], min: Int?, max: Int?, path: String)
        throws(BundleError)
    {
        switch type {
        case .scale:
            guard options.count >= 2,
                zip(options, options.dropFirst()).allSatisfy({ ($0.value ?? 0) < ($1.value ?? 0) })
            else {
                throw BundleError(path: path, message: "a scale needs two or more strictly increasing values")
            }
        case .single:
            guard !options.isEmpty else { throw BundleError(path: path, message: "no options") }
        case .multiple:
            guard let min, let max, min >= 0, min <= max, max >= 1, max <= options.count else {
                throw BundleError(path: path, message: "multiple needs 0 ≤ min ≤ max ≤ options and max ≥ 1")
            }
        case .range:
            guard let min, let max, min < max, abs(min) <= maxMagnitude, abs(max) <= maxMagnitude, options.count >= 2
            else {
                throw BundleError(path: path, message: "range needs min < max within ±10^12 and two or more anchors")
            }
        }
        if type != .scale {
            guard Set(options.compactMap { $0.id.map(ExactString.init) }).count == options.count else {
                throw BundleError(path: path + "/options", message: "option ids must be distinct")
            }
        }
    }
}
