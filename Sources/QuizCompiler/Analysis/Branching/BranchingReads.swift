import QuizRuntime

/// The questions that some condition of a quiz reads, and for each the classes of its
/// answers that every test on it treats alike (docs/analysis.md, "Branching"). A class of a
/// `single`, `scale` or `range` question is a set of its options (anchors for `range`); a
/// class of a `multiple` question is the set of its tested options that the answer includes
/// (the other tested options excluded, the untested ones free).
struct BranchingReads {
    /// One class of answers of a read question.
    struct AnswerClass: Equatable {
        /// `single`/`scale`/`range`: the options of the class, in option order. `multiple`:
        /// the tested options the answer includes, in option order.
        var options: [Int]
    }

    /// A question some condition reads.
    struct Read {
        /// Its index in the bundle.
        var index: Int
        /// Its answer classes (never empty for a question with answers).
        var classes: [AnswerClass]
        /// `multiple`: the options some `includes` test names, in option order (else empty).
        var tested: [Int]
        /// Whether its classes were too many to list (a `multiple` with more than
        /// `maxTestedOptions` tested options): the scenarios are then too many to analyse.
        var tooMany = false
    }

    /// Most tested options of one `multiple` question (2^11 classes already pass the
    /// scenario budget).
    static let maxTestedOptions = 11

    /// The read questions, in bundle order.
    var reads: [Read]

    /// The read questions of `bundle` and their classes.
    init(_ bundle: QuizBundle) {
        let conditions = bundle.questions.compactMap(\.condition)
        reads = Self.tests(in: conditions, bundle).map { entry in
            Self.read(bundle.questions[entry.index], index: entry.index, sets: entry.sets)
        }.sorted { $0.index < $1.index }
    }

    /// The questions `conditions` read (by bundle index, in first-read order) with, for each,
    /// the option sets its tests accept (an `answered` test adds none): `in` the options
    /// (anchors) of the listed ids or values, `includes` the one option it names. A question
    /// id that is not in `bundle` is left out.
    static func tests(in conditions: [QuizBundle.Condition], _ bundle: QuizBundle) -> [(index: Int, sets: [Set<Int>])] {
        let ids = Dictionary(
            bundle.questions.enumerated().map { (ExactString($1.id), $0) }, uniquingKeysWith: { a, _ in a })
        var order: [Int] = []
        var sets: [Int: [Set<Int>]] = [:]
        func add(_ id: String, _ set: Set<Int>?) {
            guard let index = ids[ExactString(id)] else { return }
            if sets[index] == nil { order.append(index) }
            sets[index, default: []] += set.map { [$0] } ?? []
        }
        func visit(_ condition: QuizBundle.Condition) {
            switch condition {
            case .all(let parts), .any(let parts): parts.forEach(visit)
            case .not(let inner): visit(inner)
            case .answered(let id, _): add(id, nil)
            case .optionIn(let id, let listed):
                let options = ids[ExactString(id)].map { bundle.questions[$0].options } ?? []
                add(
                    id,
                    Set(
                        options.indices.filter {
                            options[$0].id.map { own in listed.contains { $0.isExactly(own) } } ?? false
                        }))
            case .valueIn(let id, let values):
                let options = ids[ExactString(id)].map { bundle.questions[$0].options } ?? []
                add(id, Set(options.indices.filter { options[$0].value.map(values.contains) ?? false }))
            case .includes(let id, let option):
                let options = ids[ExactString(id)].map { bundle.questions[$0].options } ?? []
                add(id, Set(options.indices.filter { options[$0].id?.isExactly(option) ?? false }))
            }
        }
        conditions.forEach(visit)
        return order.map { ($0, sets[$0] ?? []) }
    }

    /// The classes of one read question whose tests accept `sets`; a `multiple` question with
    /// more than `maxTested` tested options is `tooMany` (its classes are not listed).
    static func read(_ question: QuizBundle.Question, index: Int, sets: [Set<Int>], maxTested: Int = maxTestedOptions)
        -> Read
    {
        if question.type == .multiple {
            let tested = Array(sets.reduce(into: Set<Int>()) { $0.formUnion($1) }).sorted()
            guard tested.count <= maxTested else {
                return Read(index: index, classes: [], tested: tested, tooMany: true)
            }
            let free = question.options.count - tested.count
            let low = question.min ?? 1, high = question.max ?? question.options.count
            var classes: [AnswerClass] = []
            // Every subset of the tested options that some allowed answer includes exactly.
            for mask in 0..<(1 << tested.count) {
                let included = tested.indices.filter { mask & (1 << $0) != 0 }.map { tested[$0] }
                guard included.count <= high, included.count + free >= low else { continue }
                classes.append(AnswerClass(options: included))
            }
            return Read(index: index, classes: classes, tested: tested)
        }
        var bySignature: [[Bool]: Int] = [:]
        var classes: [AnswerClass] = []
        for option in question.options.indices {
            let signature = sets.map { $0.contains(option) }
            if let existing = bySignature[signature] {
                classes[existing].options.append(option)
            } else {
                bySignature[signature] = classes.count
                classes.append(AnswerClass(options: [option]))
            }
        }
        return Read(index: index, classes: classes, tested: [])
    }
}
