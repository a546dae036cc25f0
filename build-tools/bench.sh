#!/usr/bin/env bash
# Scoring and analysis benchmarks (not timed tests): builds release binaries, then
#   1. exact analysis of the reference instances (quizc-bench analysis),
#   2. in-process scoring of 1,000,000 answer sets per bundle on one core (keys the bundle's
#      own strings, as an app sends them, and copies of them),
#   3. `quizc score` over 1,000,000 JSON Lines per bundle (throughput, peak memory).
# Usage: build-tools/bench.sh [LINES]   (default 1000000)
#   QUIZC_SCRATCH=DIR builds in DIR instead of .build (to stay out of another build's way).
# quizc-bench is in the package build-tools/DevTools (built only on request, never by a plain
# `swift build`); it is built in DIR/dev-tools.
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-1000000}
scratch=${QUIZC_SCRATCH:-.build}
swift build -c release --scratch-path "$scratch" --product quizc >/dev/null
swift build -c release --package-path build-tools/DevTools --scratch-path "$scratch/dev-tools" --product quizc-bench >/dev/null
bin=$scratch/release
bench=$scratch/dev-tools/release/quizc-bench
bundles=Tests/QuizCompilerTests/Golden/bundles
echo "== analysis"
"$bench" analysis
echo "== in-process scoring"
for quiz in mbti fitcircle-persona; do
  "$bench" score "$bundles/$quiz.json" 1000000
  "$bench" score-copied-keys "$bundles/$quiz.json" 1000000
done
echo "== quizc score over $lines JSON Lines"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for quiz in mbti fitcircle-persona; do
  "$bench" lines "$bundles/$quiz.json" "$lines" "$tmp/$quiz.jsonl"
  size=$(stat -c %s "$tmp/$quiz.jsonl")
  /usr/bin/time -f "%e %M" -o "$tmp/time" "$bin/quizc" score "$bundles/$quiz.json" "$tmp/$quiz.jsonl" > "$tmp/out.jsonl"
  read -r seconds rss < "$tmp/time"
  out=$(wc -l < "$tmp/out.jsonl")
  awk -v q="$quiz" -v n="$lines" -v b="$size" -v o="$out" -v s="$seconds" -v r="$rss" 'BEGIN {
    printf "score %s: %d lines (%.0f MB) -> %d results in %.2f s = %d lines/s, peak RSS %.1f MiB\n", q, n, b / 1e6, o, s, n / s, r / 1024 }'
done
