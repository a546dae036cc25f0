"""build-tools/check-lint-plugin.sh: the edit it makes to the example client's translation is
an error `quizc lint` reports in that file, so the failure the script expects from
`swift package lint-quizzes --strict` is the translation's. The whole check (lint-quizzes on
a copy of Examples/QuizClient) runs in .ci/run's consumer package step."""

import os
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "build-tools", "check-lint-plugin.sh")
QUIZZES = os.path.join(ROOT, "Examples", "QuizClient", "Sources", "QuizClient")
QUIZC = os.environ.get("QUIZC", os.path.join(ROOT, ".build", "debug", "quizc"))


def copied(tmp_path):
    folder = tmp_path / "QuizClient"
    folder.mkdir()
    for name in os.listdir(QUIZZES):
        if name.endswith(".yaml"):
            shutil.copy(os.path.join(QUIZZES, name), folder / name)
    return folder


def lint(folder):
    return subprocess.run([QUIZC, "lint", "--strict", "--no-cache", str(folder)], capture_output=True, text=True)


@pytest.mark.skipif(not os.path.exists(QUIZC), reason="needs a built quizc (swift build)")
def test_the_broken_translation_fails_the_lint_of_its_folder_naming_the_translation(tmp_path):
    folder = copied(tmp_path)
    assert lint(folder).returncode == 0
    subprocess.run(["bash", SCRIPT, "break-translation", str(folder)], check=True)
    result = lint(folder)
    assert result.returncode == 1, result.stdout + result.stderr
    errors = [line for line in result.stdout.splitlines() if ": error: " in line]
    assert errors and all("fitcircle-persona.de.yaml:" in line for line in errors), result.stdout
    assert any("primaryGoalTypo" in line for line in errors), result.stdout


def test_an_unknown_mode_is_a_usage_error():
    result = subprocess.run(["bash", SCRIPT, "break-everything", "/nonexistent"], capture_output=True, text=True)
    assert result.returncode == 64
