#!/usr/bin/env bash
# Checks the hooks of .pre-commit-hooks.yaml the way a team that keeps its quizzes apart
# from the compiler uses them: from a git repository that holds only quiz content (no
# Package.swift), pre-commit clones this repository at the checked-out commit, builds quizc
# (`language: swift`: `swift build -c release`) and runs the hooks.
#
#   quizc-lint          lints the folders (quizzes, drafts) whatever file changed: clean
#                       ones pass; a bad quiz fails with its diagnostic; a quiz id used
#                       twice is found; a translation edited alone is checked with its quiz
#   quizc-build-check   with bundles that match the quizzes: passes; with a quiz edited
#                       after its bundle was built: fails, naming the stale bundle
#   git commit          through the installed hook: a bad quiz is refused, a good one is not
#
# usage: bash build-tools/check-precommit-hooks.sh [--try-repo]
#   --try-repo   also runs `pre-commit try-repo <this repository> quizc-lint --all-files`
#                (the shipped quizzes, 1 bad): a second release build of quizc, since try-repo
#                always builds in a temporary folder of its own
#
# pre-commit's cache (PRE_COMMIT_HOME) is .build/precommit-check/home, so a second run on
# the same commit reuses the built quizc; a run on another commit builds again, and drops
# the environment of the commit before. Needs git, Swift, libyaml and python3 (pre-commit
# is installed with pip when missing). Uncommitted changes to tracked files are tested
# too, in a temporary commit of a copy of this repository, as `pre-commit try-repo` does.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$root/.build/precommit-check
content=$work/content
export PRE_COMMIT_HOME=$work/home
export PRE_COMMIT_COLOR=never

try_repo=false
for arg in "$@"; do
  case $arg in
    --try-repo) try_repo=true ;;
    *) echo "usage: $0 [--try-repo]" >&2; exit 64 ;;
  esac
done

started=$(date +%s)
step() { printf '\n== precommit-check: %s (%ss)\n' "$1" "$(( $(date +%s) - started ))"; }
fail() {
  echo "precommit-check: FAILED: $*" >&2
  if [ -f "$PRE_COMMIT_HOME/pre-commit.log" ]; then
    echo "--- last lines of $PRE_COMMIT_HOME/pre-commit.log:" >&2
    tail -n 40 "$PRE_COMMIT_HOME/pre-commit.log" >&2
  fi
  exit 1
}

step "pre-commit"
# The hooks declare minimum_pre_commit_version 3.2.2 (earlier releases cannot build Swift 5.8+).
if ! python3 - <<'PY' 2>/dev/null
import sys
from importlib.metadata import version
major, minor, patch = (int(x) for x in version("pre-commit").split(".")[:3])
sys.exit(0 if (major, minor, patch) >= (3, 2, 2) else 1)
PY
then
  echo "installing pre-commit with pip"
  python3 -m pip install --quiet --disable-pip-version-check 'pre-commit>=3.2.2'
fi
pre_commit() { python3 -m pre_commit "$@"; }
pre_commit --version

step "the revision under test"
repo=$root
rev=$(git -C "$root" rev-parse HEAD)
mkdir -p "$work"
if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
  # pre-commit fetches a commit, so commit the working tree's changes in a copy.
  echo "uncommitted changes: testing them in a temporary commit on top of $rev"
  repo=$work/shadow
  rm -rf "$repo"
  git clone --quiet --no-checkout "$root" "$repo"
  git -C "$repo" checkout --quiet --detach "$rev"
  git -C "$root" diff --binary HEAD | git -C "$repo" apply --index
  git -C "$repo" -c user.name=precommit-check -c user.email=precommit-check@localhost \
    commit --quiet --no-verify -m "uncommitted changes of $rev"
  rev=$(git -C "$repo" rev-parse HEAD)
fi
echo "hooks from $repo at $rev"

step "a repository with only quiz content"
rm -rf "$content"
mkdir -p "$content/quizzes" "$content/drafts" "$content/bundles"
cp "$root"/quizzes/*.yaml "$content/quizzes/"   # the quizzes and their translations
quiz_files=$(ls "$root"/quizzes/*.yaml | wc -l)  # so that the counts below follow quizzes/
# The bundles of exactly these quizzes, as `quizc build -o bundles quizzes` writes them.
cp "$root"/Tests/QuizCompilerTests/Golden/bundles/*.json "$content/bundles/"
# A draft that lints clean (another id than the quiz it is copied from).
sed 's/^quiz: color$/quiz: color-draft/' "$root/quizzes/color.quiz.yaml" > "$content/drafts/color-draft.quiz.yaml"
cat > "$content/.pre-commit-config.yaml" <<EOF
repos:
  - repo: $repo
    rev: $rev
    hooks:
      - id: quizc-lint
        args: [--strict, quizzes, drafts]
      - id: quizc-build-check
        args: [-o, bundles, quizzes]
EOF
cd "$content"
git init --quiet
git_c() { git -c user.name=precommit-check -c user.email=precommit-check@localhost "$@"; }
git add -A
git_c commit --quiet --no-verify -m "quiz content"
if git ls-files | grep -v -E '^(quizzes|drafts)/[^/]*\.yaml$|^bundles/[^/]*\.json$|^\.pre-commit-config\.yaml$'; then
  fail "the content repository holds more than quiz content"
fi
git ls-files | sed 's/^/  /'

step "install the hook environment (builds quizc: swift build -c release)"
# Keep only the environments of the configs that still exist (this one): the commit before's goes.
pre_commit gc >/dev/null
build_started=$(date +%s)
pre_commit install-hooks || fail "pre-commit could not build the hooks"
echo "hook environment ready in $(( $(date +%s) - build_started ))s"

# run_hook EXPECTED_STATUS LOG HOOK_ARGS...: runs `pre-commit run`, checks its exit status.
run_hook() {
  local expected=$1 log=$2 status=0
  shift 2
  pre_commit run --verbose "$@" >"$log" 2>&1 || status=$?
  sed 's/^/  | /' "$log"
  [ "$status" -eq "$expected" ] || fail "pre-commit run $* exited $status, expected $expected"
}

step "quizc-lint when a quiz changed: checks the folders, which are clean"
run_hook 0 "$work/lint-good.log" quizc-lint --files quizzes/animal.quiz.yaml
grep -q "no problems in $((quiz_files + 1)) files" "$work/lint-good.log" \
  || fail "quizc lint did not report the $quiz_files quiz files and the draft clean"

step "quizc-lint with a bad quiz: fails with its diagnostic"
# A quiz indented with a tab: quizc reports it as `yaml-syntax` at line 3, column 1.
cp "$root/Tests/Fixtures/bad/tab.quiz.yaml" drafts/tab.quiz.yaml
run_hook 1 "$work/lint-bad.log" quizc-lint --files drafts/tab.quiz.yaml
grep -q '^drafts/tab\.quiz\.yaml:3:1: error: .*\[yaml-syntax\]' "$work/lint-bad.log" \
  || fail "quizc lint's output lacks drafts/tab.quiz.yaml:3:1 ... [yaml-syntax]"
rm drafts/tab.quiz.yaml

step "quizc-lint: one quizc run over the folders, so a quiz id used twice is found"
sed 's/^title: .*/title: "Another color quiz"/' quizzes/color.quiz.yaml > drafts/color-again.quiz.yaml
run_hook 1 "$work/lint-duplicate.log" quizc-lint --files drafts/color-again.quiz.yaml
grep -q 'the quiz id `color` is also used by .*\[duplicate-id\]' "$work/lint-duplicate.log" \
  || fail "quizc lint did not report the quiz id used twice"
rm drafts/color-again.quiz.yaml

step "quizc-lint when only a translation changed: it is checked against its quiz"
sed -i 's/^  ei-1:$/  ei-9:/' quizzes/mbti.de.yaml
git diff --quiet && fail "the edit to quizzes/mbti.de.yaml changed nothing"
run_hook 1 "$work/lint-translation.log" quizc-lint --files quizzes/mbti.de.yaml
grep -q '^quizzes/mbti\.de\.yaml:.*the quiz has no question `ei-9`.*\[unknown-reference\]' "$work/lint-translation.log" \
  || fail "quizc lint did not check the translation against its quiz"
git checkout --quiet -- quizzes/mbti.de.yaml

step "quizc-build-check with bundles that match: passes"
run_hook 0 "$work/build-check-good.log" quizc-build-check --files quizzes/animal.quiz.yaml

step "quizc-build-check after a quiz changed without its bundle: fails"
sed -i 's/^title: .*/title: "Which animal are you? (edited)"/' quizzes/animal.quiz.yaml
git diff --quiet && fail "the edit to quizzes/animal.quiz.yaml changed nothing"
run_hook 1 "$work/build-check-stale.log" quizc-build-check --files quizzes/animal.quiz.yaml
grep -q 'stale: bundles/animal\.json' "$work/build-check-stale.log" || fail "quizc build --check did not name animal.json"
git checkout --quiet -- quizzes/animal.quiz.yaml

step "git commit through the installed hook"
pre_commit install >/dev/null
cp "$root/Tests/Fixtures/bad/tab.quiz.yaml" drafts/tab-2.quiz.yaml
git add drafts/tab-2.quiz.yaml
status=0
git_c commit --quiet -m "a bad quiz" >"$work/commit-bad.log" 2>&1 </dev/null || status=$?
sed 's/^/  | /' "$work/commit-bad.log"
[ "$status" -ne 0 ] || fail "git commit of a bad quiz succeeded"
grep -q '\[yaml-syntax\]' "$work/commit-bad.log" || fail "the refused commit did not show the diagnostic"
git rm --quiet --cached drafts/tab-2.quiz.yaml
rm drafts/tab-2.quiz.yaml
sed 's/^quiz: color$/quiz: color-draft-2/' "$root/quizzes/color.quiz.yaml" > drafts/color-draft-2.quiz.yaml
git add drafts/color-draft-2.quiz.yaml
git_c commit --quiet -m "a good quiz" </dev/null >"$work/commit-good.log" 2>&1 \
  || { sed 's/^/  | /' "$work/commit-good.log"; fail "git commit of a good quiz was refused"; }
sed 's/^/  | /' "$work/commit-good.log"

if $try_repo; then
  step "pre-commit try-repo (builds quizc again, in try-repo's own temporary folder)"
  status=0
  cp "$root/Tests/Fixtures/bad/tab.quiz.yaml" drafts/tab.quiz.yaml
  pre_commit try-repo "$repo" quizc-lint --ref "$rev" --verbose --all-files >"$work/try-repo.log" 2>&1 || status=$?
  sed 's/^/  | /' "$work/try-repo.log"
  [ "$status" -eq 1 ] || fail "pre-commit try-repo exited $status, expected 1"
  grep -q '^drafts/tab\.quiz\.yaml:3:1: error: .*\[yaml-syntax\]' "$work/try-repo.log" \
    || fail "try-repo's output lacks the yaml-syntax diagnostic"
  if grep -q '^quizzes/' "$work/try-repo.log"; then
    fail "try-repo reported a problem in a good quiz"
  fi
  # One quizc run over the folders: the files in quizzes/, 3 drafts.
  grep -q "^1 error in $((quiz_files + 3)) files\$" "$work/try-repo.log" \
    || fail "try-repo did not lint the $((quiz_files + 3)) files in one run"
fi

step "done"
echo "pre-commit hooks: passed from a content-only repository (quizc built from $rev)"
