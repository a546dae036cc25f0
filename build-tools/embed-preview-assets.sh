#!/usr/bin/env bash
# Writes Sources/QuizPreview/Generated/EmbeddedFiles.swift from the preview page
# (Sources/QuizPreview/Page) and the JavaScript runtime (runtimes/js/src). Run it after
# editing either and commit the result; `swift test` fails while the file is stale
# (QuizPreviewTests, "Embedded preview files").
set -euo pipefail
cd "$(dirname "$0")/.."
swift run -q quizc-embed-files Sources/QuizPreview/Generated/EmbeddedFiles.swift "$PWD" Sources/QuizPreview/Page runtimes/js/src
