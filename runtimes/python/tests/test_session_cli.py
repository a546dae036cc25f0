"""``python3 -m quizruntime session replay`` and ``session check``: every run of
Tests/Sessions/runs.json prints the bytes quizc recorded (Tests/Sessions/expected) and exits
with the same status; bad scripts are refused whole, naming the step."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path
from typing import Any, Dict, List, Optional

import pytest

from quizruntime._cli import main
from quizruntime._session_check import token_text
from quizruntime._session_script import ScriptError, read_script

REPO = Path(__file__).resolve().parents[3]
FOLDER = REPO / "Tests" / "Sessions"
RUNS: List[Dict[str, Any]] = json.loads((FOLDER / "runs.json").read_text(encoding="utf-8"))["runs"]


def _run(arguments: List[str]) -> "tuple[int, bytes, bytes]":
    out, err = io.BytesIO(), io.BytesIO()
    here = os.getcwd()
    os.chdir(REPO)
    try:
        status = main(arguments, stdin=io.BytesIO(b""), stdout=out, stderr=err)
    finally:
        os.chdir(here)
    return status, out.getvalue(), err.getvalue()


def test_the_manifest_lists_the_runs() -> None:
    assert len(RUNS) >= 20


@pytest.mark.parametrize("run", RUNS, ids=[run["name"] for run in RUNS])
def test_a_run_prints_what_quizc_recorded(run: Dict[str, Any]) -> None:
    status, out, err = _run(run["arguments"])
    assert status == run["status"], err.decode("utf-8", "replace")
    assert out == (FOLDER / "expected" / f"{run['name']}.out").read_bytes()


@pytest.mark.parametrize("text,code,step", [
    ('{"start":{"seed":"1"},"steps":[}', "script-not-json", None),
    ('{"start":{"seed":"-1"},"steps":[]}', "script-invalid", None),
    ('{"start":{"seed":"1"},"steps":[{"do":"next"},{"do":"fly"}]}', "script-unknown-action", 1),
    ('{"start":{"seed":"1"},"steps":[{"do":"tick","ms":-5}]}', "script-invalid", 0),
    ('{"start":{"seed":"1"},"steps":[{"do":"resume","replace":["a"]}]}', "script-invalid", 0),
    ('{"start":{"seed":"1"},"steps":[{"do":"next","key":"x"}]}', "script-invalid", 0),
    ('{"start":{"seed":"1"},"steps":[5]}', "script-invalid", 0),
    ('{"start":{"seed":"1"},"steps":[],"extra":1}', "script-invalid", None),
])
def test_each_kind_of_mistake_has_its_code_and_names_its_step(text: str, code: str, step: Optional[int]) -> None:
    with pytest.raises(ScriptError) as raised:
        read_script(text.encode("utf-8"))
    assert raised.value.code == code
    assert raised.value.step == step


def test_a_token_file_loses_one_line_end_only() -> None:
    assert token_text(b"abc\r\n") == "abc"
    assert token_text(b"abc\n\n") == "abc\n"
    assert token_text(b"abc\r") == "abc\r"
    assert token_text("\ufeffabc".encode("utf-8")) == "\ufeffabc"


def test_every_example_script_follows_the_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((REPO / "schemas" / "session-script.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    for path in sorted((REPO / "Examples" / "sessions").glob("*.json")):
        jsonschema.validate(json.loads(path.read_text(encoding="utf-8")), schema)
    for name in ("unknown-action", "wrong-type", "seed-number", "unknown-member", "missing-key", "not-an-object"):
        script = json.loads((FOLDER / "scripts" / f"{name}.json").read_text(encoding="utf-8"))
        assert not jsonschema.Draft7Validator(schema).is_valid(script), name


def test_session_usage_errors_exit_64() -> None:
    assert _run(["session", "replay", "script.json"])[0] == 64
    assert _run(["session", "play"])[0] == 64
    status, out, _ = _run(["session", "--help"])
    assert status == 0 and b"replay" in out


def test_every_conformance_session_case_is_a_script_the_schema_accepts() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((REPO / "schemas" / "session-script.schema.json").read_text(encoding="utf-8"))
    suite = json.loads((REPO / "Tests" / "Conformance" / "required" / "sessions.json").read_text(encoding="utf-8"))
    for case in suite["cases"]:
        jsonschema.validate({"start": case["start"], "steps": case["steps"]}, schema)
