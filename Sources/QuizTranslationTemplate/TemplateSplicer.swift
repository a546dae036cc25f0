@_spi(Tools) import QuizCompiler
package import QuizRuntime
@_spi(Tools) package import QuizYAML

/// Adds the entries a translation file lacks by editing its text: every byte already
/// there stays (comments, blank lines, quoting, order); new entries are inserted as whole
/// lines after the nearest preceding sibling that the source order puts before them (at
/// the start of their mapping when there is none), indented like their siblings. A
/// mapping or list written in flow style (`{ … }`, `[ … ]`) that needs an addition is
/// rewritten in block style, which is reported as a note.
package struct TemplateSplicer {
    package typealias Edit = TextEdit

    package let index: TextIndex
    /// How much deeper each level of new entries is indented than its parent.
    package let step: Int
    /// The file's comments, which a flow collection rewritten in block style carries over.
    package let comments: YAMLComments
    private(set) var edits: [Edit] = []
    private(set) var notes: [String] = []

    package init(index: TextIndex, root: YAMLNode) {
        self.index = index
        self.step = Self.indentationStep(of: root, index: index) ?? 2
        self.comments = YAMLComments(index: index, root: root)
    }

    // MARK: - Reading the existing tree

    /// Whether a collection is written in flow style.
    package func isFlow(_ node: YAMLNode) -> Bool {
        let byte = index.byte(at: node.range.start)
        switch node.content {
        case .mapping: return byte == UInt8(ascii: "{")
        case .sequence: return byte == UInt8(ascii: "[")
        default: return false
        }
    }

    /// The last line a node's text is on. Block collections end where the next token
    /// starts (maybe lines later, after comments), so their end comes from their last
    /// child; a block scalar ends at the start of the line after its last line.
    package func lastLine(_ node: YAMLNode) -> Int {
        switch node.content {
        case .scalar, .alias:
            let range = node.range
            return range.end.column == 1 && range.end.line > range.start.line ? range.end.line - 1 : range.end.line
        case .mapping(let entries):
            if isFlow(node) { return node.range.end.line }
            guard let last = entries.last else { return node.range.start.line }
            return max(lastLine(last.key), lastLine(last.value))
        case .sequence(let items):
            if isFlow(node) { return node.range.end.line }
            guard let last = items.last else { return node.range.start.line }
            return lastLine(last)
        }
    }

    /// The indentation step of the file: how much deeper the first nested block mapping
    /// at the top level is indented than the top level.
    package static func indentationStep(of root: YAMLNode, index: TextIndex) -> Int? {
        guard case .mapping(let entries) = root.content, let first = entries.first else { return nil }
        for entry in entries {
            if case .mapping(let children) = entry.value.content, let child = children.first,
                index.byte(at: entry.value.range.start) != UInt8(ascii: "{"),
                startsLine(child.key, index: index)
            {
                let step = entryColumn(child.key, index: index) - entryColumn(first.key, index: index)
                if step > 0 { return step }
            }
        }
        return nil
    }

    /// Where an entry of a block mapping starts, 0-based: at its key, or at the `?` of an
    /// explicit key (`? primaryGoal`), which is where its siblings start too.
    package static func entryColumn(_ key: YAMLNode, index: TextIndex) -> Int {
        let lineStart = index.offset(ofLine: key.range.start.line)
        var position = index.offset(key.range.start)
        while position > lineStart, index.bytes[position - 1] == 0x20 || index.bytes[position - 1] == 0x09 {
            position -= 1
        }
        guard position > lineStart, index.bytes[position - 1] == UInt8(ascii: "?") else {
            return key.range.start.column - 1
        }
        // Columns count Unicode scalars: every byte but UTF-8 continuation bytes.
        return index.bytes[lineStart..<(position - 1)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// Whether only blanks stand before an entry on its line (its key, or the `?` of an
    /// explicit key), so whole lines can be inserted before it; not so for the first
    /// entry of a compact mapping after `:` or `- ` (`: text: Samstag`).
    package static func startsLine(_ key: YAMLNode, index: TextIndex) -> Bool {
        let lineStart = index.offset(ofLine: key.range.start.line)
        let column = entryColumn(key, index: index)
        return index.bytes[lineStart..<min(lineStart + column, index.bytes.count)].allSatisfy { $0 == 0x20 }
    }

    /// The line of the `:` after an entry's key: the key's own line, or for an explicit
    /// key (`? key` then `: value`) the line of the `:`, maybe below comments.
    package func valueIndicatorLine(_ entry: YAMLMappingEntry) -> Int {
        var position = index.offset(entry.key.range.start)
        if case .scalar = entry.key.content { position = index.offset(entry.key.range.end) }
        let limit = index.offset(entry.value.range.start)
        var line = entry.key.range.end.line
        while position < limit {
            switch index.bytes[position] {
            case UInt8(ascii: ":"): return line
            case UInt8(ascii: "#"):
                while position < limit, index.bytes[position] != 0x0A, index.bytes[position] != 0x0D { position += 1 }
                continue
            case 0x0A: line += 1
            case 0x0D: if position + 1 >= index.bytes.count || index.bytes[position + 1] != 0x0A { line += 1 }
            default: break
            }
            position += 1
        }
        return max(lastLine(entry.key), entry.value.range.start.line)
    }

    /// The entry of `entries` whose key is `key`, compared by Unicode scalars.
    package static func entry(_ key: String, in entries: [YAMLMappingEntry]) -> Int? {
        entries.firstIndex { $0.key.scalarText?.isExactly(key) ?? false }
    }

    /// The position of the first entry with each key, keys compared by Unicode scalars.
    package static func keyPositions(_ entries: [YAMLMappingEntry]) -> [ExactString: Int] {
        var positions: [ExactString: Int] = [:]
        for (position, entry) in entries.enumerated() {
            if let key = entry.key.scalarText, positions[ExactString(key)] == nil {
                positions[ExactString(key)] = position
            }
        }
        return positions
    }

    /// Whether `node` lacks some entry `template` asks for.
    package static func needsAdditions(_ node: YAMLNode?, _ template: TemplateValue) -> Bool {
        switch template {
        case .text, .fixed, .optional:
            return node == nil
        case .mapping(let children):
            guard let node, !node.isNull else { return children.contains { !$0.value.isOptional } }
            guard case .mapping(let entries) = node.content else { return false }
            let positions = keyPositions(entries)
            return children.contains { child in
                if child.value.isOptional { return false }
                guard let found = positions[ExactString(child.key)] else { return true }
                return needsAdditions(entries[found].value, child.value)
            }
        case .list(let texts):
            guard let node, !node.isNull else { return !texts.isEmpty }
            guard case .sequence(let items) = node.content else { return false }
            return items.count < texts.count
        }
    }

    // MARK: - Merging into block collections

    /// Adds what the document's top-level mapping lacks.
    package mutating func mergeRoot(_ root: YAMLNode, template: [TemplateEntry]) {
        guard case .mapping(let entries) = root.content, let first = entries.first else { return }
        if isFlow(root) {
            guard Self.needsAdditions(root, .mapping(template)) else { return }
            let lines = valueLines(existing: root, template: .mapping(template), indent: 0)
            edits.append(
                Edit(
                    start: index.offset(root.range.start), end: index.offset(root.range.end),
                    text: lines.joined(separator: index.newline)))
            notes.append(
                "the top-level mapping (line \(root.range.start.line)) was in flow style `{ … }`; rewrote it in block style to add entries"
            )
            return
        }
        mergeBlockMapping(
            entries, template: template, startOffset: index.offset(ofLine: first.key.range.start.line), path: [])
    }

    /// Adds the entries `template` has and `entries` (a block mapping) lacks, and recurses
    /// into the entries both have. New entries that no existing entry precedes in the
    /// template go to `startOffset`.
    private mutating func mergeBlockMapping(
        _ entries: [YAMLMappingEntry], template: [TemplateEntry], startOffset: Int, path: [String]
    ) {
        guard let first = entries.first else { return }
        let indent = Self.entryColumn(first.key, index: index)
        var (matched, groups) = Self.plan(entries, template: template)
        if let leading = groups[-1] {
            if Self.startsLine(first.key, index: index) {
                insert(leading.flatMap { newEntryLines($0, indent: indent) }, at: startOffset)
            } else {
                // `: text: Samstag` — nothing can go before the first entry; the new ones follow it.
                groups[0] = leading + (groups[0] ?? [])
            }
        }
        for (position, entry) in entries.enumerated() {
            if let child = matched[position] {
                mergeValue(entry, template: child.value, indent: indent, path: path + [child.key])
            }
            if let following = groups[position] {
                insert(
                    following.flatMap { newEntryLines($0, indent: indent) },
                    at: index.offset(afterLine: max(lastLine(entry.key), lastLine(entry.value))))
            }
        }
    }

    /// Which template entry each existing entry is (the first one with a key), and the
    /// template entries missing, grouped by the existing entry they follow (-1: none).
    package static func plan(_ entries: [YAMLMappingEntry], template: [TemplateEntry]) -> (
        matched: [Int: TemplateEntry], groups: [Int: [TemplateEntry]]
    ) {
        var matched: [Int: TemplateEntry] = [:]
        var groups: [Int: [TemplateEntry]] = [:]
        var anchor = -1
        let positions = keyPositions(entries)
        for child in template {
            if let found = positions[ExactString(child.key)] {
                if matched[found] == nil { matched[found] = child }
                anchor = found
            } else if !child.value.isOptional {
                groups[anchor, default: []].append(child)
            }
        }
        return (matched, groups)
    }

    /// Completes the value of an existing block-mapping entry.
    private mutating func mergeValue(_ entry: YAMLMappingEntry, template: TemplateValue, indent: Int, path: [String]) {
        let value = entry.value
        switch template {
        case .text, .fixed, .optional:
            return
        case .mapping(let children):
            if case .mapping(let entries) = value.content, !isFlow(value) {
                mergeBlockMapping(
                    entries, template: children, startOffset: index.offset(afterLine: valueIndicatorLine(entry)),
                    path: path)
            } else if value.isNull || (isFlow(value) && value.isMapping) {
                rewrite(entry, template: template, indent: indent, path: path)
            } else if Self.needsAdditions(nil, template) {
                notes.append(
                    "`\(Self.dotted(path))` (line \(value.range.start.line)) is \(value.kindDescription), not a mapping; left as it is"
                )
            }
        case .list(let texts):
            if case .sequence(let items) = value.content, !isFlow(value) {
                guard items.count < texts.count, !items.isEmpty else { return }
                let dash = value.range.start.column - 1
                let lines = texts[items.count...].flatMap { newItemLines($0, indent: dash) }
                insert(lines, at: index.offset(afterLine: lastLine(value)))
            } else if value.isNull || (isFlow(value) && value.isSequence) {
                rewrite(entry, template: template, indent: indent, path: path)
            } else if !texts.isEmpty {
                notes.append(
                    "`\(Self.dotted(path))` (line \(value.range.start.line)) is \(value.kindDescription), not a list; left as it is"
                )
            }
        }
    }

    /// Replaces an entry's empty or flow-style value by its block-style content with the
    /// missing entries added, when it lacks any.
    private mutating func rewrite(_ entry: YAMLMappingEntry, template: TemplateValue, indent: Int, path: [String]) {
        let value = entry.value
        guard Self.needsAdditions(value, template) else { return }
        let lines = valueLines(existing: value.isNull ? nil : value, template: template, indent: indent + step)
        guard !lines.isEmpty else { return }
        // Remove the value and the blanks before it, so `key: {…}  # note` becomes `key:  # note`.
        var start = index.offset(value.range.start)
        let lineStart = index.offset(ofLine: value.range.start.line)
        while start > lineStart, index.bytes[start - 1] == 0x20 || index.bytes[start - 1] == 0x09 { start -= 1 }
        edits.append(Edit(start: start, end: index.offset(value.range.end), text: ""))
        insert(lines, at: index.offset(afterLine: lastLine(value)))
        if !value.isNull {
            notes.append(
                "`\(Self.dotted(path))` (line \(value.range.start.line)) was in flow style; rewrote it in block style to add entries"
            )
        }
    }

    private mutating func insert(_ lines: [String], at offset: Int) {
        guard !lines.isEmpty else { return }
        var text = lines.map { $0 + index.newline }.joined()
        if offset == index.bytes.count, !index.endsWithLineBreak { text = index.newline + text }
        edits.append(Edit(start: offset, end: offset, text: text))
    }

    package static func dotted(_ path: [String]) -> String {
        path.map { YAMLScalarWriter.isSafePlain($0) ? $0 : YAMLScalarWriter.doubleQuoted($0) }.joined(separator: ".")
    }

    /// The text with every edit applied. Edits at one offset apply in the order made.
    package func apply() -> [UInt8] {
        TextEdit.apply(edits, to: index.bytes)
    }

    // MARK: - Writing block text

    private func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    /// An implicit key of libyaml is at most 1024 characters; longer keys are written
    /// explicitly (`? key` then `:`).
    private func headLines(_ writtenKey: String, indent: Int, inline: String?) -> [String] {
        let tail = inline.map { " " + $0 } ?? ""
        if writtenKey.unicodeScalars.count <= 1000 { return [spaces(indent) + writtenKey + ":" + tail] }
        return [spaces(indent) + "? " + writtenKey, spaces(indent) + ":" + tail]
    }

    /// The lines of a new entry: an untranslated text is `{text: "", source: SOURCE}` in block style.
    package func newEntryLines(_ entry: TemplateEntry, indent: Int) -> [String] {
        switch entry.value {
        case .optional:
            return []
        case .fixed(let text):
            return headLines(entry.writtenKey, indent: indent, inline: YAMLScalarWriter.scalar(text))
        case .text(let source):
            return headLines(entry.writtenKey, indent: indent, inline: nil)
                + untranslatedLines(source, indent: indent + step)
        case .mapping(let children):
            let lines = children.flatMap { newEntryLines($0, indent: indent + step) }
            return headLines(entry.writtenKey, indent: indent, inline: lines.isEmpty ? "{}" : nil) + lines
        case .list(let texts):
            let lines = texts.flatMap { newItemLines($0, indent: indent + step) }
            return headLines(entry.writtenKey, indent: indent, inline: lines.isEmpty ? "[]" : nil) + lines
        }
    }

    private func untranslatedLines(_ source: String, indent: Int) -> [String] {
        [spaces(indent) + "text: \"\"", spaces(indent) + "source: " + YAMLScalarWriter.scalar(source)]
    }

    /// A new list item for an untranslated text.
    package func newItemLines(_ source: String, indent: Int) -> [String] {
        [spaces(indent) + "- text: \"\"", spaces(indent + 2) + "source: " + YAMLScalarWriter.scalar(source)]
    }

    /// The block-style lines of a collection's content at `indent` (its entries or items),
    /// from an existing flow collection (or none) completed by `template`.
    package func valueLines(existing: YAMLNode?, template: TemplateValue?, indent: Int) -> [String] {
        guard let existing else {
            switch template {
            case .mapping(let children)?: return children.flatMap { newEntryLines($0, indent: indent) }
            case .list(let texts)?: return texts.flatMap { newItemLines($0, indent: indent) }
            default: return []
            }
        }
        switch existing.content {
        case .mapping(let entries):
            guard case .mapping(let children)? = template else {
                return entries.flatMap { existingEntryLines($0, template: nil, indent: indent) }
            }
            let (matched, groups) = Self.plan(entries, template: children)
            let kept = commentsBetween(existing, children: entries.map { ($0.key, $0.value) })
            var lines = kept[-1, default: []].map { spaces(indent) + $0.text }
            lines += (groups[-1] ?? []).flatMap { newEntryLines($0, indent: indent) }
            for (position, entry) in entries.enumerated() {
                lines += withComments(
                    existingEntryLines(entry, template: matched[position]?.value, indent: indent),
                    kept[position, default: []], endLine: entry.value.range.end.line, indent: indent)
                lines += (groups[position] ?? []).flatMap { newEntryLines($0, indent: indent) }
            }
            return lines
        case .sequence(let items):
            let kept = commentsBetween(existing, children: items.map { ($0, $0) })
            var lines = kept[-1, default: []].map { spaces(indent) + $0.text }
            for (position, item) in items.enumerated() {
                lines += withComments(
                    itemLines(item, indent: indent), kept[position, default: []], endLine: item.range.end.line,
                    indent: indent)
            }
            if case .list(let texts)? = template, items.count < texts.count {
                lines += texts[items.count...].flatMap { newItemLines($0, indent: indent) }
            }
            return lines
        case .scalar, .alias:
            return []
        }
    }

    /// The comments of a flow collection outside its children's collections (those carry
    /// their own when rewritten), by the child they follow (-1: before the first), each
    /// with its line.
    package func commentsBetween(_ collection: YAMLNode, children: [(start: YAMLNode, end: YAMLNode)]) -> [Int: [(
        text: String, line: Int
    )]] {
        let nested = children.compactMap { child -> Range<Int>? in
            if case .scalar = child.end.content { return nil }
            return index.offset(child.end.range.start)..<index.offset(child.end.range.end)
        }
        var found: [Int: [(text: String, line: Int)]] = [:]
        for range in comments.ranges(from: index.offset(collection.range.start), to: index.offset(collection.range.end))
        where !nested.contains(where: { $0.contains(range.lowerBound) }) {
            let owner = children.lastIndex { index.offset($0.start.range.start) < range.lowerBound } ?? -1
            let line = index.lineStarts.lastIndex { $0 <= range.lowerBound }.map { $0 + 1 } ?? 1
            found[owner, default: []].append((comments.text(range), line))
        }
        return found
    }

    /// `lines` (a child of a flow collection in block style) followed by the comments that
    /// followed it: one on the line where the child ends stays on the child's first line
    /// (`key: value  # note`, `key:  # note` above its entries), the others become lines
    /// of their own.
    private func withComments(_ lines: [String], _ kept: [(text: String, line: Int)], endLine: Int, indent: Int)
        -> [String]
    {
        var lines = lines
        for (position, comment) in kept.enumerated() {
            if position == 0, comment.line == endLine, !lines.isEmpty {
                lines[0] += "  " + comment.text
            } else {
                lines.append(spaces(indent) + comment.text)
            }
        }
        return lines
    }

    /// An existing entry of a flow mapping, in block style.
    private func existingEntryLines(_ entry: YAMLMappingEntry, template: TemplateValue?, indent: Int) -> [String] {
        let key = scalarText(entry.key)
        let value = entry.value
        switch value.content {
        case .scalar, .alias:
            if value.isNull, let template, Self.needsAdditions(nil, template) {
                let lines = valueLines(existing: nil, template: template, indent: indent + step)
                if !lines.isEmpty { return headLines(key, indent: indent, inline: nil) + lines }
            }
            return headLines(
                key, indent: indent,
                inline: value.isNull && value.range.start == value.range.end ? nil : scalarText(value))
        case .mapping, .sequence:
            let expand =
                value.range.start.line != value.range.end.line
                || template.map { Self.needsAdditions(value, $0) } ?? false
            if expand {
                let lines = valueLines(existing: value, template: template, indent: indent + step)
                if !lines.isEmpty { return headLines(key, indent: indent, inline: nil) + lines }
            }
            return headLines(key, indent: indent, inline: index.slice(value.range))
        }
    }

    /// An item of a flow list, in block style.
    private func itemLines(_ item: YAMLNode, indent: Int) -> [String] {
        switch item.content {
        case .scalar, .alias:
            return [spaces(indent) + "- " + scalarText(item)]
        case .mapping, .sequence:
            if item.range.start.line != item.range.end.line {
                var lines = valueLines(existing: item, template: nil, indent: indent + 2)
                if !lines.isEmpty {
                    lines[0] = spaces(indent) + "- " + lines[0].dropFirst(indent + 2)
                    return lines
                }
            }
            return [spaces(indent) + "- " + index.slice(item.range)]
        }
    }

    /// A scalar of a flow collection as block text: as written when on one line (a plain
    /// scalar valid in flow context is valid in block context), else rewritten.
    private func scalarText(_ node: YAMLNode) -> String {
        if node.range.start.line == node.range.end.line, node.range.start != node.range.end {
            return index.slice(node.range)
        }
        return YAMLScalarWriter.scalar(node.scalarText ?? "")
    }
}

extension TemplateValue {
    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}

extension YAMLNode {
    package var isMapping: Bool {
        if case .mapping = content { return true }
        return false
    }

    package var isSequence: Bool {
        if case .sequence = content { return true }
        return false
    }
}
