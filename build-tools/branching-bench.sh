#!/usr/bin/env bash
# Time and peak memory of `quizc lint` and `quizc stats` (release) on a branching quiz:
# 4 parent questions, 10 conditional questions whose conditions read the parents and
# earlier follow-ups (chains, all/any/not, includes on a multiple), and 10 plain questions,
# `model: highest` over 4 traits (docs/PERFORMANCE.md, "Branching quizzes").
#
#   build-tools/branching-bench.sh
#
# Generates the quiz in a temp dir (KEEP=1 keeps it) and prints, per command, wall time,
# peak RSS, exit status and the scenario count `stats` reports.
set -euo pipefail
cd "$(dirname "$0")/.."
quizc="${QUIZC:-}"
if [ -z "$quizc" ]; then
    swift build -c release --product quizc >/dev/null
    quizc="$(swift build -c release --show-bin-path)/quizc"
fi
work=$(mktemp -d /tmp/branching-bench.XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT

python3 - "$work/branching.quiz.yaml" <<'PY'
import random, sys
rng = random.Random(30)
traits = ["a", "b", "c", "d"]
def weights():
    return "{" + ", ".join(f"{t}: {rng.randint(1, 3)}" for t in rng.sample(traits, 2)) + "}"
def options(prefix, n=4):
    return [f"      - {{id: {prefix}{k}, label: Option {k}, weights: {weights()}}}" for k in range(n)]
lines = ["quiz: branching", "version: 1.0.0", "title: Branching", f"traits: [{', '.join(traits)}]",
         f"scoring: {{model: highest, ties: [{', '.join(traits)}]}}", "questions:"]
for i in range(3):
    lines += [f"  - id: p{i}", f"    text: Parent {i}", "    options:"] + options("o")
lines += ["  - id: kit", "    text: What do you use?", "    type: multiple", "    min: 0", "    options:"] + options("k")
conditions = [
    "{question: p0, is: o0}",
    "{question: p0, in: [o1, o2]}",
    "{question: kit, includes: k1}",
    "{all: [{question: p1, is: o3}, {question: kit, includes: k2}]}",
    "{question: f0, in: [o0, o1]}",
    "{any: [{question: f1, is: o2}, {question: p2, is: o0}]}",
    "{not: {question: f2, answered: true}}",
    "{all: [{question: f4, answered: true}, {not: {question: p1, is: o0}}]}",
    "{question: f5, in: [o1, o3]}",
    "{any: [{question: f7, is: o0}, {question: f8, is: o1}]}",
]
for i, condition in enumerate(conditions):
    lines += [f"  - id: f{i}", f"    text: Follow-up {i}", f"    when: {condition}", "    options:"] + options("o")
for i in range(10):
    lines += [f"  - id: q{i}", f"    text: Plain {i}", "    options:"] + options("o")
lines += ["outcomes:"] + [f"  {t}: {{title: {t.upper()}, description: Trait {t}}}" for t in traits]
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
PY

for command in lint stats; do
    start=$(date +%s.%N)
    status=0
    /usr/bin/time -f "%M" -o "$work/rss" "$quizc" "$command" --no-cache --format json "$work/branching.quiz.yaml" \
        >"$work/$command.json" || status=$?
    end=$(date +%s.%N)
    printf '%s: %.2f s, peak %s KiB, exit %s\n' "$command" "$(echo "$end - $start" | bc)" "$(cat "$work/rss")" "$status"
done
python3 - "$work/stats.json" <<'PY'
import json, sys
quiz = json.load(open(sys.argv[1]))["quizzes"][0]
print("answer sets:", quiz.get("answer_sets"), "| limitation:", quiz.get("limitation"))
print("shown:", ", ".join(f"{q['id']} {q['shown_exact']}" for q in quiz["questions"] if q["id"].startswith("f")))
print("outcomes:", ", ".join(f"{o['code']} {o.get('probability_exact')}" for o in quiz["outcomes"]))
PY
