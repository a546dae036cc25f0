#!/usr/bin/env bash
# Saving and resuming a 120-question session (the shipped Big Five, answered to its last page)
# in the three runtimes: the median time of a save and of a resume, unsigned and signed, and
# the token's size in bytes. Target: under 1 ms each, the token under 4 KB
# (docs/PERFORMANCE.md, "Sessions: saving and resuming").
#
# Usage: build-tools/session-bench.sh [RUNS]   (default 200)
#   SESSION_BENCH_SWIFT=0 leaves out Swift. Swift's figures come from an optimized build
#   (swiftc -O, whole module) of QuizRuntime's sources with build-tools/session-bench/main.swift,
#   in .build/session-bench: the runtime alone, so nothing else of quizc is compiled.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-200}
bundle=Tests/QuizCompilerTests/Golden/bundles/big-five.json
python3 runtimes/python/bench/session.py --runs "$runs" "$bundle"
node runtimes/js/bench/session.mjs "$runs" "$PWD/$bundle"
if [ "${SESSION_BENCH_SWIFT:-1}" != 0 ]; then
  out=.build/session-bench
  mkdir -p "$out"
  find Sources/QuizRuntime -name '*.swift' -print0 | sort -z | xargs -0 \
    swiftc -O -wmo -swift-version 6 -package-name quizc -module-name SessionBench -o "$out/session-bench" \
    build-tools/session-bench/main.swift
  "$out/session-bench" "$bundle" "$runs"
fi
