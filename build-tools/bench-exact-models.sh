#!/usr/bin/env bash
# Analysis time of the single-result models at full size (release build): `quizc stats
# --format json` (without the analysis cache, at the default --analysis-budget) on generated
# quizzes whose answer sets number far beyond 2^128, and whether every figure came out exact.
#
#   build-tools/bench-exact-models.sh [RUNS]      # RUNS default 3
#
# Instances:
#   bands-120     one IPIP-NEO-120 domain as `model: bands`: 120 items on a 1-5 scale keyed to
#                 one trait, half reverse keyed; bands low / mid / high (5^120 answer sets)
#   bands-70      one 8values axis as `model: bands`: 70 five-option items weighing the axis
#                 -10, -5, 0, 5, 10; bands left / centre / right (5^70 answer sets)
#   axes-120      `model: axes`, one axis: 120 scale items keyed to either pole in turn
#   highest-120   `model: highest`, two traits: 120 five-option items trading one for the other
#   nearest-8v    the 8values shape: 70 five-option items over 4 axes, 4 `percent` scores,
#                 52 `nearest` profiles
# Prints, per instance, the wall time of each run, the exit status, and how many outcomes
# have a probability and how many say why they have none (probability_limitation).
# Target (docs/PERFORMANCE.md): every bands/axes/highest instance exact in under 1 s.
# The generated quizzes are written to a temp dir (KEEP=1 keeps it).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
swift build -c release --product quizc >/dev/null
quizc="$(swift build -c release --show-bin-path)/quizc"
work=$(mktemp -d /tmp/exact-bench.XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import sys
out = sys.argv[1]

def write(name, head, questions, outcomes):
    lines = [f"quiz: {name}", "version: 1.0.0", f"title: {name}"] + head + ["questions:"] + questions
    lines += ["outcomes:"] + [f"  {code}: {{title: {code}, description: {code}.}}" for code in outcomes]
    open(f"{out}/{name}.quiz.yaml", "w").write("\n".join(lines) + "\n")

scale = ["scales:", "  agree:", "    keyed_scoring: values", "    options:"]
scale += [f"      - {{value: {v}, label: Level {v}}}" for v in range(1, 6)]
five = lambda weigh: ", ".join(f"{{id: o{k}, label: O{k}, weights: {weigh(k)}}}" for k in range(5))

write("bands-120", ["traits: [N]"] + scale + ["scoring:", "  model: bands", "  trait: N",
      "  bands: [{outcome: low, max: 330}, {outcome: mid, max: 390}, {outcome: high}]"],
      [f"  - {{id: q{i}, text: Item {i}, scale: agree, keyed: N{', weight: -1' if i % 2 else ''}}}" for i in range(120)],
      ["low", "mid", "high"])
write("bands-70", ["traits: [econ]", "scoring:", "  model: bands", "  trait: econ",
      "  bands: [{outcome: left, max: -100}, {outcome: centre, max: 100}, {outcome: right}]"],
      [f"  - {{id: q{i}, text: Item {i}, options: [{five(lambda k: '{econ: %d}' % (5 * (k - 2)) if k != 2 else '{}')}]}}" for i in range(70)],
      ["left", "centre", "right"])
write("axes-120", ["traits: [A, B]"] + scale + ["scoring:", "  model: axes", "  axes: [{poles: [A, B], tie: A}]"],
      [f"  - {{id: q{i}, text: Item {i}, scale: agree, keyed: {'AB'[i % 2]}}}" for i in range(120)],
      ["A", "B"])
write("highest-120", ["traits: [a, b]", "scoring:", "  model: highest", "  ties: [a, b]"],
      [f"  - {{id: q{i}, text: Item {i}, options: [{five(lambda k: '{a: %d, b: %d}' % (k + 1, 5 - k))}]}}" for i in range(120)],
      ["a", "b"])
axes = ["econ", "dipl", "govt", "scty"]
profiles = []
for p in range(52):
    at = ", ".join(f"{a}_pct: {(p * (7 + 13 * j) * 37) % 101}" for j, a in enumerate(axes))
    profiles.append(f"      - {{outcome: p{p}, at: {{{at}}}}}")
write("nearest-8v", [f"traits: [{', '.join(axes)}]", "scoring:", "  model: profile", "  derived:"]
      + [f"    - {{id: {a}_pct, percent: {a}}}" for a in axes] + ["  results:"]
      + [f"    - {{id: {a}_side, title: {a}, score: {a}_pct, bands: [{{id: low, below: 50, title: Low}}, {{id: high, title: High}}]}}" for a in axes]
      + ["  nearest:", f"    over: [{', '.join(a + '_pct' for a in axes)}]", "    profiles:"] + profiles,
      [f"  - {{id: q{i}, text: Item {i}, options: [{five(lambda k, a=axes[i % 4]: '{%s: %d}' % (a, 5 * (k - 2)) if k != 2 else '{}')}]}}" for i in range(70)],
      [f"p{p}" for p in range(52)])
PY

for quiz in bands-120 bands-70 axes-120 highest-120 nearest-8v; do
  for run in $(seq "$runs"); do
    start=$(date +%s.%N)
    status=0
    "$quizc" stats --format json --no-cache "$work/$quiz.quiz.yaml" >"$work/$quiz.json" 2>"$work/$quiz.err" || status=$?
    end=$(date +%s.%N)
    summary=$(python3 -c '
import json, sys
quiz = json.load(open(sys.argv[1]))["quizzes"][0]
outcomes = quiz.get("outcomes", [])
given = sum(1 for o in outcomes if o.get("probability") is not None)
why = sum(1 for o in outcomes if "probability_limitation" in o)
print(f"{given}/{len(outcomes)} probabilities, {why} with a reason")' "$work/$quiz.json")
    printf '%-12s run %d  %6.3f s  exit %d  %s\n' "$quiz" "$run" "$(echo "$end - $start" | bc)" "$status" "$summary"
  done
done
