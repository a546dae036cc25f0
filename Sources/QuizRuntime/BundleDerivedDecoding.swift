/// Reading `scoring.derived`: each derived score's shared members, then through
/// `derivedKinds` the members of its kind (docs/bundle-format.md).
extension QuizBundle {
    /// What a derived kind's decoder reads: the score's object, its `of` (one name, or the
    /// names of a list), and the traits.
    struct DerivedKindInput {
        let fields: Fields
        let of: [String]
        let traits: Set<ExactString>
    }

    /// What a derived kind's `of` names.
    enum DerivedOfShape: Sendable {
        /// One trait.
        case trait
        /// One trait or an earlier derived score.
        case traitOrEarlier
        /// A list of at least two different traits.
        case traits
    }

    /// One kind of derived score: its name, what its `of` names, and the decoder of its own
    /// members.
    struct DerivedKindEntry: Sendable {
        let name: String
        let of: DerivedOfShape
        let decode: @Sendable (DerivedKindInput) throws(BundleError) -> Scoring.DerivedScore.Kind
    }

    /// Every kind of derived score a bundle may name: the one list of them. A new kind is one
    /// entry here, its value in `ProfileRules.derivedValue` and its members in `BundleJSON`.
    static let derivedKinds: [DerivedKindEntry] = [
        DerivedKindEntry(name: "mean", of: .trait, decode: decodeMean),
        DerivedKindEntry(name: "mean_answered", of: .trait) { input in .meanAnswered(of: input.of[0]) },
        DerivedKindEntry(name: "percent", of: .trait, decode: decodePercent),
        DerivedKindEntry(name: "share", of: .trait, decode: decodeShare),
        DerivedKindEntry(name: "linear", of: .traitOrEarlier, decode: decodeLinear),
        DerivedKindEntry(name: "sum", of: .traits) { input in .sum(of: input.of) },
    ]

    /// `scoring.derived`, in order: every id new among traits and earlier derived scores, every
    /// `of`/`against` a trait (a `linear` score's `of` may also be an earlier derived score; a
    /// `sum`'s `of` is a list of traits).
    static func decodeDerived(_ scoring: Fields, traits: Set<ExactString>) throws(BundleError)
        -> [Scoring.DerivedScore]
    {
        guard let value = scoring.optionalValue("derived") else { return [] }
        let path = scoring.path + "/derived"
        guard case .array(let items) = value else { throw BundleError(path: path, message: "expected an array") }
        guard !items.isEmpty else {
            throw BundleError(path: path, message: "an empty list is written by leaving the member out")
        }
        var derived: [Scoring.DerivedScore] = []
        var ids: Set<ExactString> = []
        for (index, item) in items.enumerated() {
            let score = try decodeDerivedScore(try Fields(item, "\(path)/\(index)"), traits: traits, earlier: ids)
            ids.insert(ExactString(score.id))
            derived.append(score)
        }
        return derived
    }

    /// One derived score: `id`, `kind`, `of`, `digits`, then its kind's members.
    private static func decodeDerivedScore(_ fields: Fields, traits: Set<ExactString>, earlier ids: Set<ExactString>)
        throws(BundleError) -> Scoring.DerivedScore
    {
        let id = try fields.string("id")
        guard !traits.contains(ExactString(id)), !ids.contains(ExactString(id)) else {
            throw BundleError(path: fields.path + "/id", message: "\"\(id)\" is already a trait or derived score")
        }
        let kindName = try fields.string("kind")
        guard let kind = derivedKinds.first(where: { $0.name.isExactly(kindName) }) else {
            throw BundleError(path: fields.path + "/kind", message: "unknown kind \"\(kindName)\"")
        }
        let of = try decodeOf(fields, kind.of, traits: traits, earlier: ids)
        _ = try fields.value("digits")
        let digits = try boundedInteger(fields, "digits", 0...maxValueDigits, fallback: 0) ?? 0
        let decoded = try kind.decode(DerivedKindInput(fields: fields, of: of, traits: traits))
        return Scoring.DerivedScore(id: id, kind: decoded, digits: digits)
    }

    /// `of` as `shape` says: one trait (or earlier derived score), or a list of different traits.
    private static func decodeOf(
        _ fields: Fields, _ shape: DerivedOfShape, traits: Set<ExactString>, earlier ids: Set<ExactString>
    ) throws(BundleError) -> [String] {
        let path = fields.path + "/of"
        guard shape == .traits else {
            let of = try fields.string("of")
            guard traits.contains(ExactString(of)) || (shape == .traitOrEarlier && ids.contains(ExactString(of))) else {
                throw BundleError(
                    path: path,
                    message: shape == .traitOrEarlier
                        ? "\"\(of)\" is neither a trait nor an earlier derived score" : "unknown trait \"\(of)\"")
            }
            return [of]
        }
        var names: [String] = []
        for (index, item) in try fields.array("of").enumerated() {
            let name = try Fields.string(item, "\(path)/\(index)")
            guard traits.contains(ExactString(name)) else {
                throw BundleError(path: "\(path)/\(index)", message: "unknown trait \"\(name)\"")
            }
            guard !names.contains(where: { $0.isExactly(name) }) else {
                throw BundleError(path: "\(path)/\(index)", message: "\"\(name)\" is listed twice")
            }
            names.append(name)
        }
        guard names.count >= 2 else { throw BundleError(path: path, message: "expected at least two traits") }
        return names
    }

    /// `mean`: `count`, at least 1.
    private static func decodeMean(_ input: DerivedKindInput) throws(BundleError) -> Scoring.DerivedScore.Kind {
        let count = try input.fields.integer("count")
        guard count >= 1 else {
            throw BundleError(path: input.fields.path + "/count", message: "count must be at least 1")
        }
        return .mean(of: input.of[0], count: count)
    }

    /// `percent`: decimal `min` below decimal `max`.
    private static func decodePercent(_ input: DerivedKindInput) throws(BundleError) -> Scoring.DerivedScore.Kind {
        let fields = input.fields
        let min = try decimal(try fields.value("min"), fields.path + "/min")
        let max = try decimal(try fields.value("max"), fields.path + "/max")
        guard min.millionths < max.millionths else {
            throw BundleError(path: fields.path, message: "min must be below max")
        }
        return .percent(of: input.of[0], min: min, max: max)
    }

    /// `share`: `against`, a trait.
    private static func decodeShare(_ input: DerivedKindInput) throws(BundleError) -> Scoring.DerivedScore.Kind {
        let against = try input.fields.string("against")
        guard input.traits.contains(ExactString(against)) else {
            throw BundleError(path: input.fields.path + "/against", message: "unknown trait \"\(against)\"")
        }
        return .share(of: input.of[0], against: against)
    }

    /// `linear`: decimal `times` and `plus`.
    private static func decodeLinear(_ input: DerivedKindInput) throws(BundleError) -> Scoring.DerivedScore.Kind {
        let fields = input.fields
        let times = try decimal(try fields.value("times"), fields.path + "/times")
        let plus = try decimal(try fields.value("plus"), fields.path + "/plus")
        return .linear(of: input.of[0], times: times, plus: plus)
    }
}
