import Foundation

/// Unicode normalization (NFC and NFKC) in time O(n log n) in the length of the text, whatever
/// its content.
///
/// Foundation's `precomposedStringWithCanonicalMapping` and
/// `precomposedStringWithCompatibilityMapping` take time quadratic in the number of combining
/// marks of a text (reordering a run of marks, composing "e" + U+0301 repeated), so a text of a
/// few hundred thousand marks took seconds to minutes. This type runs the normalization
/// algorithm itself — decompose each scalar, put each run of non-starters in canonical order
/// with a sort, compose — and asks Foundation only about single scalars (their decomposition)
/// and pairs of scalars (whether they compose), each answer remembered for the rest of the text.
/// The Unicode data therefore stays Foundation's, and the results are exactly Foundation's
/// (the tests compare them on random texts).
package enum UnicodeNormalization {
    /// The NFC form of `text`.
    package static func nfc(_ text: String) -> String {
        // Scalars below U+0300 are starters that neither decompose nor compose with what
        // precedes them, so such a text (ASCII, Latin-1, most of Latin Extended) is its own NFC.
        if text.unicodeScalars.allSatisfy({ $0.value < 0x300 }) { return text }
        var normalizer = Normalizer(compatibility: false)
        return normalizer.normalize(text)
    }

    /// The NFKC form of `text`.
    package static func nfkc(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var normalizer = Normalizer(compatibility: true)
        return normalizer.normalize(text)
    }

    /// Whether `text` is already NFC, compared by scalars.
    package static func isNFC(_ text: String) -> Bool {
        if text.unicodeScalars.allSatisfy({ $0.value < 0x300 }) { return true }
        return text.unicodeScalars.elementsEqual(nfc(text).unicodeScalars)
    }
}

/// One normalization run: the algorithm, with the answers Foundation gave so far.
struct Normalizer {
    let compatibility: Bool
    /// Full decompositions of the scalars seen so far; absent or empty: the scalar itself.
    private var decompositions: [UInt32: [Unicode.Scalar]] = [:]
    /// Canonical decompositions of composites, used to check the answers about pairs.
    private var canonicalDecompositions: [UInt32: [Unicode.Scalar]] = [:]
    /// Primary composites of the pairs seen so far (first scalar in the high half); 0: none.
    private var composites: [UInt64: UInt32] = [:]

    /// How many times Foundation was asked (for the tests: bounded by the distinct scalars and
    /// pairs of the text, not by its length).
    private(set) var foundationCalls = 0
    /// Scalars moved or compared while ordering and composing (for the tests: O(n log n)).
    private(set) var steps = 0

    init(compatibility: Bool) {
        self.compatibility = compatibility
    }

    mutating func normalize(_ text: String) -> String {
        var buffer: [Unicode.Scalar] = []
        buffer.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                buffer.append(scalar)
            } else {
                appendDecomposition(of: scalar, to: &buffer)
            }
        }
        orderCanonically(&buffer)
        let composed = compose(buffer)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: composed)
        return String(view)
    }

    // MARK: Decomposition

    private static let hangulBase: UInt32 = 0xAC00, hangulCount: UInt32 = 11172
    private static let leadBase: UInt32 = 0x1100, vowelBase: UInt32 = 0x1161, trailBase: UInt32 = 0x11A7
    private static let vowelCount: UInt32 = 21, trailCount: UInt32 = 28

    private mutating func appendDecomposition(of scalar: Unicode.Scalar, to buffer: inout [Unicode.Scalar]) {
        let value = scalar.value
        if value >= Self.hangulBase, value < Self.hangulBase + Self.hangulCount {
            let index = value - Self.hangulBase
            let perLead = Self.vowelCount * Self.trailCount
            appendScalar(Self.leadBase + index / perLead, to: &buffer)
            appendScalar(Self.vowelBase + (index % perLead) / Self.trailCount, to: &buffer)
            if index % Self.trailCount != 0 { appendScalar(Self.trailBase + index % Self.trailCount, to: &buffer) }
            return
        }
        if let known = decompositions[value] {
            if known.isEmpty { buffer.append(scalar) } else { buffer.append(contentsOf: known) }
            return
        }
        foundationCalls += 1
        let single = String(Character(scalar))
        let mapped = Array(
            (compatibility
                ? single.decomposedStringWithCompatibilityMapping
                : single.decomposedStringWithCanonicalMapping).unicodeScalars)
        let decomposition = mapped.count == 1 && mapped[0] == scalar ? [] : mapped
        decompositions[value] = decomposition
        if decomposition.isEmpty { buffer.append(scalar) } else { buffer.append(contentsOf: decomposition) }
    }

    private func appendScalar(_ value: UInt32, to buffer: inout [Unicode.Scalar]) {
        if let scalar = Unicode.Scalar(value) { buffer.append(scalar) }
    }

    // MARK: Canonical ordering

    static func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
        scalar.value < 0x300 ? 0 : scalar.properties.canonicalCombiningClass.rawValue
    }

    /// Sorts each run of non-starters by combining class, keeping the order of equal classes.
    private mutating func orderCanonically(_ buffer: inout [Unicode.Scalar]) {
        var start = 0
        while start < buffer.count {
            guard Self.combiningClass(buffer[start]) != 0 else { start += 1; continue }
            var end = start + 1
            var ordered = true
            var previous = Self.combiningClass(buffer[start])
            while end < buffer.count {
                let current = Self.combiningClass(buffer[end])
                if current == 0 { break }
                if current < previous { ordered = false }
                previous = current
                end += 1
            }
            steps += end - start
            if !ordered {
                var run = (start..<end).map { (Self.combiningClass(buffer[$0]), $0, buffer[$0]) }
                run.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
                let count = run.count
                steps += count * max(1, Int.bitWidth - count.leadingZeroBitCount)
                for (offset, entry) in run.enumerated() { buffer[start + offset] = entry.2 }
            }
            start = end
        }
    }

    // MARK: Composition

    private mutating func compose(_ buffer: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(buffer.count)
        var starter: Int?
        var lastClass: UInt8 = 0
        for scalar in buffer {
            steps += 1
            let ccc = Self.combiningClass(scalar)
            if let starter {
                // Not blocked: right after the starter, or every scalar since has a lower,
                // non-zero class (the run is in canonical order, so the last one is the highest).
                let adjacent = out.count == starter + 1
                if adjacent || (lastClass != 0 && lastClass < ccc), let composite = composite(out[starter], scalar) {
                    out[starter] = composite
                    continue
                }
            }
            if ccc == 0 { starter = out.count }
            lastClass = ccc
            out.append(scalar)
        }
        return out
    }

    /// The primary composite of `first` and `second`, if any.
    private mutating func composite(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Unicode.Scalar? {
        if second.value < 0x80 { return nil }  // no composite ends in an ASCII character
        let lead = first.value, next = second.value
        if lead >= Self.leadBase, lead < Self.leadBase + 19, next >= Self.vowelBase,
            next < Self.vowelBase + Self.vowelCount
        {
            return Unicode.Scalar(
                Self.hangulBase + ((lead - Self.leadBase) * Self.vowelCount + next - Self.vowelBase) * Self.trailCount)
        }
        if lead >= Self.hangulBase, lead < Self.hangulBase + Self.hangulCount {
            // A syllable composes only with a trailing consonant, and only when it has none yet.
            if (lead - Self.hangulBase) % Self.trailCount == 0, next > Self.trailBase,
                next < Self.trailBase + Self.trailCount
            {
                return Unicode.Scalar(lead + next - Self.trailBase)
            }
            return nil
        }
        let key = UInt64(lead) << 32 | UInt64(next)
        if let known = composites[key] { return known == 0 ? nil : Unicode.Scalar(known) }
        // Foundation composes a decomposed sequence more reliably than one holding a composite
        // (it leaves U+0CCA U+0CD5 alone, but composes U+0CC6 U+0CC2 U+0CD5), so ask about the
        // decomposition of `first` followed by `second` (in canonical order: `first` took only
        // marks of classes up to `second`'s), and check the answer's decomposition.
        var found: UInt32 = 0
        let expected = canonicalDecomposition(of: first) + [second]
        var view = String.UnicodeScalarView()
        view.append(contentsOf: expected)
        foundationCalls += 1
        let result = Array(String(view).precomposedStringWithCanonicalMapping.unicodeScalars)
        if result.count == 1, result[0] != first, canonicalDecomposition(of: result[0]) == expected {
            found = result[0].value
        }
        composites[key] = found
        return found == 0 ? nil : Unicode.Scalar(found)
    }

    private mutating func canonicalDecomposition(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        if let known = canonicalDecompositions[scalar.value] { return known }
        foundationCalls += 1
        let mapped = Array(String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars)
        canonicalDecompositions[scalar.value] = mapped
        return mapped
    }
}
