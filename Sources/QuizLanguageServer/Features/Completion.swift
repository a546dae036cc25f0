@_spi(Tools) import QuizCompiler
import QuizRuntime
@_spi(Tools) import QuizYAML

/// `textDocument/completion`: where the language expects a name (`CompletionContext`: a
/// weight's trait, `scale:`, `expect:`, a condition's question and options, a translation's
/// question ids …), the names of that kind declared in the quiz, in declaration order; after a
/// key whose value is a kind (`type:`, `model:`, …), the vocabulary's names of that kind; at a
/// key of a mapping, the vocabulary's keys of that mapping it does not have yet. In a
/// file whose current text does not parse, the names come from the text without the line
/// being typed, else from the file's last version that parsed.
struct CompletionFeature: RequestFeature {
    var method: String { "textDocument/completion" }

    func capabilities(client: JSONValue) -> [(String, JSONValue)] {
        [
            (
                "completionProvider",
                .object([("triggerCharacters", .array([" ", "[", "{", ","].map { .string($0) }))])
            )
        ]
    }

    func respond(to params: JSONValue?, in server: ServerState) throws(ResponseError) -> JSONValue {
        let found = try server.symbolAt(params)
        var index = found.index
        let slice = SourceLines(bytes: server.bytes(ofPath: found.path))
        if case .unusable? = index.files[found.path]?.content {
            // The text without the line being typed, else the last version that decoded.
            let without = SemanticFile(path: found.path, bytes: slice.removingText(ofLine: found.position.line))
            if case .unusable = without.content {
                if let previous = SemanticFileCache.shared.lastUsable(found.path) { index.update(previous) }
            } else {
                index.update(without)
            }
        }
        let isTranslation = index.files[found.path]?.translation != nil
        if let offer = KindCompletion.at(found.position, in: slice, isTranslation: isTranslation) {
            let range = server.lineIndex(ofPath: found.path).range(of: offer.range, encoding: server.encoding)
            return .object([
                ("isIncomplete", .bool(false)), ("items", .array(Self.kindItems(offer.kinds, range: range))),
            ])
        }
        if let offer = KeyCompletion.at(found.position, in: slice, isTranslation: isTranslation) {
            let range = server.lineIndex(ofPath: found.path).range(of: offer.range, encoding: server.encoding)
            return .object([
                ("isIncomplete", .bool(false)), ("items", .array(Self.keyItems(offer.keys, range: range))),
            ])
        }
        guard let scope = index.scope(ofFile: found.path),
            let context = CompletionContext.at(found.position, in: slice, isTranslation: isTranslation)
        else { return .object([("isIncomplete", .bool(false)), ("items", .array([]))]) }
        let range = server.lineIndex(ofPath: found.path).range(of: context.range, encoding: server.encoding)
        let before = slice.text(
            SourceRange(start: SourcePosition(line: context.range.start.line, column: 1), end: context.range.start))
        let quoted = before.hasSuffix("\"") || before.hasSuffix("'")
        let symbols = CompletionCandidates.symbols(for: context, in: scope, index: index, path: found.path)
        let items: [JSONValue] = symbols.enumerated().map { number, symbol in
            let name = symbol.name.string
            return .object([
                ("label", .string(name)),
                ("kind", .integer(Self.itemKind(symbol.kind))),
                ("detail", .string(symbol.kind.rawValue + (symbol.owner.map { " of `\($0.string)`" } ?? ""))),
                ("sortText", .string(String(repeating: "0", count: max(0, 6 - String(number).count)) + String(number))),
                ("filterText", .string(name)),
                (
                    "textEdit",
                    .object([
                        ("range", range), ("newText", .string(quoted ? name : YAMLScalarWriter.flowScalar(name))),
                    ])
                ),
            ])
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    /// The items offering the kind names `kinds`, in the language's order, each with its doc.
    static func kindItems(_ kinds: [LanguageKind], range: JSONValue) -> [JSONValue] {
        kinds.enumerated().map { number, kind in
            .object([
                ("label", .string(kind.name)),
                ("kind", .integer(20)),  // EnumMember
                ("documentation", .string(kind.doc)),
                ("sortText", .string(String(repeating: "0", count: max(0, 6 - String(number).count)) + String(number))),
                ("filterText", .string(kind.name)),
                ("textEdit", .object([("range", range), ("newText", .string(kind.name))])),
            ])
        }
    }

    /// The items offering the keys `keys`, in their order (required keys first), each with its
    /// doc and whether it is required; choosing one writes `key: `.
    static func keyItems(_ keys: [LanguageKey], range: JSONValue) -> [JSONValue] {
        keys.enumerated().map { number, key in
            let required: String
            switch key.requirement {
            case .required: required = "required"
            case .optional: required = "optional"
            case .sometimes(let when): required = "sometimes required: \(when)"
            }
            return .object([
                ("label", .string(key.name)),
                ("kind", .integer(10)),  // Property
                ("detail", .string(required)),
                ("documentation", .string(key.doc)),
                ("sortText", .string(String(repeating: "0", count: max(0, 6 - String(number).count)) + String(number))),
                ("filterText", .string(key.name)),
                ("textEdit", .object([("range", range), ("newText", .string(key.name + ": "))])),
            ])
        }
    }

    /// The LSP `CompletionItemKind` shown for a kind of name.
    static func itemKind(_ kind: SymbolKind) -> Int {
        switch kind {
        case .trait: 5  // Field
        case .outcome: 20  // EnumMember
        case .scale: 13  // Enum
        case .question: 10  // Property
        case .option: 12  // Value
        case .derivedScore, .result: 6  // Variable
        case .band: 21  // Constant
        }
    }
}
