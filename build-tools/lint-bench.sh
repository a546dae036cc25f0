#!/usr/bin/env bash
# Lint throughput: quizc lint against a libyaml-only floor, check-jsonschema and yamllint,
# all on the same generated corpus, with wall time and peak RSS (/usr/bin/time -v).
#
#   build-tools/lint-bench.sh [FILES] [SMALL]     (defaults 2000 and 200)
#
# Steps: builds quizc in release; writes FILES quizzes with build-tools/gen_corpus.py into
# a temp dir (the first SMALL of them are the small corpus); compiles
# build-tools/yaml-parse-floor.c against the system libyaml; installs check-jsonschema and
# yamllint with pip when missing. Then times, on the big corpus:
#   quizc lint DIR                       (all cores; run twice: the outputs must be identical)
#   quizc lint --analysis-budget 25000 DIR  (a tenth of the default analysis budget)
#   yaml-parse-floor -j NPROC FILES      (every libyaml event of every file, nothing else)
#   yaml-parse-floor FILES               (the same on one core)
#   check-jsonschema --schemafile schemas/quiz.schema.json FILES
#   yamllint -c RELAXED FILES            (the `relaxed` preset, line length off)
# and quizc lint on the small corpus and per scoring model (peak memory vs file count), a
# broken copy of the corpus linted twice in text format (output must be identical), and
# the floor and check-jsonschema on the axes and bands thirds alone.
# Every quizc run passes --no-cache: these are the figures of a full analysis (the
# analysis cache's cold and warm figures: build-tools/lint-targets.py).
# Set KEEP=1 to keep the temp dir. Nothing else should run on the machine meanwhile.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
files="${1:-2000}"
small="${2:-200}"
cores=$(nproc)
work=$(mktemp -d /tmp/lint-bench.XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT

swift build -c release --product quizc >/dev/null
quizc="$(swift build -c release --show-bin-path)/quizc"
python3 build-tools/gen_corpus.py "$files" "$work/big"
mkdir -p "$work/small" "$work/axes" "$work/highest" "$work/bands"
ls "$work/big" | sed -n "1,${small}p" | while read -r name; do cp "$work/big/$name" "$work/small/"; done
for model in axes highest bands; do cp "$work/big/"*-"$model".quiz.yaml "$work/$model/"; done
cc -O2 build-tools/yaml-parse-floor.c $(pkg-config --cflags --libs yaml-0.1) -o "$work/yaml-parse-floor"
command -v check-jsonschema >/dev/null || pip install -q check-jsonschema
command -v yamllint >/dev/null || pip install -q yamllint
command -v pyenv >/dev/null && pyenv rehash || true
cat >"$work/yamllint.yaml" <<'YAML'
extends: relaxed
rules:
  line-length: disable
YAML
bytes=$(cat "$work/big/"* | wc -c)
echo "corpus: $files files, $bytes bytes ($small-file subset: first $small); $cores cores; $(date -u +%FT%TZ)"
echo "quizc: $quizc ($(swift --version 2>&1 | head -n1))"
echo "libyaml: $(pkg-config --modversion yaml-0.1)"

# measure NAME COMMAND...: runs once under /usr/bin/time -v; stdout to $work/NAME.out.
measure() {
    local name="$1"; shift
    local status=0
    /usr/bin/time -v -o "$work/$name.time" "$@" >"$work/$name.out" 2>"$work/$name.err" || status=$?
    local wall rss
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/$name.time")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/$name.time")
    # user+sys for the CPU share
    local user sys
    user=$(sed -n 's/.*User time (seconds): //p' "$work/$name.time")
    sys=$(sed -n 's/.*System time (seconds): //p' "$work/$name.time")
    printf '%-34s wall %9s  cpu %8.2f s  peak RSS %7.1f MB  exit %d\n' \
        "$name" "$wall" "$(echo "$user + $sys" | bc)" "$(echo "scale=1; $rss / 1024" | bc)" "$status"
}

cd "$work"  # relative paths in every tool's output
list=$(ls big/* | sort)
measure "quizc lint ($files)" "$quizc" lint --no-cache --format json big
cp "quizc lint ($files).out" run1.json
measure "quizc lint ($files), 2nd run" "$quizc" lint --no-cache --format json big
if cmp -s run1.json "quizc lint ($files), 2nd run.out"; then
    echo "  quizc lint output identical across runs ($(wc -c <run1.json) bytes): $(tail -c 200 run1.json | tr -d '\n' | sed 's/.*"summary"/"summary"/')"
else
    echo "  quizc lint output DIFFERS between runs"
fi
measure "quizc lint ($small)" "$quizc" lint --no-cache --format json small
# The same corpus with a smaller analysis budget (about a tenth of the default): faster,
# but more highest quizzes without exact probabilities (counted from `quizc stats`).
measure "quizc lint ($files), budget 25000" "$quizc" lint --no-cache --format json --analysis-budget 25000 big
for budget in 250000 25000; do
    echo "  highest quizzes without exact probabilities at --analysis-budget $budget: $("$quizc" stats --no-cache --analysis-budget "$budget" highest | grep -c 'probabilities were not computed' || true) of $(ls highest | wc -l)"
done
for model in axes highest bands; do
    measure "quizc lint ($model only, $(ls $model | wc -l))" "$quizc" lint --no-cache --format json "$model"
done
# Determinism with diagnostics: every file of the corpus broken one of four ways, linted
# twice in text format (with excerpts), outputs compared byte for byte.
mkdir -p dirty
python3 - big dirty <<'PY'
import os, sys
src, dst = sys.argv[1], sys.argv[2]
for i, name in enumerate(sorted(os.listdir(src))):
    text = open(os.path.join(src, name)).read()
    kind = i % 4
    if kind == 0: text = text.replace("title:", "titel:", 1)
    elif kind == 1: text = text.replace("  - id: ", "  - id: dup\n    id: ", 1)
    elif kind == 2: text = text.replace("traits: [", "traits: [ghost, ", 1)
    else: text = text.replace("version: ", "version: v", 1)
    open(os.path.join(dst, name), "w").write(text)
PY
measure "quizc lint, broken copy ($files)" "$quizc" lint --no-cache dirty
measure "quizc lint, broken copy, 2nd run" "$quizc" lint --no-cache dirty
if cmp -s "quizc lint, broken copy ($files).out" "quizc lint, broken copy, 2nd run.out"; then
    echo "  text output identical across runs ($(wc -c <"quizc lint, broken copy ($files).out") bytes): $(tail -n 1 "quizc lint, broken copy ($files).out")"
else
    echo "  text output DIFFERS between runs"
fi
measure "yaml-parse-floor -j $cores ($files)" ./yaml-parse-floor -j "$cores" $list
echo "  $(cat "yaml-parse-floor -j $cores ($files).out")"
measure "yaml-parse-floor -j 1 ($files)" ./yaml-parse-floor $list
measure "yaml-parse-floor -j $cores ($small)" ./yaml-parse-floor -j "$cores" small/*
measure "check-jsonschema ($files)" check-jsonschema --schemafile "$repo/schemas/quiz.schema.json" $list
echo "  $(tail -n 1 "check-jsonschema ($files).out")"
measure "yamllint relaxed ($files)" yamllint -c yamllint.yaml $list
echo "  $(wc -l <"yamllint relaxed ($files).out") lines of yamllint output"

# The axes and bands thirds (no expensive analysis) against the floor and check-jsonschema.
for model in axes bands; do
    measure "yaml-parse-floor -j $cores ($model)" ./yaml-parse-floor -j "$cores" "$model"/*
    measure "check-jsonschema ($model)" check-jsonschema --schemafile "$repo/schemas/quiz.schema.json" "$model"/*
done
