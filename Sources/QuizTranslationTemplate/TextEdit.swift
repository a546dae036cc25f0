/// One change of a file's text: the bytes `start..<end` replaced by `text`.
package struct TextEdit {
    package var start: Int
    package var end: Int
    package var text: String

    /// `bytes` with every edit applied. Edits at one offset apply in the order given.
    package static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(
            \.element)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var position = 0
        for edit in ordered {
            if edit.start > position { out.append(contentsOf: bytes[position..<edit.start]) }
            out.append(contentsOf: edit.text.utf8)
            position = max(position, edit.end)
        }
        if position < bytes.count { out.append(contentsOf: bytes[position...]) }
        return out
    }
}
