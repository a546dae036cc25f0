#!/usr/bin/env bash
# Issue 17's Swift target: `quizc score` over JSON Lines against a bare parse of the same
# lines by Foundation's JSONSerialization (quizc-bench parse-lines: one thread, the file in
# memory, no output). Target: score throughput / parse throughput ≥ 1.0.
#
# Usage: build-tools/runtime-bench-swift.sh [LINES]   (default 200000)
#   QUIZC_SCRATCH=DIR builds in DIR instead of .build (quizc-bench, from the package
#   build-tools/DevTools, in DIR/dev-tools). Each figure is the best of 3 runs.
# quizc score's time is the whole process (start, read, score, write the results); it may use
# more than one core, so its CPU seconds (user + system) are printed too, and a ratio by CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-200000}
scratch=${QUIZC_SCRATCH:-.build}
swift build -c release --package-path build-tools/DevTools --scratch-path "$scratch/dev-tools" --product quizc-bench >/dev/null
swift build -c release --scratch-path "$scratch" --product quizc >/dev/null
bin=$scratch/release
bench=$scratch/dev-tools/release/quizc-bench
bundles=Tests/QuizCompilerTests/Golden/bundles
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for quiz in mbti fitcircle-persona; do
  file=$tmp/$quiz.jsonl
  "$bench" lines "$bundles/$quiz.json" "$lines" "$file"
  parse=$("$bench" parse-lines "$file")
  parse_seconds=$(awk '{ for (i = 1; i < NF; i++) if ($(i + 1) == "s") { print $i; exit } }' <<< "$parse")
  best_wall=""; best_cpu=""
  for run in 1 2 3; do
    /usr/bin/time -f "%e %U %S" -o "$tmp/time" "$bin/quizc" score "$bundles/$quiz.json" "$file" > "$tmp/out.jsonl"
    read -r wall user sys < "$tmp/time"
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
    if [ -z "$best_wall" ] || awk -v a="$wall" -v b="$best_wall" 'BEGIN { exit !(a < b) }'; then best_wall=$wall; best_cpu=$cpu; fi
  done
  results=$(wc -l < "$tmp/out.jsonl")
  if grep -q '"error"' "$tmp/out.jsonl"; then echo "unexpected error lines for $quiz" >&2; exit 1; fi
  awk -v q="$quiz" -v n="$lines" -v r="$results" -v p="$parse_seconds" -v w="$best_wall" -v c="$best_cpu" 'BEGIN {
    printf "%s: %d lines\n", q, n
    printf "  JSONSerialization parse  %7.3f s  %9d lines/s\n", p, n / p
    printf "  quizc score (wall)       %7.3f s  %9d lines/s  (%d results, CPU %.2f s)\n", w, n / w, r, c
    printf "  ratio score/parse: %.2f by wall time, %.2f by CPU time (target >= 1.0)\n", p / w, p / c }'
done
