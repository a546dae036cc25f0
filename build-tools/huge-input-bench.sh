#!/usr/bin/env bash
# Time and peak memory of `quizc lint` on inputs that are huge, endless or not regular
# files: sparse files from just over the 8 MiB limit to 16 GiB, /dev/zero, a FIFO whose
# writer never stops, a FIFO nobody writes to, and a folder holding a FIFO.
#
#   build-tools/huge-input-bench.sh            # release build
#   QUIZC=.build/debug/quizc build-tools/huge-input-bench.sh
#
# Every run has a 60 s timeout and a 4 GB address-space limit (`ulimit -v`), so a quizc
# that reads its whole input fails instead of exhausting the machine. Prints wall time,
# peak RSS, exit status and the first diagnostic code of each.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${QUIZC:-}" ]; then
    swift build -c release --product quizc >/dev/null
    QUIZC="$(swift build -c release --show-bin-path)/quizc"
fi
quizc=$(cd "$(dirname "$QUIZC")" && pwd)/$(basename "$QUIZC")
root=$(pwd)
work=$(mktemp -d /tmp/huge-input-bench.XXXXXX)
writer=
trap '[ -n "$writer" ] && kill "$writer" 2>/dev/null; rm -rf "$work"' EXIT
cd "$work"

run() {  # NAME ARGS...: one measured lint
    local name=$1; shift
    local status=0
    ( ulimit -v 4000000; exec /usr/bin/time -v -o time.txt timeout 60 "$quizc" lint --format json "$@" ) \
        >out.json 2>err.txt || status=$?
    local wall rss code
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' time.txt)
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' time.txt)
    code=$(python3 -c 'import json,sys
try: d = json.load(open("out.json"))["diagnostics"]
except Exception: d = []
print(",".join(sorted({"%s(%s)" % (x["code"], x["severity"]) for x in d})) or "clean")' 2>/dev/null || echo "-")
    printf '%-28s %8s %10.1f %5d  %s\n' "$name" "$wall" "$(echo "scale=1; $rss / 1024" | bc)" "$status" "$code"
}

printf '%-28s %8s %10s %5s  %s\n' input wall "peak MiB" exit codes
for size in 8388609 268435456 2147483648 17179869184; do
    truncate -s "$size" "sparse-$size.quiz.yaml"
    run "sparse file, $size B" "sparse-$size.quiz.yaml"
    rm -f "sparse-$size.quiz.yaml"
done
run "/dev/zero" /dev/zero
mkfifo endless.quiz.yaml
(exec yes 'a: b' >endless.quiz.yaml) 2>/dev/null & writer=$!
sleep 0.5
run "FIFO, endless writer" endless.quiz.yaml
wait "$writer" 2>/dev/null || true; writer=
run "FIFO, no writer" endless.quiz.yaml
mkdir -p folder && cp "$root/quizzes/color.quiz.yaml" folder/ && mkfifo folder/pipe.quiz.yaml
run "folder holding a FIFO" folder
