import BigInt
import QuizRuntime

extension SeparableNearest {
    /// One profile's distance as a line in the last coordinate's scaled value `v`:
    /// `a + b·v` (plus `v²`, common to all), for the lower envelope.
    private struct Line {
        var a: Int
        var b: Int
        var profile: Int
        /// Another profile has the same line: every value on it is a tie.
        var shared = false
        func at(_ v: Int) -> Int { a + b * v }
    }

    /// Walks the product of `groups` (the last swept, by the envelope when `sweep`: one
    /// euclidean coordinate at `lastCoordinate`); `nil` when two groups' counts do not fit
    /// 128 bits, which the inner sums use.
    // longer than 80 lines because the walk's loops share the running sums and the
    // combination, which split functions would pass back and forth.
    init?(groups: [Group], scaled: Scaled, lastCoordinate: Int, sweep: Bool, findTies: Bool) {
        let profiles = scaled.targets.count
        let valid = groups.map { group in group.parts.indices.filter { group.parts[$0] != nil } }
        guard groups.count >= 2, let last = groups.last, profiles > 0 else { return nil }
        let inner = groups[groups.count - 2]
        let total = { (group: Group) in group.search.states.reduce(BigUInt(0)) { $0 + $1.count } }
        guard (total(last) * total(inner)).bitWidth <= 128 else { return nil }
        let lastOrder = valid[groups.count - 1].sorted { last.values[$0] < last.values[$1] }
        let lastCounts = last.search.states.map { Count128($0.count) }
        let innerCounts = inner.search.states.map { Count128($0.count) }
        let slopeOrder = (0..<profiles).sorted {
            scaled.targets[$0][lastCoordinate] < scaled.targets[$1][lastCoordinate]
        }
        let outer = Array(groups.dropLast(2))
        self.groups = groups
        counts = Array(repeating: 0, count: profiles)
        witnesses = Array(repeating: nil, count: profiles)
        var combination = [Int](repeating: 0, count: groups.count)
        var outerSums = [Int](repeating: 0, count: profiles)
        var partial = outerSums
        var sums = [Count128](repeating: 0, count: profiles)
        var flush = sums
        let hull = UnsafeMutableBufferPointer<Line>.allocate(capacity: profiles)
        defer { hull.deallocate() }
        var hullCount = 0
        let lastValues = lastOrder.map { last.values[$0] }
        var prefix: [Count128] = [0]
        for state in lastOrder { prefix.append(prefix[prefix.count - 1] + lastCounts[state]) }
        var odometer = [Int](repeating: 0, count: outer.count)
        outerLoop: while !Task.isCancelled {
            guard odometer.indices.allSatisfy({ !valid[$0].isEmpty }) else { break }
            var outerCount = BigUInt(1)
            outerSums = Array(repeating: 0, count: profiles)
            for (level, position) in odometer.enumerated() {
                let state = valid[level][position]
                combination[level] = state
                outerCount *= outer[level].search.states[state].count
                for profile in 0..<profiles { outerSums[profile] += outer[level].parts[state]![profile] }
            }
            for profile in 0..<profiles { flush[profile] = 0 }
            for innerState in valid[groups.count - 2] {
                combination[groups.count - 2] = innerState
                let innerParts = inner.parts[innerState]!
                for profile in 0..<profiles {
                    partial[profile] = outerSums[profile] + innerParts[profile]
                    sums[profile] = 0
                }
                func record(_ lastState: Int, _ winner: Int, tied: Bool) {
                    if witnesses[winner] == nil || (findTies && tied && tie == nil) {
                        combination[groups.count - 1] = lastState
                        if witnesses[winner] == nil { witnesses[winner] = combination }
                        if findTies, tied, tie == nil { tie = combination }
                    }
                }
                func scan(_ lastState: Int) {
                    let parts = last.parts[lastState]!
                    let distances = (0..<profiles).map { partial[$0] + parts[$0] }
                    let (best, second) = ProfileRules.twoNearest(distances)
                    sums[best] += lastCounts[lastState]
                    record(lastState, best, tied: second.map { !(distances[best] < distances[$0]) } ?? false)
                }
                if sweep {
                    hullCount = Self.envelope(
                        hull, partial: partial, order: slopeOrder, scaled: scaled, coordinate: lastCoordinate)
                    var start = 0
                    for segment in 0..<hullCount {
                        let line = hull[segment]
                        var end = lastOrder.count, corner = (numerator: 0, denominator: 0)
                        if segment + 1 < hullCount {
                            // This line is the nearest below the crossing with the next, a tie on it.
                            let next = hull[segment + 1]
                            corner = (next.a - line.a, line.b - next.b)
                            var low = start, high = lastOrder.count
                            while low < high {
                                let middle = (low + high) / 2
                                if lastValues[middle] * corner.denominator < corner.numerator {
                                    low = middle + 1
                                } else {
                                    high = middle
                                }
                            }
                            end = low
                        }
                        if start < end {
                            if line.shared {
                                for position in start..<end { scan(lastOrder[position]) }
                            } else {
                                sums[line.profile] += prefix[end] - prefix[start]
                                if witnesses[line.profile] == nil {
                                    record(lastOrder[start], line.profile, tied: false)
                                }
                            }
                        }
                        start = end
                        while segment + 1 < hullCount, start < lastOrder.count,
                            lastValues[start] * corner.denominator == corner.numerator
                        {
                            scan(lastOrder[start])
                            start += 1
                        }
                    }
                } else {
                    for lastState in lastOrder {
                        let parts = last.parts[lastState]!
                        var best = 0, unique = true
                        for profile in 1..<max(1, profiles) {
                            let distance = partial[profile] + parts[profile]
                            let smallest = partial[best] + parts[best]
                            if distance < smallest {
                                best = profile
                                unique = true
                            } else if distance == smallest {
                                unique = false
                            }
                        }
                        if unique {
                            sums[best] += lastCounts[lastState]
                            record(lastState, best, tied: false)
                        } else {
                            scan(lastState)
                        }
                    }
                }
                for profile in 0..<profiles where sums[profile] != 0 {
                    flush[profile] += innerCounts[innerState] * sums[profile]
                }
            }
            for profile in 0..<profiles where flush[profile] != 0 {
                counts[profile] += outerCount * BigUInt(flush[profile])
            }
            // The next combination of the outer groups, the last of them fastest.
            var level = odometer.count - 1
            while level >= 0 {
                odometer[level] += 1
                if odometer[level] < valid[level].count { continue outerLoop }
                odometer[level] = 0
                level -= 1
            }
            break
        }
    }

    /// The lower envelope of the profiles' lines for the sums `partial` of the other
    /// groups' parts: `order` lists the profiles by their target on the last coordinate, so
    /// slopes (`−2·target`) decrease; a line no lower than its neighbours anywhere but at
    /// their crossing is dropped (the crossing is a tie there, scanned in full).
    private static func envelope(
        _ hull: UnsafeMutableBufferPointer<Line>, partial: [Int], order: [Int], scaled: Scaled, coordinate: Int
    ) -> Int {
        var count = 0
        for profile in order {
            let target = scaled.targets[profile][coordinate]
            let line = Line(a: partial[profile] + target * target, b: -2 * target, profile: profile)
            if count > 0, hull[count - 1].b == line.b {
                if line.a == hull[count - 1].a { hull[count - 1].shared = true }
                if line.a >= hull[count - 1].a { continue }
                count -= 1
            }
            while count >= 2 {
                let first = hull[count - 2], middle = hull[count - 1]
                // The middle line is dropped when the outer two cross at or before the first and it do.
                let outerCross = (line.a - first.a).multipliedFullWidth(by: first.b - middle.b)
                let middleCross = (middle.a - first.a).multipliedFullWidth(by: first.b - line.b)
                guard
                    outerCross.high < middleCross.high
                        || (outerCross.high == middleCross.high && outerCross.low <= middleCross.low)
                else { break }
                count -= 1
            }
            hull[count] = line
            count += 1
        }
        return count
    }
}
