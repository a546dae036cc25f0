/// Why a bundle cannot be used.
public struct BundleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem, stable across runtimes and versions (docs/runtime.md).
    public enum Code: String, Sendable, CaseIterable {
        /// The text is not JSON.
        case notJSON = "not-json"
        /// The `format` member names a format this runtime does not read.
        case unsupportedFormat = "unsupported-format"
        /// Any other problem with the bundle's members.
        case invalidBundle = "invalid-bundle"
        /// `hash` is missing, not a string, or not the hash of the content.
        case hashMismatch = "hash-mismatch"
    }

    /// The kind of problem.
    public var code: Code
    /// Where in the bundle (a JSON-pointer-like path such as `/questions/3/options`).
    public var path: String
    /// What is wrong and what was expected.
    public var message: String
    /// `path: message`, or the message alone at the bundle's top.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// An error of `code` at `path` (empty for the whole bundle).
    public init(code: Code = .invalidBundle, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }
}

extension QuizBundle {
    /// Largest weight magnitude a bundle may hold (docs/bundle-format.md).
    public static let maxWeight = 1_000_000
    /// Largest magnitude of initial scores, scale values and range bounds.
    public static let maxMagnitude = 1_000_000_000_000
    /// Most questions and options a bundle may hold; with the bounds above no total can overflow.
    public static let maxItems = 1_000_000

    /// Reads a bundle from its JSON bytes, checking `format` and every invariant the scorer
    /// relies on, so that scoring a decoded bundle cannot trap.
    /// Does not verify the bundle's `hash`: `init(jsonBytes:verifyHash:)` does.
    public init(jsonBytes: [UInt8]) throws(BundleError) {
        try self.init(json: try QuizBundle.parseBundleJSON(jsonBytes))
    }

    /// Reads a bundle from parsed JSON.
    public init(json: JSONValue) throws(BundleError) {
        let root = try Fields(json, "")
        let format = try root.string("format")
        guard format == QuizBundle.format else {
            throw BundleError(
                code: .unsupportedFormat, path: "/format",
                message: "format is \"\(format)\"; this runtime reads \"\(QuizBundle.format)\"")
        }
        let traits = try root.array("traits").enumerated().map { index, item throws(BundleError) in
            try Fields.string(item, "/traits/\(index)")
        }
        let known = Set(traits.map(ExactString.init))
        guard known.count == traits.count, !traits.isEmpty else {
            throw BundleError(path: "/traits", message: "traits must be non-empty and distinct")
        }
        func amounts(_ value: JSONValue, _ path: String, bound: Int) throws(BundleError) -> [TraitAmount] {
            guard case .object(let members) = value else {
                throw BundleError(path: path, message: "expected an object")
            }
            var result: [TraitAmount] = []
            for (trait, amount) in members {
                guard known.contains(ExactString(trait)) else {
                    throw BundleError(path: path, message: "unknown trait \"\(trait)\"")
                }
                let number = try Fields.integer(amount, "\(path)/\(trait)")
                guard abs(number) <= bound else {
                    throw BundleError(path: "\(path)/\(trait)", message: "magnitude above \(bound)")
                }
                if number != 0 { result.append(TraitAmount(trait: trait, amount: number)) }
            }
            return result
        }
        let scoringFields = try Fields(try root.value("scoring"), "/scoring")
        let weightDigits = try QuizBundle.decodeWeightDigits(scoringFields)
        var weightBound = QuizBundle.maxWeight
        for _ in 0..<weightDigits { weightBound *= 10 }
        let derived = try QuizBundle.decodeDerived(scoringFields, traits: known)
        let scoreNames = known.union(derived.map { ExactString($0.id) })
        let initial = try amounts(
            try scoringFields.value("initial"), "/scoring/initial", bound: QuizBundle.maxMagnitude)
        let rule: QuizBundle.Scoring.Rule
        let model = try scoringFields.string("model")
        switch model {
        case "axes":
            var axes: [QuizBundle.Scoring.Axis] = []
            var poles: Set<ExactString> = []
            for (index, item) in try scoringFields.array("axes").enumerated() {
                let axis = try Fields(item, "/scoring/axes/\(index)")
                let pair = try axis.array("poles")
                guard pair.count == 2 else { throw BundleError(path: axis.path, message: "an axis has two poles") }
                let a = try Fields.string(pair[0], axis.path + "/poles/0"),
                    b = try Fields.string(pair[1], axis.path + "/poles/1")
                guard known.contains(ExactString(a)), known.contains(ExactString(b)),
                    poles.insert(ExactString(a)).inserted,
                    poles.insert(ExactString(b)).inserted
                else { throw BundleError(path: axis.path, message: "poles must be distinct declared traits") }
                axes.append(QuizBundle.Scoring.Axis(poles: (a, b), tie: try axis.string("tie")))
            }
            guard !axes.isEmpty else { throw BundleError(path: "/scoring/axes", message: "no axes") }
            rule = .axes(axes)
        case "highest":
            let ties = try scoringFields.array("ties").enumerated().map { index, item throws(BundleError) in
                try Fields.string(item, "/scoring/ties/\(index)")
            }
            guard Set(ties.map(ExactString.init)) == known, ties.count == traits.count else {
                throw BundleError(path: "/scoring/ties", message: "ties must list every trait once")
            }
            rule = .highest(ties: ties, secondary: try scoringFields.bool("secondary"))
        case "bands":
            let trait = try scoringFields.string("trait")
            guard known.contains(ExactString(trait)) else {
                throw BundleError(path: "/scoring/trait", message: "unknown trait")
            }
            var bands: [QuizBundle.Scoring.Band] = []
            let items = try scoringFields.array("bands")
            for (index, item) in items.enumerated() {
                let band = try Fields(item, "/scoring/bands/\(index)")
                let max = try band.optionalInteger("max")
                guard (max == nil) == (index == items.count - 1) else {
                    throw BundleError(path: band.path, message: "only the last band has no max")
                }
                if let max, let previous = bands.last?.max, max <= previous {
                    throw BundleError(path: band.path, message: "max values must increase")
                }
                bands.append(QuizBundle.Scoring.Band(outcome: try band.string("outcome"), max: max))
            }
            guard !bands.isEmpty else { throw BundleError(path: "/scoring/bands", message: "no bands") }
            rule = .bands(trait: trait, bands: bands)
        case "profile":
            rule = .profile(
                results: try QuizBundle.decodeResults(scoringFields, scores: scoreNames),
                nearest: try QuizBundle.decodeNearest(scoringFields, scores: scoreNames))
        case let other:
            throw BundleError(path: "/scoring/model", message: "unknown model \"\(other)\"")
        }
        let scoring = QuizBundle.Scoring(
            initial: initial, rule: rule, weightDigits: weightDigits, derived: derived,
            axisPercentDigits: try QuizBundle.decodePercentDigits(scoringFields, model: model))
        let presentationFields = try Fields(try root.value("presentation"), "/presentation")
        var draws: [QuizBundle.Presentation.Draw] = []
        let drawItems = try presentationFields.array("draw")
        for (index, item) in drawItems.enumerated() {
            let draw = try Fields(item, "/presentation/draw/\(index)")
            let count = try draw.integer("count")
            guard count >= 1 else { throw BundleError(path: draw.path, message: "count must be at least 1") }
            let pool = try draw.optionalString("pool")
            // Either one draw of every question, or draws of distinct named pools: so each
            // question is in at most one pool, and scoring and presentation agree.
            if pool == nil
                ? drawItems.count > 1
                : draws.contains(where: { $0.pool == nil || $0.pool?.isExactly(pool ?? "") == true })
            {
                throw BundleError(
                    path: draw.path, message: "a draw without a pool must be the only draw, and pools must be distinct")
            }
            draws.append(QuizBundle.Presentation.Draw(pool: pool, count: count))
        }
        let presentation = QuizBundle.Presentation(
            pageSize: try presentationFields.integer("page_size"),
            shuffleQuestions: try presentationFields.bool("shuffle_questions"),
            shuffleOptions: try presentationFields.bool("shuffle_options"),
            timeLimit: try presentationFields.optionalInteger("time_limit"),
            draw: draws)
        let questionItems = try root.array("questions")
        guard !questionItems.isEmpty, questionItems.count <= QuizBundle.maxItems else {
            throw BundleError(path: "/questions", message: "between 1 and \(QuizBundle.maxItems) questions")
        }
        var questions: [QuizBundle.Question] = []
        var earlierIDs: [ExactString: Int] = [:]
        var optionTotal = 0
        for (index, item) in questionItems.enumerated() {
            let path = "/questions/\(index)"
            let fields = try Fields(item, path)
            let typeName = try fields.string("type")
            guard let type = QuizBundle.QuestionType(rawValue: typeName) else {
                throw BundleError(path: path + "/type", message: "unknown type \"\(typeName)\"")
            }
            var options: [QuizBundle.Option] = []
            for (optionIndex, optionItem) in try fields.array("options").enumerated() {
                let optionPath = "\(path)/options/\(optionIndex)"
                let option = try Fields(optionItem, optionPath)
                let value = type == .scale ? try option.integer("value") : nil
                let id = type == .scale ? nil : try option.string("id")
                if let value, abs(value) > QuizBundle.maxMagnitude {
                    throw BundleError(path: optionPath, message: "value out of range")
                }
                options.append(
                    QuizBundle.Option(
                        id: id, value: value, label: try option.string("label"),
                        weights: try amounts(
                            try option.value("weights"), optionPath + "/weights", bound: weightBound),
                        pin: try option.bool("pin")))
            }
            optionTotal += options.count
            guard optionTotal <= QuizBundle.maxItems else {
                throw BundleError(path: path, message: "more than \(QuizBundle.maxItems) options in all")
            }
            let minimum = try fields.optionalInteger("min"), maximum = try fields.optionalInteger("max")
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
                guard let minimum, let maximum, minimum >= 0, minimum <= maximum, maximum >= 1, maximum <= options.count
                else {
                    throw BundleError(path: path, message: "multiple needs 0 ≤ min ≤ max ≤ options and max ≥ 1")
                }
            case .range:
                guard let minimum, let maximum, minimum < maximum, abs(minimum) <= QuizBundle.maxMagnitude,
                    abs(maximum) <= QuizBundle.maxMagnitude, options.count >= 2
                else {
                    throw BundleError(
                        path: path, message: "range needs min < max within ±10^12 and two or more anchors")
                }
            }
            if type != .scale {
                guard Set(options.compactMap { $0.id.map(ExactString.init) }).count == options.count else {
                    throw BundleError(path: path + "/options", message: "option ids must be distinct")
                }
            }
            var question = QuizBundle.Question(
                id: try fields.string("id"), key: try fields.string("key"), text: try fields.string("text"),
                type: type,
                required: try fields.bool("required"), shuffle: try fields.bool("shuffle"),
                pin: try fields.bool("pin"),
                pool: try fields.optionalString("pool"), min: minimum, max: maximum, options: options)
            // Last of a question's members: a condition reads the questions before this one.
            question.condition = try QuizBundle.decodeWhen(
                fields, index: index, earlier: questions, ids: earlierIDs, drawn: !draws.isEmpty)
            if earlierIDs[ExactString(question.id)] == nil { earlierIDs[ExactString(question.id)] = index }
            questions.append(question)
        }
        guard Set(questions.map { ExactString($0.key) }).count == questions.count else {
            throw BundleError(path: "/questions", message: "wire keys must be distinct")
        }
        guard case .object(let outcomeMembers) = try root.value("outcomes") else {
            throw BundleError(path: "/outcomes", message: "expected an object")
        }
        var outcomes: [QuizBundle.Outcome] = []
        for (code, item) in outcomeMembers {
            let outcome = try Fields(item, "/outcomes/\(code)")
            outcomes.append(
                QuizBundle.Outcome(
                    code: code, title: try outcome.string("title"), description: try outcome.string("description"),
                    recommendations: try outcome.array("recommendations").map { item throws(BundleError) in
                        try Fields.string(item, outcome.path)
                    }))
        }
        if case .profile(_, let nearest) = rule {
            try QuizBundle.checkProfileOutcomes(nearest, codes: outcomes.map(\.code))
        }
        var examples: [QuizBundle.Example] = []
        for (index, item) in try root.array("examples").enumerated() {
            let example = try Fields(item, "/examples/\(index)")
            guard case .object(let answerMembers) = try example.value("answers") else {
                throw BundleError(path: example.path, message: "answers must be an object")
            }
            var answers: [(key: String, answer: QuizAnswer)] = []
            for (key, answer) in answerMembers {
                switch answer {
                case .string(let id): answers.append((key, .option(id)))
                case .number(let literal):
                    // An integer as such; any other number (a range answer such as 0.5) in its
                    // canonical form, which a double must carry exactly.
                    if let number = try? Fields.integer(answer, example.path) {
                        answers.append((key, .integer(number)))
                    } else if let canonical = JSONNumber.canonicalLiteral(literal) {
                        answers.append((key, Int(canonical).map(QuizAnswer.integer) ?? .number(canonical)))
                    } else {
                        throw BundleError(
                            path: example.path + "/answers/\(key)",
                            message:
                                "the number \(literal) is not one a binary double holds exactly in its shortest form; write the number in the shortest form that reads back as the same double"
                        )
                    }
                case .array(let items):
                    answers.append(
                        (
                            key,
                            .options(
                                try items.map { item throws(BundleError) in try Fields.string(item, example.path) })
                        ))
                default:
                    throw BundleError(
                        path: example.path + "/answers/\(key)",
                        message: "an answer is a number, a string or a list of strings")
                }
            }
            let scores = try example.optionalValue("expect_scores").map { value throws(BundleError) in
                try amountsAllowingZero(value, example.path + "/expect_scores", known: known)
            }
            // `"expect_secondary": null` asserts that there is no runner-up; absent, it is not checked.
            let noSecondary = example.optionalValue("expect_secondary") == .null
            let name = try example.optionalString("name")
            var expect: String?
            if case .profile(_, nil) = rule {
                if example.optionalValue("expect") != nil {
                    throw BundleError(
                        path: example.path + "/expect", message: "a profile without nearest has no outcome to expect")
                }
            } else {
                expect = try example.string("expect")
            }
            let expectSecondary = try example.optionalString("expect_secondary")
            let expectations = try QuizBundle.decodeExpectations(example, scoring: scoring)
            examples.append(
                QuizBundle.Example(
                    name: name, answers: answers, expect: expect, expectSecondary: expectSecondary,
                    expectsNoSecondary: noSecondary, expectScores: scores, expectResults: expectations.results,
                    expectValues: expectations.values))
        }
        let quiz = try root.string("quiz"), version = try root.string("version"), title = try root.string("title")
        let description = try root.optionalString("description")
        let locales = try QuizBundle.decodeLocales(
            root, title: title, description: description, questions: questions, outcomes: outcomes,
            results: scoring.profileResults)
        self.init(
            quiz: quiz, version: version, title: title, description: description, sourceLocale: locales.sourceLocale,
            sourceDirection: locales.sourceDirection, traits: traits,
            scoring: scoring,
            presentation: presentation, questions: questions, outcomes: outcomes, examples: examples,
            translations: locales.translations)
    }
}

private func amountsAllowingZero(_ value: JSONValue, _ path: String, known: Set<ExactString>) throws(BundleError)
    -> [TraitAmount]
{
    guard case .object(let members) = value else { throw BundleError(path: path, message: "expected an object") }
    var result: [TraitAmount] = []
    for (trait, amount) in members {
        guard known.contains(ExactString(trait)) else {
            throw BundleError(path: path, message: "unknown trait \"\(trait)\"")
        }
        result.append(TraitAmount(trait: trait, amount: try Fields.integer(amount, path)))
    }
    return result
}

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
