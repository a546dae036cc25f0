"""Fixtures of the real-client test: the quizc binary and a workspace folder."""
import os
import pathlib
import shutil

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def quizc() -> str:
    """The quizc to drive: $QUIZC, else the debug build."""
    path = os.environ.get("QUIZC") or str(ROOT / ".build" / "debug" / "quizc")
    if not os.access(path, os.X_OK):
        pytest.fail(f"{path} is not an executable quizc; run `swift build --product quizc` or set QUIZC")
    return path


@pytest.fixture
def workspace(tmp_path: pathlib.Path) -> pathlib.Path:
    """A workspace folder: the demo quiz, a translation of it, and a shipped quiz with its translation."""
    shutil.copy(ROOT / "quizzes" / "animal.quiz.yaml", tmp_path / "animal.quiz.yaml")
    shutil.copy(ROOT / "quizzes" / "animal.es.yaml", tmp_path / "animal.es.yaml")
    (tmp_path / "demo.quiz.yaml").write_text(DEMO, encoding="utf-8")
    return tmp_path


# Line 9 holds an emoji before the weights: UTF-16 columns differ from scalar columns there.
DEMO = """\
quiz: demo
version: 1.0.0
title: Demo
traits: [calm, bold]
scoring: {model: highest, ties: [calm, bold]}
questions:
  - id: q1
    text: Pick one
    options:
      - {id: x, label: "😀 X", weights: {calm: 1}}
      - {id: y, label: Y, weights: {bold: 1}}
outcomes:
  calm: {title: Calm, description: Calm}
  bold: {title: Bold, description: Bold}
"""
