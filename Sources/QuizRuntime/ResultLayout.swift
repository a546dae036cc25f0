/// What every result of one bundle shares: the trait names, the axes, and the JSON text
/// around the numbers. A `ScoreResult` made by a `Scorer` keeps a reference to this and
/// its totals instead of a copy of every name, and writes its JSON line from these
/// pre-escaped fragments (byte for byte what `JSONWriter.line` writes for `jsonValue`).
final class ResultLayout: Sendable {
    /// One axis: pole trait indices and the tie letter.
    struct Axis: Sendable {
        let a: Int
        let b: Int
        let tie: String

        /// Which letter the axis gives for `totals`: 0 for pole a (the larger total), 1 for
        /// pole b, 2 for the tie letter. The one statement of the axis rule: the outcome code,
        /// the result's letters and the written line all read it.
        @inline(__always)
        func side(_ totals: [Int]) -> Int {
            let (ta, tb) = (totals[a], totals[b])
            return ta > tb ? 0 : ta < tb ? 1 : 2
        }
    }

    let traits: [String]
    let axes: [Axis]
    /// The JSON fragments end to end; fragment f is `text[bounds[f] ..< bounds[f + 1]]`.
    /// Fragments 0 ..< traits.count: `"scores":{"name":` for the first trait, `,"name":`
    /// after. Then six per axis: `{"poles":["a","b"],"letter":` (after a `,` from the second
    /// axis on), the quoted letters of pole a, pole b and the tie, `,"totals":{"a":`, `,"b":`.
    private let text: [UInt8]
    private let bounds: [Int]

    init(traits: [String], axes: [Axis]) {
        self.traits = traits
        self.axes = axes
        func quoted(_ text: String) -> [UInt8] {
            var out: [UInt8] = []
            JSONWriter.appendString(text, into: &out)
            return out
        }
        var fragments: [[UInt8]] = traits.enumerated().map { index, trait in
            (index == 0 ? Array("\"scores\":{".utf8) : [UInt8(ascii: ",")]) + quoted(trait) + [UInt8(ascii: ":")]
        }
        for (index, axis) in axes.enumerated() {
            let a = quoted(traits[axis.a]), b = quoted(traits[axis.b])
            fragments.append(
                (index == 0 ? [] : [UInt8(ascii: ",")]) + Array("{\"poles\":[".utf8) + a + [UInt8(ascii: ",")] + b
                    + Array("],\"letter\":".utf8))
            fragments += [a, b, quoted(axis.tie)]
            fragments.append(Array(",\"totals\":{".utf8) + a + [UInt8(ascii: ":")])
            fragments.append([UInt8(ascii: ",")] + b + [UInt8(ascii: ":")])
        }
        text = fragments.flatMap { $0 }
        var bounds = [0]
        for fragment in fragments { bounds.append((bounds.last ?? 0) + fragment.count) }
        self.bounds = bounds
    }

    /// Every trait's total, in declared order.
    func scores(_ totals: [Int]) -> [TraitAmount] {
        zip(traits, totals).map { TraitAmount(trait: $0, amount: $1) }
    }

    /// The letter of one axis: the pole with the larger total, else the tie letter.
    func letter(_ axis: Axis, _ totals: [Int]) -> String {
        switch axis.side(totals) {
        case 0: return traits[axis.a]
        case 1: return traits[axis.b]
        default: return axis.tie
        }
    }

    func axisResults(_ totals: [Int]) -> [ScoreResult.AxisResult] {
        axes.map { axis in
            ScoreResult.AxisResult(
                poles: (traits[axis.a], traits[axis.b]), letter: letter(axis, totals),
                totals: (totals[axis.a], totals[axis.b]))
        }
    }

    /// Appends `"scores":{…}` and, for axes, `,"axes":[…]`: written into a scratch buffer
    /// large enough for any totals (20 characters per integer at most), then appended at once.
    func writeScoresAndAxes(_ totals: [Int], into out: inout [UInt8]) {
        let bound = text.count + 20 * (traits.count + 2 * axes.count) + 32 + 4 * axes.count
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { scratch in
            text.withUnsafeBufferPointer { text in
                guard let base = scratch.baseAddress, let source = text.baseAddress else { return }
                var cursor = base
                func put(_ fragment: Int) {
                    let from = bounds[fragment], count = bounds[fragment + 1] - from
                    cursor.update(from: source + from, count: count)
                    cursor += count
                }
                func put(_ literal: StaticString) {
                    cursor.update(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
                    cursor += literal.utf8CodeUnitCount
                }
                if traits.isEmpty {
                    put("\"scores\":{}")
                } else {
                    for index in traits.indices {
                        put(index)
                        cursor = Self.put(totals[index], at: cursor)
                    }
                    put("}")
                }
                if !axes.isEmpty {
                    put(",\"axes\":[")
                    for index in axes.indices {
                        let (ta, tb) = (totals[axes[index].a], totals[axes[index].b])
                        let first = traits.count + 6 * index
                        put(first)
                        put(first + 1 + axes[index].side(totals))
                        put(first + 4)
                        cursor = Self.put(ta, at: cursor)
                        put(first + 5)
                        cursor = Self.put(tb, at: cursor)
                        put("}}")
                    }
                    put("]")
                }
                out.append(contentsOf: UnsafeBufferPointer(start: base, count: cursor - base))
            }
        }
    }

    /// Writes `value`'s decimal text (as `String(value)`, at most 20 bytes) at `cursor`;
    /// returns the position after it.
    private static func put(_ value: Int, at cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var cursor = cursor
        if value < 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        var rest = value.magnitude, digits = 1
        while rest >= 10 { rest /= 10; digits += 1 }
        rest = value.magnitude
        for position in stride(from: digits - 1, through: 0, by: -1) {
            cursor[position] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
            rest /= 10
        }
        return cursor + digits
    }
}
