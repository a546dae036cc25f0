#!/usr/bin/env bash
# Kills `quizc build` at random moments and checks what each kill left in the output folder.
#
#   build-tools/interrupted-builds.sh [RUNS] [QUIZC]
#
# Generates two sets of 300 small quizzes in a temp dir (a third of the ids differ, every
# bundle's bytes differ), builds each once to record its complete folder (a user's
# NOTES.txt included), then RUNS times (default 60) starts a build of the other set and
# sends it SIGKILL after a random delay between 0 and 1.3 × the time a whole build takes.
# After each kill the folder must be exactly the old set or exactly the new set. Prints one
# line per run and a summary; exits 1 if any kill left a mixed folder. QUIZC defaults to
# the debug build (`swift build --product quizc`).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-60}
quizc=${2:-.build/debug/quizc}
[ -x "$quizc" ] || swift build --product quizc >/dev/null
quizc=$(realpath "$quizc")
work=$(mktemp -d /tmp/interrupted-builds.XXXXXX)
trap 'rm -rf "$work"' EXIT

make_set() { # folder first title
    mkdir -p "$work/$1"
    for ((n = $2; n < $2 + 300; n++)); do
        id=$(printf 'm%03d' "$n")
        cat >"$work/$1/$id.quiz.yaml" <<EOF
quiz: $id
version: 1.0.0
title: $3
locale: en
traits: [a, b]
scoring:
  model: highest
  ties: [a, b]
questions:
  - id: q1
    text: "Pick one."
    type: single
    options:
      - {id: x, label: "X", weights: {a: 1}}
      - {id: y, label: "Y", weights: {b: 1}}
outcomes:
  a: {title: A, description: "The A outcome."}
  b: {title: B, description: "The B outcome."}
EOF
    done
}
make_set a 0 "Set A"
make_set b 100 "Set B"
out="$work/out"
fingerprint() { (cd "$out" && find . -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16); }

declare -A expected
for set in b a; do
    "$quizc" build -o "$out" "$work/$set" >/dev/null 2>&1
    echo mine >"$out/NOTES.txt"
    expected[$set]=$(fingerprint)
done
start=$(date +%s.%N)
"$quizc" build -o "$out" "$work/b" >/dev/null 2>&1
"$quizc" build -o "$out" "$work/a" >/dev/null 2>&1
longest=$(echo "($(date +%s.%N) - $start) / 2" | bc -l)
echo "a whole build takes $(printf %.2f "$longest") s; $runs kills between 0 and $(printf %.2f "$(echo "$longest * 1.3" | bc -l)") s"

current=a old=0 new=0 mixed=0 writing=0
for ((run = 1; run <= runs; run++)); do
    next=$([ $current = a ] && echo b || echo a)
    delay=$(echo "$RANDOM / 32767 * $longest * 1.3" | bc -l)
    "$quizc" build -o "$out" "$work/$next" >/dev/null 2>&1 &
    pid=$!
    sleep "$delay"
    kill -KILL $pid >/dev/null 2>&1 || true
    wait $pid >/dev/null 2>&1 || true
    left=$(( $(find "$work" -maxdepth 1 -name '.out.quizc-*' | wc -l) + $(find "$out" -maxdepth 1 -name '.*.tmp' | wc -l) ))
    [ "$left" -gt 0 ] && writing=$((writing + 1))
    now=$(fingerprint)
    if [ "$now" = "${expected[$current]}" ]; then state=old; old=$((old + 1))
    elif [ "$now" = "${expected[$next]}" ]; then state=new; new=$((new + 1)); current=$next
    else state=MIXED; mixed=$((mixed + 1))
        # Start the next run from a known set.
        "$quizc" build -o "$out" "$work/$current" >/dev/null 2>&1
    fi
    printf 'run %3d: killed after %.3f s: %s%s\n' "$run" "$delay" "$state" "$([ "$left" -gt 0 ] && echo ' (killed while writing)')"
done
"$quizc" build -o "$out" "$work/a" >/dev/null 2>&1
leftovers=$(find "$work" -maxdepth 1 -name '.out.quizc-*' | wc -l)
leftovers=$((leftovers + $(find "$out" -maxdepth 1 -name '.*.tmp' | wc -l)))
echo "summary: $runs kills: $old old set, $new new set, $mixed mixed; $writing landed while a build was writing; $leftovers temporaries left after the next build"
[ "$mixed" -eq 0 ] && [ "$leftovers" -eq 0 ]
