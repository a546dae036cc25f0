#!/usr/bin/env bash
# Time and peak memory of `quizc lint` (release) on each class of hostile input that
# Tests/QuizCompilerTests/AdversarialTests.swift checks for correctness.
#
#   build-tools/adversarial-bench.sh
#
# Generates the inputs in a temp dir (KEEP=1 keeps it), runs /usr/bin/time -v quizc lint
# on each, and prints wall time, peak RSS, exit status and the diagnostic codes reported.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product quizc >/dev/null
quizc="$(swift build -c release --show-bin-path)/quizc"
work=$(mktemp -d /tmp/adversarial-bench.XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import os, random, sys
out = sys.argv[1]

def quiz(n, eol="\n", title="Big", extra=""):
    lines = ["quiz: big", "version: 1.0.0", f"title: {title}"] + ([extra] if extra else []) + [
        "traits: [E, I]", "scoring: {model: axes, axes: [{poles: [E, I], tie: I}]}",
        "scales:", "  agree5:", "    options:"]
    lines += [f"      - {{value: {v}, label: Level {v}}}" for v in range(1, 6)]
    lines.append("questions:")
    for i in range(n):
        lines += [f"  - id: q{i}", f'    text: "Statement number {i}"', "    scale: agree5",
                  f"    keyed: {'E' if i % 2 == 0 else 'I'}"]
    lines += ["outcomes:", "  E: {title: Outgoing, description: You recharge with people.}",
              "  I: {title: Reserved, description: You recharge alone.}"]
    return eol.join(lines) + eol

def write(name, data):
    with open(os.path.join(out, name + ".yaml"), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())

bomb = 'lol0: &a0 ["lol"]\n' + "".join(
    f"lol{l}: &a{l} [" + ", ".join([f"*a{l-1}"] * 9) + "]\n" for l in range(1, 11))
write("alias-bomb-10-levels", bomb)
write("alias-fan-out-1000x1000", "a: &x [" + ",".join(["1"] * 1000) + "]\nb: [" + ",".join(["*x"] * 1000) + "]\n")
write("nesting-flow-100k", "[" * 100_000 + "x\n")
write("nesting-flow-map-100k", "{a: " * 100_000 + "x\n")
write("nesting-block-100k", "- " * 100_000 + "x\n")
write("scalar-10MB", b"quiz: a\ntitle: " + b"x" * 10_000_000 + b"\n")
write("scalar-7MB-valid", quiz(4, title="x" * 7_000_000))
write("line-1MB-valid", quiz(4, extra='description: "' + "word " * 200_000 + '"'))
write("line-1MB-unclosed-quote", "quiz: a\ntitle: \"" + "a" * 1_000_000 + "\n")
q = quiz(4).encode()
write("nul-byte", q[:33] + b"\0" + q[33:])
write("nul-bytes-100k", b"\0" * 100_000)
write("invalid-utf8", b"quiz: big\nversion: 1.0.0\ntitle: caf\xff\n")
rng = random.Random(7)
write("random-binary-200k", bytes(rng.randrange(256) for _ in range(200_000)))
lines = quiz(6).split("\n")[:-1]
write("mixed-line-endings-valid", "".join(l + ["\n", "\r\n", "\r"][i % 3] for i, l in enumerate(lines)))
write("bom-start-valid", b"\xef\xbb\xbf" + q)
write("bom-middle", quiz(4).replace("title: Big", "\ufefftitle: Big"))
write("utf16-bom", b"\xff\xfe" + "quiz: a\n".encode("utf-16-le"))
write("questions-5000-valid", quiz(5000))
big = quiz(40).encode()
comment = b"# " + b"padding " * 120 + b"\n"
write("file-20MB", big + comment * ((20_000_000 - len(big)) // len(comment) + 1))
write("nodes-1.1M", "quiz: [" + ",".join(["1"] * 1_100_000) + "]\n")
write("duplicate-keys-100k", "quiz: a\n" + "x: 1\n" * 100_000)
import re
write("duplicate-ids-20000", re.sub(r"  - id: q\d+\n", "  - id: same\n", quiz(20_000)))
PY

printf '%-30s %10s %9s %12s %5s  %s\n' class bytes "wall s" "peak RSS MB" exit codes
for file in "$work"/*.yaml; do
    name=$(basename "$file" .yaml)
    status=0
    /usr/bin/time -v -o "$work/time.txt" "$quizc" lint --format json "$file" >"$work/out.json" 2>/dev/null || status=$?
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
    codes=$(python3 -c '
import json, sys, collections
d = json.load(open(sys.argv[1]))
c = collections.Counter(x["code"] for x in d["diagnostics"])
first = {x["code"]: "%d:%d" % (x["line"], x["column"]) for x in reversed(d["diagnostics"])}
print(", ".join("%s x%d @%s" % (k, v, first[k]) for k, v in sorted(c.items())) or "clean")' "$work/out.json")
    seconds=$(echo "$wall" | awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else print $1 * 60 + $2 }')
    printf '%-30s %10d %9.2f %12.1f %5d  %s\n' "$name" "$(stat -c %s "$file")" "$seconds" "$(echo "scale=1; $rss / 1024" | bc)" "$status" "$codes"
done
