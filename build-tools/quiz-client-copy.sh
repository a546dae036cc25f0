# Sourced by the checks that build a copy of Examples/QuizClient (check-codegen-drift.sh,
# check-lint-plugin.sh): copy_quiz_client ROOT DEST copies the example client, without its
# .build, to DEST and points its quizc dependency at ROOT (an absolute path), so the copy
# builds this checkout of quizc wherever it lives.
copy_quiz_client() {
  local root=$1 copy=$2
  mkdir -p "$copy"
  (cd "$root/Examples/QuizClient" && tar --exclude=.build -cf - .) | (cd "$copy" && tar -xf -)
  sed -i.orig "s|path: \"../..\"|path: \"$root\"|" "$copy/Package.swift" && rm "$copy/Package.swift.orig"
  grep -q "path: \"$root\"" "$copy/Package.swift" || { echo "could not point the copy at $root" >&2; return 1; }
}
