/// Writes a `QuizBundle` as the JSON of `quiz-bundle/1` and computes its hash.
extension QuizBundle {
    /// The bundle as JSON without `hash` (member order is irrelevant: writers sort).
    package func jsonValueWithoutHash() -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("format", .string(QuizBundle.format)),
            ("quiz", .string(quiz)),
            ("version", .string(version)),
            ("title", .string(title)),
            ("source_locale", .string(sourceLocale)),
            ("traits", .array(traits.map(JSONValue.string))),
            ("scoring", scoring.jsonValue),
            ("presentation", presentation.jsonValue),
            ("questions", .array(questions.map(\.jsonValue))),
            ("outcomes", .object(outcomes.map { ($0.code, $0.jsonValue) })),
            ("examples", .array(examples.map(\.jsonValue))),
            ("locales", .object(locales.map { ($0.locale, localeJSON($0)) })),
        ]
        if let description { members.append(("description", .string(description))) }
        // Present only in a bundle built with `--earlier`, so that other bundles keep their bytes.
        if !migrations.isEmpty { members.append(("migrations", .object(migrations.map { ($0.hash, $0.jsonValue) }))) }
        return .object(members)
    }

    /// One entry of `locales`: texts keyed by question id, option id (a scale option's value
    /// in decimal) and outcome code. A translation whose lists do not line up with the
    /// bundle's (after an edit of the bundle) falls back to the source texts.
    func localeJSON(_ texts: LocaleTexts) -> JSONValue {
        let questionTexts = texts.questions.count == questions.count ? texts.questions : sourceTexts.questions
        let outcomeTexts = texts.outcomes.count == outcomes.count ? texts.outcomes : sourceTexts.outcomes
        var members: [(String, JSONValue)] = [
            ("direction", .string(texts.direction.rawValue)),
            ("title", .string(texts.title)),
            (
                "questions",
                .object(
                    zip(questions, questionTexts).map { question, translated in
                        let labels =
                            translated.labels.count == question.options.count
                            ? translated.labels : question.options.map(\.label)
                        return (
                            question.id,
                            .object([
                                ("text", .string(translated.text)),
                                (
                                    "options",
                                    .object(
                                        zip(question.options, labels).map { option, label in
                                            (option.localeKey, .string(label))
                                        })
                                ),
                            ])
                        )
                    })
            ),
            (
                "outcomes",
                .object(
                    zip(outcomes, outcomeTexts).map { outcome, translated in
                        (
                            outcome.code,
                            .object([
                                ("title", .string(translated.title)), ("description", .string(translated.description)),
                                (
                                    "recommendations",
                                    .array(
                                        (translated.recommendations.count == outcome.recommendations.count
                                            ? translated.recommendations : outcome.recommendations).map(
                                                JSONValue.string))
                                ),
                            ])
                        )
                    })
            ),
        ]
        // Present exactly when the bundle has a description.
        if let description { members.append(("description", .string(texts.description ?? description))) }
        // Present exactly when the bundle has results (`model: profile`).
        let results = scoring.profileResults
        if !results.isEmpty {
            let resultTexts = texts.results.count == results.count ? texts.results : sourceTexts.results
            members.append(("results", .object(zip(results, resultTexts).map { ($0.id, $0.localeJSON($1)) })))
        }
        return .object(members)
    }

    /// `"sha256:" + hex` of the RFC 8785 canonical form of the bundle without `hash`.
    public func hash() -> String {
        "sha256:" + SHA256.hex(JSONWriter.canonical.bytes(jsonValueWithoutHash()))
    }

    /// The complete bundle, `hash` included.
    public func jsonValue() -> JSONValue {
        guard case .object(var members) = jsonValueWithoutHash() else { return .null }
        members.append(("hash", .string(hash())))
        return .object(members)
    }

    /// The bytes written to `<quiz>.json`: sorted keys, two-space indentation, final newline.
    public func fileBytes() -> [UInt8] {
        JSONWriter.prettySorted.bytes(jsonValue())
    }
}

extension Array where Element == TraitAmount {
    var jsonValue: JSONValue { .object(map { ($0.trait, .integer($0.amount)) }) }
}

extension QuizBundle.Scoring {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("initial", initial.jsonValue)]
        switch rule {
        case .axes(let axes):
            members.append(("model", .string("axes")))
            members.append(
                (
                    "axes",
                    .array(
                        axes.map { axis in
                            .object([
                                ("poles", .array([.string(axis.poles.0), .string(axis.poles.1)])),
                                ("tie", .string(axis.tie)),
                            ])
                        })
                ))
        case .highest(let ties, let secondary):
            members.append(("model", .string("highest")))
            members.append(("ties", .array(ties.map(JSONValue.string))))
            members.append(("secondary", .bool(secondary)))
        case .profile(let results, let nearest):
            members.append(("model", .string("profile")))
            members.append(("results", .array(results.map(\.jsonValue))))
            if let nearest { members.append(("nearest", nearest.jsonValue)) }
        case .bands(let trait, let bands):
            members.append(("model", .string("bands")))
            members.append(("trait", .string(trait)))
            members.append(
                (
                    "bands",
                    .array(
                        bands.map { band in
                            var fields: [(String, JSONValue)] = [("outcome", .string(band.outcome))]
                            if let max = band.max { fields.append(("max", .integer(max))) }
                            return .object(fields)
                        })
                ))
        }
        // Each present only when used, so that bundles without them keep their bytes.
        if weightDigits > 0 { members.append(("weight_digits", .integer(weightDigits))) }
        if !derived.isEmpty { members.append(("derived", .array(derived.map(\.jsonValue)))) }
        if let axisPercentDigits { members.append(("percent_digits", .integer(axisPercentDigits))) }
        return .object(members)
    }
}

extension BundleDecimal {
    var jsonValue: JSONValue { .string(description) }
}

extension QuizBundle.Scoring.DerivedScore {
    /// `id`, `digits`, `kind`, `of` (a list for a kind whose `of` is a list) and the kind's
    /// members in its order.
    var jsonValue: JSONValue {
        let listed = QuizBundle.derivedKind(named: kind.name).map { $0.of == .traits } ?? (kind.of.count != 1)
        let of: JSONValue = listed ? .array(kind.of.map { .string($0) }) : .string(kind.of.first ?? "")
        var members: [(String, JSONValue)] = [
            ("id", .string(id)), ("digits", .integer(digits)), ("kind", .string(kind.name)), ("of", of),
        ]
        for member in kind.members { members.append((member.name, member.value.jsonValue)) }
        return .object(members)
    }
}

extension QuizBundle.Scoring.DerivedScore.Kind.Value {
    var jsonValue: JSONValue {
        switch self {
        case .decimal(let value): return value.jsonValue
        case .integer(let value): return .integer(value)
        case .name(let value): return .string(value)
        }
    }
}

extension QuizBundle.Scoring.ProfileResult {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(id)), ("score", .string(score)), ("title", .string(title)),
            ("bands", .array(bands.map(\.jsonValue))),
        ]
        if let parent { members.append(("parent", .string(parent))) }
        if let description { members.append(("description", .string(description))) }
        return .object(members)
    }

    /// The result's entry in a `locales` entry.
    func localeJSON(_ texts: ResultTexts) -> JSONValue {
        let bandTexts =
            texts.bands.count == bands.count
            ? texts.bands
            : bands.map { BandTexts(title: $0.title, description: $0.description, recommendations: $0.recommendations) }
        var members: [(String, JSONValue)] = [
            ("title", .string(texts.title)),
            (
                "bands",
                .object(
                    zip(bands, bandTexts).map { band, translated in
                        var fields: [(String, JSONValue)] = [
                            ("title", .string(translated.title)),
                            (
                                "recommendations",
                                .array(
                                    (translated.recommendations.count == band.recommendations.count
                                        ? translated.recommendations : band.recommendations).map(JSONValue.string))
                            ),
                        ]
                        if let description = band.description {
                            fields.append(("description", .string(translated.description ?? description)))
                        }
                        return (band.id, .object(fields))
                    })
            ),
        ]
        if let description { members.append(("description", .string(texts.description ?? description))) }
        return .object(members)
    }
}

extension QuizBundle.Scoring.ResultBand {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(id)), ("title", .string(title)),
            ("recommendations", .array(recommendations.map(JSONValue.string))),
        ]
        switch limit {
        case .below(let value): members.append(("below", value.jsonValue))
        case .max(let value): members.append(("max", value.jsonValue))
        case nil: break
        }
        if let description { members.append(("description", .string(description))) }
        return .object(members)
    }
}

extension QuizBundle.Scoring.Nearest {
    var jsonValue: JSONValue {
        .object([
            ("over", .array(over.map(JSONValue.string))),
            ("distance", .string(distance.rawValue)),
            ("ties", .array(ties.map(JSONValue.string))),
            (
                "profiles",
                .array(
                    profiles.map { profile in
                        .object([
                            ("outcome", .string(profile.outcome)),
                            ("at", .object(zip(over, profile.at).map { ($0, $1.jsonValue) })),
                        ])
                    })
            ),
        ])
    }
}

extension QuizBundle.Presentation {
    var jsonValue: JSONValue {
        .object([
            ("page_size", .integer(pageSize)),
            ("shuffle_questions", .bool(shuffleQuestions)),
            ("shuffle_options", .bool(shuffleOptions)),
            ("time_limit", timeLimit.map(JSONValue.integer) ?? .null),
            (
                "draw",
                .array(
                    draw.map { draw in
                        var fields: [(String, JSONValue)] = [("count", .integer(draw.count))]
                        if let pool = draw.pool { fields.append(("pool", .string(pool))) }
                        return .object(fields)
                    })
            ),
        ])
    }
}

extension QuizBundle.Question {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(id)), ("key", .string(key)), ("text", .string(text)), ("type", .string(type.rawValue)),
            ("required", .bool(required)), ("shuffle", .bool(shuffle)), ("pin", .bool(pin)),
            ("options", .array(options.map(\.jsonValue))),
        ]
        if let pool { members.append(("pool", .string(pool))) }
        if let min { members.append(("min", .integer(min))) }
        if let max { members.append(("max", .integer(max))) }
        // Present only on conditional questions, so that other bundles keep their bytes.
        if let condition { members.append(("when", condition.jsonValue)) }
        return .object(members)
    }
}

extension QuizBundle {
    /// The deepest a question's `when` may nest (`Condition.jsonDepth`): `maxJSONDepth` less
    /// the three levels around it in a bundle (the bundle, its `questions` list, the question).
    package static let maxConditionJSONDepth = maxJSONDepth - 3
}

extension QuizBundle.Condition {
    /// How many levels of JSON the condition's bundle form nests (`{"question": …,
    /// "answered": true}` is 1, an `in` test 2, each `not` adds 1, each `all`/`any` 2).
    package var jsonDepth: Int { jsonValue.depth }

    /// The condition in the bundle's normalized form (docs/bundle-format.md, "Conditions").
    var jsonValue: JSONValue {
        switch self {
        case .all(let parts): return .object([("all", .array(parts.map(\.jsonValue)))])
        case .any(let parts): return .object([("any", .array(parts.map(\.jsonValue)))])
        case .not(let inner): return .object([("not", inner.jsonValue)])
        case .answered(let question, let answered):
            return .object([("question", .string(question)), ("answered", .bool(answered))])
        case .optionIn(let question, let ids):
            return .object([("question", .string(question)), ("in", .array(ids.map(JSONValue.string)))])
        case .valueIn(let question, let values):
            return .object([("question", .string(question)), ("in", .array(values.map(JSONValue.integer)))])
        case .includes(let question, let id):
            return .object([("question", .string(question)), ("includes", .string(id))])
        }
    }
}

extension QuizBundle.Option {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("label", .string(label)), ("weights", weights.jsonValue), ("pin", .bool(pin)),
        ]
        if let value { members.append(("value", .integer(value))) } else { members.append(("id", .string(id ?? ""))) }
        return .object(members)
    }
}

extension QuizBundle.Outcome {
    var jsonValue: JSONValue {
        .object([
            ("title", .string(title)), ("description", .string(description)),
            ("recommendations", .array(recommendations.map(JSONValue.string))),
        ])
    }
}

extension QuizAnswer {
    /// The answer as JSON: a number, a string, or a list of strings.
    public var jsonValue: JSONValue {
        switch self {
        case .integer(let value): return .integer(value)
        case .number(let literal): return .number(literal)
        case .option(let id): return .string(id)
        case .options(let ids): return .array(ids.map(JSONValue.string))
        }
    }
}

extension QuizBundle.Example {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("answers", .object(answers.map { ($0.key, $0.answer.jsonValue) }))
        ]
        if let expect { members.append(("expect", .string(expect))) }
        if let name { members.append(("name", .string(name))) }
        if expectsNoSecondary {
            members.append(("expect_secondary", .null))
        } else if let expectSecondary {
            members.append(("expect_secondary", .string(expectSecondary)))
        }
        if let expectScores { members.append(("expect_scores", expectScores.jsonValue)) }
        if let expectResults {
            members.append(
                ("expect_results", .object(expectResults.map { ($0.result, $0.band.map(JSONValue.string) ?? .null) })))
        }
        if let expectValues {
            members.append(("expect_values", .object(expectValues.map { ($0.derived, $0.value?.jsonValue ?? .null) })))
        }
        return .object(members)
    }
}

extension JSONValue {
    /// Levels of containers: 0 for a scalar, 1 for an object or array of scalars.
    fileprivate var depth: Int {
        switch self {
        case .object(let members): return 1 + (members.map(\.1.depth).max() ?? 0)
        case .array(let items): return 1 + (items.map(\.depth).max() ?? 0)
        default: return 0
        }
    }
}
