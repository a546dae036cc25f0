"""Checks which changed paths make the hooks of .pre-commit-hooks.yaml run.

pre-commit runs a hook only when a staged path matches its `files:` pattern (Python's
re.search). A bundle carries every locale of its quiz, so a commit that only edits or adds a
translation (`quizzes/color.ar.yaml`) changes what `quizc build` writes: quizc-build-check
has to run on it, as on a quiz or a bundle.
"""
import os
import re

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

QUIZZES = ["quizzes/color.quiz.yaml", "quizzes/mbti.quiz.yml", "drafts/new.quiz.yaml"]
TRANSLATIONS = ["quizzes/color.ar.yaml", "quizzes/mbti.de.yml", "quizzes/fitcircle-persona.pt-BR.yaml"]
BUNDLES = ["build/bundles/color.json", "build/bundles/index.json", "Resources/Bundles/mbti.json"]
UNRELATED = ["README.md", "Sources/App/App.swift", "quizzes/notes.txt"]


def hooks():
    with open(os.path.join(ROOT, ".pre-commit-hooks.yaml"), encoding="utf-8") as file:
        return {hook["id"]: hook for hook in yaml.safe_load(file)}


def runs(hook, path):
    return re.search(hook["files"], path) is not None


def test_build_check_runs_on_quizzes_translations_and_bundles():
    hook = hooks()["quizc-build-check"]
    for path in QUIZZES + TRANSLATIONS + BUNDLES:
        assert runs(hook, path), f"quizc-build-check is skipped on a commit that changes {path}"
    for path in UNRELATED:
        assert not runs(hook, path), f"quizc-build-check runs on {path}"


def test_lint_runs_on_quizzes_and_translations():
    hook = hooks()["quizc-lint"]
    for path in QUIZZES + TRANSLATIONS:
        assert runs(hook, path), f"quizc-lint is skipped on a commit that changes {path}"
    for path in BUNDLES + UNRELATED:
        assert not runs(hook, path), f"quizc-lint runs on {path}"


def test_both_hooks_check_folders_not_the_changed_files():
    for hook in hooks().values():
        assert hook["pass_filenames"] is False, hook["id"]


def hook_rows():
    """The rows of docs/plugins.md's hook table, by hook id: (what it runs, when)."""
    text = open(os.path.join(ROOT, "docs", "plugins.md"), encoding="utf-8").read()
    rows = {}
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 3 and re.fullmatch(r"`quizc-[a-z-]+`", cells[0]):
            rows[cells[0].strip("`")] = (cells[1], cells[2])
    return rows


def test_plugins_md_says_what_each_hook_runs_and_when():
    rows = hook_rows()
    assert set(rows) == set(hooks()), "docs/plugins.md's hook table and .pre-commit-hooks.yaml name other hooks"
    runs_lint, when_lint = rows["quizc-lint"]
    # pass_filenames: false: the hook lints its arguments' folders (quizzes/ by default),
    # never the staged files one by one.
    assert "FILE" not in runs_lint and "folder" in runs_lint, runs_lint
    assert "translation" in when_lint, when_lint
    _, when_build = rows["quizc-build-check"]
    assert "translation" in when_build, when_build
