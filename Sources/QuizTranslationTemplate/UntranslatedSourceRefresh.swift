@_spi(Tools) import QuizCompiler
import QuizRuntime
@_spi(Tools) import QuizYAML

/// Brings the `source:` of every untranslated `{text: "", source: …}` entry up to the
/// quiz's current text. Such an entry records what is still to be translated, so an old
/// source text there only misleads the translator; an entry with a translation keeps its
/// `source:`, since a stale one is what `stale-translation` shows the translator.
/// Sources equal to the quiz's text after NFC normalization are left as they are, and
/// only the source scalar itself is rewritten (a comment after a block scalar's header stays).
struct UntranslatedSourceRefresh {
    let index: TextIndex
    private(set) var edits: [TextEdit] = []
    /// Where each refreshed entry is, as a path of keys as the file writes them
    /// (`outcomes.a.recommendations[2]`), in template order.
    private(set) var refreshed: [String] = []

    init(index: TextIndex) {
        self.index = index
    }

    /// Refreshes the sources under the document's top-level mapping.
    mutating func refresh(_ root: YAMLNode, template: [TemplateEntry]) {
        visit(root, .mapping(template), path: [])
    }

    private mutating func visit(_ node: YAMLNode, _ template: TemplateValue, path: [String]) {
        switch template {
        case .fixed, .optional:
            return
        case .text(let source):
            refreshEntry(node, source: source, path: path)
        case .mapping(let children):
            guard case .mapping(let entries) = node.content else { return }
            let positions = TemplateSplicer.keyPositions(entries)
            for child in children {
                guard let found = positions[ExactString(child.key)] else { continue }
                visit(entries[found].value, child.value, path: path + [child.writtenKey])
            }
        case .list(let texts):
            guard case .sequence(let items) = node.content else { return }
            for (position, item) in zip(items, texts).enumerated() {
                refreshEntry(item.0, source: item.1, path: path.dropLast() + [(path.last ?? "") + "[\(position + 1)]"])
            }
        }
    }

    private mutating func refreshEntry(_ node: YAMLNode, source: String, path: [String]) {
        guard case .mapping(let entries) = node.content, !TranslationTemplate.isTranslated(node),
            let sourceEntry = TemplateSplicer.entry("source", in: entries),
            let recorded = entries[sourceEntry].value.scalarText,
            !TextNormalization.nfc(recorded).isExactly(TextNormalization.nfc(source))
        else { return }
        let value = entries[sourceEntry].value
        guard !value.isNull else { return }
        let inFlow = index.byte(at: node.range.start) == UInt8(ascii: "{")
        let written = inFlow ? YAMLScalarWriter.flowScalar(source) : YAMLScalarWriter.scalar(source)
        edits.append(ScalarReplacement.edit(value, by: written, index: index))
        refreshed.append(path.joined(separator: "."))
    }
}
