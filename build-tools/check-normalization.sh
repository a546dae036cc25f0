#!/usr/bin/env bash
# Compares QuizRuntime's UnicodeNormalization with Python's unicodedata (an independent
# implementation of Unicode's definition) on random texts over every scalar that decomposes
# or combines, plus Hangul jamo and two-part vowels:
#
#   build-tools/check-normalization.sh [SEED] [COUNT]
#
# Prints the first differences (if any) and "checked COUNT bad N".
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d /tmp/check-normalization.XXXXXX)
trap 'rm -rf "$work"' EXIT
cat > "$work/main.swift" <<'SWIFT'
while let line = readLine() {
    var view = String.UnicodeScalarView()
    for hex in line.split(separator: " ") {
        if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { view.append(scalar) }
    }
    let text = String(view)
    func hex(_ text: String) -> String { text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
    print(hex(UnicodeNormalization.nfc(text)) + "|" + hex(UnicodeNormalization.nfkc(text)))
}
SWIFT
swiftc -O "$work/main.swift" Sources/QuizRuntime/UnicodeNormalization.swift -o "$work/normalize"
python3 - "$work/normalize" "${1:-1}" "${2:-50000}" <<'PY'
import random, subprocess, sys, unicodedata as u
tool, seed, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
random.seed(seed)
candidates = [c for c in range(0x80, 0x30000)
              if u.category(chr(c)) != "Cn" and (u.combining(chr(c)) or u.decomposition(chr(c)))]
extra = [0x61, 0x65, 0x73, 0x44, 0x1100, 0x1101, 0x1112, 0x1161, 0x1175, 0x11A7, 0x11A8, 0x11C2, 0xAC00,
         0xAC1C, 0xD7A3, 0x0CC6, 0x0CC2, 0x0CD5, 0x0DD9, 0x0DCF, 0x0DCA, 0x0B47, 0x0B3E, 0x0B57, 0x3099, 0x304B]
pool = candidates + extra * 200
texts = [[random.choice(pool) for _ in range(random.randint(0, 10))] for _ in range(count)]
stdin = "\n".join(" ".join("%x" % c for c in t) for t in texts) + "\n"
lines = subprocess.run([tool], input=stdin, capture_output=True, text=True, check=True).stdout.splitlines()
bad = 0
for text, got in zip(texts, lines):
    s = "".join(map(chr, text))
    want = "|".join(" ".join("%x" % ord(c) for c in u.normalize(form, s)) for form in ("NFC", "NFKC"))
    if got != want:
        bad += 1
        if bad <= 8:
            print(" ".join("%x" % c for c in text), "\n  quizc ", got, "\n  python", want)
print(f"checked {len(texts)} bad {bad} (Unicode {u.unidata_version}, {len(candidates)} scalars that decompose or combine)")
PY
