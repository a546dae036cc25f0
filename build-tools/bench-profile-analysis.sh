#!/usr/bin/env bash
# Time and peak memory of the exact profile analysis (release build): `quizc lint` and
# `quizc stats` (both without the analysis cache) on generated 120-item five-point
# inventories — 5 domains x 6 facets x 4 items, each item keyed to its facet and its domain,
# half of them reverse-keyed (`weight: -1`), 35 results of means (30 facets over 4 items,
# 5 domains over 24) — and on the shipped quizzes/big-five.quiz.yaml.
#
#   build-tools/bench-profile-analysis.sh [RUNS]      # RUNS default 3
#
# Instances:
#   inventory-3-bands   bands below 3 / max 3 / the rest (the published IPIP-NEO rule)
#   inventory-5-bands   bands below 1.5 / below 2.5 / max 3.5 / max 4.5 / the rest
#   big-five            quizzes/big-five.quiz.yaml as shipped
# The answer sets of one inventory number 5^120 (about 2^279): every count is exact.
# Prints, per instance and command, the wall time and peak RSS of each run, the exit status,
# the diagnostic codes (lint) and how many results `quizc stats --format json` reports.
# Target (docs/PERFORMANCE.md): every result's exact distribution in at most 1 s.
# The generated quizzes are written to a temp dir (KEEP=1 keeps it).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
swift build -c release --product quizc >/dev/null
quizc="$(swift build -c release --show-bin-path)/quizc"
work=$(mktemp -d /tmp/profile-bench.XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import os, sys
out = sys.argv[1]
domains = "NEOAC"

def inventory(bands):
    facets = [f"{d}{f}" for d in domains for f in range(1, 7)]
    lines = ["quiz: inventory", "version: 1.0.0", "title: Inventory", "locale: en",
             "traits: [" + ", ".join(list(domains) + facets) + "]",
             "scales:", "  accuracy5:", "    keyed_scoring: values", "    options:"]
    lines += [f"      - {{value: {v}, label: Level {v}}}" for v in range(1, 6)]
    lines += ["scoring:", "  model: profile", "  derived:"]
    scores = list(domains) + facets
    lines += [f"    - {{id: {t.lower()}_mean, mean: {t}}}" for t in scores]
    lines.append("  results:")
    for t in scores:
        lines += [f"    - id: {t.lower()}", f"      title: Result {t}", f"      score: {t.lower()}_mean"]
        if len(t) == 2:
            lines.append(f"      parent: {t[0].lower()}")
        lines.append("      bands:")
        lines += [f"        - {band}" for band in bands]
    lines.append("questions:")
    # Item i of the 120: facet (i mod 30), so every facet's 4 items are spread over the
    # inventory as in the IPIP-NEO-120; reverse-keyed by a fixed pattern (60 of 120).
    for i in range(120):
        facet = facets[i % 30]
        lines += [f"  - id: q{i + 1}", f'    text: "Statement number {i + 1}"', "    scale: accuracy5",
                  f"    keyed: [{facet}, {facet[0]}]"]
        if (i * 7 + i // 30) % 2 == 1:
            lines.append("    weight: -1")
    return "\n".join(lines) + "\n"

three = ["{id: low, below: 3, title: Low}", "{id: neutral, max: 3, title: Neutral}", "{id: high, title: High}"]
five = ["{id: very_low, below: 1.5, title: Very low}", "{id: low, below: 2.5, title: Low}",
        "{id: average, max: 3.5, title: Average}", "{id: high, max: 4.5, title: High}",
        "{id: very_high, title: Very high}"]
for name, bands in (("inventory-3-bands", three), ("inventory-5-bands", five)):
    with open(os.path.join(out, name + ".quiz.yaml"), "w") as f:
        f.write(inventory(bands))
PY
cp quizzes/big-five.quiz.yaml "$work/big-five.quiz.yaml"

printf '%-18s %-6s %-34s %-14s %5s  %s\n' instance command seconds peak_MiB exit details
for file in "$work"/inventory-3-bands.quiz.yaml "$work"/inventory-5-bands.quiz.yaml "$work"/big-five.quiz.yaml; do
    name=$(basename "$file" .quiz.yaml)
    for command in lint stats; do
        times=() peaks=() status=0
        for _ in $(seq "$runs"); do
            /usr/bin/time -f '%e %M' -o "$work/time" "$quizc" "$command" --no-cache --format json "$file" \
                >"$work/out" 2>/dev/null && status=0 || status=$?
            read -r seconds kib <"$work/time"
            times+=("$seconds") peaks+=("$((kib / 1024))")
        done
        if [ "$command" = lint ]; then
            details=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print("codes: " + (",".join(sorted({x["code"] for x in d.get("diagnostics", [])})) or "-"))' "$work/out" 2>/dev/null || echo "?")
        else
            details=$(python3 -c '
import json, sys
def results(node):
    if isinstance(node, dict):
        found = node.get("results") if isinstance(node.get("results"), list) else []
        return found + [r for v in node.values() if v is not found for r in results(v)]
    if isinstance(node, list):
        return [r for v in node for r in results(v)]
    return []
found = results(json.load(open(sys.argv[1])))
exact = sum(1 for r in found if "bands" in r)
print(f"results: {len(found)}, {exact} exact")' "$work/out" 2>/dev/null || echo "?")
        fi
        printf '%-18s %-6s %-34s %-14s %5s  %s\n' "$name" "$command" "${times[*]}" "${peaks[*]}" "$status" "$details"
    done
done
