#!/usr/bin/env bash
# quizc analyze at scale: a synthetic quiz of 120 six-point items (6 scales of 20, every
# fourth item minus-keyed) and N respondents (default 1,000,000; seeded), timed with peak
# RSS as
#   1. quizc analyze's streaming pass over the JSON Lines (the binary alone),
#   2. quizc score over the same answers (the scorer's pass, for scale),
#   3. DuckDB running `quizc analyze --sql duckdb` over the same answers as Parquet
#      (build-tools/analyze-sql.py), then quizc analyze --stats-in on its sums,
# and checks that 1 and 3 print byte-identical --format json reports.
#
#   build-tools/analyze-engines-bench.sh [RESPONDENTS]     # release build; needs duckdb
#   KEEP=DIR build-tools/analyze-engines-bench.sh           # generates into DIR once, then reuses it
#   QUIZC=path/to/quizc build-tools/analyze-engines-bench.sh 100000   # that quizc instead
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-1000000}"
if [ -z "${QUIZC:-}" ]; then
    swift build -c release --product quizc >/dev/null
    QUIZC="$(swift build -c release --show-bin-path)/quizc"
fi
if [ -n "${KEEP:-}" ]; then
    WORK="$KEEP"
    mkdir -p "$WORK"
else
    WORK="$(mktemp -d)"
    trap 'rm -rf "$WORK"' EXIT
fi

[ -s "$WORK/responses.parquet" ] || python3 - "$WORK" "$N" <<'PY'
import random, sys
work, count = sys.argv[1], int(sys.argv[2])
traits = ["T1", "T2", "T3", "T4", "T5", "T6"]
lines = ["quiz: bench120", "version: 1.0.0", "title: Analysis bench", "locale: en",
         f"traits: [{', '.join(traits)}]", "scales:", "  six:", "    keyed_scoring: values", "    options:"]
lines += [f"      - {{value: {v}, label: Option {v}}}" for v in range(1, 7)]
lines += ["scoring:", "  model: profile", "  results:",
          "    - {id: r, title: R, score: T1, bands: [{id: low, below: 70, title: Low}, {id: high, title: High}]}",
          "questions:"]
for item in range(120):
    trait = traits[item % 6]
    weight = -1 if item % 4 == 3 else 1
    lines += [f"  - id: q{item}", f"    text: Item {item}", "    scale: six", f"    keyed: {trait}"]
    lines += ["    weight: -1"] if weight < 0 else []
open(f"{work}/bench.quiz.yaml", "w").write("\n".join(lines) + "\n")
chooser = random.Random(1)
with open(f"{work}/responses.jsonl", "w") as out:
    for _ in range(count):
        out.write("{" + ", ".join(f'"q{i}": {chooser.randint(1, 6)}' for i in range(120)) + "}\n")
PY

"$QUIZC" build "$WORK/bench.quiz.yaml" -o "$WORK/bundles" --no-cache >/dev/null 2>&1
[ -s "$WORK/responses.parquet" ] || python3 -c "
import duckdb, sys
duckdb.connect().execute('SET enable_progress_bar = false').execute(\"COPY (SELECT * FROM read_json('$WORK/responses.jsonl', format='newline_delimited')) TO '$WORK/responses.parquet' (FORMAT parquet)\")"
echo "respondents: $N, items: 120; JSON Lines $(du -h "$WORK/responses.jsonl" | cut -f1), Parquet $(du -h "$WORK/responses.parquet" | cut -f1)"

measure() { # label, command...
    local label="$1"; shift
    /usr/bin/time -f "$label: %e s wall, %U s user, %S s sys, %M KiB peak RSS" "$@" 2>&1 >/dev/null | tail -1
}
measure "quizc analyze (stream)" "$QUIZC" analyze --no-cache --format json "$WORK/bench.quiz.yaml" "$WORK/responses.jsonl"
measure "quizc score (same answers)" "$QUIZC" score "$WORK/bundles/bench120.json" "$WORK/responses.jsonl" --lines
measure "DuckDB SQL over Parquet" python3 build-tools/analyze-sql.py "$WORK/bench.quiz.yaml" "$WORK/responses.parquet" \
    --quizc "$QUIZC" --out "$WORK/sums.json"
measure "quizc analyze --stats-in" "$QUIZC" analyze --no-cache --format json "$WORK/bench.quiz.yaml" --stats-in "$WORK/sums.json"

"$QUIZC" analyze --no-cache --format json "$WORK/bench.quiz.yaml" "$WORK/responses.jsonl" >"$WORK/binary.json"
"$QUIZC" analyze --no-cache --format json "$WORK/bench.quiz.yaml" --stats-in "$WORK/sums.json" >"$WORK/duckdb.json"
cmp "$WORK/binary.json" "$WORK/duckdb.json" && echo "reports: byte-identical"
