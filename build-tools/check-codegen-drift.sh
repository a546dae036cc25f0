#!/usr/bin/env bash
# Drift fails the build (docs/codegen.md): in a copy of Examples/QuizClient, whose app code
# switches on FitcirclePersona's typed outcomes and builds the persona request from typed
# answers (QuizCodegenPlugin generates them at build time), rename an outcome code, then an
# option id, in its quiz: `swift build` must fail each time with an error naming the quiz's
# type and the old id; with the quiz restored it builds again.
#
# usage: build-tools/check-codegen-drift.sh
#        build-tools/check-codegen-drift.sh rename-outcome|rename-option FOLDER
#            (one rename, in place, on the quiz and translation files of FOLDER)
# QUIZC_DRIFT_SCRATCH: a SwiftPM scratch folder to reuse between runs (default: a fresh one).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
old_outcome=casey new_outcome=casey_pro old_outcome_swift=casey
old_option=lose_weight new_option=lose_fat old_option_swift=loseWeight

# Renames the id $1 to $2 everywhere in the quiz and translation files of folder $3: the
# outcome or option itself and every reference to it (traits, ties, weights, conditions,
# examples, translations), so the quiz stays valid and only the app code is left behind.
rename() {
  local file
  for file in "$3"/*.yaml; do sed -i.orig -E "s/(^|[^A-Za-z0-9_-])$1([^A-Za-z0-9_-]|\$)/\1$2\2/g" "$file" && rm "$file.orig"; done
}

case "${1:-}" in
  rename-outcome) rename "$old_outcome" "$new_outcome" "$2"; exit 0 ;;
  rename-option) rename "$old_option" "$new_option" "$2"; exit 0 ;;
  "") ;;
  *) echo "usage: $0 [rename-outcome|rename-option FOLDER]" >&2; exit 64 ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
copy="$work/QuizClient"
source "$root/build-tools/quiz-client-copy.sh"
copy_quiz_client "$root" "$copy" || { echo "drift: no copy of the example client" >&2; exit 1; }
scratch="${QUIZC_DRIFT_SCRATCH:-$work/scratch}"
quizzes="$copy/Sources/QuizClient"
pristine="$work/pristine"
mkdir -p "$pristine" && cp "$quizzes"/*.yaml "$pristine/"

# Builds the copy; expects failure with an error line naming FitcirclePersona and $2.
expect_failure() {
  local log="$work/$1.log"
  echo "drift: $1: swift build must fail naming FitcirclePersona and $2"
  if (cd "$copy" && swift build --scratch-path "$scratch") >"$log" 2>&1; then
    cat "$log"; echo "drift: FAILED: the build succeeded after $1" >&2; exit 1
  fi
  if ! grep -E "error: .*FitcirclePersona.*\\b$2\\b|error: .*\\b$2\\b.*FitcirclePersona" "$log"; then
    cat "$log"; echo "drift: FAILED: no error line names FitcirclePersona and $2 after $1" >&2; exit 1
  fi
}

rename "$old_outcome" "$new_outcome" "$quizzes"
expect_failure "renaming the outcome $old_outcome to $new_outcome" "$old_outcome_swift"

cp "$pristine"/*.yaml "$quizzes/"
rename "$old_option" "$new_option" "$quizzes"
expect_failure "renaming the option $old_option to $new_option" "$old_option_swift"

cp "$pristine"/*.yaml "$quizzes/"
echo "drift: the quiz restored: swift build must succeed"
if ! (cd "$copy" && swift build --scratch-path "$scratch") >"$work/restored.log" 2>&1; then
  cat "$work/restored.log"; echo "drift: FAILED: the restored copy does not build" >&2; exit 1
fi
echo "drift: ok"
