"""Shared test helpers: the repository's paths and the shipped bundles."""

from __future__ import annotations

import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
PACKAGE = TESTS.parent
REPO = PACKAGE.parent.parent
GOLDEN = REPO / "Tests" / "QuizCompilerTests" / "Golden" / "bundles"
SHIPPED = ["animal", "color", "fitcircle-persona", "mbti"]

if str(PACKAGE / "src") not in sys.path:
    sys.path.insert(0, str(PACKAGE / "src"))
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))


def golden_bytes(name: str) -> bytes:
    """The shipped bundle's file."""
    return (GOLDEN / f"{name}.json").read_bytes()
