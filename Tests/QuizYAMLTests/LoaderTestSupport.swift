@_spi(Tools) import QuizYAML

/// Loads YAML text with the standard limits.
func load(_ text: String, limits: YAMLLimits = .standard) -> YAMLDocument {
    YAMLLoader(limits: limits).load(Array(text.utf8))
}

/// Loads raw bytes.
func load(bytes: [UInt8], limits: YAMLLimits = .standard) -> YAMLDocument {
    YAMLLoader(limits: limits).load(bytes)
}

/// `code@line:column` for every problem, for compact assertions.
func summary(_ document: YAMLDocument) -> [String] {
    document.problems.map { "\($0.code.rawValue)@\($0.range.start)" }
}

extension YAMLNode {
    /// The value of a mapping entry by key text (test helper).
    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.first { $0.key.scalarText == key }?.value
    }

    var items: [YAMLNode] {
        if case .sequence(let items) = content { return items }
        return []
    }
}
