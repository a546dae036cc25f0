#!/usr/bin/env bash
# Runs the QuizFuzz libFuzzer target (loader + compiler + renderers + emitter, and the
# runtime scorer on the same bytes as answers, a drawn quiz among its bundles) for MINUTES.
#
#   build-tools/fuzz.sh [MINUTES]        (default 5)
#
# One fuzzing process (the machine is shared). FUZZ_EXTRA adds libFuzzer flags, e.g. "-seed=1".
# QuizFuzz is in the package build-tools/DevTools (built only on request, never by a plain
# `swift build`). Builds into .build-fuzz/ (git-ignored) with
#   swift build -c release --package-path build-tools/DevTools --product QuizFuzz \
#     --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DQUIZ_FUZZ
# With QUIZ_FUZZ, build-tools/DevTools/Fuzz/QuizFuzz.swift exports LLVMFuzzerTestOneInput and
# its Swift @main hands argc/argv to libFuzzer's LLVMFuzzerRunDriver (SwiftPM on Linux aliases
# `main` to the module's own entry, so libFuzzer's main cannot be used); without it the
# same target is a replay tool:
#   swift build --package-path build-tools/DevTools --product QuizFuzz &&
#     build-tools/DevTools/.build/debug/QuizFuzz FILE
# Corpus: .build-fuzz/corpus (kept between runs), seeded from quizzes/*.yaml and
# Tests/Fixtures/bad/*.yaml and build-tools/fuzz-seeds/* (answers objects) plus the
# dictionary build-tools/fuzz-yaml.dict.
# Crashes, hangs and OOMs land in .build-fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
minutes="${1:-5}"
seconds=$((minutes * 60))
scratch=.build-fuzz
corpus="$scratch/corpus"
artifacts="$scratch/artifacts"
logs="$scratch/logs"

swift build -c release --package-path build-tools/DevTools --product QuizFuzz --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DQUIZ_FUZZ
binary="$scratch/release/QuizFuzz"

mkdir -p "$corpus" "$artifacts" "$logs"
for seed in quizzes/*.yaml Tests/Fixtures/bad/*.yaml build-tools/fuzz-seeds/*; do
    cp -n "$seed" "$corpus/seed-$(basename "$seed")" 2>/dev/null || true
done

log="$logs/fuzz-$(date +%Y%m%d-%H%M%S).log"
echo "fuzzing for $minutes min; log: $log"
set +e
# -detect_leaks=0: the Swift runtime's metadata caches look like leaks to LSan.
# SWIFT_BACKTRACE=enable=no: let libFuzzer, not Swift's backtracer, handle a trap's SIGILL.
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" "$binary" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -dict=build-tools/fuzz-yaml.dict -print_final_stats=1 \
    -artifact_prefix="$artifacts/" \
    ${FUZZ_EXTRA:-} "$corpus" >"$log" 2>&1
status=$?
set -e
# libFuzzer's closing lines: the last status line (cov/ft/corp/exec/s) and the final stats.
grep -E '^#[0-9]+.*(cov|DONE)' "$log" | tail -n 2 || true
grep -E '^stat::' "$log" || true
found=$(ls "$artifacts" 2>/dev/null | grep -E '^(crash|timeout|oom|leak|slow-unit)-' || true)
if [ -n "$found" ]; then
    echo "artifacts in $artifacts/:"
    echo "$found" | sed 's/^/  /'
    echo "reproduce one:  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 $binary $artifacts/<file>"
    echo "minimize it:    $binary -minimize_crash=1 -runs=10000 -artifact_prefix=$artifacts/min- $artifacts/<file>"
    echo "or without the fuzzing runtime: swift build --package-path build-tools/DevTools --product QuizFuzz && build-tools/DevTools/.build/debug/QuizFuzz $artifacts/<file>"
fi
if [ $status -ne 0 ]; then
    echo "the fuzzer stopped with status $status (a crash, hang or OOM); see $log"
fi
exit $status
