#!/usr/bin/env bash
# The lint-quizzes command plugin lints what `quizc lint` on a target's folder lints
# (docs/plugins.md): in a copy of Examples/QuizClient, whose target holds a quiz and its
# German translation, `swift package lint-quizzes --strict` passes; with an id the quiz
# lacks written into the translation it must fail, naming the translation file and the
# code; with the translation restored it passes again.
#
# usage: build-tools/check-lint-plugin.sh
#        build-tools/check-lint-plugin.sh break-translation FOLDER
#            (the edit alone, in place, on FOLDER/fitcircle-persona.de.yaml)
# QUIZC_CONSUMER_SCRATCH: a SwiftPM scratch folder to reuse (default: a fresh one); CI
# shares one with the drift check, so quizc is built once for both copies.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
translation=fitcircle-persona.de.yaml

# Renames the translated question primaryGoal to primaryGoalTypo: an id the quiz lacks.
break_translation() {
  sed -i.orig -E 's/^  primaryGoal:$/  primaryGoalTypo:/' "$1/$translation" && rm "$1/$translation.orig"
  grep -q '^  primaryGoalTypo:$' "$1/$translation" || { echo "lint-plugin: no question to rename in $1/$translation" >&2; return 1; }
}

case "${1:-}" in
  break-translation) break_translation "$2"; exit 0 ;;
  "") ;;
  *) echo "usage: $0 [break-translation FOLDER]" >&2; exit 64 ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
copy="$work/QuizClient"
source "$root/build-tools/quiz-client-copy.sh"
copy_quiz_client "$root" "$copy" || { echo "lint-plugin: no copy of the example client" >&2; exit 1; }
scratch="${QUIZC_CONSUMER_SCRATCH:-$work/scratch}"
quizzes="$copy/Sources/QuizClient"
cp "$quizzes/$translation" "$work/pristine.yaml"

lint() { (cd "$copy" && swift package --scratch-path "$scratch" lint-quizzes --strict) >"$work/$1.log" 2>&1; }

echo "lint-plugin: the example client as it is: lint-quizzes --strict must pass"
lint pristine || { cat "$work/pristine.log"; echo "lint-plugin: FAILED: the pristine copy does not lint" >&2; exit 1; }

break_translation "$quizzes"
echo "lint-plugin: an unknown id in $translation: lint-quizzes --strict must fail naming it"
if lint broken; then
  cat "$work/broken.log"; echo "lint-plugin: FAILED: lint-quizzes passed with a bad translation" >&2; exit 1
fi
if ! grep -E "$translation:[0-9]+:[0-9]+: error: .*primaryGoalTypo" "$work/broken.log"; then
  cat "$work/broken.log"; echo "lint-plugin: FAILED: no error line names $translation and primaryGoalTypo" >&2; exit 1
fi

cp "$work/pristine.yaml" "$quizzes/$translation"
echo "lint-plugin: the translation restored: lint-quizzes --strict must pass"
lint restored || { cat "$work/restored.log"; echo "lint-plugin: FAILED: the restored copy does not lint" >&2; exit 1; }
echo "lint-plugin: ok"
