#!/usr/bin/env bash
# Time and peak memory of `quizc lint` (release) on drawn quizzes at and beyond the
# analysis's limits (Tests/QuizCompilerTests/AdversarialDrawTests.swift checks them for
# correctness), and of `quizc score` on answer lines for a drawn quiz.
#
#   build-tools/draw-bench.sh
#
# Generates the inputs in a temp dir (KEEP=1 keeps it) and prints, per input, wall time,
# peak RSS, exit status and the diagnostic codes reported.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product quizc >/dev/null
quizc="$(swift build -c release --show-bin-path)/quizc"
work=$(mktemp -d /tmp/draw-bench.XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import os, sys
out = sys.argv[1]

def quiz(n, presentation, pool=lambda i: None):
    lines = ["quiz: drawn", "version: 1.0.0", "title: Drawn", "traits: [E, I]",
             "scoring: {model: axes, axes: [{poles: [E, I], tie: I}]}",
             "scales:", "  agree5:", "    options:"]
    lines += [f"      - {{value: {v}, label: Level {v}}}" for v in range(1, 6)]
    lines += presentation
    lines.append("questions:")
    for i in range(n):
        lines += [f"  - id: q{i}", f'    text: "Statement number {i}"', "    scale: agree5",
                  f"    keyed: {'E' if i % 2 == 0 else 'I'}"]
        if pool(i) is not None:
            lines.append(f"    pool: {pool(i)}")
    lines += ["outcomes:", "  E: {title: Outgoing, description: You recharge with people.}",
              "  I: {title: Reserved, description: You recharge alone.}"]
    return "\n".join(lines) + "\n"

def write(name, text):
    with open(os.path.join(out, name + ".quiz.yaml"), "w") as f:
        f.write(text)

write("draw-6-of-13", quiz(13, ["presentation: {draw: 6}"]))            # 1,716 draws, each analysed
write("draw-7-of-14", quiz(14, ["presentation: {draw: 7}"]))            # 3,432 draws: not analysed one by one
write("draw-2500-of-5000", quiz(5000, ["presentation: {draw: 2500}"]))
write("pools-2500-of-2", quiz(5000, ["presentation:", "  draw:"] + [f"    - {{pool: p{p}, count: 1}}" for p in range(2500)],
                               pool=lambda i: f"p{i // 2}"))
PY

printf '%-22s %8s %10s %5s  %s\n' input seconds peak_MiB exit codes
for file in "$work"/*.quiz.yaml; do
    name=$(basename "$file" .quiz.yaml)
    /usr/bin/time -f '%e %M' -o "$work/time" "$quizc" lint --format json "$file" >"$work/out" 2>/dev/null && status=0 || status=$?
    read -r seconds kib <"$work/time"
    codes=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(",".join(sorted({x["code"] for x in d.get("diagnostics", [])})) or "-")' "$work/out" 2>/dev/null || echo "?")
    printf '%-22s %8s %10s %5s  %s\n' "$name" "$seconds" "$((kib / 1024))" "$status" "$codes"
done

# Scoring: 1,000,000 answer lines for a drawn quiz (draw 6 of 13), each answering the
# questions one seed presents.
"$quizc" build -o "$work/out-bundles" "$work/draw-6-of-13.quiz.yaml" >/dev/null
bundle="$work/out-bundles/drawn.json"
for seed in $(seq 0 99); do "$quizc" order "$bundle" --seed "$seed"; done | python3 -c '
import json, sys
text = sys.stdin.read()
decoder, pos, lines = json.JSONDecoder(), 0, []
while pos < len(text):
    while pos < len(text) and text[pos].isspace(): pos += 1
    if pos >= len(text): break
    value, pos = decoder.raw_decode(text, pos)
    lines.append(json.dumps({q["id"]: 3 for q in value["questions"]}, separators=(",", ":")))
sys.stdout.write(("\n".join(lines) + "\n") * 10000)' >"$work/answers.jsonl"
/usr/bin/time -f '%e %M' -o "$work/time" "$quizc" score "$bundle" "$work/answers.jsonl" >"$work/scored" && status=0 || status=$?
read -r seconds kib <"$work/time"
errors=$(grep -c '"error"' "$work/scored" || true)
printf '%-22s %8s %10s %5s  %s lines, %s errors\n' "score-1M-drawn-lines" "$seconds" "$((kib / 1024))" "$status" "$(wc -l <"$work/scored")" "$errors"
