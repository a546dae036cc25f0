import QuizRuntime

/// Every combination of answer states of the questions that some `when` condition reads, in
/// either release, as the chosen options each release's `VisibilityRules` reads.
///
/// A read question's states: no answer, and each answer valid in both releases (the same
/// option id or scale value; on a `range` question, each pair of anchors (old, new) that some
/// number or anchor id picks; on a `multiple` question, each set of the options some
/// `includes` test names that a valid answer can include, padded to the allowed size). A
/// question read only in a release that lacks its counterpart has that release's answers.
struct ReadStates {
    /// One answer state of one read question.
    struct State {
        /// The chosen option indices in the old release (`nil`: no answer there).
        var old: [Int]?
        /// The chosen option indices in the new release.
        var new: [Int]?
        /// The answer as an answers object gives it (`nil`: left out).
        var answer: JSONValue?

        static let unanswered = State(old: nil, new: nil, answer: nil)
    }

    /// One read question and its states.
    struct Slot {
        /// Its index in the old release's questions, if it is there.
        var old: Int?
        /// Its index in the new release's questions, if it is there.
        var new: Int?
        /// The wire key answers use (the old release's when it has the question).
        var key: String
        /// The states, `unanswered` first.
        var states: [State]
    }

    var slots: [Slot]
    /// The number of combinations (the product of the slots' state counts).
    var count: Int

    /// The read questions' states, or `nil` when there are more than `limit` combinations.
    static func make(old: QuizBundle, new: QuizBundle, pairing: QuestionPairing, limit: Int) -> ReadStates? {
        let newIndex = indexByKey(new)
        let oldRead = readQuestions(old), newRead = readQuestions(new)
        var slots: [Slot] = []
        var newTaken = Set<Int>()
        for (index, question) in old.questions.enumerated() {
            let counterpart = pairing.counterpart(ofKey: question.key).flatMap { newIndex[ExactString($0.key)] }
            guard oldRead.contains(index) || counterpart.map(newRead.contains) == true else { continue }
            if let counterpart { newTaken.insert(counterpart) }
            guard
                let states = states(
                    old: question, new: counterpart.map { new.questions[$0] }, oldConditions: old,
                    newConditions: new, limit: limit)
            else { return nil }
            slots.append(Slot(old: index, new: counterpart, key: question.key, states: states))
        }
        for index in new.questions.indices where newRead.contains(index) && !newTaken.contains(index) {
            let question = new.questions[index]
            guard let states = states(only: question, in: new, limit: limit) else { return nil }
            slots.append(
                Slot(
                    old: nil, new: index, key: question.key,
                    states: states.map { State(old: nil, new: $0.old, answer: $0.answer) }))
        }
        var total = 1
        for slot in slots {
            let (product, overflow) = total.multipliedReportingOverflow(by: slot.states.count)
            guard !overflow, product <= limit else { return nil }
            total = product
        }
        return ReadStates(slots: slots, count: total)
    }

    static func indexByKey(_ bundle: QuizBundle) -> [ExactString: Int] {
        var index: [ExactString: Int] = [:]
        for (position, question) in bundle.questions.enumerated() { index[ExactString(question.key)] = position }
        return index
    }

    /// The indices of the questions some condition of `bundle` reads.
    static func readQuestions(_ bundle: QuizBundle) -> Set<Int> {
        var byID: [ExactString: Int] = [:]
        for (position, question) in bundle.questions.enumerated() { byID[ExactString(question.id)] = position }
        var read = Set<Int>()
        for question in bundle.questions {
            for id in question.condition?.questions ?? [] {
                if let position = byID[ExactString(id)] { read.insert(position) }
            }
        }
        return read
    }

    /// The option ids `includes` tests of `bundle` name on the question `id`.
    static func includedIDs(_ id: String, in bundle: QuizBundle) -> [String] {
        var found: [String] = []
        func visit(_ condition: QuizBundle.Condition) {
            switch condition {
            case .all(let parts), .any(let parts): parts.forEach(visit)
            case .not(let inner): visit(inner)
            case .includes(let question, let option) where question.isExactly(id):
                if !found.contains(where: { $0.isExactly(option) }) { found.append(option) }
            default: break
            }
        }
        for question in bundle.questions { question.condition.map(visit) }
        return found
    }

    /// The states of a question present in one release only (`old` holds its indices).
    static func states(only question: QuizBundle.Question, in bundle: QuizBundle, limit: Int) -> [State]? {
        states(old: question, new: question, oldConditions: bundle, newConditions: bundle, limit: limit).map {
            $0.map { State(old: $0.old, new: nil, answer: $0.answer) }
        }
    }

    /// The states of a read question: its old and new versions (`new` is `nil` when it was removed).
    static func states(
        old: QuizBundle.Question, new: QuizBundle.Question?, oldConditions: QuizBundle, newConditions: QuizBundle,
        limit: Int
    ) -> [State]? {
        var states = [State.unanswered]
        guard let new else {
            // Removed: its old answers, for the old release's conditions.
            guard
                let own = Self.states(
                    old: old, new: old, oldConditions: oldConditions, newConditions: oldConditions, limit: limit)
            else { return nil }
            return own.map { State(old: $0.old, new: nil, answer: $0.answer) }
        }
        guard old.type == new.type else { return states }
        switch old.type {
        case .single:
            for (index, option) in old.options.enumerated() {
                guard let id = option.id, let other = new.options.firstIndex(where: { $0.id?.isExactly(id) == true })
                else { continue }
                states.append(State(old: [index], new: [other], answer: .string(id)))
            }
        case .scale:
            for (index, option) in old.options.enumerated() {
                guard let value = option.value, let other = new.options.firstIndex(where: { $0.value == value })
                else { continue }
                states.append(State(old: [index], new: [other], answer: .integer(value)))
            }
        case .range:
            states += rangeStates(old, new)
        case .multiple:
            guard
                let chosen = multipleStates(
                    old, new, oldConditions: oldConditions, newConditions: newConditions, limit: limit)
            else { return nil }
            states += chosen
        }
        return states
    }

    /// Each anchor id both releases have, and each pair of anchors some number picks.
    static func rangeStates(_ old: QuizBundle.Question, _ new: QuizBundle.Question) -> [State] {
        var states: [State] = []
        var seen = Set<[Int]>()
        for (index, option) in old.options.enumerated() {
            guard let id = option.id, let other = new.options.firstIndex(where: { $0.id?.isExactly(id) == true })
            else { continue }
            seen.insert([index, other])
            states.append(State(old: [index], new: [other], answer: .string(id)))
        }
        guard let oldMin = old.min, let oldMax = old.max, let newMin = new.min, let newMax = new.max,
            let pairs = RangeAnchorMapping.pairs(
                old: .init(min: oldMin, max: oldMax, anchors: old.options.count),
                new: .init(min: newMin, max: newMax, anchors: new.options.count))
        else { return states }
        for pair in pairs where !seen.contains([pair.old, pair.new]) {
            guard let number = pair.number else { continue }
            seen.insert([pair.old, pair.new])
            states.append(State(old: [pair.old], new: [pair.new], answer: .number(number)))
        }
        return states
    }

    /// The sets of tested options a valid answer (in both releases) can include, each padded
    /// with untested options to the smallest allowed size.
    static func multipleStates(
        _ old: QuizBundle.Question, _ new: QuizBundle.Question, oldConditions: QuizBundle, newConditions: QuizBundle,
        limit: Int
    ) -> [State]? {
        let common = old.options.compactMap(\.id).filter { id in new.options.contains { $0.id?.isExactly(id) == true } }
        var tested: [String] = []
        for id in includedIDs(old.id, in: oldConditions) + includedIDs(new.id, in: newConditions)
        where common.contains(where: { $0.isExactly(id) }) && !tested.contains(where: { $0.isExactly(id) }) {
            tested.append(id)
        }
        guard tested.count <= 20, 1 << tested.count <= limit else { return nil }
        let untested = common.filter { id in !tested.contains { $0.isExactly(id) } }
        let low = Swift.max(old.min ?? 1, new.min ?? 1, 0)
        let high = Swift.min(old.max ?? common.count, new.max ?? common.count, common.count)
        var states: [State] = []
        for mask in 0..<(1 << tested.count) {
            let picked = tested.indices.filter { mask & (1 << $0) != 0 }.map { tested[$0] }
            let size = Swift.max(picked.count, low)
            guard size <= high, size <= picked.count + untested.count else { continue }
            let answer = picked + untested.prefix(size - picked.count)
            let ordered = common.filter { id in answer.contains { $0.isExactly(id) } }
            func indices(_ question: QuizBundle.Question) -> [Int] {
                ordered.compactMap { id in question.options.firstIndex { $0.id?.isExactly(id) == true } }
            }
            states.append(State(old: indices(old), new: indices(new), answer: .array(ordered.map(JSONValue.string))))
        }
        return states
    }
}
