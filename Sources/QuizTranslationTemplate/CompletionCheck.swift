import QuizRuntime
@_spi(Tools) import QuizYAML

/// The last check before `quizc translations` writes a completed file: the new text must
/// say everything the old one said (every key at the same place, every scalar the same),
/// keep every comment, and hold every text of the quiz where lint looks for it. A layout
/// the splicer gets wrong is then refused instead of written.
struct CompletionCheck {
    let before: YAMLNode
    let beforeIndex: TextIndex
    let after: YAMLNode
    let afterIndex: TextIndex

    /// What is wrong with the completed file, or `nil`.
    func problem(template: [TemplateEntry]) -> String? {
        if let lost = lostComment() { return lost }
        if let changed = changedPlace(before, after, path: []) { return changed }
        if TemplateSplicer.needsAdditions(after, .mapping(template)) {
            return "the new entries would not all stand where the quiz's ids put them"
        }
        return nil
    }

    /// The first comment of the old text the new one lacks (comments compared as a multiset).
    func lostComment() -> String? {
        let old = YAMLComments(index: beforeIndex, root: before)
        var remaining: [String: Int] = [:]
        for text in YAMLComments(index: afterIndex, root: after).all { remaining[text, default: 0] += 1 }
        for range in old.ranges(from: 0, to: beforeIndex.bytes.count) {
            let text = old.text(range)
            guard let count = remaining[text], count > 0 else {
                let line = beforeIndex.lineStarts.lastIndex { $0 <= range.lowerBound }.map { $0 + 1 } ?? 1
                return "the comment `\(text)` (line \(line)) would be lost"
            }
            remaining[text] = count - 1
        }
        return nil
    }

    /// The first place where the new tree does not hold what the old one held.
    func changedPlace(_ old: YAMLNode, _ new: YAMLNode, path: [String]) -> String? {
        func moved() -> String {
            "`\(path.isEmpty ? "the top level" : TemplateSplicer.dotted(path))` (line \(old.range.start.line)) would not read back as written"
        }
        switch (old.content, new.content) {
        case (.scalar(let oldText, _), .scalar(let newText, _)):
            return oldText.isExactly(newText) || old.isNull ? nil : moved()
        case (.scalar, _):
            return old.isNull ? nil : moved()
        case (.mapping(let oldEntries), .mapping(let newEntries)):
            let positions = TemplateSplicer.keyPositions(newEntries)
            for entry in oldEntries {
                guard let key = entry.key.scalarText else { continue }
                guard let found = positions[ExactString(key)] else {
                    return
                        "`\(TemplateSplicer.dotted(path + [key]))` (line \(entry.key.range.start.line)) would not read back as written"
                }
                if let problem = changedPlace(entry.value, newEntries[found].value, path: path + [key]) {
                    return problem
                }
            }
            return nil
        case (.sequence(let oldItems), .sequence(let newItems)):
            guard newItems.count >= oldItems.count else { return moved() }
            for (position, pair) in zip(oldItems, newItems).enumerated() {
                if let problem = changedPlace(pair.0, pair.1, path: path + [String(position + 1)]) { return problem }
            }
            return nil
        default:
            return moved()
        }
    }
}
