@_spi(Tools) import QuizCompiler
import QuizRuntime
import QuizTranslationTemplate
@_spi(Tools) import QuizYAML

/// Writes imported translations into a translation file by editing its text: only the
/// `text:` and `source:` scalars of each imported entry change (a translation written
/// alone, `title: …`, becomes `{text: …, source: …}` in its place); every other byte stays.
/// Keys are never written, so no id or wire key can change.
enum EntryWriter {
    /// Why the translations cannot be written safely.
    struct WriteFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// `bytes` (a translation file every text of the quiz has an entry in) with `writes`
    /// applied, or why they cannot be written safely.
    static func apply(_ writes: [ImportPlan.Write], to bytes: [UInt8]) -> Result<[UInt8], WriteFailure> {
        guard !writes.isEmpty else { return .success(bytes) }
        let document = YAMLLoader().load(bytes)
        guard document.problems.isEmpty, let root = document.root else {
            return .failure(WriteFailure(description: "the translation file is not valid YAML"))
        }
        let index = TextIndex(bytes: bytes)
        var edits: [TextEdit] = []
        for write in writes {
            guard let (node, inFlow) = locate(write.keys, in: root, index: index) else {
                return .failure(
                    WriteFailure(description: "`\(UnitID.id(write.keys))` has no entry in the translation file"))
            }
            switch node.content {
            case .scalar:
                let written =
                    "{text: \(YAMLScalarWriter.flowScalar(write.text)), source: \(YAMLScalarWriter.flowScalar(write.source))}"
                edits.append(ScalarReplacement.edit(node, by: written, index: index))
            case .mapping(let entries):
                guard let textEntry = TemplateSplicer.entry("text", in: entries),
                    let sourceEntry = TemplateSplicer.entry("source", in: entries),
                    let oldText = entries[textEntry].value.scalarText,
                    let oldSource = entries[sourceEntry].value.scalarText
                else {
                    return .failure(
                        WriteFailure(
                            description:
                                "the entry `\(UnitID.id(write.keys))` (line \(node.range.start.line)) is a mapping without `text:` and `source:` texts; write it as `{text, source}` first"
                        ))
                }
                let flow = inFlow || index.byte(at: node.range.start) == UInt8(ascii: "{")
                func scalar(_ text: String) -> String {
                    flow ? YAMLScalarWriter.flowScalar(text) : YAMLScalarWriter.scalar(text)
                }
                if !oldText.unicodeScalars.elementsEqual(write.text.unicodeScalars) || entries[textEntry].value.isNull {
                    edits.append(ScalarReplacement.edit(entries[textEntry].value, by: scalar(write.text), index: index))
                }
                if !UnitCatalog.sameSource(oldSource, write.source) || entries[sourceEntry].value.isNull {
                    edits.append(
                        ScalarReplacement.edit(entries[sourceEntry].value, by: scalar(write.source), index: index))
                }
            default:
                return .failure(
                    WriteFailure(
                        description:
                            "the entry `\(UnitID.id(write.keys))` (line \(node.range.start.line)) is \(node.kindDescription), not a text"
                    ))
            }
        }
        let result = TextEdit.apply(edits, to: bytes)
        return check(result, writes: writes, before: YAMLComments(index: index, root: root).all)
    }

    /// The node at `keys` under `root`, and whether it is inside a flow collection.
    static func locate(_ keys: [String], in root: YAMLNode, index: TextIndex) -> (YAMLNode, Bool)? {
        var node = root
        var inFlow = false
        for key in keys {
            let start = index.byte(at: node.range.start)
            switch node.content {
            case .mapping(let entries):
                inFlow = inFlow || start == UInt8(ascii: "{")
                guard let found = TemplateSplicer.entry(key, in: entries) else { return nil }
                node = entries[found].value
            case .sequence(let items):
                inFlow = inFlow || start == UInt8(ascii: "[")
                guard let position = Int(key), items.indices.contains(position) else { return nil }
                node = items[position]
            default:
                return nil
            }
        }
        return (node, inFlow)
    }

    /// `result` when it reads back with every write in place and every comment kept.
    private static func check(_ result: [UInt8], writes: [ImportPlan.Write], before: [String]) -> Result<
        [UInt8], WriteFailure
    > {
        let document = YAMLLoader().load(result)
        if let problem = document.problems.first {
            return .failure(
                WriteFailure(
                    description: "the result would not be valid YAML (\(problem.range.start): \(problem.message))"))
        }
        guard let root = document.root else { return .failure(WriteFailure(description: "the result would be empty")) }
        let index = TextIndex(bytes: result)
        for write in writes {
            let recorded = UnitCatalog.recorded(locate(write.keys, in: root, index: index)?.0)
            guard recorded.text.unicodeScalars.elementsEqual(write.text.unicodeScalars),
                let source = recorded.source, UnitCatalog.sameSource(source, write.source)
            else {
                return .failure(
                    WriteFailure(description: "`\(UnitID.id(write.keys))` would not read back as the text imported"))
            }
        }
        guard YAMLComments(index: index, root: root).all == before else {
            return .failure(WriteFailure(description: "a comment would be lost or changed"))
        }
        return .success(result)
    }
}
