#!/usr/bin/env bash
# Time and peak memory of `quizc lint` on texts built to make text processing superlinear,
# at doubling sizes (docs/PERFORMANCE.md, "Combining-mark texts"):
#
#   build-tools/text-bench.sh [QUIZC]
#
# QUIZC defaults to this tree's release build. Each class is a small valid quiz with one
# field made of a repeated unit; `dups` is a one-line file of repeated `quiz: a` keys (one
# diagnostic each, rendered in the text format). A run is cut off after $TIMEOUT seconds
# (default 60; the table shows it as `60+`).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ge 1 ]; then
  quizc=$1
else
  swift build -c release --product quizc >/dev/null
  quizc="$(swift build -c release --show-bin-path)/quizc"
fi
work=$(mktemp -d /tmp/text-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT

gen() {  # gen FIELD UNIT N OUT
  python3 - "$@" <<'PY'
import sys
field, unit, n, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
units = {
    "e301": "e\u0301",                 # e + combining acute: composes
    "plain": "ab",                     # ASCII, as many scalars
    "alt": "\u0301\u0316",             # classes 230, 220 alternating: reordered
    "hangul": "\u1100\u1161\u11a8",    # conjoining jamo L V T
    "compat": "\ufb03\u01c5\uff76\uff9e",  # NFKC expands and composes (in keys)
}
if field == "dups":
    open(out, "w").write("{" + ", ".join(["quiz: a"] * n) + "}\n"); sys.exit()
s = units[unit] * n
if unit == "alt": s = "a" + s
def v(name, plain): return '"' + s + '"' if name == field else plain
lines = ["quiz: big", "version: 1.0.0", "title: Big", "description: Plain", "traits: [a, b]",
         "scoring: {model: highest, ties: [a, b]}", "questions:",
         "  - id: q1", "    text: " + v("text", "Pick one"), "    options:",
         "      - {id: " + v("id", "x") + ", label: " + v("label", "X") + ", weights: {a: 1}}",
         "      - {id: y, label: Y, weights: {b: 1}}",
         "outcomes:", "  a: {title: A, description: Alpha}", "  b: {title: B, description: Beta}"]
open(out, "w", encoding="utf-8").write("\n".join(lines) + "\n")
PY
}

printf '%-7s %-7s %9s %10s %8s %10s\n' field unit n bytes wall peak
run() {  # run FIELD UNIT N...
  local field=$1 unit=$2; shift 2
  for n in "$@"; do
    gen "$field" "$unit" "$n" "$work/t.quiz.yaml"
    /usr/bin/time -f "%e %M" -o "$work/time" timeout "${TIMEOUT:-60}" "$quizc" lint "$work/t.quiz.yaml" >/dev/null 2>&1 || true
    read -r wall peak < <(tail -1 "$work/time" | sed 's/Command.*//')
    printf '%-7s %-7s %9s %10s %7ss %7.1f MiB\n' "$field" "$unit" "$n" "$(stat -c %s "$work/t.quiz.yaml")" "${wall:-${TIMEOUT:-60}+}" "$(echo "${peak:-0} / 1024" | bc -l)"
  done
}
run text plain 200000 400000 800000 1600000
run text e301 200000 400000 800000 1600000
run text alt 100000 200000 400000 800000
run text hangul 100000 200000 400000 800000
run id e301 100000 200000 400000 800000
run id compat 50000 100000 200000 400000
run dups - 5000 10000 20000 40000 80000
