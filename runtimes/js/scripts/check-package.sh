#!/bin/sh
# Checks that `npm pack` makes an installable package: packs runtimes/js, installs the
# tarball offline into a fresh folder, imports the library there (scoring a shipped bundle)
# and runs the installed `quiz-runtime` command. Exit status 0 when all of it works.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
repo=$(cd "$here/../.." && pwd)
bundle="$repo/Tests/QuizCompilerTests/Golden/bundles/fitcircle-persona.json"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$here"
tarball=$(npm pack --silent --pack-destination "$work" | tail -n 1)
echo "packed $tarball"
tar -tzf "$work/$tarball" | sort

mkdir "$work/app"
cd "$work/app"
printf '{"name": "check-quiz-runtime", "version": "1.0.0", "private": true, "type": "module"}\n' > package.json
npm install --offline --no-audit --no-fund --silent "../$tarball"

cat > use.mjs <<'JS'
import { readFileSync } from 'node:fs';
import { loadBundle, localize, lookupLocale, parseAcceptLanguage, Scorer, resultLine } from 'quiz-runtime';
const bundle = loadBundle(readFileSync(process.argv[2]));
const scorer = new Scorer(bundle);
console.log(resultLine(scorer.scoreJSON('{"primaryGoal":"lose_weight","motivationStyle":"competition","fitnessLevel":"intermediate","timeCommitment":"30-60"}')));
// No bundle has the locale zz: lookup falls back to the source locale.
const preferred = parseAcceptLanguage('zz-ZZ, *;q=0.5');
const texts = localize(bundle, preferred);
console.log(lookupLocale(bundle, preferred) === bundle.sourceLocale && texts.title === bundle.title ? 'locales: ok' : 'locales: wrong');
JS
expected='{"quiz":"fitcircle-persona","version":"1.1.0","outcome":"casey","secondary":"sarah","scores":{"casey":7,"sarah":2,"mike":1,"fiona":0}}'
got=$(node use.mjs "$bundle")
[ "$got" = "$expected
locales: ok" ] || { echo "import: expected $expected and locales: ok, got $got" >&2; exit 1; }
echo "import: ok"

got=$(printf '{"primaryGoal":"lose_weight","motivationStyle":"competition","fitnessLevel":"intermediate","timeCommitment":"30-60"}\n' \
  | ./node_modules/.bin/quiz-runtime score "$bundle")
[ "$got" = "$expected" ] || { echo "bin: expected $expected, got $got" >&2; exit 1; }
./node_modules/.bin/quiz-runtime order "$bundle" --seed 42 > /dev/null
echo "bin: ok"
