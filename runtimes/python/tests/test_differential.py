"""Differential run against ``quizc`` (env ``QUIZC`` names the binary): random and hostile
answer lines for every shipped bundle (``score`` and ``visible``), bundles with conditions
(answer paths, hidden answers, hostile lines; ``score`` and ``visible``), and orders for many
seeds, must give the same stdout bytes and exit status; random malformed ``when`` members
the same bundle error."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, List

import pytest

from conftest import GOLDEN, PACKAGE, REPO, SHIPPED, TESTS
from hostile import answers_bytes, path_answers_line
from quizruntime import Scorer, Visibility, load_bundle

QUIZC = os.environ.get("QUIZC")
pytestmark = pytest.mark.skipif(not QUIZC, reason="set QUIZC to a quizc binary to compare with it")
LINES = int(os.environ.get("QUIZ_DIFF_LINES", "3000"))


def both(arguments: List[str], data: bytes = b"") -> None:
    assert QUIZC
    env = dict(os.environ, PYTHONPATH=str(PACKAGE / "src"))
    swift = subprocess.run([QUIZC, *arguments], input=data, capture_output=True)
    python = subprocess.run([sys.executable, "-m", "quizruntime", *arguments], input=data, capture_output=True, env=env)
    assert (python.returncode, python.stdout) == (swift.returncode, swift.stdout)


@pytest.mark.parametrize("name", SHIPPED)
def test_hostile_lines(name: str, tmp_path: Path) -> None:
    bundle = json.loads((GOLDEN / f"{name}.json").read_bytes())
    rnd = random.Random(name)
    ends = [b"\n", b"\r\n", b"\r"]
    data = b"".join(answers_bytes(rnd, bundle) + (rnd.choice(ends) if rnd.random() < 0.1 else b"\n") for _ in range(LINES))
    path = tmp_path / "answers.jsonl"
    path.write_bytes(data)
    both(["score", str(GOLDEN / f"{name}.json"), str(path)])
    both(["score", str(GOLDEN / f"{name}.json"), "--max-line-bytes", "200"], data[:200_000])
    both(["visible", str(GOLDEN / f"{name}.json"), str(path)])


@pytest.mark.parametrize("name", SHIPPED)
def test_documents_and_orders(name: str) -> None:
    bundle_path = str(GOLDEN / f"{name}.json")
    bundle = json.loads((GOLDEN / f"{name}.json").read_bytes())
    rnd = random.Random(name + "doc")
    for _ in range(5):
        line = answers_bytes(rnd, bundle)
        both(["score", bundle_path], line.replace(b",", b",\n"))
        both(["score", bundle_path, "--document"], line)
    for seed in ["0", "1", "18446744073709551615", str(rnd.getrandbits(64))]:
        both(["order", bundle_path, "--seed", seed])


PROFILE_BUNDLES = sorted((Path(__file__).absolute().parent / "fixtures" / "profiles" / "bundles").glob("*.json"))


@pytest.mark.parametrize("path", PROFILE_BUNDLES, ids=[path.stem for path in PROFILE_BUNDLES])
def test_issue_29_bundles(path: Path, tmp_path: Path) -> None:
    """Profile results, derived scores, nearest profiles, fractional weights and axis
    percentages: random and hostile lines, and documents."""
    bundle = json.loads(path.read_bytes())
    rnd = random.Random(path.stem)
    answers = tmp_path / "answers.jsonl"
    answers.write_bytes(b"".join(answers_bytes(rnd, bundle) + b"\n" for _ in range(LINES)))
    both(["score", str(path), str(answers)])
    for _ in range(5):
        both(["score", str(path), "--document"], answers_bytes(rnd, bundle))


#: Bundles with conditions: the hand-built one of ``fixtures/branching`` and the conformance
#: suite's ``branching*`` bundles.
BRANCHING_BUNDLES = sorted([*(TESTS / "fixtures" / "branching" / "bundles").glob("*.json"),
                            *(REPO / "Tests" / "Conformance" / "bundles").glob("branching*.json")])


@pytest.mark.parametrize("path", BRANCHING_BUNDLES, ids=[path.stem for path in BRANCHING_BUNDLES])
def test_branching_bundles(path: Path, tmp_path: Path) -> None:
    """Answer paths (mostly following the conditions, sometimes answering a hidden question)
    and hostile lines, through ``score`` and ``visible``, as JSON Lines and documents."""
    bundle = json.loads(path.read_bytes())
    scorer = Scorer(load_bundle(path.read_bytes()))
    ids = {q["key"]: q["id"] for q in bundle["questions"]}

    def shown(answers: Dict[str, Any]) -> List[str]:
        outcome = scorer.visibility({key: value for key, value in answers.items() if key in ids})
        return outcome.visible if isinstance(outcome, Visibility) else [q["id"] for q in bundle["questions"]]
    rnd = random.Random(path.stem)
    lines = [answers_bytes(rnd, bundle) if rnd.random() < 0.1 else path_answers_line(rnd, bundle, shown).encode("utf-8")
             for _ in range(LINES)]
    ends = [b"\n", b"\r\n", b"\r"]
    answers = tmp_path / "answers.jsonl"
    answers.write_bytes(b"".join(line + (rnd.choice(ends) if rnd.random() < 0.1 else b"\n") for line in lines))
    for command in ("score", "visible"):
        both([command, str(path), str(answers)])
        both([command, str(path), "--max-line-bytes", "60"], b"\r\n".join(lines[:2000]))
        for line in lines[:5]:
            both([command, str(path), "--document"], line)
            both([command, str(path)], line.replace(b",", b",\n"))


def _random_condition(rnd: random.Random, depth: int) -> Any:
    """A condition, often malformed: wrong members, types, ids, order, nesting."""
    atoms: List[Any] = [None, True, False, 0, 3, 4, 4.5, "4", "goal", "lose", "keep", "gym", "mid", "x", [], {},
                        ["lose"], [4, 5], [5, 4], ["keep", "lose"], ["lose", "lose"], ["gym"], ["mid", "high"], [1e13]]
    r = rnd.random()
    if depth > 3 or r < 0.5:
        test: Dict[str, Any] = {"question": rnd.choice(["goal", "motivation", "equipment", "effort", "follow", "nope"])}
        test[rnd.choice(["answered", "in", "includes"])] = rnd.choice(atoms)
        if rnd.random() < 0.1:
            test[rnd.choice(["all", "any", "not", "question", "answered", "in", "includes", "why"])] = rnd.choice(atoms)
        if rnd.random() < 0.05:
            del test["question"]
        return test
    if r < 0.7:
        return {rnd.choice(["all", "any"]): [_random_condition(rnd, depth + 1) for _ in range(rnd.randint(0, 2))]}
    if r < 0.85:
        return {"not": _random_condition(rnd, depth + 1)}
    return rnd.choice(atoms)


def test_bundle_errors_of_when(tmp_path: Path) -> None:
    """Random, mostly malformed ``when`` members: the bundle loads, or fails with the same
    message, in both (standard error names the problem after "not a usable bundle: ")."""
    import copy
    from test_branching_bundle_errors import FIXTURE
    from quizruntime import BundleError, bundle_hash
    assert QUIZC
    rnd = random.Random("when")
    for index in range(200):
        value = copy.deepcopy(FIXTURE)
        value["questions"][rnd.choice([0, 2, 4, 4, 4])]["when"] = _random_condition(rnd, 1)
        if rnd.random() < 0.05:
            value["presentation"]["draw"] = [{"count": 5}]
        text = json.dumps(value, ensure_ascii=False)
        path = tmp_path / f"when-{index}.json"
        path.write_text(json.dumps({**value, "hash": bundle_hash(text)}, ensure_ascii=False), encoding="utf-8")
        try:
            load_bundle(path.read_bytes())
            python = "ok"
        except BundleError as error:
            python = error.description
        swift = subprocess.run([QUIZC, "score", str(path)], input=b"", capture_output=True)
        said = "ok" if swift.returncode == 0 else swift.stderr.decode().split("not a usable bundle: ", 1)[-1].strip()
        assert said == python, value["questions"]
