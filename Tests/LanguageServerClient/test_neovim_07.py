"""The Neovim 0.7 setup of docs/editors.md (`neovim/init-0.7.lua`, Debian 12's neovim) against
quizc lsp: `nvim --headless` opens a quiz with a problem and a clean one and reports what the
server published. Skipped where `nvim` is not installed (`apt-get install -y neovim`)."""
import os
import pathlib
import shutil
import subprocess
from typing import List

import pytest

from conftest import DEMO

HERE = pathlib.Path(__file__).resolve().parent


def published(quizc: str, folder: pathlib.Path, name: str) -> List[str]:
    """The diagnostics Neovim shows for `name` in `folder`, as "code line:col" lines."""
    out = folder / "nvim-out.txt"
    env = dict(os.environ, QUIZC=quizc, QUIZC_NVIM_OUT=str(out))
    subprocess.run(
        ["nvim", "--headless", "-n", "-i", "NONE", "-u", str(HERE / "neovim" / "init-0.7.lua"),
         "-c", f"luafile {HERE / 'neovim' / 'check.lua'}", name],
        cwd=folder, env=env, check=True, timeout=120, stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return out.read_text(encoding="utf-8").splitlines()


@pytest.mark.skipif(shutil.which("nvim") is None, reason="nvim is not installed")
def test_neovim_shows_quizc_diagnostics_and_an_empty_list_for_a_clean_file(
    quizc: str, tmp_path: pathlib.Path
) -> None:
    (tmp_path / "demo.quiz.yaml").write_text(DEMO, encoding="utf-8")
    bad = DEMO.replace("quiz: demo", "quiz: bad").replace("{bold: 1}", "{bolt: 1}")
    (tmp_path / "bad.quiz.yaml").write_text(bad, encoding="utf-8")
    assert published(quizc, tmp_path, "bad.quiz.yaml") == ["unknown-trait 11:37"]
    assert published(quizc, tmp_path, "demo.quiz.yaml") == []
