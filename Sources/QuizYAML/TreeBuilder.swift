/// Assembles events into nodes with an explicit stack, applying the dialect's rules.
struct TreeBuilder {
    /// A collection being filled. A class, so that appending to it never copies what was
    /// filled so far (an enum payload taken out and put back would: quadratic on big lists).
    private final class Frame {
        let isMapping: Bool
        let start: SourcePosition
        var items: [YAMLNode] = []
        var entries: [YAMLMappingEntry] = []
        var pendingKey: YAMLNode?
        var seen: [ExactKey: SourceRange] = [:]
        var skipValue = false

        init(isMapping: Bool, start: SourcePosition) {
            self.isMapping = isMapping
            self.start = start
        }
    }

    let limits: YAMLLimits
    private(set) var root: YAMLNode?
    private(set) var problems: [YAMLProblem] = []
    private(set) var finished = false
    private var stack: [Frame] = []
    private var nodeCount = 0
    private var documents = 0

    init(limits: YAMLLimits) {
        self.limits = limits
    }

    /// Stops reading with a problem (a syntax error or a limit).
    mutating func fail(_ problem: YAMLProblem) {
        problems.append(problem)
        finished = true
        // Keep whatever was complete at the top level: nothing, since the root is unfinished.
        if !stack.isEmpty { root = nil }
    }

    mutating func accept(_ event: ParseEvent, range: SourceRange) {
        switch event {
        case .streamStart, .documentEnd:
            break
        case .streamEnd:
            finished = true
        case .documentStart:
            documents += 1
            if documents > 1 {
                problems.append(
                    YAMLProblem(
                        code: .unsupportedYAML,
                        message:
                            "a quiz file holds one YAML document; move the document that starts here into a file of its own",
                        range: range))
                finished = true
            }
        case .alias(let name):
            problems.append(
                YAMLProblem(
                    code: .unsupportedYAML,
                    message: "aliases (`*\(name)`) are not supported; write the content out in full",
                    range: range))
            guard count(range) else { return }
            attach(YAMLNode(.alias(name), range: range))
        case .scalar(let value, let style, let anchor, let tag):
            checkDecorations(anchor: anchor, tag: tag, range: range)
            guard count(range) else { return }
            attach(YAMLNode(.scalar(value, style), range: range))
        case .sequenceStart(let anchor, let tag, _):
            checkDecorations(anchor: anchor, tag: tag, range: range)
            guard count(range), enter(range) else { return }
            stack.append(Frame(isMapping: false, start: range.start))
        case .mappingStart(let anchor, let tag, _):
            checkDecorations(anchor: anchor, tag: tag, range: range)
            guard count(range), enter(range) else { return }
            stack.append(Frame(isMapping: true, start: range.start))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return }
            let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.entries) : .sequence(frame.items)
            attach(YAMLNode(content, range: SourceRange(start: frame.start, end: range.end)))
        }
    }

    /// Counts a node against the node budget; false (and finished) once it is exceeded.
    private mutating func count(_ range: SourceRange) -> Bool {
        nodeCount += 1
        if nodeCount > limits.maxNodes {
            fail(
                YAMLProblem(
                    code: .limitExceeded,
                    message: "the file has more than \(limits.maxNodes) YAML nodes; split it into smaller quizzes",
                    range: range))
            return false
        }
        return true
    }

    /// Checks the nesting depth before a collection opens.
    private mutating func enter(_ range: SourceRange) -> Bool {
        if stack.count >= limits.maxDepth {
            fail(
                YAMLProblem(
                    code: .limitExceeded,
                    message:
                        "nesting is deeper than \(limits.maxDepth) levels; a quiz never needs this much, flatten the structure",
                    range: range))
            return false
        }
        return true
    }

    private mutating func checkDecorations(anchor: String?, tag: String?, range: SourceRange) {
        if let tag {
            problems.append(
                YAMLProblem(
                    code: .unsupportedYAML,
                    message:
                        "explicit tags (`\(Self.shortTag(tag))`) are not supported; remove the tag, the quiz language types every value by where it stands",
                    range: range))
        }
        if let anchor {
            problems.append(
                YAMLProblem(
                    code: .unsupportedYAML,
                    message: "anchors (`&\(anchor)`) are not supported; write repeated content out in full",
                    range: range))
        }
    }

    private static func shortTag(_ tag: String) -> String {
        let prefix = "tag:yaml.org,2002:"
        return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
    }

    /// Adds a finished node to the open collection, or makes it the root.
    private mutating func attach(_ node: YAMLNode) {
        guard let top = stack.last else {
            root = node
            return
        }
        if !top.isMapping {
            top.items.append(node)
            return
        }
        guard let key = top.pendingKey else {
            top.skipValue = !acceptKey(node, seen: &top.seen)
            top.pendingKey = node
            return
        }
        if !top.skipValue {
            top.entries.append(YAMLMappingEntry(key: key, value: node))
        }
        top.pendingKey = nil
        top.skipValue = false
    }

    /// Checks a mapping key; false when its entry must be left out of the tree.
    private mutating func acceptKey(_ key: YAMLNode, seen: inout [ExactKey: SourceRange]) -> Bool {
        guard case .scalar(let text, let style) = key.content else {
            if case .alias = key.content { return false }
            problems.append(
                YAMLProblem(
                    code: .unsupportedYAML,
                    message: "a mapping key must be a plain word or text, not \(key.kindDescription)",
                    range: key.range))
            return false
        }
        if style == .plain && text == "<<" {
            problems.append(
                YAMLProblem(
                    code: .unsupportedYAML,
                    message: "merge keys (`<<`) are not supported; write the merged fields out in full",
                    range: key.range))
            return false
        }
        let exact = ExactKey(text: text)
        if let first = seen[exact] {
            problems.append(
                YAMLProblem(
                    code: .duplicateMappingKey,
                    message:
                        "the key `\(text)` appears twice in this mapping (first at \(first.start)); remove one of them",
                    range: key.range,
                    notes: [YAMLProblem.Note(message: "`\(text)` is first defined here", range: first)]))
            return false
        }
        seen[exact] = key.range
        return true
    }
}

/// A mapping key compared by its exact UTF-8 bytes (`String`'s `==` uses canonical
/// equivalence, which would take `é` and `e` + U+0301 for one key), and hashed in one call
/// over its bytes, not byte by byte through an `Array` copy (that was a third of the
/// loader's time on typical quizzes).
struct ExactKey: Hashable {
    let text: String

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
