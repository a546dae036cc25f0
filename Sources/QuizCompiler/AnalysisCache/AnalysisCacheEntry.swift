import BigInt
@_spi(Tools) import QuizRuntime

/// One analysis cache entry on disk: a self-describing JSON object
///
///     {"format": "quizc-analysis-cache/2", "quizc": "0.1.0", "key": "<hex>",
///      "settings": {"max_states": 250000, "find_ties": true}, "quiz": "<hex>",
///      "analysis": {...}, "mac": "<hex>"}
///
/// `analysis` holds every field of `OutcomeAnalysis` (counts as decimal strings, since
/// they may not fit a double); `mac` is the HMAC-SHA-256 of the rest under this user's
/// `CacheSigningKey` (`CacheEntrySignature`), so only this user's quizc can write an entry
/// that is used. An entry is used only when every header field matches what is looked for,
/// the MAC holds, the analysis fits the quiz (`validate`) and every witness it holds gives,
/// scored again by the runtime, what it claims (`CachedWitnessCheck`); anything else is
/// treated as no entry.
enum AnalysisCacheEntry {
    /// The entry format; a new layout is a new number (and, being part of the key, a new file).
    static let format = "quizc-analysis-cache/2"

    /// The entry's bytes (compact JSON and a final newline).
    static func encode(_ analysis: OutcomeAnalysis, key: AnalysisCacheKey, signingKey: CacheSigningKey)
        -> [UInt8]
    {
        CacheEntrySignature.signed(
            [
                ("format", .string(format)),
                ("quizc", .string(key.quizcBuild)),
                ("key", .string(key.digest)),
                ("settings", key.settingsValue),
                ("quiz", .string(key.quizHash)),
                ("analysis", value(of: analysis)),
            ], with: signingKey)
    }

    /// Why an entry was not used.
    struct Rejection: Error, Equatable, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The analysis an entry holds, when the entry is for `key`, signed with `signingKey`,
    /// and fits `bundle`.
    static func decode(
        _ bytes: [UInt8], key: AnalysisCacheKey, bundle: QuizBundle,
        signingKey: CacheSigningKey
    ) -> Result<OutcomeAnalysis, Rejection> {
        do {
            let root: JSONValue
            do { root = try JSONParser().parse(bytes) } catch { throw Rejection("not JSON: \(error)") }
            let entry = try CacheEntryFields(root, "entry")
            guard try entry.string("format") == format else { throw Rejection("another entry format") }
            guard try entry.string("quizc") == key.quizcBuild else { throw Rejection("written by another quizc build") }
            guard try entry.string("key") == key.digest, try entry.string("quiz") == key.quizHash,
                try entry.value("settings") == key.settingsValue
            else { throw Rejection("an entry for another key") }
            try CacheEntrySignature.verify(root, with: signingKey)
            let analysis = try analysisValue(entry.value("analysis"))
            try validate(analysis, against: bundle)
            try CachedWitnessCheck.check(analysis, against: bundle)
            return .success(analysis)
        } catch let rejection as Rejection {
            return .failure(rejection)
        } catch {
            return .failure(Rejection("\(error)"))
        }
    }

    // MARK: Writing

    static func value(of analysis: OutcomeAnalysis) -> JSONValue {
        .object([
            (
                "outcomes",
                .array(
                    analysis.outcomes.map { outcome in
                        .object([
                            ("code", .string(outcome.code)),
                            ("reachable", .bool(outcome.reachable)),
                            ("count", outcome.count.map { .string(String($0)) } ?? .null),
                            ("witness", outcome.witness.map(value(of:)) ?? .null),
                        ])
                    })
            ),
            ("total", analysis.total.map { .string(String($0)) } ?? .null),
            (
                "ties",
                .array(
                    analysis.ties.map { tie in
                        .object([
                            ("axis", tie.axis.map(JSONValue.integer) ?? .null), ("witness", value(of: tie.witness)),
                        ])
                    })
            ),
            ("limitation", analysis.limitation.map(JSONValue.string) ?? .null),
            ("probability_limitation", analysis.probabilityLimitation.map(JSONValue.string) ?? .null),
            (
                "draws",
                .array(
                    analysis.draws.map { draw in
                        .object([
                            ("picks", .array(draw.picks.map { .array($0.map(JSONValue.integer)) })),
                            ("reachable", draw.reachable.map { .array($0.map(JSONValue.bool)) } ?? .null),
                        ])
                    })
            ),
        ])
    }

    /// A witness as `[{"key": k, "integer": 3}, {"key": k, "number": "0.5"}, {"key": k,
    /// "option": id}, {"key": k, "options": [id, ...]}]`, in the witness's order.
    static func value(of witness: OutcomeAnalysis.Witness) -> JSONValue {
        .array(
            witness.map { entry in
                let answer: (String, JSONValue)
                switch entry.answer {
                case .integer(let value): answer = ("integer", .integer(value))
                case .number(let literal): answer = ("number", .string(literal))
                case .option(let id): answer = ("option", .string(id))
                case .options(let ids): answer = ("options", .array(ids.map(JSONValue.string)))
                }
                return .object([("key", .string(entry.key)), answer])
            })
    }

    // MARK: Reading

    /// A count written by `String(BigUInt)`: decimal digits, no sign, no leading zero.
    static func count(_ text: String, _ name: String) throws(Rejection) -> BigUInt {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            text == "0" || !text.hasPrefix("0"), let value = BigUInt(text, radix: 10)
        else {
            throw Rejection("\(name) is not a count")
        }
        return value
    }

    static func analysisValue(_ value: JSONValue) throws(Rejection) -> OutcomeAnalysis {
        let fields = try CacheEntryFields(value, "analysis")
        var outcomes: [OutcomeAnalysis.OutcomeResult] = []
        for item in try fields.array("outcomes") {
            let outcome = try CacheEntryFields(item, "outcome")
            let witness: OutcomeAnalysis.Witness?
            if case .null = try outcome.value("witness") {
                witness = nil
            } else {
                witness = try self.witness(outcome.value("witness"))
            }
            outcomes.append(
                OutcomeAnalysis.OutcomeResult(
                    code: try outcome.string("code"), reachable: try outcome.bool("reachable"),
                    count: try outcome.count("count"), witness: witness))
        }
        var ties: [OutcomeAnalysis.Tie] = []
        for item in try fields.array("ties") {
            let tie = try CacheEntryFields(item, "tie")
            let axisValue = try tie.value("axis")
            let axis: Int?
            if case .null = axisValue { axis = nil } else { axis = try CacheEntryFields.integer(axisValue, "tie.axis") }
            ties.append(OutcomeAnalysis.Tie(axis: axis, witness: try witness(tie.value("witness"))))
        }
        var draws: [OutcomeAnalysis.DrawReach] = []
        for item in try fields.array("draws") {
            let draw = try CacheEntryFields(item, "draw")
            var picks: [[Int]] = []
            for pool in try draw.array("picks") {
                guard case .array(let members) = pool else { throw Rejection("draw.picks holds a non-array") }
                var indices: [Int] = []
                for member in members { indices.append(try CacheEntryFields.integer(member, "draw.picks")) }
                picks.append(indices)
            }
            let reachable: [Bool]?
            switch try draw.value("reachable") {
            case .null: reachable = nil
            case .array(let flags):
                var values: [Bool] = []
                for flag in flags {
                    guard case .bool(let value) = flag else { throw Rejection("draw.reachable holds a non-boolean") }
                    values.append(value)
                }
                reachable = values
            default: throw Rejection("draw.reachable is not an array or null")
            }
            draws.append(OutcomeAnalysis.DrawReach(picks: picks, reachable: reachable))
        }
        return OutcomeAnalysis(
            outcomes: outcomes, total: try fields.count("total"), ties: ties,
            limitation: try fields.optionalString("limitation"),
            probabilityLimitation: try fields.optionalString("probability_limitation"), draws: draws)
    }

    private static func witness(_ value: JSONValue) throws(Rejection) -> OutcomeAnalysis.Witness {
        guard case .array(let items) = value else { throw Rejection("a witness is not an array") }
        var witness: OutcomeAnalysis.Witness = []
        for item in items {
            guard case .object(let members) = item, members.count == 2 else {
                throw Rejection("a witness entry is not a key and an answer")
            }
            let fields = try CacheEntryFields(item, "witness entry")
            let key = try fields.string("key")
            guard let (kind, answerValue) = members.first(where: { $0.0 != "key" }) else {
                throw Rejection("a witness entry has no answer")
            }
            let answer: QuizAnswer
            switch (kind, answerValue) {
            case ("integer", let value): answer = .integer(try CacheEntryFields.integer(value, "witness integer"))
            case ("number", .string(let literal)): answer = .number(literal)
            case ("option", .string(let id)): answer = .option(id)
            case ("options", .array(let ids)):
                var list: [String] = []
                for id in ids {
                    guard case .string(let text) = id else { throw Rejection("witness options hold a non-string") }
                    list.append(text)
                }
                answer = .options(list)
            default: throw Rejection("a witness answer of an unknown kind")
            }
            witness.append((key, answer))
        }
        return witness
    }

    // MARK: Checking against the quiz

    /// Throws unless `analysis` could be `bundle`'s: its outcome codes are the codes the
    /// scoring rule forms (in that order, when they can be listed), every witness answers
    /// questions of the quiz, by wire key in question order, with options and values they
    /// have, tie axes exist, draws pick questions of the quiz pool by pool with one flag
    /// per outcome, and counts are consistent with the total.
    static func validate(_ analysis: OutcomeAnalysis, against bundle: QuizBundle) throws(Rejection) {
        let codes = analysis.outcomes.map(\.code)
        if let formable = OutcomeCodes.formable(bundle.scoring.rule) {
            guard codes.count == formable.count, zip(codes, formable).allSatisfy({ $0.isExactly($1) }) else {
                throw Rejection("outcome codes differ from the quiz's")
            }
        }
        guard Set(codes.map(ExactString.init)).count == codes.count else {
            throw Rejection("an outcome code is repeated")
        }
        let questionIndex = Dictionary(
            bundle.questions.enumerated().map { (ExactString($1.key), $0) }, uniquingKeysWith: { a, _ in a })
        func check(_ witness: OutcomeAnalysis.Witness) throws(Rejection) {
            var previous = -1
            for (key, answer) in witness {
                guard let index = questionIndex[ExactString(key)], index > previous else {
                    throw Rejection("a witness names `\(key)`, not a question of the quiz in order")
                }
                previous = index
                let question = bundle.questions[index]
                let ids = Set(question.options.compactMap { $0.id.map(ExactString.init) })
                let valid: Bool
                switch (question.type, answer) {
                case (.scale, .integer(let value)): valid = question.options.contains { $0.value == value }
                case (.single, .option(let id)), (.range, .option(let id)): valid = ids.contains(ExactString(id))
                case (.multiple, .options(let list)):
                    valid =
                        list.allSatisfy { ids.contains(ExactString($0)) }
                        && Set(list.map(ExactString.init)).count == list.count
                case (.range, .integer), (.range, .number): valid = true
                default: valid = false
                }
                guard valid else { throw Rejection("a witness answer does not fit question `\(key)`") }
            }
        }
        for outcome in analysis.outcomes {
            if let witness = outcome.witness { try check(witness) }
            if !outcome.reachable, outcome.witness != nil { throw Rejection("an unreachable outcome has a witness") }
        }
        let axes: Int
        if case .axes(let list) = bundle.scoring.rule { axes = list.count } else { axes = 0 }
        for tie in analysis.ties {
            if let axis = tie.axis, !(0..<axes).contains(axis) { throw Rejection("a tie names an axis the quiz lacks") }
            if tie.axis == nil, axes > 0 { throw Rejection("a tie without an axis in an axes quiz") }
            try check(tie.witness)
        }
        let pools = DrawRule(bundle).pools.count
        for draw in analysis.draws {
            guard draw.picks.count == pools,
                draw.picks.allSatisfy({ $0.allSatisfy { bundle.questions.indices.contains($0) } })
            else {
                throw Rejection("a draw picks questions the quiz lacks")
            }
            if let reachable = draw.reachable, reachable.count != analysis.outcomes.count {
                throw Rejection("a draw's reachability does not list every outcome")
            }
        }
        if let total = analysis.total {
            var sum: BigUInt = 0
            for count in analysis.outcomes.compactMap(\.count) {
                sum += count
                guard sum <= total else { throw Rejection("outcome counts exceed the total") }
            }
        }
    }
}

extension CacheEntryFields {
    /// A count member (`String(BigUInt)`), or `nil` for null.
    func count(_ field: String) throws(AnalysisCacheEntry.Rejection) -> BigUInt? {
        guard let text = try optionalString(field) else { return nil }
        return try AnalysisCacheEntry.count(text, "\(name).\(field)")
    }
}
