@_spi(Tools) package import QuizCompiler
import QuizRuntime
package import QuizTranslationTemplate
@_spi(Tools) package import QuizYAML

/// Every text of a quiz as a unit of an interchange file, in the quiz's order, with the
/// translation and the state a translation file gives it (docs/translating.md, "Working
/// with a translation platform").
package struct UnitCatalog: Sendable {
    /// The units, in the order of a translation file.
    package let units: [InterchangeUnit]
    /// Where each unit is in `units`, by id.
    let positions: [ExactString: Int]

    /// The units of `template`'s quiz, with the translations of `translation` (a translation
    /// file's document; `nil`: none), the context `quiz` gives and the comments of `quizBytes`.
    package init(template: TranslationTemplate, quiz: SourceQuiz, quizBytes: [UInt8], translation: YAMLNode?) {
        let context = QuizTextContext(quiz: quiz, quizBytes: quizBytes)
        var units: [InterchangeUnit] = []
        func visit(_ value: TemplateValue, _ keys: [String], _ node: YAMLNode?) {
            switch value {
            case .fixed, .optional:
                return
            case .text(let source):
                units.append(Self.unit(keys, source: source, node: node, context: context))
            case .mapping(let children):
                var entries: [YAMLMappingEntry] = []
                if let node, case .mapping(let found) = node.content { entries = found }
                let positions = TemplateSplicer.keyPositions(entries)
                for child in children {
                    visit(child.value, keys + [child.key], positions[ExactString(child.key)].map { entries[$0].value })
                }
            case .list(let texts):
                var items: [YAMLNode] = []
                if let node, case .sequence(let found) = node.content { items = found }
                for (position, text) in texts.enumerated() {
                    units.append(
                        Self.unit(
                            keys + [String(position)], source: text,
                            node: position < items.count ? items[position] : nil,
                            context: context))
                }
            }
        }
        visit(.mapping(template.entries), [], translation)
        self.units = units
        var positions: [ExactString: Int] = [:]
        for (position, unit) in units.enumerated() { positions[ExactString(unit.id)] = position }
        self.positions = positions
    }

    /// The unit with id `id`, compared by Unicode scalars.
    package func unit(_ id: String) -> InterchangeUnit? {
        positions[ExactString(id)].map { units[$0] }
    }

    /// The translation and the recorded source of a text's node in a translation file:
    /// `text` alone, or `{text, source}`.
    static func recorded(_ node: YAMLNode?) -> (text: String, source: String?) {
        guard let node else { return ("", nil) }
        switch node.content {
        case .scalar(let text, _):
            return (node.isNull ? "" : text, nil)
        case .mapping(let entries):
            let text = TemplateSplicer.entry("text", in: entries).flatMap { entries[$0].value.scalarText } ?? ""
            let source = TemplateSplicer.entry("source", in: entries).flatMap { entry -> String? in
                let value = entries[entry].value
                return value.isNull ? nil : value.scalarText
            }
            return (text, source)
        default:
            return ("", nil)
        }
    }

    private static func unit(_ keys: [String], source: String, node: YAMLNode?, context: QuizTextContext)
        -> InterchangeUnit
    {
        let recorded = recorded(node)
        var state = UnitState.new
        var previous: String?
        if TranslationTemplate.isTranslated(node) {
            if let old = recorded.source, !Self.sameSource(old, source) {
                state = .stale
                previous = old
            } else {
                state = .translated
            }
        }
        return InterchangeUnit(
            id: UnitID.id(keys), source: source, target: state == .new ? "" : recorded.text, state: state,
            previousSource: previous, recordedSource: recorded.source, context: context.describe(keys),
            authorNote: context.comment(keys),
            line: context.range(keys)?.start.line)
    }

    /// Whether two source texts are the same for `stale-translation`: equal after NFC.
    static func sameSource(_ a: String, _ b: String) -> Bool {
        TextNormalization.nfc(a).isExactly(TextNormalization.nfc(b))
    }
}
