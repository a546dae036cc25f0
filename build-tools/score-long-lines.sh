#!/usr/bin/env bash
# Time and peak memory of `quizc score` (release) on long answer lines and long inputs.
#
#   build-tools/score-long-lines.sh [QUIZC]
#
# QUIZC defaults to the release build (built first). Generates the inputs in a temp dir
# (KEEP=1 keeps it): one line of 37.5, 75 and 150 MiB (a string member, and many small
# members), each followed by an ordinary line; 100 lines of just under 1 MiB of small
# members (the slowest lines within the limit); 1,000,000 ordinary lines; the same with
# every tenth line blank, CR-ended or cut short; a pretty-printed document. Prints bytes,
# wall time, peak RSS, exit status and the number of output lines for each.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ge 1 ]; then
  quizc="$1"
else
  swift build -c release --product quizc >/dev/null
  quizc="$(swift build -c release --show-bin-path)/quizc"
fi
bundle=Tests/QuizCompilerTests/Golden/bundles/fitcircle-persona.json
work=$(mktemp -d /tmp/score-long-lines.XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT

python3 - "$work" "$bundle" <<'PY'
import json, os, sys
out, bundle = sys.argv[1], sys.argv[2]
b = json.load(open(bundle))
line = json.dumps({q["key"]: q["options"][0]["id"] for q in b["questions"]}, separators=(",", ":"))

def path(name):
    return os.path.join(out, name)

for mib in (37.5, 75, 150):
    size = int(mib * (1 << 20))
    with open(path(f"string-line-{mib}MiB.jsonl"), "w") as f:
        f.write('{"pad":"')
        chunk = "x" * (1 << 20)
        for _ in range(size >> 20): f.write(chunk)
        f.write('"}\n' + line + "\n")
    with open(path(f"members-line-{mib}MiB.jsonl"), "w") as f:
        f.write("{")
        written, i, parts = 0, 0, []
        while written < size:
            part = '"m%d":%d,' % (i, i % 10)
            parts.append(part); written += len(part); i += 1
            if len(parts) == 100000: f.write("".join(parts)); parts = []
        f.write("".join(parts) + '"primaryGoal":"x"}\n' + line + "\n")
# The slowest lines the limit lets through: 100 lines of just under 1 MiB of small members.
parts, written, i = [], 0, 0
tail = '"primaryGoal":"x"}'
while True:
    part = '"m%d":%d,' % (i, i % 10)
    if 1 + written + len(part) + len(tail) > 1 << 20: break
    parts.append(part); written += len(part); i += 1
with open(path("members-near-limit-x100.jsonl"), "w") as f:
    f.write(("{" + "".join(parts) + tail + "\n") * 100)
with open(path("lines-1000000.jsonl"), "w") as f:
    f.write((line + "\n") * 1000000)
with open(path("lines-1000000-mixed.jsonl"), "w") as f:
    kinds = ["\n", line + "\r", line[:40] + "\n", line + "\r\n"]
    f.write("".join(kinds[(i // 10) % 4] if i % 10 == 0 else line + "\n" for i in range(1000000)))
with open(path("document-pretty.json"), "w") as f:
    f.write(json.dumps(json.loads(line), indent=2) + "\n")
PY

printf "%-34s %12s %8s %10s %5s %8s\n" input bytes wall "peak RSS" exit outputs
for file in "$work"/*; do
  set +e
  /usr/bin/time -f "%e %M" -o "$work/.time" "$quizc" score "$bundle" "$file" > "$work/.out" 2>/dev/null
  status=$?
  set -e
  read -r wall rss < <(tail -n 1 "$work/.time")  # after "Command exited with non-zero status N"
  printf "%-34s %12d %7ss %7.1f MiB %5d %8d\n" "$(basename "$file")" "$(wc -c < "$file")" "$wall" \
    "$(awk -v r="$rss" 'BEGIN { print r / 1024 }')" "$status" "$(wc -l < "$work/.out")"
done
