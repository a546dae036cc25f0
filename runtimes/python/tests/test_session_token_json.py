"""A token's JSON is read by the C scanner when that gives exactly what the exact parser
gives, and canonical JSON is written by the C encoder when that gives exactly what the
RFC 8785 writer gives: every token the exact parser refuses is refused with its message
(duplicate names, NaN, nesting, long literals, lone surrogates, bad UTF-8), every token it
reads is read to the same values, and the canonical text is the same."""

from __future__ import annotations

import json
from typing import Any, Dict, List

import pytest
from conftest import REPO

from quizruntime import JSONFailure, Number, Scorer, Session, load_bundle, parse_json, resume_session, start_session
from quizruntime._jsonwrite import _write, write_json
from quizruntime._session_token import _read_json

BRANCHING = REPO / "Tests" / "Conformance" / "bundles" / "branching.json"


def zero() -> int:
    return 0


def token() -> str:
    scorer = Scorer(load_bundle(BRANCHING.read_bytes(), verify_hash=False))
    session = start_session(scorer, seed=5, clock=zero)
    session.answer("goal", "lose")
    saved = session.save()
    assert isinstance(saved, str)
    return saved


def exact_refusal(text: str) -> str:
    with pytest.raises(JSONFailure) as failure:
        parse_json(text.encode("utf-8", "surrogatepass"))
    return f"the token is not JSON: {failure.value.description}"


HOSTILE = [
    '{"a":1,"a":2}',
    '{"a":{"b":1,"b":1}}',
    '{"a":NaN}',
    '{"a":-Infinity}',
    '{"a":' + "[" * 70 + "]" * 70 + "}",
    '{"a":' + "1" * 1001 + "}",
    '{"a":0.' + "5" * 1000 + "}",
    '{"a":"\\ud800"}',
    '{"a":"\\udc00x"}',
    '{"a":"\ud800"}',
    '{"a":01}',
    '{"a":1.}',
    '{"a":"\x01"}',
    '{"a":1} x',
    '\ufeff{"a":1}',
    '{"a":[1,]}',
    '{"a":"\\x"}',
]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_token_the_exact_parser_refuses_is_refused_with_its_message(text: str) -> None:
    refusal = _read_json(text)
    assert not isinstance(refusal, dict)
    assert getattr(refusal, "code", None) == "token-damaged"
    assert getattr(refusal, "message", None) == exact_refusal(text)


ACCEPTED = [
    '{"a":' + "[" * 62 + "]" * 62 + "}",
    '{"a":' + "9" * 997 + "}",
    '{"a":[1.50,-0,-0.0,1e400,"\\u00e9\\ud83d\\ude00",true,null],"b":{"c":[{}]}}',
    ' {"\u00e9":"\U0001f600", "z\\n":"\\"\\\\\\/"} ',
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_token_the_exact_parser_reads_is_read_to_the_same_values(text: str) -> None:
    read = _read_json(text)
    assert read == parse_json(text)
    assert repr(read) == repr(parse_json(text))


def test_a_session_token_reads_as_the_exact_parser_reads_it_and_resumes() -> None:
    saved = token()
    assert _read_json(saved) == parse_json(saved)
    scorer = Scorer(load_bundle(BRANCHING.read_bytes(), verify_hash=False))
    assert isinstance(resume_session(scorer, saved, clock=zero), Session)
    duplicated = saved.replace('"goal":"lose"', '"goal":"lose","goal":"lose"')
    refusal = resume_session(scorer, duplicated, clock=zero)
    assert not isinstance(refusal, Session)
    assert (refusal.code, refusal.message) == ("token-damaged", exact_refusal(duplicated))


def written(value: Any) -> str:
    out: List[str] = []
    _write(value, out, True, False, 0)
    return "".join(out)


CANONICAL: List[Any] = [
    {"b": 1, "a": [True, False, None, 'x"\\\n\x01\x1f\x7f\u2028\u00e9\b\f\r\t'], "\ue000": 1, "z": {}},
    {"\U0001f600": 1, "\uffff": 2, "a": 3},
    {"a": Number("1.50"), "b": Number("1e3"), "c": 12345678901234567890123},
    {"k": [[], {}], "l": -0, "m": ""},
    [],
    "text",
    -7,
]


@pytest.mark.parametrize("value", CANONICAL)
def test_canonical_json_is_the_rfc_8785_writers_text(value: Any) -> None:
    assert write_json(value, sort_keys=True) == written(value)


def test_canonical_json_of_a_token_round_trips_through_the_standard_library() -> None:
    saved = token()
    members: Dict[str, Any] = json.loads(saved)
    assert write_json(parse_json(saved), sort_keys=True) == saved
    assert json.loads(write_json(members, sort_keys=True)) == members
