@_spi(Tools) package import QuizCompiler
import QuizRuntime
@_spi(Tools) package import QuizYAML

/// The keys a completion offers where the cursor stands at a key of a mapping (a new line in
/// a block mapping, or a new member of a flow mapping on its line, possibly partly typed): the
/// vocabulary's keys of the mapping the cursor is in, found by following the keys that hold it
/// from the top of the file down through the vocabulary's value shapes, minus the keys the
/// mapping already has; required keys first.
package enum KeyCompletion {
    /// The keys offered at `position` and the range a chosen key replaces, or `nil` where the
    /// cursor is at no key of a mapping the vocabulary defines (a value, a name such as a
    /// trait under `weights:`, a comment).
    package static func at(
        _ position: SourcePosition, in text: SourceLines, isTranslation: Bool
    ) -> (keys: [LanguageKey], range: SourceRange)? {
        guard let line = text.text(ofLine: position.line) else { return nil }
        let scalars = Array(line.unicodeScalars)
        let column = min(max(position.column - 1, 0), scalars.count)
        var start = column
        while start > 0, !" \t{}[],:\"'#-".unicodeScalars.contains(scalars[start - 1]) { start -= 1 }
        let before = Array(scalars[..<start])
        let after = scalars[column...].drop { $0 == " " }
        guard var place = place(before: before, line: position.line, in: text) else { return nil }
        if place.isFlow {
            guard after.isEmpty || after.first == "," || after.first == "}" else { return nil }
            // The members after the cursor are the mapping's too.
            place.present += MappingEntries.members(Array(after)).dropFirst().map(\.key).filter { !$0.isEmpty }
        } else {
            guard after.isEmpty || after.first == "#" else { return nil }
        }
        let document: ReferenceSlot.Document = isTranslation ? .translation : .quiz
        guard let mappings = mappings(holders: place.holders.reversed(), in: document) else { return nil }
        let present = place.present
        // Of two kinds of mapping in one place (an option or a scale option), those with every key present.
        let fitting = mappings.filter { mapping in present.allSatisfy { mapping.key($0) != nil } }
        var keys: [LanguageKey] = []
        for mapping in fitting.isEmpty ? mappings : fitting {
            var own = mapping.keys
            if mapping.id == .scoring, let model = place.model {
                let names = Vocabulary.scoringKeyNames(model: model)
                own = own.filter { names.contains($0.name) }
            }
            for key in own where !keys.contains(where: { $0.name == key.name }) { keys.append(key) }
        }
        keys = keys.filter { key in !present.contains { $0.isExactly(key.name) } }
        let ordered = keys.filter(\.requirement.isAlways) + keys.filter { !$0.requirement.isAlways }
        let range = SourceRange(
            start: SourcePosition(line: position.line, column: start + 1),
            end: SourcePosition(line: position.line, column: column + 1))
        return ordered.isEmpty ? nil : (ordered, range)
    }

    /// Where a key typed after `before` on `line` stands: the keys holding its mapping
    /// (nearest first), the keys the mapping already has and its `model:`.
    struct Place {
        var isFlow: Bool
        var holders: [String]
        var present: [String]
        var model: String?
    }

    static func place(before: [Unicode.Scalar], line: Int, in text: SourceLines) -> Place? {
        if let flow = flowMapping(before: before) {
            let holders = flow.keys + KeyHover.holderKeys(within: nil, line: line, in: text)
            return Place(isFlow: true, holders: holders, present: flow.present.map(\.key), model: flow.model)
        }
        var rest = before.drop { $0 == " " }
        var isItem = false
        while rest.first == "-", rest.dropFirst().first == " " {
            rest = rest.dropFirst(2).drop { $0 == " " }
            isItem = true
        }
        guard rest.isEmpty else { return nil }
        let indent = before.count
        // An indented line with no key above it is inside a block scalar or a flow, not at a key.
        guard indent == 0 || CompletionContext.parentLine(of: line, in: text, indent: indent) != nil else {
            return nil
        }
        let holders = KeyHover.holderKeys(within: nil, line: line, in: text)
        let siblings = MappingEntries.entries(at: line, indent: indent, isItem: isItem, in: text)
        return Place(
            isFlow: false, holders: holders, present: siblings.map(\.key),
            model: siblings.first { $0.key == "model" }?.value)
    }

    /// The flow mapping innermost at the end of `before` when the cursor starts one of its
    /// members: the keys holding it (nearest first) and its members.
    private static func flowMapping(
        before: [Unicode.Scalar]
    ) -> (keys: [String], present: [(key: String, value: String)], model: String?)? {
        var open: [(scalar: Unicode.Scalar, index: Int)] = []
        var quote: Unicode.Scalar?
        for (index, scalar) in before.enumerated() {
            if let opened = quote {
                if scalar == opened { quote = nil }
                continue
            }
            switch scalar {
            case "\"", "'": quote = scalar
            case "{", "[": open.append((scalar, index))
            case "}", "]": if !open.isEmpty { open.removeLast() }
            default: break
            }
        }
        guard quote == nil, let innermost = open.last, innermost.scalar == "{" else { return nil }
        let members = MappingEntries.members(Array(before[(innermost.index + 1)...]))
        guard let typing = members.last, typing.key.allSatisfy({ $0 == " " }), typing.value == nil else { return nil }
        let keys = open.reversed().map { CompletionContext.key(before: Array(before[..<$0.index]), stops: " \t{[,") }
        let present = members.dropLast().compactMap { member in member.value.map { (member.key, $0) } }
        return (
            keys.compactMap { $0 }, present.map { (key: $0.0, value: $0.1) },
            present.first { $0.0 == "model" }?.1
        )
    }

    /// The mappings whose keys stand in the value of the keys `holders` (outermost first),
    /// following the vocabulary's shapes from the file's top mapping; `nil` where the cursor
    /// is at a name (a key of a map such as `weights:`) or in a value that holds no mapping.
    static func mappings(holders: [String], in document: ReferenceSlot.Document) -> [LanguageMapping]? {
        var shapes: [ValueShape] = [.mapping(document == .quiz ? .quiz : .translation)]
        for holder in holders {
            let (mappings, maps) = containers(shapes)
            let holding = mappings.compactMap { $0.key(holder)?.shape }
            if !holding.isEmpty {
                shapes = holding
            } else if !maps.isEmpty {
                shapes = maps  // `holder` is a name (an outcome code, a question id): its value follows.
            } else {
                return nil
            }
        }
        let mappings = containers(shapes).mappings
        return mappings.isEmpty ? nil : mappings
    }

    /// The mappings a value of `shapes` can be (a list's items are the list's), and the value
    /// shapes of the maps it can be (whose keys are names).
    private static func containers(_ shapes: [ValueShape]) -> (mappings: [LanguageMapping], maps: [ValueShape]) {
        var mappings: [LanguageMapping] = []
        var maps: [ValueShape] = []
        var pending = shapes
        while let shape = pending.popLast() {
            switch shape {
            case .mapping(let id):
                if !mappings.contains(where: { $0.id == id }) { mappings.append(Vocabulary.mapping(id)) }
            case .list(let item): pending.append(item)
            case .either(let first, let second): pending += [second, first]
            case .map(let value): maps.append(value)
            default: break
            }
        }
        return (mappings, maps)
    }
}
