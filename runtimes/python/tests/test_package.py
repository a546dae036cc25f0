"""The package's public face: ``__all__`` of ``quizruntime``; every module behind it is private."""

from __future__ import annotations

import pkgutil
import re
import sys
from pathlib import Path

import quizruntime

PYPROJECT = Path(__file__).absolute().parents[1] / "pyproject.toml"


def test_every_module_behind_init_is_private() -> None:
    modules = [module.name for module in pkgutil.iter_modules(quizruntime.__path__)]
    assert modules and all(name.startswith("_") for name in modules), modules


def test_everything_in_all_is_importable_from_the_package() -> None:
    for name in quizruntime.__all__:
        assert getattr(quizruntime, name) is not None, name


def test_requires_python_and_mypy_python_version_agree() -> None:
    text = PYPROJECT.read_text(encoding="utf-8")
    required = re.search(r'^requires-python = ">=(\d+\.\d+)"$', text, re.M)
    checked = re.search(r'^python_version = "(\d+\.\d+)"$', text, re.M)
    assert required and checked and required.group(1) == checked.group(1)
    assert sys.version_info >= tuple(int(part) for part in required.group(1).split("."))
