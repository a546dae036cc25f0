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
            fragments.append((index == 0 ? [] : [UInt8(ascii: ",")]) + Array("{\"poles\":[".utf8) + a + [UInt8(ascii: ",")] + b
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
        let (ta, tb) = (totals[axis.a], totals[axis.b])
        return ta > tb ? traits[axis.a] : ta < tb ? traits[axis.b] : axis.tie
    }

    func axisResults(_ totals: [Int]) -> [ScoreResult.AxisResult] {
        axes.map { axis in
            ScoreResult.AxisResult(poles: (traits[axis.a], traits[axis.b]), letter: letter(axis, totals),
                                   totals: (totals[axis.a], totals[axis.b]))
        }
    }

    /// Appends `"scores":{…}` and, for axes, `,"axes":[…]`.
    func writeScoresAndAxes(_ totals: [Int], into out: inout [UInt8]) {
        text.withUnsafeBufferPointer { text in
            func fragment(_ index: Int) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: text[bounds[index] ..< bounds[index + 1]]))
            }
            if traits.isEmpty {
                out.append(contentsOf: "\"scores\":{}".utf8)
            } else {
                for index in traits.indices {
                    fragment(index)
                    JSONWriter.appendInteger(totals[index], into: &out)
                }
                out.append(UInt8(ascii: "}"))
            }
            guard !axes.isEmpty else { return }
            out.append(contentsOf: ",\"axes\":[".utf8)
            for index in axes.indices {
                let (ta, tb) = (totals[axes[index].a], totals[axes[index].b])
                let first = traits.count + 6 * index
                fragment(first)
                fragment(first + (ta > tb ? 1 : ta < tb ? 2 : 3))
                fragment(first + 4)
                JSONWriter.appendInteger(ta, into: &out)
                fragment(first + 5)
                JSONWriter.appendInteger(tb, into: &out)
                out.append(contentsOf: "}}".utf8)
            }
            out.append(UInt8(ascii: "]"))
        }
    }
}
