import BigInt
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Every scoring model × question type × feature of the language at 1 and 10 questions, and
/// every model × type at 55, 56, 70 and 120 (docs/analysis.md, "Which figures are exact"):
/// every figure `quizc stats
/// --format json` gives — an outcome's, a band's, a question's chance of being shown — is a
/// probability or says why it is not (`*_limitation`), never a silent gap; and where every
/// answer set can be scored (the answer sets of every draw, or the complete virtual answer
/// sets of a branching quiz), each equals the runtime scorer's count over all of them.
@Suite("Every model × type × feature: no figure missing without a reason")
struct AnalysisCombinationTests {
    static let sizes = [1, 10, 55, 56, 70, 120]
    /// The most answer sets scored one by one for the reference.
    static let bruteForceLimit = 60_000

    /// The matrix covers every model, question type and derived kind of the language.
    @Test func theMatrixCoversTheLanguage() {
        #expect(Set(Vocabulary.kinds(.scoringModels).map(\.name)) == Set(CombinationQuiz.models))
        #expect(Set(Vocabulary.kinds(.questionTypes).map(\.name)) == Set(CombinationQuiz.types))
        for kind in Vocabulary.kinds(.derivedKinds) {
            #expect(CombinationQuiz.features(of: "profile").contains(.derived(kind.name)), "\(kind.name)")
        }
    }

    /// Every feature at the sizes brute force reaches (1 and 10 questions).
    @Test(arguments: CombinationQuiz.models, CombinationQuiz.types)
    func everyFigureIsGivenOrSaysWhy(model: String, type: String) throws {
        for feature in CombinationQuiz.features(of: model) {
            for size in Self.sizes.prefix(2) {
                try check(CombinationQuiz(model: model, type: type, feature: feature, size: size))
            }
        }
    }

    /// Every model and type without a feature at 55 to 120 questions: past 2^128 answer sets.
    @Test(arguments: CombinationQuiz.models, CombinationQuiz.types)
    func largeQuizzesGiveEveryFigureOrSayWhy(model: String, type: String) throws {
        for size in Self.sizes.dropFirst(2) {
            try check(CombinationQuiz(model: model, type: type, feature: .plain, size: size))
        }
    }

    /// Compiles `quiz` (with bands from a first analysis of its score's range, for a
    /// profile), then checks every figure of its report.
    func check(_ quiz: CombinationQuiz) throws {
        var file = compile(quiz.source())
        if quiz.model == "profile", let range = Self.scoreRange(file) {
            file = compile(quiz.source(range: range))
        }
        let errors = file.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(quiz): \(errors.map { "\($0.code.rawValue): \($0.message)" })")
        let analyzed = try #require(file.analyzed, "\(quiz): not analysed")
        let report = StatsReport(analyzed).jsonValue
        for gap in Self.gaps(report, path: "") { Issue.record("\(quiz): \(gap)") }
        guard let reference = CombinationReference(analyzed.resolved.bundle, limit: Self.bruteForceLimit)
        else { return }
        for (figure, expected) in reference.figures {
            let given = Self.exact(report, figure)
            #expect(
                given.map(Self.fraction) == expected, "\(quiz): \(figure) is \(given ?? "missing"), scored \(expected)")
        }
    }

    /// Every place in a report where a probability is `null` with no limitation beside it.
    static func gaps(_ value: JSONValue, path: String) -> [String] {
        switch value {
        case .object(let members):
            var found: [String] = []
            for (key, member) in members {
                if (key == "probability" || key == "shown"), member == .null,
                    !members.contains(where: { $0.0 == "\(key == "shown" ? "shown" : "probability")_limitation" })
                {
                    found.append("\(path).\(key) is null with no reason")
                }
                found += gaps(member, path: "\(path).\(key)")
            }
            return found
        case .array(let items):
            return items.enumerated().flatMap { gaps($0.element, path: "\(path)[\($0.offset)]") }
        default:
            return []
        }
    }

    /// The exact fraction the report gives for `figure` (`outcome X`, `band R/B`).
    static func exact(_ report: JSONValue, _ figure: CombinationReference.Figure) -> String? {
        let entries: JSONValue?
        let key: String
        let id: String
        switch figure {
        case .outcome(let code): (entries, key, id) = (report["outcomes"], "code", code)
        case .band(let result, let band):
            guard case .array(let results)? = report["results"],
                let match = results.first(where: { $0["id"] == .string(result) })
            else { return nil }
            (entries, key, id) = (match["bands"], "band", band)
        }
        guard case .array(let items)? = entries, let item = items.first(where: { $0[key] == .string(id) }),
            case .string(let fraction)? = item["probability_exact"] ?? item["probability"]
        else { return nil }
        return fraction
    }

    /// `n/d` or `n` as a fraction in lowest terms.
    static func fraction(_ text: String) -> CombinationReference.Fraction? {
        let parts = text.split(separator: "/").map { BigUInt(String($0)) }
        guard let numerator = parts.first ?? nil else { return nil }
        let denominator = parts.count == 2 ? parts[1] : 1
        return denominator.map { CombinationReference.Fraction(numerator, $0) }
    }

    /// The lowest and highest value of the profile's result score, as the report gives them.
    static func scoreRange(_ file: CompiledFile) -> (low: String, high: String)? {
        guard let analyzed = file.analyzed, case .array(let results)? = StatsReport(analyzed).jsonValue["results"],
            case .string(let low)? = results.first?["lowest"], case .string(let high)? = results.first?["highest"]
        else { return nil }
        return (low, high)
    }
}
