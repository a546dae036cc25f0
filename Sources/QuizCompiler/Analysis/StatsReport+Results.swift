import BigInt
import QuizRuntime

extension StatsReport {
    /// `[{"id", "score", "lowest", "highest", "mean", "bands": [{"band", "reachable", "probability",
    /// "probability_exact", "witness"?}], "no_value"?, "limitation"?}]` per result, in order;
    /// `probability` in the one form of every probability (`Probability.decimal`). A result
    /// whose probabilities were not computed has `"probability": null` and a
    /// `probability_limitation` on each band, and `"reachable": null` with a
    /// `reachability_limitation` on a band no analysed answer set reached.
    func resultsJSON(_ profile: ProfileAnalysis) -> JSONValue {
        .array(
            resultScores.map { entry in
                var members: [(String, JSONValue)] = [("id", .string(entry.result)), ("score", .string(entry.score))]
                guard let found = profile.analysis(of: entry.result) else {
                    let reason = profile.limitations.first { $0.result.isExactly(entry.result) }?.reason
                    members.append(("limitation", .string(reason ?? "not analysed")))
                    return .object(members)
                }
                members.append(("lowest", found.lowest.map(JSONValue.string) ?? .null))
                members.append(("highest", found.highest.map(JSONValue.string) ?? .null))
                members.append(("mean", found.mean.map(JSONValue.string) ?? .null))
                members.append(
                    (
                        "bands",
                        .array(
                            found.bands.map { band in
                                var fields: [(String, JSONValue)] = [("band", .string(band.band))]
                                if let limitation = found.probabilityLimitation {
                                    fields.append(("reachable", band.reachable ? .bool(true) : .null))
                                    if !band.reachable {
                                        fields.append(("reachability_limitation", .string(limitation)))
                                    }
                                    fields.append(("probability", .null))
                                    fields.append(("probability_limitation", .string(limitation)))
                                } else {
                                    fields.append(("reachable", .bool(band.reachable)))
                                    fields.append(
                                        ("probability", .string(Probability.decimal(band.count, found.total))))
                                    fields.append(
                                        ("probability_exact", .string(Probability.fraction(band.count, found.total))))
                                }
                                if let witness = band.witness {
                                    fields.append(("witness", .object(witness.map { ($0.key, $0.answer.jsonValue) })))
                                }
                                return .object(fields)
                            })
                    ))
                if found.missingWitness != nil, found.probabilityLimitation == nil {
                    members.append(
                        ("no_value", .string(Probability.fraction(found.missingCount, found.total))))
                }
                return .object(members)
            })
    }

    /// Per result, its range and mean and each band's exact probability (witnesses are in the
    /// JSON form: an inventory's witnesses are a hundred answers long).
    func resultsText(_ profile: ProfileAnalysis) -> String {
        guard !resultScores.isEmpty else { return "" }
        let bandWidth = max(
            4, profile.results.flatMap { $0.bands.map(\.band.count) }.max() ?? 0)
        var out = ""
        for entry in resultScores {
            guard let found = profile.analysis(of: entry.result) else {
                let reason = profile.limitations.first { $0.result.isExactly(entry.result) }?.reason
                out += "  result \(entry.result) (\(entry.score)): not analysed (\(reason ?? "unknown reason"))\n"
                continue
            }
            let range = [found.lowest, found.highest].compactMap { $0 }.joined(separator: " to ")
            out += "  result \(entry.result) (\(entry.score): \(range), mean \(found.mean ?? "none"))\n"
            for band in found.bands {
                let limited = found.probabilityLimitation != nil
                let reachable = band.reachable ? "yes" : limited ? "not known" : "NO"
                out +=
                    "    " + band.band.padding(bandWidth) + "  " + reachable.padding(9) + "  "
                    + (limited ? "not computed" : Probability.percent(band.count, found.total)) + "\n"
            }
            if let limitation = found.probabilityLimitation {
                out += "    (\(limitation))\n"
            } else if found.missingWitness != nil {
                out +=
                    "    " + "(no value)".padding(bandWidth) + "  yes        "
                    + Probability.percent(found.missingCount, found.total) + "\n"
            }
        }
        return out
    }
}
