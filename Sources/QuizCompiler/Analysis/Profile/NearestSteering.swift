import QuizRuntime

/// The directed witness search of a `nearest` rule whose exact search stopped
/// (docs/analysis.md, "Nearest profiles"), charged to the analysis's `NearestWork`.
extension NearestAnalysis {
    /// The directed search's result: a witness per profile (in `codes`' order, `nil` where
    /// none was found or the profile was not tried), how many profiles it tried (the first
    /// ones: it stops at its work budget), and the units it may take for every profile.
    struct Steered {
        var witnesses: [OutcomeAnalysis.Witness?]
        var tried: Int
        var bound: Int
    }

    /// Most rounds of the coordinate descent toward one profile.
    static let steeringRounds = 32

    /// For each profile, answers steered toward its target by coordinate descent (each
    /// question in turn takes the answer that brings the scores nearest the target, until no
    /// answer changes), kept as a witness when the profile is then the nearest. Each
    /// question's trials are charged before they are made; when `work` refuses them the
    /// search stops, and the profiles not yet tried have no witness.
    static func steer(
        _ bundle: QuizBundle, manhattan: Bool,
        joint: (features: [ScoreFormula.Feature], values: ([Int]) -> [ExactRational?]), start: [Int],
        targets: [[ExactRational]], winner: ([Int]) -> Int?, work: NearestWork
    ) -> Steered {
        guard case .success(let prepared) = FeatureSearch.prepare(bundle, features: joint.features) else {
            return Steered(witnesses: targets.map { _ in nil }, tried: targets.count, bound: 0)
        }
        let questions = prepared.questions
        let compared = targets.first?.count ?? 0
        let trial = NearestWork.trialUnits * (joint.features.count + compared)
        let check = NearestWork.trialUnits * targets.count * compared
        let bound = steeringBound(questions, trial: trial, check: check, profiles: targets.count)
        var witnesses = [OutcomeAnalysis.Witness?](repeating: nil, count: targets.count)
        for profile in targets.indices {
            func gap(_ state: [Int]) -> ExactRational? {
                let values = joint.values(state)
                guard !values.contains(where: { $0 == nil }) else { return nil }
                return ProfileRules.distance(values, targets[profile], manhattan: manhattan)
            }
            guard let picks = descend(questions, start: start, gap: gap, trial: trial, work: work),
                work.charge(check, exact: false)
            else { return Steered(witnesses: witnesses, tried: profile, bound: bound) }
            var state = start
            for (position, pick) in picks.enumerated() {
                for feature in state.indices {
                    state[feature] += questions[position].choices.choices[pick].delta[feature]
                }
            }
            guard winner(state) == profile else { continue }
            var answers: [Int: QuizAnswer?] = [:]
            for (position, pick) in picks.enumerated() {
                answers[questions[position].index] = questions[position].choices.choices[pick].answer
            }
            witnesses[profile] = ProfileAnalysis.witness(bundle, answers)
        }
        return Steered(witnesses: witnesses, tried: targets.count, bound: bound)
    }

    /// The picks (a choice per question) the coordinate descent settles on, from the first
    /// choice of every question; `nil` when `work` refuses a question's trials. The state
    /// is kept up to date as picks change, so a trial costs one vector's difference.
    private static func descend(
        _ questions: [(index: Int, choices: AnswerChoices)], start: [Int], gap: ([Int]) -> ExactRational?,
        trial: Int, work: NearestWork
    ) -> [Int]? {
        var picks = questions.map { _ in 0 }
        var state = start
        for question in questions {
            for feature in state.indices { state[feature] += question.choices.choices[0].delta[feature] }
        }
        var candidate = state
        for _ in 0..<steeringRounds {
            let before = picks
            for (position, question) in questions.enumerated() {
                let choices = question.choices.choices
                guard work.charge(choices.count * trial, exact: false) else { return nil }
                var best = picks[position], bestGap = gap(state)
                for choice in choices.indices where choice != picks[position] {
                    for feature in state.indices {
                        candidate[feature] =
                            state[feature] - choices[picks[position]].delta[feature] + choices[choice].delta[feature]
                    }
                    if let candidateGap = gap(candidate), bestGap == nil || candidateGap < bestGap! {
                        best = choice
                        bestGap = candidateGap
                    }
                }
                for feature in state.indices {
                    state[feature] += choices[best].delta[feature] - choices[picks[position]].delta[feature]
                }
                picks[position] = best
            }
            if picks == before { break }
        }
        return picks
    }

    /// The units the directed search may take for `profiles` profiles: every round's trials
    /// of every question, and the check of the profile reached (`Int.max` when more).
    private static func steeringBound(
        _ questions: [(index: Int, choices: AnswerChoices)], trial: Int, check: Int, profiles: Int
    ) -> Int {
        let choices = questions.reduce(0) { $0 + $1.choices.choices.count }
        var units = choices.multipliedReportingOverflow(by: trial)
        guard !units.overflow else { return .max }
        units = units.partialValue.multipliedReportingOverflow(by: steeringRounds)
        guard !units.overflow else { return .max }
        let (perProfile, overflow) = units.partialValue.addingReportingOverflow(check)
        guard !overflow else { return .max }
        let total = perProfile.multipliedReportingOverflow(by: profiles)
        return total.overflow ? .max : total.partialValue
    }

    /// Why some profiles have no witness after the exact search stopped (`limit`): the
    /// directed search did not reach them, or stopped at its work budget before trying
    /// them — with the budget that lets it try every profile when one does and the exact
    /// search's own reason names none.
    static func directedReason(_ limit: AnalysisLimit, _ steered: Steered) -> String {
        let reason = "\(limit.message); a directed search found a witness for some profiles but not all"
        let profiles = steered.witnesses.count
        guard steered.tried < profiles else { return reason }
        let stopped =
            "\(reason), and stopped at its work budget after \(steered.tried) of \(profiles) profiles"
        // The budget that completes the exact search gives every profile's witness too.
        if limit.namesASufficientBudget { return stopped }
        let share = NearestWork.unitsPerState - NearestWork.exactUnitsPerState
        let (rounded, overflow) = steered.bound.addingReportingOverflow(share - 1)
        if !overflow, rounded / share <= NearestWork.largestMaxStates {
            return "\(stopped); `--analysis-budget \(max(rounded / share, 1))` lets it try every profile"
        }
        return
            "\(stopped); trying every profile may take up to \(steered.bound) units of work, more than the largest `--analysis-budget` (\(NearestWork.largestMaxStates)) gives it, so fewer profiles or fewer questions per compared score would let it try them all"
    }

    /// Units the searches of the compared scores' independent groups (`SeparableNearest`)
    /// take at most, with their distance parts: charged before the joint search whatever
    /// the budget (0 when the scores form one group).
    static func groupsBound(_ formulas: [ScoreFormula], bundle: QuizBundle, profiles: Int) -> Int {
        guard let grouping = SeparableNearest.grouping(formulas, bundle: bundle) else { return 0 }
        var total = 0
        for scores in grouping {
            let joint = ScoreFormula.joint(scores.map { formulas[$0] })
            guard case .success(let prepared) = FeatureSearch.prepare(bundle, features: joint.features) else {
                continue
            }
            let bound = prepared.workBound()
            let parts = bound.states.multipliedReportingOverflow(by: max(profiles, 1) * scores.count)
            let partUnits = parts.partialValue.multipliedReportingOverflow(by: NearestWork.trialUnits)
            let sum = total.addingReportingOverflow(bound.units)
            guard !parts.overflow, !partUnits.overflow, !sum.overflow else { return .max }
            let next = sum.partialValue.addingReportingOverflow(partUnits.partialValue)
            guard !next.overflow else { return .max }
            total = next.partialValue
        }
        return total
    }
}
