#!/usr/bin/env bash
# The bound of a `nearest` analysis (docs/analysis.md, "Nearest profiles", "Budget") on
# generated worst shapes, in a release build: `quizc stats --format json --no-cache` at the
# default `--analysis-budget` and at the maximum, under `/usr/bin/time -v` (CPU time and peak
# memory: the machine may be shared, so read user + sys, not wall time).
#
#   build-tools/bench-nearest-bound.sh        # KEEP=1 keeps the generated quizzes
#
# Instances (scores × five-option items × profiles; item i weighs score i mod scores by
# -10 … 10 by 5 and the next score the other way, so every score is in one group):
#   nearest-24s-48q-25p, -100p, -400p, and nearest-6s-48q-200p
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product quizc >/dev/null
quizc="$(swift build -c release --show-bin-path)/quizc"
work=$(mktemp -d /tmp/nearest-bound.XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import sys
out = sys.argv[1]
for scores, questions, profiles in [(24, 48, 25), (24, 48, 100), (24, 48, 400), (6, 48, 200)]:
    name = f"nearest-{scores}s-{questions}q-{profiles}p"
    traits = [f"t{j}" for j in range(scores)]
    lines = [f"quiz: {name}", "version: 1.0.0", f"title: {name}", f"traits: [{', '.join(traits)}]",
             "scoring:", "  model: profile", "  derived:"]
    lines += [f"    - {{id: s{j}, percent: t{j}}}" for j in range(scores)]
    lines += ["  results:", "    - {id: r0, title: R, score: s0, bands: [{id: low, below: 50, title: Low}, {id: high, title: High}]}"]
    lines += ["  nearest:", f"    over: [{', '.join(f's{j}' for j in range(scores))}]", "    profiles:"]
    for p in range(profiles):
        at = ", ".join(f"s{j}: {(p * (7 + 13 * j) * 37 + 11 * j) % 101}" for j in range(scores))
        lines.append(f"      - {{outcome: p{p}, at: {{{at}}}}}")
    lines.append("questions:")
    for i in range(questions):
        a, b = traits[i % scores], traits[(i + 1) % scores]
        opts = []
        for k in range(5):
            weights = {} if k == 2 else {a: 5 * (k - 2), b: 5 * (2 - k)}
            ws = ", ".join(f"{t}: {v}" for t, v in weights.items())
            opts.append(f"{{id: o{k}, label: O{k}, weights: {{{ws}}}}}")
        lines.append(f"  - {{id: q{i}, text: Item {i}, options: [{', '.join(opts)}]}}")
    lines.append("outcomes:")
    lines += [f"  p{p}: {{title: P{p}, description: P{p}.}}" for p in range(profiles)]
    open(f"{out}/{name}.quiz.yaml", "w").write("\n".join(lines) + "\n")
PY

uptime
for quiz in nearest-24s-48q-25p nearest-24s-48q-100p nearest-24s-48q-400p nearest-6s-48q-200p; do
  for budget in 250000 10000000; do
    /usr/bin/time -v "$quizc" stats --format json --no-cache --analysis-budget "$budget" "$work/$quiz.quiz.yaml" \
      >"$work/$quiz.json" 2>"$work/$quiz.time" || true
    awk -v q="$quiz" -v b="$budget" -F': ' '
      /User time/ {u = $2} /System time/ {s = $2} /Elapsed/ {e = $2} /Maximum resident/ {m = $2}
      END {printf "%-22s budget %-9s wall %s  cpu %.2f s  peak %d MiB\n", q, b, e, u + s, m / 1024}' "$work/$quiz.time"
  done
done
uptime
