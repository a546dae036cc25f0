@_spi(Tools) package import QuizYAML

/// The comments of a YAML text, found from its tree: outside its scalars (a block
/// scalar's header line included) every `#` starts a comment that runs to the end of
/// its line. Used to carry comments through a rewrite and to check that none was lost.
package struct YAMLComments {
    package let index: TextIndex
    /// The byte ranges the scalars cover, in order.
    private let scalarRanges: [Range<Int>]

    package init(index: TextIndex, root: YAMLNode?) {
        self.index = index
        var ranges: [Range<Int>] = []
        func visit(_ node: YAMLNode) {
            switch node.content {
            case .scalar(_, let style):
                var start = index.offset(node.range.start)
                // A block scalar's header (`|-  # note`) may hold a comment; its text starts a line later.
                if style == .literal || style == .folded {
                    start = max(start, index.offset(afterLine: node.range.start.line))
                }
                let end = index.offset(node.range.end)
                if start < end { ranges.append(start..<end) }
            case .alias:
                let start = index.offset(node.range.start), end = index.offset(node.range.end)
                if start < end { ranges.append(start..<end) }
            case .sequence(let items):
                items.forEach(visit)
            case .mapping(let entries):
                for entry in entries {
                    visit(entry.key)
                    visit(entry.value)
                }
            }
        }
        if let root { visit(root) }
        scalarRanges = ranges.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The comments that start in `start..<end`, as byte ranges from `#` to the end of the line.
    package func ranges(from start: Int, to end: Int) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var position = start
        var scalar = scalarRanges.partitioningIndex { $0.upperBound > position }
        while position < end, position < index.bytes.count {
            if scalar < scalarRanges.count, scalarRanges[scalar].contains(position) {
                position = scalarRanges[scalar].upperBound
                scalar += 1
                continue
            }
            if scalar < scalarRanges.count, scalarRanges[scalar].upperBound <= position {
                scalar += 1
                continue
            }
            if index.bytes[position] == UInt8(ascii: "#") {
                var lineEnd = position
                while lineEnd < index.bytes.count, index.bytes[lineEnd] != 0x0A, index.bytes[lineEnd] != 0x0D {
                    lineEnd += 1
                }
                found.append(position..<lineEnd)
                position = lineEnd
                continue
            }
            position += 1
        }
        return found
    }

    /// The text of every comment of the file, in order, without trailing white space.
    package var all: [String] {
        ranges(from: 0, to: index.bytes.count).map(text)
    }

    /// A comment's text, without trailing white space.
    package func text(_ range: Range<Int>) -> String {
        var end = range.upperBound
        while end > range.lowerBound, index.bytes[end - 1] == 0x20 || index.bytes[end - 1] == 0x09 { end -= 1 }
        return String(decoding: index.bytes[range.lowerBound..<end], as: UTF8.self)
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, for an array where the elements
    /// that do come after those that do not.
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
