/// Scores a JSON answers text while reading it, without building a `JSONValue`: the
/// fast path of `Scorer.score(jsonText:)` and `quizc score`.
///
/// It accepts only a plain, valid subset of JSON — one object whose member names are wire
/// keys written without escapes, each at most once, with integer, option id, list of
/// option ids or `null` answers that the question accepts — and returns the totals. For
/// anything else (escapes, fractions, unknown keys or ids, duplicates, missing required
/// answers, a draw pool answered beyond or short of its count, invalid JSON of any kind)
/// it returns `nil` and the general path parses the text and decides, so every error is
/// the general path's.
///
/// Names are compared as bytes: the bytes between two quotes, with no `\` among them,
/// are the name's UTF-8, and equal UTF-8 is exactly equal Unicode scalars.
struct JSONAnswersScanner {
    let tables: FastTables
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Where `choices` writes each chosen global option (instead of adding its weights), and
    /// how many it has written.
    private var picks: UnsafeMutableBufferPointer<Int>?
    private var pickCount = 0

    init(tables: FastTables, bytes: UnsafeBufferPointer<UInt8>) {
        self.tables = tables
        self.bytes = bytes
    }

    /// The totals (starting from `initial`), or `nil` when the general path must decide;
    /// with `recordingAnswered`, also whether each question was answered (a `null` answer
    /// or a missing key leaves it unanswered).
    mutating func totals(initial: [Int], recordingAnswered: Bool = false) -> (totals: [Int], answered: [Bool]?)? {
        guard tables.distinctKeys, let base = bytes.baseAddress else { return nil }
        var totals = initial
        var answered: [Bool]?
        let complete = totals.withUnsafeMutableBufferPointer { totals in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: tables.questionCount) { state in
                state.initialize(repeating: 0)
                let complete = object(base, totals, state)
                if complete, recordingAnswered { answered = state.map { $0 == 1 } }
                return complete
            }
        }
        return complete ? (totals, answered) : nil
    }

    /// The global options the answers chose, in reading order, written to `picks` (room for
    /// every global option), with `state[q]` 1 when question q was answered (0 or 2 when not);
    /// how many were written, or `nil` when the general path must decide. Unlike `totals`,
    /// missing answers and draw pools are not checked: the per-answer checks alone, as
    /// `Scorer.chosenOptions(json:)` makes them.
    mutating func choices(into picks: UnsafeMutableBufferPointer<Int>, state: UnsafeMutableBufferPointer<UInt8>)
        -> Int?
    {
        guard tables.distinctKeys, let base = bytes.baseAddress else { return nil }
        self.picks = picks
        pickCount = 0
        state.update(repeating: 0)
        let complete = object(base, UnsafeMutableBufferPointer(start: nil, count: 0), state, checksCompleteness: false)
        return complete ? pickCount : nil
    }

    /// The whole text: one object, every required question answered (with `checksCompleteness`). `state` per question:
    /// 0 not seen, 1 answered, 2 `null` (seen, unanswered).
    private mutating func object(
        _ base: UnsafePointer<UInt8>, _ totals: UnsafeMutableBufferPointer<Int>,
        _ state: UnsafeMutableBufferPointer<UInt8>, checksCompleteness: Bool = true
    ) -> Bool {
        skipSpace()
        guard next(is: UInt8(ascii: "{")) else { return false }
        skipSpace()
        var position = 0
        if !next(is: UInt8(ascii: "}")) {
            while true {
                guard next(is: UInt8(ascii: "\"")), let question = key(base, hint: position), state[question] == 0
                else { return false }
                skipSpace()
                guard next(is: UInt8(ascii: ":")) else { return false }
                skipSpace()
                guard let answered = answer(base, question, totals) else { return false }
                state[question] = answered ? 1 : 2
                position += 1
                skipSpace()
                if next(is: UInt8(ascii: "}")) { break }
                guard next(is: UInt8(ascii: ",")) else { return false }
                skipSpace()
            }
        }
        skipSpace()
        guard index == bytes.count else { return false }
        guard checksCompleteness else { return true }
        for question in 0..<tables.questionCount where state[question] != 1 && tables.required[question] {
            return false
        }
        if !tables.draw.isEmpty, !tables.draw.accepts(required: tables.declaredRequired, answered: { state[$0] == 1 }) {
            return false
        }
        return true
    }

    /// Takes global option `option`: its weights added to `totals`, or, for `choices`, the option written down.
    @inline(__always)
    private mutating func take(_ option: Int, _ totals: UnsafeMutableBufferPointer<Int>) {
        if let picks {
            picks[pickCount] = option
            pickCount += 1
        } else {
            tables.add(option, to: totals)
        }
    }

    /// Consumes `byte` if it comes next.
    @inline(__always)
    private mutating func next(is byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    @inline(__always)
    private mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    /// After an opening quote: the body of a string without escapes or control characters,
    /// and the closing quote consumed; `nil` otherwise.
    private mutating func plainString() -> (start: Int, count: Int)? {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return (start, index - 1 - start)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// After an opening quote: the question whose key this member name is. Clients send
    /// keys in question order, so the key at `hint` is compared first.
    private mutating func key(_ base: UnsafePointer<UInt8>, hint: Int) -> Int? {
        if hint < tables.questionCount, tables.plainKey[hint] {
            let length = tables.keys.length(hint)
            if length < bytes.count - index, bytes[index + length] == UInt8(ascii: "\""),
                tables.keys.equals(hint, base + index, length)
            {
                index += length + 1
                return hint
            }
        }
        guard let name = plainString() else { return nil }
        return tables.keyTable.entry(tables.keys, owner: 0, base + name.start, name.count)
    }

    /// Reads question `question`'s answer and adds its weights: `true` when answered,
    /// `false` for `null`, `nil` when the general path must decide.
    private mutating func answer(
        _ base: UnsafePointer<UInt8>, _ question: Int, _ totals: UnsafeMutableBufferPointer<Int>
    ) -> Bool? {
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        if first == UInt8(ascii: "n") {
            guard index + 4 <= bytes.count, bytes[index + 1] == UInt8(ascii: "u"),
                bytes[index + 2] == UInt8(ascii: "l"),
                bytes[index + 3] == UInt8(ascii: "l")
            else { return nil }
            index += 4
            return false
        }
        switch tables.types[question] {
        case .scale:
            guard let value = integer(), let option = tables.scaleOption(question, value: value) else { return nil }
            take(option, totals)
        case .single:
            guard next(is: UInt8(ascii: "\"")), let option = optionID(base, question) else { return nil }
            take(option, totals)
        case .range:
            let option: Int?
            if next(is: UInt8(ascii: "\"")) {
                option = optionID(base, question)
            } else {
                option = integer().flatMap { tables.rangeOption(question, integer: $0) }
            }
            guard let option else { return nil }
            take(option, totals)
        case .multiple:
            return choices(base, question, totals) ? true : nil
        }
        return true
    }

    private mutating func optionID(_ base: UnsafePointer<UInt8>, _ question: Int) -> Int? {
        guard let id = plainString() else { return nil }
        return tables.option(question, id: base + id.start, id.count)
    }

    /// A `multiple` answer: distinct known ids, as many as the question allows.
    private mutating func choices(
        _ base: UnsafePointer<UInt8>, _ question: Int, _ totals: UnsafeMutableBufferPointer<Int>
    ) -> Bool {
        guard next(is: UInt8(ascii: "[")) else { return false }
        let first = tables.optionStart[question], optionCount = tables.optionStart[question + 1] - first
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: optionCount) { chosen -> Bool in
            chosen.initialize(repeating: false)
            var count = 0
            skipSpace()
            if !next(is: UInt8(ascii: "]")) {
                while true {
                    guard next(is: UInt8(ascii: "\"")), let option = optionID(base, question), !chosen[option - first]
                    else { return false }
                    chosen[option - first] = true
                    count += 1
                    skipSpace()
                    if next(is: UInt8(ascii: "]")) { break }
                    guard next(is: UInt8(ascii: ",")) else { return false }
                    skipSpace()
                }
            }
            guard tables.acceptsChoiceCount(question, count) else { return false }
            for option in 0..<optionCount where chosen[option] { take(first + option, totals) }
            return true
        }
    }

    /// An integer written plainly (`-`? digits, no leading zero, at most 18 characters as
    /// the general path's integer case) and not followed by a fraction or an exponent.
    private mutating func integer() -> Int? {
        let negative = next(is: UInt8(ascii: "-"))
        let start = index, most = negative ? 17 : 18
        var value = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, index - start < most {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        let digits = index - start
        guard digits > 0, digits == 1 || bytes[start] != 0x30 else { return nil }
        if index < bytes.count {
            let after = bytes[index]
            guard after != UInt8(ascii: "."), after | 0x20 != UInt8(ascii: "e"), !(after >= 0x30 && after <= 0x39)
            else { return nil }
        }
        return negative ? -value : value
    }
}
