/// How a scalar was written in the source.
@_spi(Tools) public enum YAMLScalarStyle: String, Sendable {
    /// `text` — the only style whose text YAML 1.1 would otherwise guess a type for.
    case plain
    /// `'text'`
    case singleQuoted
    /// `"text"`
    case doubleQuoted
    /// `|` block
    case literal
    /// `>` block
    case folded
}

/// One key–value pair of a mapping, in source order.
@_spi(Tools) public struct YAMLMappingEntry: Sendable {
    /// The key; the loader guarantees it is a scalar (other keys are `unsupported-yaml`).
    @_spi(Tools) public var key: YAMLNode
    /// The value.
    @_spi(Tools) public var value: YAMLNode

    /// The entry `key: value`.
    @_spi(Tools) public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A YAML node with the source range it was read from.
///
/// Trees are at most `YAMLLimits.maxDepth` deep, so code walking them may recurse.
@_spi(Tools) public struct YAMLNode: Sendable {
    /// What the node holds.
    @_spi(Tools) public enum Content: Sendable {
        /// A scalar's text exactly as YAML resolved it (escapes and folding applied), and its style.
        case scalar(String, YAMLScalarStyle)
        /// A sequence's items, in order.
        case sequence([YAMLNode])
        /// A mapping's entries, in source order, without duplicate keys.
        case mapping([YAMLMappingEntry])
        /// An alias (`*name`); always reported as `unsupported-yaml` by the loader, so later
        /// stages skip it without a further diagnostic.
        case alias(String)
    }

    /// The node's content.
    @_spi(Tools) public var content: Content
    /// Where the node is written, from its first character to just after its last.
    @_spi(Tools) public var range: SourceRange

    /// A node holding `content`, written at `range`.
    @_spi(Tools) public init(_ content: Content, range: SourceRange) {
        self.content = content
        self.range = range
    }

    /// The scalar text, when this is a scalar.
    @_spi(Tools) public var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// A plain scalar with no text (`key:` with nothing after it), or `~`/`null` written plainly.
    @_spi(Tools) public var isNull: Bool {
        if case .scalar(let text, .plain) = content {
            return text.isEmpty || text == "~" || text == "null"
        }
        return false
    }

    /// A word for the node's kind, for messages: "a mapping", "a list", "text", "nothing".
    @_spi(Tools) public var kindDescription: String {
        switch content {
        case .scalar(let text, let style):
            if style == .plain && text.isEmpty { return "nothing" }
            return "the scalar `\(text.count > 40 ? String(text.prefix(40)) + "…" : text)`"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }
}
