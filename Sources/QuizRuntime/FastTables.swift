/// The scoring plan flattened for the fast paths: per question its type and limits, every
/// option of every question in one numbering ("global" option indices), keys and ids as
/// bytes in hash tables, weights as one list of (trait, amount) pairs.
///
/// The fast paths only ever produce successes, and only for inputs they fully understand;
/// anything else (an error, an unusual form) goes to the general path, which decides and
/// reports. So these tables never need to explain a problem, only to find things exactly.
final class FastTables: Sendable {
    let types: [QuizBundle.QuestionType]
    /// Whether a question must be answered on its own: required and outside every draw pool.
    let required: [Bool]
    /// Draw pools: an answer set must satisfy them too (checked after the scan).
    let draw: DrawRule
    /// The questions' own `required` (the draw pools' check uses it).
    let declaredRequired: [Bool]
    /// Question q's options are the global options `optionStart[q] ..< optionStart[q + 1]`.
    let optionStart: [Int]
    /// Global option o's pairs are `weights[2 * weightStart[o] ..< 2 * weightStart[o + 1]]`, trait then amount.
    let weightStart: [Int]
    let weights: [Int]
    /// Scale questions whose values span at most 64: the first option of each value v is
    /// `scaleOptions[scaleStart[q] + v − scaleLow[q]]` (−1 for none); other questions have
    /// an empty range there and are searched.
    let scaleLow: [Int]
    let scaleStart: [Int]
    let scaleOptions: [Int]
    /// Wire keys' UTF-8, and the table finding the first question with given key bytes.
    let keys: ByteStrings
    let keyTable: ByteTable
    /// The wire keys themselves, kept alive so that `keyAddresses` stays meaningful.
    private let keyStrings: [String]
    /// Where each key's UTF-8 lives when it is a heap or static string (0 for small strings,
    /// whose bytes are copied out on each access). A client that sends the bundle's own key
    /// strings (`question.key`, as an app building answers from the bundle does) passes the
    /// same storage: the same address and length are the same bytes, with no comparison.
    private let keyAddresses: [UInt]
    /// Whether a key can appear in JSON as its own bytes between quotes: no `"`, `\` or
    /// control characters (such a key must be escaped, which the fast scanner leaves alone).
    let plainKey: [Bool]
    /// Whether no two questions have exactly the same key (a hand-made bundle might): the JSON
    /// scanner is only used when they are distinct, since it could not tell the two apart.
    let distinctKeys: Bool
    /// Option ids' UTF-8 per global option ("" for scale options), and the table finding
    /// the first option of question q (the owner) with given id bytes.
    let ids: ByteStrings
    let idTable: ByteTable
    /// Per global option: the global option the plan picks for its id (`PlannedQuestion.option(id:)`,
    /// −1 for scale options). The byte table only finds where the bytes are; this says what they mean.
    let idTarget: [Int]

    /// The planned questions: the fast paths ask them the rules (range anchors, choice counts).
    let questions: [PlannedQuestion]

    /// Tables for `questions`; `mustAnswer` is the plan's per-question requirement.
    init(_ questions: [PlannedQuestion], mustAnswer: [Bool], draw: DrawRule) {
        self.questions = questions
        types = questions.map(\.type)
        declaredRequired = questions.map(\.required)
        required = mustAnswer
        self.draw = draw
        var optionStart = [0], weightStart = [0], weights: [Int] = []
        var ids: [[UInt8]] = [], owners: [Int] = [], idTarget: [Int] = []
        for (index, question) in questions.enumerated() {
            let first = owners.count
            for option in question.weights.indices {
                idTarget.append(
                    question.type == .scale ? -1 : question.option(id: question.ids[option]).map { first + $0 } ?? -1)
                for (trait, amount) in question.weights[option] { weights.append(trait); weights.append(amount) }
                weightStart.append(weights.count / 2)
                ids.append(question.type == .scale ? [] : Array(question.ids[option].utf8))
                owners.append(index)
            }
            optionStart.append(owners.count)
        }
        self.optionStart = optionStart
        var scaleLow: [Int] = [], scaleStart = [0], scaleOptions: [Int] = []
        for (index, question) in questions.enumerated() {
            let low = question.values.min() ?? 0, high = question.values.max() ?? 0
            let (span, overflow) = high.subtractingReportingOverflow(low)
            if question.type == .scale, !question.values.isEmpty, !overflow, span < 64 {
                scaleOptions += (low...high).map { value in
                    question.option(value: value).map { optionStart[index] + $0 } ?? -1
                }
            }
            scaleLow.append(low)
            scaleStart.append(scaleOptions.count)
        }
        self.scaleLow = scaleLow
        self.scaleStart = scaleStart
        self.scaleOptions = scaleOptions
        self.weightStart = weightStart
        self.weights = weights
        let keyBytes = questions.map { Array($0.key.utf8) }
        keyStrings = questions.map(\.key)
        keyAddresses = keyStrings.map { key in
            guard key.utf8.count > 15 else { return 0 }  // small strings have no storage of their own
            return key.utf8.withContiguousStorageIfAvailable { $0.baseAddress.map { UInt(bitPattern: $0) } ?? 0 } ?? 0
        }
        keys = ByteStrings(keyBytes)
        keyTable = ByteTable(keys, owners: [Int](repeating: 0, count: keyBytes.count))
        plainKey = keyBytes.map { bytes in
            !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        }
        distinctKeys = Set(keyBytes).count == keyBytes.count
        self.ids = ByteStrings(ids)
        idTable = ByteTable(self.ids, owners: owners)
        self.idTarget = idTarget
    }

    var questionCount: Int { types.count }

    /// Whether question `index`'s key is exactly the `count` bytes at `pointer`.
    @inline(__always)
    func isKey(_ index: Int, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        if UInt(bitPattern: pointer) == keyAddresses[index] { return count == keys.length(index) }
        return keys.equals(index, pointer, count)
    }

    /// The first option of scale question `question` with value `value`.
    @inline(__always)
    func scaleOption(_ question: Int, value: Int) -> Int? {
        let low = scaleLow[question], offset = value &- low
        if offset >= 0, offset < scaleStart[question + 1] - scaleStart[question] {
            let option = scaleOptions[scaleStart[question] + offset]
            return option < 0 ? nil : option
        }
        if scaleStart[question + 1] > scaleStart[question] { return nil }  // a table, and the value is outside it
        return questions[question].option(value: value).map { optionStart[question] + $0 }
    }

    /// The option of `question` the plan picks for the id that is exactly the `count` bytes at `pointer`.
    func option(_ question: Int, id pointer: UnsafePointer<UInt8>, _ count: Int) -> Int? {
        guard let entry = idTable.entry(ids, owner: question, pointer, count), idTarget[entry] >= 0 else { return nil }
        return idTarget[entry]
    }

    /// The anchor a `range` question's integer answer picks, or `nil` when it is outside
    /// the range (or the question is not one the general path could score either).
    func rangeOption(_ question: Int, integer x: Int) -> Int? {
        questions[question].anchor(integer: x).map { optionStart[question] + $0 }
    }

    /// Whether `multiple` question `question` may list `count` distinct options (the plan's rule).
    @inline(__always)
    func acceptsChoiceCount(_ question: Int, _ count: Int) -> Bool {
        questions[question].acceptsChoiceCount(count)
    }

    /// Adds global option `option`'s weights to `totals` (which has a slot for every trait
    /// index in `weights`: the plan's initial totals do).
    @inline(__always)
    func add(_ option: Int, to totals: UnsafeMutableBufferPointer<Int>) {
        var position = 2 * weightStart[option]
        let end = 2 * weightStart[option + 1]
        weights.withUnsafeBufferPointer { pairs in
            while position < end {
                totals[pairs[position]] += pairs[position + 1]
                position += 2
            }
        }
    }
}
