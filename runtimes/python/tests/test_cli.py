"""The command line, run as ``python -m quizruntime``: output bytes and exit statuses."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import List, Tuple

import pytest

from conftest import GOLDEN, PACKAGE

FIT = str(GOLDEN / "fitcircle-persona.json")
GOOD = b'{"primaryGoal":"lose_weight","motivationStyle":"competition","fitnessLevel":"intermediate","timeCommitment":"30-60"}'


def run(arguments: List[str], data: bytes = b"") -> Tuple[int, bytes, bytes]:
    env = dict(os.environ, PYTHONPATH=str(PACKAGE / "src"))
    done = subprocess.run([sys.executable, "-m", "quizruntime", *arguments], input=data, capture_output=True, env=env)
    return done.returncode, done.stdout, done.stderr


def test_lines_with_every_line_end() -> None:
    status, out, err = run(["score", FIT], GOOD + b"\r\n" + b"\n" + GOOD + b"\r" + b"{" + b"\n" + GOOD)
    lines = out.split(b"\n")
    assert status == 1 and len(lines) == 6 and lines[-1] == b""
    assert lines[0] == lines[2] == lines[4] and lines[0].startswith(b'{"quiz":"fitcircle-persona"')
    assert b'"the line is blank;' in lines[1]
    assert b"the line is not valid JSON: expected a member name in double quotes at byte 1" in lines[3]
    assert err == b"quiz-runtime: 2 answer sets were rejected\n"


def test_over_long_line_is_skipped() -> None:
    status, out, _ = run(["score", FIT, "--max-line-bytes", "50"], b"x" * 80 + b"\n" + b"{}\n")
    first, second = out.split(b"\n")[:2]
    assert status == 1
    assert json.loads(first)["error"]["code"] == "limit-exceeded"
    assert b"the line is 80 bytes, over the limit of 50 bytes" in first
    assert json.loads(second)["error"]["code"] == "missing-answer"


def test_pretty_document() -> None:
    document = json.dumps(json.loads(GOOD), indent=2).encode()
    status, out, _ = run(["score", FIT, "-"], document)
    assert status == 0 and out.startswith(b'{\n  "quiz": "fitcircle-persona",\n') and out.endswith(b"}\n")


def test_empty_input_gives_nothing() -> None:
    assert run(["score", FIT], b"") == (0, b"", b"")


def test_order() -> None:
    status, out, _ = run(["order", FIT, "--seed", "18446744073709551615"])
    assert status == 0 and out.startswith(b'{\n  "seed": 18446744073709551615,\n  "questions": [')


@pytest.mark.parametrize("arguments", [
    ["score", FIT, "--lines", "--document"], ["score", FIT, "--max-line-bytes", "0"], ["score", FIT, "a", "b"],
    ["order", FIT, "--seed", "-1"], ["order", FIT], ["order", FIT, "--seed", "+1"], ["score"], ["nothing"],
    ["score", FIT, "--max-line-bytes", "x"], ["score", FIT, "--unknown"],
])
def test_usage_errors_exit_64(arguments: List[str]) -> None:
    """argparse's texts (its usage line, then ``PROG: error: MESSAGE``), but exit 64, not argparse's 2."""
    status, out, err = run(arguments)
    assert status == 64 and out == b"" and err.startswith(b"usage: quiz-runtime")
    assert re.search(rb"\nquiz-runtime( score| order)?: error: .+\n\Z", err), err


def test_argparse_messages_name_the_problem() -> None:
    assert run(["order", FIT, "--seed", "-1"])[2].endswith(
        b"quiz-runtime order: error: argument --seed: the seed is an unsigned 64-bit integer "
        b"(0 to 18446744073709551615) in decimal digits, not '-1'\n")
    assert run(["score", FIT, "--lines", "--document"])[2].endswith(
        b"error: argument --document: not allowed with argument --lines\n")
    assert run(["order", FIT])[2].endswith(b"error: the following arguments are required: --seed\n")


def test_help_and_version_win_and_exit_0() -> None:
    for arguments in (["score", FIT, "--bogus", "--help"], ["help", "score"], ["score", "-h"]):
        status, out, err = run(arguments)
        assert (status, err) == (0, b"") and out.startswith(b"usage: quiz-runtime score "), arguments
    for arguments in (["visible", FIT, "--bogus", "--help"], ["help", "visible"], ["visible", "-h"]):
        status, out, err = run(arguments)
        assert (status, err) == (0, b"") and out.startswith(b"usage: quiz-runtime visible "), arguments
    assert run([])[1].startswith(b"usage: quiz-runtime [-h] [--version] {score,visible,order,session}")
    assert run(["order", "--version"]) == (0, b"0.1.0\n", b"")


def test_unreadable_and_unusable(tmp_path: Path) -> None:
    assert run(["score", str(tmp_path / "missing.json")])[0] == 2
    assert run(["score", FIT, str(tmp_path / "missing.jsonl")])[0] == 2
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    status, out, err = run(["order", str(broken), "--seed", "1"])
    assert (status, out) == (1, b"")
    assert err == f"quiz-runtime: error: {broken}: not a usable bundle: not JSON: expected a member name in double quotes at byte 1\n".encode()


def test_help_and_version() -> None:
    assert run(["score", "--help"])[1].startswith(b"usage: quiz-runtime score")
    assert run(["--version"]) == (0, b"0.1.0\n", b"")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_gives_exit_2() -> None:
    env = dict(os.environ, PYTHONPATH=str(PACKAGE / "src"))
    with open("/dev/full", "wb") as full:
        done = subprocess.run([sys.executable, "-m", "quizruntime", "order", FIT, "--seed", "1"], stdout=full,
                              stderr=subprocess.PIPE, env=env)
    assert done.returncode == 2
    assert done.stderr == b"quiz-runtime: error: standard output cannot be written\n"


def test_a_reader_that_goes_away_gives_exit_2(tmp_path: Path) -> None:
    answers = tmp_path / "answers.jsonl"
    answers.write_bytes((GOOD + b"\n") * 200_000)
    script = f'"{sys.executable}" -m quizruntime score "{FIT}" "{answers}" | head -c 1 > /dev/null; echo "status ${{PIPESTATUS[0]}}"'
    env = dict(os.environ, PYTHONPATH=str(PACKAGE / "src"))
    done = subprocess.run(["bash", "-c", script], capture_output=True, env=env, timeout=120)
    assert done.stdout == b"status 2\n", done.stderr
    assert done.stderr == b"quiz-runtime: error: standard output cannot be written\n"


PROFILES = Path(__file__).absolute().parent / "fixtures" / "profiles"


def _profile_cases() -> List[Tuple[str, str, str]]:
    suite = json.loads((PROFILES / "required" / "profiles.json").read_text(encoding="utf-8"))
    return [(case["bundle"], case["answers"], case["output"]) for case in suite["cases"]]


def test_profile_results_as_lines() -> None:
    cases = _profile_cases()
    for bundle in sorted({bundle for bundle, _, _ in cases}):
        mine = [(answers, output) for name, answers, output in cases if name == bundle]
        status, out, err = run(["score", str(PROFILES / "bundles" / f"{bundle}.json"), "--lines"],
                               b"".join(answers.encode("utf-8") + b"\n" for answers, _ in mine))
        assert (status, err) == (0, b""), bundle
        assert out.decode("utf-8").split("\n")[:-1] == [output for _, output in mine]


def test_a_document_keeps_the_digits_of_derived_values_and_fractional_scores() -> None:
    status, out, _ = run(["score", str(PROFILES / "bundles" / "fractional.json")], b'{"q1": 1,\n "q2": 1}')
    assert status == 0
    assert out.decode("utf-8") == (
        '{\n  "quiz": "fractional",\n  "version": "1.0.0",\n  "outcome": "X",\n  "scores": {\n    "X": 0.75,\n'
        '    "Y": -0.75\n  },\n  "derived": {\n    "x_mean": 0.750\n  }\n}\n')
    status, out, _ = run(["score", str(PROFILES / "bundles" / "results-only.json")], b'{"n1": 3,\n "e1": "b"}')
    document = out.decode("utf-8")
    assert status == 0 and '"outcome"' not in document
    assert '"n_std": -0.50,' in document and '{\n      "id": "neuro_ans",\n      "value": 3.00,\n      "band": "three"\n    }' in document


BRANCHING = str(Path(__file__).absolute().parent / "fixtures" / "branching" / "bundles" / "branching.json")


def test_visible_gives_one_line_per_line() -> None:
    data = b'{"Goal":"race"}\n\n{"Goal":"lose_weight","sport":"run"}\r\n{"Goal":1}\r{"Goal":\n{}'
    status, out, err = run(["visible", BRANCHING], data)
    lines = out.split(b"\n")
    assert status == 1 and len(lines) == 7 and lines[-1] == b""
    assert lines[0] == (b'{"quiz":"branching","version":"1.0.0","visible":["goal","motivation","equipment","effort",'
                        b'"injuries","pace","no_sport"],"discard":[]}')
    assert lines[1].startswith(b'{"error":{"code":"invalid-json","message":"the line is blank;')
    assert lines[2].endswith(b'"discard":["sport"]}')
    assert lines[3].startswith(b'{"error":{"code":"wrong-type","message":"\\"Goal\\" takes an option id')
    assert lines[4].startswith(b'{"error":{"code":"invalid-json","message":"the line is not valid JSON: ')
    assert lines[5].endswith(b'"visible":["goal","motivation","equipment","effort","injuries","no_sport"],"discard":[]}')
    assert err == b"quiz-runtime: 3 answer sets were rejected\n"


def test_visible_document_and_limits(tmp_path: Path) -> None:
    status, out, _ = run(["visible", BRANCHING], b'{\n  "Goal": "lose_weight"\n}\n')
    assert status == 0 and out.startswith(b'{\n  "quiz": "branching",\n  "version": "1.0.0",\n  "visible": [\n')
    assert out.endswith(b'  "discard": []\n}\n')
    status, out, _ = run(["visible", BRANCHING, "--max-line-bytes", "5"], b'{"Goal":"race"}\n{}\n')
    assert status == 1 and b'"code":"limit-exceeded"' in out.split(b"\n")[0]
    assert out.split(b"\n")[1].startswith(b'{"quiz":"branching"')
    answers = tmp_path / "answers.jsonl"
    answers.write_bytes(b'{"Goal":"race"}\n')
    assert run(["visible", BRANCHING, str(answers), "--lines"])[0] == 0
    assert run(["visible", BRANCHING, str(tmp_path / "missing")])[0] == 2
    assert run(["visible", str(tmp_path / "missing.json")])[0] == 2
    assert run(["visible", FIT, "--lines", "--document"])[0] == 64
    assert run(["visible", BRANCHING], b"") == (0, b"", b"")
