"""Shared set-up of the interchange peer tests: the quizc binary (QUIZC, else the debug build)."""
import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def quizc():
    binary = os.environ.get("QUIZC") or str(ROOT / ".build" / "debug" / "quizc")
    if not os.path.exists(binary):
        pytest.fail(f"no quizc at {binary}: run `swift build` first or set QUIZC")
    return binary
