#!/usr/bin/env bash
# Latency of `quizc lsp` from a keystroke to fresh diagnostics, per shipped quiz
# (build-tools/lsp_bench.py says how it is measured; docs/PERFORMANCE.md has the figures).
#
#   build-tools/lsp-bench.sh                    # release build, 100 keystrokes per scenario
#   QUIZC=.build/debug/quizc build-tools/lsp-bench.sh --keystrokes 20
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${QUIZC:-}" ]; then
    swift build -c release --product quizc >/dev/null
    QUIZC="$(swift build -c release --show-bin-path)/quizc"
fi
quizc=$(cd "$(dirname "$QUIZC")" && pwd)/$(basename "$QUIZC")
exec python3 build-tools/lsp_bench.py "$quizc" "$@"
