#!/usr/bin/env bash
# Time and peak memory of `quizc lint` and `quizc stats` (release) on the branching quiz
# Tests/Fixtures/branching/ten-conditional.quiz.yaml: 4 parent questions, 10 conditional
# questions whose conditions read the parents and earlier follow-ups (chains, all/any/not,
# includes on a multiple), and 10 plain questions, `model: highest` over 4 traits
# (docs/PERFORMANCE.md, "Branching quizzes"; BranchingAtSizeTests pins that its analysis is
# exact and equals brute force).
#
#   build-tools/branching-bench.sh            # BUDGET=N adds --analysis-budget N
#
# Prints, per command, wall time, peak RSS and exit status, then what `stats` reports
# (outputs in a temp dir; KEEP=1 keeps it).
set -euo pipefail
cd "$(dirname "$0")/.."
quizc="${QUIZC:-}"
if [ -z "$quizc" ]; then
    swift build -c release --product quizc >/dev/null
    quizc="$(swift build -c release --show-bin-path)/quizc"
fi
work=$(mktemp -d /tmp/branching-bench.XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT

quiz=Tests/Fixtures/branching/ten-conditional.quiz.yaml

for command in lint stats; do
    start=$(date +%s.%N)
    status=0
    /usr/bin/time -f "%M" -o "$work/rss" "$quizc" "$command" --no-cache ${BUDGET:+--analysis-budget "$BUDGET"} --format json "$quiz" \
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
