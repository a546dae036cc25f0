"""Replays the language-neutral conformance suite (Tests/Conformance): every case of
``required/*.json`` must pass; ``optional/*.json`` is replayed too. The small suite in
``tests/fixtures/conformance`` (same layout) is replayed as well, so that every case kind
has a case even before the shared suite records one.

``QUIZ_CONFORMANCE_DIR`` may name another suite folder. When ``QUIZ_CONFORMANCE_REPORT``
names a file, the verdict of every case is written there as
``{"runtime": "python", "results": {"<case id>": "pass" | "fail"}}``.
"""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path
from typing import Any, Dict, Iterator, List, Tuple

import pytest

from conftest import REPO, TESTS
from quizruntime import (
    BundleError, Scorer, bundle_hash, load_bundle, localize, lookup_locale, parse_accept_language,
    presentation_order_json, replay_examples,
)
from quizruntime._decimal_form import decimal_form
from quizruntime._jsonwrite import write_json
from session_script import run_session_script

SUITE = Path(os.environ.get("QUIZ_CONFORMANCE_DIR") or REPO / "Tests" / "Conformance")
FIXTURES = TESTS / "fixtures" / "conformance"
#: Score and decimal cases of the derived-score and profile rules over hand-built bundles (profile with every
#: derived kind and nearest, fractional weights, axis percentages), each output worked out by
#: hand; the same cases the JavaScript runtime's tests replay.
PROFILE_FIXTURES = TESTS / "fixtures" / "profiles"
#: Score and visible cases of branching over a hand-built bundle (every operator and
#: question type, chains, hidden answers, required when shown, the order of errors), each
#: output worked out by hand (tests/test_branching.py describes the bundle).
BRANCHING_FIXTURES = TESTS / "fixtures" / "branching"
RESULTS: Dict[str, str] = {}


def _cases(suite_dir: Path = SUITE) -> List[Tuple[str, Dict[str, Any]]]:
    found: List[Tuple[str, Dict[str, Any]]] = []
    for group in ("required", "optional"):
        for path in sorted((suite_dir / group).glob("*.json")):
            suite = json.loads(path.read_text(encoding="utf-8"))
            assert suite["suite"] == "quiz-runtime-conformance/1", path
            for case in suite["cases"]:
                found.append((group, case))
    return found


CASES = _cases() if SUITE.is_dir() else []
FIXTURE_CASES = _cases(FIXTURES)
PROFILE_CASES = _cases(PROFILE_FIXTURES)
BRANCHING_CASES = _cases(BRANCHING_FIXTURES)
_SCORERS: Dict[Tuple[Path, str], Scorer] = {}


def _bundle_bytes(name: str, suite_dir: Path = SUITE) -> bytes:
    return (suite_dir / "bundles" / f"{name}.json").read_bytes()


def _scorer(name: str, suite_dir: Path = SUITE) -> Scorer:
    if (suite_dir, name) not in _SCORERS:
        _SCORERS[(suite_dir, name)] = Scorer(load_bundle(_bundle_bytes(name, suite_dir)))
    return _SCORERS[(suite_dir, name)]


def _raw(case: Dict[str, Any], text: str, b64: str) -> bytes:
    if b64 in case:
        return base64.b64decode(case[b64])
    value = case[text]
    assert isinstance(value, str)
    return value.encode("utf-8", "surrogatepass")


def check(case: Dict[str, Any], suite_dir: Path = SUITE) -> None:
    """Asserts that the runtime gives what the case records; bundles are those of ``suite_dir``."""
    kind = case["kind"]
    if kind == "score":
        scorer = _scorer(case["bundle"], suite_dir)
        answers = _raw(case, "answers", "answers_base64")
        line, rejected = scorer.score_json_line(answers)
        assert line == case["output"]
        assert scorer.exact_line(answers)[0] == case["output"]
        outcome = scorer.score_json(answers)
        assert write_json(outcome.json_value()) == case["output"]
        assert rejected == ("error_code" in case)
        if "error_code" in case:
            assert not outcome.ok and getattr(outcome, "code") == case["error_code"]
    elif kind == "visible":
        scorer = _scorer(case["bundle"], suite_dir)
        answers = _raw(case, "answers", "answers_base64")
        line, rejected = scorer.visibility_json_line(answers)
        assert line == case["output"]
        seen = scorer.visibility_json(answers)
        assert write_json(seen.json_value()) == case["output"]
        assert rejected == (not seen.ok) == line.startswith('{"error":')
        if "error_code" in case:
            assert not seen.ok and getattr(seen, "code") == case["error_code"]
    elif kind == "order":
        bundle = _scorer(case["bundle"], suite_dir).bundle
        assert write_json(presentation_order_json(bundle, int(case["seed"]))) == case["output"]
    elif kind == "hash":
        data = _bundle_bytes(case["bundle"], suite_dir)
        assert bundle_hash(data) == case["hash"]
        load_bundle(data)
    elif kind == "bundle-error":
        with pytest.raises(BundleError) as caught:
            load_bundle(_raw(case, "bundle_text", "bundle_base64"))
        assert (caught.value.code, caught.value.description) == (case["error_code"], case["error"])
    elif kind == "examples":
        reports = replay_examples(_scorer(case["bundle"], suite_dir))
        assert [report.line() for report in reports] == case["output"]
    elif kind == "locale":
        bundle = _scorer(case["bundle"], suite_dir).bundle
        preferred = case["preferred"]
        assert isinstance(preferred, list) and all(isinstance(item, str) for item in preferred)
        assert lookup_locale(bundle, preferred) == case["locale"]
        chosen = localize(bundle, preferred)
        assert (chosen.locale, chosen.direction, chosen.title) == (case["locale"], case["direction"], case["title"])
    elif kind == "decimal":
        numerator, denominator = int(case["numerator"]), int(case["denominator"])
        assert denominator > 0
        assert decimal_form(numerator, denominator, int(case["digits"])) == case["output"]
    elif kind == "session":
        lines = run_session_script(_scorer(case["bundle"], suite_dir), case["start"], case["steps"],
                                   lambda name: _scorer(name, suite_dir))
        assert lines == case["output"]
    elif kind == "accept-language":
        header = case["header"]
        assert isinstance(header, str)
        assert parse_accept_language(header) == case["preferred"]
    else:
        pytest.fail(f"unknown case kind {kind!r}")


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    yield
    target = os.environ.get("QUIZ_CONFORMANCE_REPORT")
    if target:
        Path(target).write_text(json.dumps({"runtime": "python", "results": RESULTS}, indent=2) + "\n", encoding="utf-8")


def test_the_suite_is_there() -> None:
    if not SUITE.is_dir():
        pytest.skip(f"no conformance suite at {SUITE} (set QUIZ_CONFORMANCE_DIR)")
    assert any(group == "required" for group, _ in CASES)
    assert len({case["id"] for _, case in CASES}) == len(CASES), "case ids must be unique"


@pytest.mark.parametrize("group, case", CASES, ids=[case["id"] for _, case in CASES])
def test_case(group: str, case: Dict[str, Any]) -> None:
    try:
        check(case)
    except BaseException:
        RESULTS[case["id"]] = "fail"
        raise
    RESULTS[case["id"]] = "pass"


@pytest.mark.parametrize("group, case", FIXTURE_CASES, ids=[case["id"] for _, case in FIXTURE_CASES])
def test_fixture_case(group: str, case: Dict[str, Any]) -> None:
    check(case, FIXTURES)


@pytest.mark.parametrize("group, case", PROFILE_CASES, ids=[case["id"] for _, case in PROFILE_CASES])
def test_profile_fixture_case(group: str, case: Dict[str, Any]) -> None:
    check(case, PROFILE_FIXTURES)


@pytest.mark.parametrize("group, case", BRANCHING_CASES, ids=[case["id"] for _, case in BRANCHING_CASES])
def test_branching_fixture_case(group: str, case: Dict[str, Any]) -> None:
    check(case, BRANCHING_FIXTURES)


def test_the_fixture_suite_has_every_locale_kind() -> None:
    kinds = {case["kind"] for _, case in FIXTURE_CASES}
    assert {"locale", "accept-language"} <= kinds
    assert len({case["id"] for _, case in FIXTURE_CASES}) == len(FIXTURE_CASES), "case ids must be unique"


@pytest.mark.parametrize("member, wrong", [
    ("locale", "de-CH"), ("direction", "rtl"), ("title", "Jede Fragenart!"), ("preferred", ["de-CH"])])
def test_a_locale_case_that_does_not_hold_fails(member: str, wrong: Any) -> None:
    case = {"id": "locale/wrong", "kind": "locale", "bundle": "locales", "preferred": ["de-AT", "en"],
            "locale": "de", "direction": "ltr", "title": "Jede Fragenart"}
    check(case, FIXTURES)
    with pytest.raises(AssertionError):
        check({**case, member: wrong}, FIXTURES)


@pytest.mark.parametrize("header, preferred", [
    ("de-AT;q=0.8, fr, *;q=0.1, en;q=0", ["fr", "de-AT"]),
    ("de-AT;q=0.8, fr, *;q=0.1, en;q=0", ["de-AT", "fr", "*"]),
    ("de-AT;q=0.8, fr, *;q=0.1", ["fr", "de-AT", "*", "en"]),
])
def test_an_accept_language_case_that_does_not_hold_fails(header: str, preferred: List[str]) -> None:
    with pytest.raises(AssertionError):
        check({"id": "accept-language/wrong", "kind": "accept-language", "header": header, "preferred": preferred},
              FIXTURES)
