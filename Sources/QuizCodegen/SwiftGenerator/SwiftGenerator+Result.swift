extension SwiftGenerator {
    /// `Result` (and `DerivedValue`, `ResultValue`): the runtime's result with typed ids.
    static func result(_ model: CodegenModel, _ naming: SwiftNaming, into out: inout SwiftSource) {
        out.line()
        out.doc("A scored result, with typed ids.")
        out.block("public struct Result: Sendable, Equatable {") { out in
            if !model.outcomes.isEmpty {
                if model.alwaysHasOutcome {
                    out.doc("The outcome.")
                    out.line("public var outcome: Outcome")
                } else {
                    out.doc("The outcome, when the quiz picks one.")
                    out.line("public var outcome: Outcome?")
                }
            }
            if model.hasSecondary {
                out.doc("The runner-up, when there is one.")
                out.line("public var secondary: Outcome?")
            }
            out.doc("Each trait's score.")
            out.line("public var scores: [Trait: Int]")
            if !model.derived.isEmpty {
                out.doc("The derived scores, in the quiz's order.")
                out.line("public var derived: [DerivedValue]")
            }
            if !model.results.isEmpty {
                out.doc("The profile results, in the quiz's order.")
                out.line("public var results: [ResultValue]")
            }
            if model.isBranching {
                out.doc("The questions the answers showed, in source order.")
                out.line("public var visible: [Question]")
            }
            out.doc("The runtime's result, for what the typed fields leave out (axes, exact values' texts).")
            out.line("public var runtimeResult: ScoreResult")
            out.line()
            out.doc("The score of `trait`.")
            out.line("public func score(of trait: Trait) -> Int { scores[trait] ?? 0 }")
            if !model.derived.isEmpty {
                out.line()
                out.doc("The value of the derived score `id`; `nil` when it is undefined for these answers.")
                out.block("public func value(of id: DerivedScore) -> ScoreResult.ExactValue? {") { out in
                    out.line("derived.first { $0.id == id }?.value")
                }
            }
            if !model.results.isEmpty {
                out.line()
                out.doc("The profile result `id`.")
                out.block("public func result(_ id: ResultID) -> ResultValue? {") { out in
                    out.line("results.first { $0.id == id }")
                }
            }
        }
        if !model.derived.isEmpty {
            out.line()
            out.doc("The value of one derived score.")
            out.block("public struct DerivedValue: Sendable, Equatable {") { out in
                out.doc("The derived score.")
                out.line("public var id: DerivedScore")
                out.doc("Its exact value; `nil` when it is undefined for these answers.")
                out.line("public var value: ScoreResult.ExactValue?")
            }
        }
        if !model.results.isEmpty {
            out.line()
            out.doc("One profile result: its value and band.")
            out.block("public struct ResultValue: Sendable, Equatable {") { out in
                out.doc("The result.")
                out.line("public var id: ResultID")
                out.doc("Its score's exact value; `nil` when undefined for these answers.")
                out.line("public var value: ScoreResult.ExactValue?")
                out.doc("The band the value falls in; `nil` when the value is undefined.")
                out.line("public var band: Band?")
            }
        }
    }
}
