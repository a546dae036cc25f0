"""History records (docs/runtime.md, "The history record") follow
``schemas/session-history.schema.json`` whichever runtime wrote them: the Python runtime's and
the JavaScript runtime's for sessions taken to the finish on every conformance bundle (the
same records, byte for byte), and the records in the conformance suite's session scripts,
which the Swift runtime recorded and every runtime replays byte for byte."""

from __future__ import annotations

import json
import shutil
import subprocess
from functools import lru_cache
from typing import Any, Dict, List, Optional

import pytest
from conftest import REPO

from quizruntime import Scorer, load_bundle, start_session
from quizruntime._session_progress import alternatives
from session_script import run_session_script

BUNDLES = REPO / "Tests" / "Conformance" / "bundles"
SEEDS = [0, 1, 2, 3]


def finished_history(scorer: Scorer, seed: int) -> Optional[str]:
    """As ``finishedHistory`` in runtimes/js/test-support/finished-sessions.js: on each page,
    answers every shown question without an answer with its alternative number ``seed + n``
    (n counts the answers given), the clock moving 250 ms per answer; then next, or finish."""
    now = [1000]
    session = start_session(scorer, seed=seed, clock=lambda: now[0])
    given = 0
    for _ in range(1000):
        if session.ended:
            break
        open_questions = [scorer.bundle.questions[presented.question] for presented in session.questions()
                          if scorer.bundle.questions[presented.question].key not in session.answers]
        if open_questions:
            choices = alternatives(open_questions[0], False)
            now[0] += 250
            session.answer(open_questions[0].key, choices[(seed + given) % len(choices)])
            given += 1
        elif session.next() is not None and session.finish() is not None:
            return None
    return session.history()


@lru_cache(maxsize=None)
def python_histories() -> List[str]:
    records = []
    for path in sorted(BUNDLES.glob("*.json")):
        scorer = Scorer(load_bundle(path.read_bytes(), verify_hash=False))
        records += [record for record in (finished_history(scorer, seed) for seed in SEEDS) if record is not None]
    return records


def javascript_histories() -> List[str]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the JavaScript runtime's records are not checked")
    module = (REPO / "runtimes" / "js" / "test-support" / "finished-sessions.js").as_uri()
    script = f"import {{ printFinishedHistories }} from {json.dumps(module)}; printFinishedHistories({json.dumps(str(BUNDLES))}, {SEEDS});"
    process = subprocess.run([node, "--input-type=module", "-e", script], capture_output=True, check=True)
    return process.stdout.decode("utf-8").split("\n")[:-1]


def history_schema() -> Dict[str, Any]:
    schema: Dict[str, Any] = json.loads((REPO / "schemas" / "session-history.schema.json").read_text(encoding="utf-8"))
    return schema


def test_every_finished_session_writes_a_record_that_follows_the_schema_alike_in_python_and_javascript() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = history_schema()
    jsonschema.Draft7Validator.check_schema(schema)
    records = python_histories()
    assert len(records) == len(list(BUNDLES.glob("*.json"))) * len(SEEDS)
    for record in records:
        jsonschema.validate(json.loads(record), schema)
    models = {tuple(sorted(json.loads(record)["result"])) for record in records}
    assert {member for members in models for member in members} >= {"outcome", "secondary", "axes", "derived", "results"}
    assert javascript_histories() == records


def suite_scorer(name: str) -> Scorer:
    """The scorer of the conformance suite's bundle ``name``."""
    return Scorer(load_bundle((BUNDLES / f"{name}.json").read_bytes(), verify_hash=False))


def test_the_records_of_the_session_scripts_follow_the_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = history_schema()
    suite = json.loads((REPO / "Tests" / "Conformance" / "required" / "sessions.json").read_text(encoding="utf-8"))
    recorded = []
    for case in suite["cases"]:
        scorer = suite_scorer(case["bundle"])
        assert run_session_script(scorer, case["start"], case["steps"], suite_scorer) == case["output"]
        recorded += [json.loads(text)["history"] for text in case["output"] if "history" in json.loads(text)]
    assert recorded
    for record in recorded:
        jsonschema.validate(json.loads(record), schema)


@pytest.mark.parametrize("change, path", [
    ({"format": "quiz-history/2"}, ["format"]),
    ({"hash": "sha256:abc"}, ["hash"]),
    ({"seed": "-1"}, ["seed"]),
    ({"duration_ms": -5}, ["duration_ms"]),
    ({"answers": {"goal": {"a": 1}}}, ["answers", "goal"]),
    ({"extra": 1}, []),
])
def test_the_schema_refuses_a_damaged_record(change: Dict[str, Any], path: List[str]) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    record = json.loads(python_histories()[0])
    record.update(change)
    errors = list(jsonschema.Draft7Validator(history_schema()).iter_errors(record))
    assert [list(error.absolute_path) for error in errors] == [path]
