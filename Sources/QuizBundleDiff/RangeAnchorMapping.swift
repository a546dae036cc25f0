/// Where numbers land on a `range` question in two releases.
///
/// A number x in [min, max] picks anchor ⌊(x − min) / (max − min) × (n − 1) + ½⌋ (docs/authoring.md,
/// "Questions and their answers"). When the bounds or the anchors change, the same number may pick another anchor:
/// this finds, exactly, every pair (old anchor, new anchor) that some number valid in both
/// releases picks, by walking the two step functions' breakpoints in order. Breakpoints
/// are fractions compared with 128-bit products, so nothing is rounded.
enum RangeAnchorMapping {
    /// One release's view of a range question.
    struct Side {
        var min: Int
        var max: Int
        var anchors: Int

        /// The anchor an integer `x` in [min, max] picks: ⌊((x − min)·2a + W) / 2W⌋.
        func anchor(at x: Int) -> Int? {
            let a = anchors - 1, width = max - min
            guard a >= 1, width > 0 else { return nil }
            let (scaled, o1) = (x - min).multipliedReportingOverflow(by: 2 * a)
            let (numerator, o2) = scaled.addingReportingOverflow(width)
            guard !o1, !o2 else { return nil }
            return Swift.min(numerator / (2 * width), a)
        }

        /// The smallest number picking anchor `k` (1 ≤ k ≤ n − 1): min + (2k − 1)·W / 2a, as a
        /// fraction (numerator, denominator).
        func breakpoint(_ k: Int) -> (Int, Int)? {
            let a = anchors - 1, width = max - min
            let (left, o1) = min.multipliedReportingOverflow(by: 2 * a)
            let (right, o2) = (2 * k - 1).multipliedReportingOverflow(by: width)
            let (numerator, o3) = left.addingReportingOverflow(right)
            guard !o1, !o2, !o3 else { return nil }
            return (numerator, 2 * a)
        }
    }

    /// A stretch of numbers that picks one anchor in each release.
    struct Pair {
        var old: Int
        var new: Int
        /// A number of the stretch, as a JSON number literal (a short decimal); `nil` when
        /// none was found without overflow.
        var number: String?
    }

    /// Every (old anchor index, new anchor index) some number in both intervals picks, in
    /// increasing order of the numbers, each with such a number; `[]` when the intervals do
    /// not meet, `nil` when a bound is too large to compute with.
    static func pairs(old: Side, new: Side) -> [Pair]? {
        let low = Swift.max(old.min, new.min), high = Swift.min(old.max, new.max)
        guard low <= high else { return [] }
        guard var i = old.anchor(at: low), var j = new.anchor(at: low) else { return nil }
        // Each stretch starts at a fraction (inclusive) and ends where the next one starts.
        var starts: [(Int, Int)] = [(low, 1)]
        var indices = [(i, j)]
        while true {
            var next: (Int, Int)?
            var oldMoves = false, newMoves = false
            if i < old.anchors - 1 {
                guard let point = old.breakpoint(i + 1) else { return nil }
                next = point
                oldMoves = true
            }
            if j < new.anchors - 1 {
                guard let point = new.breakpoint(j + 1) else { return nil }
                if let current = next {
                    switch compare(point, current) {
                    case .less: next = point; oldMoves = false; newMoves = true
                    case .equal: newMoves = true
                    case .greater: break
                    }
                } else {
                    next = point
                    newMoves = true
                }
            }
            guard let point = next, compare(point, (high, 1)) != .greater else { break }
            if oldMoves { i += 1 }
            if newMoves { j += 1 }
            starts.append(point)
            indices.append((i, j))
        }
        return indices.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1] : nil
            return Pair(
                old: indices[index].0, new: indices[index].1,
                number: decimal(from: starts[index], before: end, atMost: high))
        }
    }

    /// A short decimal x with start ≤ x < end (or x ≤ `last` when there is no end): the
    /// first of ⌈start⌉, then ⌈start·10^d⌉ / 10^d for d = 1, 2, … that fits.
    static func decimal(from start: (Int, Int), before end: (Int, Int)?, atMost last: Int) -> String? {
        var scale = 1
        for digits in 0...12 {
            if digits > 0 {
                let (next, overflow) = scale.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                scale = next
            }
            let (scaled, overflow) = start.0.multipliedReportingOverflow(by: scale)
            guard !overflow else { return nil }
            // ⌈scaled / den⌉ for a positive denominator (division truncates toward zero).
            let ceiling = scaled >= 0 ? scaled / start.1 + (scaled % start.1 == 0 ? 0 : 1) : scaled / start.1
            let fits: Bool
            if let end {
                fits = compare((ceiling, scale), end) == .less
            } else {
                fits = compare((ceiling, scale), (last, 1)) != .greater
            }
            if fits { return text(ceiling, digits: digits) }
        }
        return nil
    }

    /// `value / 10^digits` as a JSON number literal, without trailing zeros.
    static func text(_ value: Int, digits: Int) -> String {
        guard digits > 0 else { return String(value) }
        let magnitude = value.magnitude
        var whole = String(magnitude), fraction = ""
        if whole.count <= digits { whole = String(repeating: "0", count: digits - whole.count + 1) + whole }
        fraction = String(whole.suffix(digits))
        whole = String(whole.dropLast(digits))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (value < 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    enum Order { case less, equal, greater }

    /// Compares two fractions with positive denominators.
    static func compare(_ a: (Int, Int), _ b: (Int, Int)) -> Order {
        let left = a.0.multipliedFullWidth(by: b.1), right = b.0.multipliedFullWidth(by: a.1)
        if left.high != right.high { return left.high < right.high ? .less : .greater }
        if left.low != right.low { return left.low < right.low ? .less : .greater }
        return .equal
    }
}
