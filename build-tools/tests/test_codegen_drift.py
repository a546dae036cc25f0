"""build-tools/check-codegen-drift.sh: its renames keep the example's quiz valid and take the
old id out of the generated Swift, so the build failure the script expects comes from the app
code that names the old id. The whole check (three builds of a copy of Examples/QuizClient)
runs in .ci/run's own step."""

import os
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "build-tools", "check-codegen-drift.sh")
QUIZZES = os.path.join(ROOT, "Examples", "QuizClient", "Sources", "QuizClient")
QUIZC = os.environ.get("QUIZC", os.path.join(ROOT, ".build", "debug", "quizc"))


def renamed(tmp_path, rename):
    folder = tmp_path / "quizzes"
    folder.mkdir()
    for name in os.listdir(QUIZZES):
        if name.endswith(".yaml"):
            shutil.copy(os.path.join(QUIZZES, name), folder / name)
    subprocess.run(["bash", SCRIPT, rename, str(folder)], check=True)
    return folder


def generated(folder, tmp_path):
    out = tmp_path / "generated"
    subprocess.run([QUIZC, "generate", "swift", "-o", str(out), str(folder)], check=True, capture_output=True)
    return (out / "FitcirclePersona.swift").read_text(encoding="utf-8")


@pytest.mark.skipif(not os.path.exists(QUIZC), reason="needs a built quizc (swift build)")
@pytest.mark.parametrize(
    "rename, old, new",
    [("rename-outcome", "case casey = \"casey\"", "case caseyPro = \"casey_pro\""),
     ("rename-option", "case loseWeight = \"lose_weight\"", "case loseFat = \"lose_fat\"")],
)
def test_a_rename_keeps_the_quiz_valid_and_drops_the_old_name(tmp_path, rename, old, new):
    folder = renamed(tmp_path, rename)
    lint = subprocess.run([QUIZC, "lint", "--strict", str(folder)], capture_output=True, text=True)
    assert lint.returncode == 0, lint.stdout + lint.stderr
    swift = generated(folder, tmp_path)
    assert old not in swift
    assert new in swift


@pytest.mark.skipif(not os.path.exists(QUIZC), reason="needs a built quizc (swift build)")
def test_the_app_code_names_the_ids_the_script_renames():
    app = open(os.path.join(QUIZZES, "QuizClient.swift"), encoding="utf-8").read()
    assert "case .casey:" in app
    assert "primaryGoal: .loseWeight" in app
    assert "casey" in open(os.path.join(QUIZZES, "fitcircle-persona.de.yaml"), encoding="utf-8").read()


def test_an_unknown_mode_is_a_usage_error():
    result = subprocess.run(["bash", SCRIPT, "rename-everything", "/nonexistent"], capture_output=True, text=True)
    assert result.returncode == 64
