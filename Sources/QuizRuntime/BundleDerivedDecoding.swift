/// Reading `scoring.derived`: each derived score's shared members, then the members its kind's
/// entry in `derivedKinds` lists (docs/bundle-format.md).
extension QuizBundle {
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
        guard let kind = derivedKind(named: kindName) else {
            throw BundleError(path: fields.path + "/kind", message: "unknown kind \"\(kindName)\"")
        }
        let of = try decodeOf(fields, kind.of, traits: traits, earlier: ids)
        _ = try fields.value("digits")
        let digits = try boundedInteger(fields, "digits", 0...maxValueDigits, fallback: 0) ?? 0
        let members = try decodeMembers(fields, kind.members, traits: traits)
        return Scoring.DerivedScore(
            id: id, kind: Scoring.DerivedScore.Kind(name: kind.name, of: of, members: members), digits: digits)
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

    /// A kind's members, in its order, each as its spec says: a decimal (then below the member
    /// it names), an integer (at least its bound) or a trait.
    private static func decodeMembers(_ fields: Fields, _ specs: [DerivedMemberSpec], traits: Set<ExactString>)
        throws(BundleError) -> [Scoring.DerivedScore.Kind.Member]
    {
        var members: [Scoring.DerivedScore.Kind.Member] = []
        for spec in specs {
            let path = fields.path + "/" + spec.name
            switch spec.type {
            case .decimal:
                members.append(.init(spec.name, .decimal(try decimal(try fields.value(spec.name), path))))
            case .integer(let atLeast):
                let value = try fields.integer(spec.name)
                if let atLeast, value < atLeast {
                    throw BundleError(path: path, message: "\(spec.name) must be at least \(atLeast)")
                }
                members.append(.init(spec.name, .integer(value)))
            case .trait:
                let name = try fields.string(spec.name)
                guard traits.contains(ExactString(name)) else {
                    throw BundleError(path: path, message: "unknown trait \"\(name)\"")
                }
                members.append(.init(spec.name, .name(name)))
            }
        }
        for spec in specs {
            guard case .decimal(let below?) = spec.type,
                case .decimal(let low)? = members.first(where: { $0.name == spec.name })?.value,
                case .decimal(let high)? = members.first(where: { $0.name == below })?.value,
                low.millionths >= high.millionths
            else { continue }
            throw BundleError(path: fields.path, message: "\(spec.name) must be below \(below)")
        }
        return members
    }
}
