"""Scoring: results, every error code with its message and key, native answers, examples."""

from __future__ import annotations

import json

import pytest

from conftest import SHIPPED, golden_bytes
from quizruntime import AnswerError, Number, ScoreResult, Scorer, load_bundle, replay_examples, result_line


def scorer(name: str) -> Scorer:
    return Scorer(load_bundle(golden_bytes(name)))


FIT = {"primaryGoal": "lose_weight", "motivationStyle": "competition", "fitnessLevel": "intermediate",
       "timeCommitment": "30-60"}


def test_result_line_member_order() -> None:
    line = result_line(scorer("fitcircle-persona").score(FIT))
    assert line.startswith('{"quiz":"fitcircle-persona","version":"1.1.0","outcome":"casey","secondary":"sarah","scores":{')


def test_axes_result_has_axes() -> None:
    mbti = scorer("mbti")
    answers = {q.key: 3 for q in mbti.bundle.questions}
    result = mbti.score(answers)
    assert isinstance(result, ScoreResult) and len(result.axes) == 4
    assert '"axes":[{"poles":["E","I"],"letter":' in result_line(result)


@pytest.mark.parametrize("answers, code, message, key", [
    ({**FIT, "primarygoal": "x"}, "unknown-key",
     'no question has the key "primarygoal"; did you mean "primaryGoal"? Keys must match exactly', "primarygoal"),
    ({k: v for k, v in FIT.items() if k != "fitnessLevel"}, "missing-answer",
     'the required question "fitnessLevel" has no answer', "fitnessLevel"),
    ({**FIT, "fitnessLevel": 3}, "wrong-type", '"fitnessLevel" takes an option id (a string), got the number 3', "fitnessLevel"),
    ({**FIT, "fitnessLevel": True}, "wrong-type", '"fitnessLevel" takes an option id (a string), got a boolean', "fitnessLevel"),
    ({**FIT, "fitnessLevel": "Intermediate"}, "unknown-option",
     '"Intermediate" is not an option of "fitnessLevel"; did you mean "intermediate"?', "fitnessLevel"),
])
def test_errors(answers: object, code: str, message: str, key: str) -> None:
    outcome = scorer("fitcircle-persona").score(answers)  # type: ignore[arg-type]
    assert outcome == AnswerError(code, message, key)


def test_json_errors_and_not_an_object() -> None:
    fit = scorer("fitcircle-persona")
    assert fit.score_json(b"[1]") == AnswerError("wrong-type", 'the answers must be a JSON object {"wire key": answer}')
    error = fit.score_json(b'{"a":1,"a":1}')
    assert isinstance(error, AnswerError) and error.message == \
        'the answers are not valid JSON: the member name "a" appears twice at byte 13'
    line, rejected = fit.score_json_line(b"{", context="line")
    assert rejected and "the line is not valid JSON: expected a member name in double quotes at byte 1" in line


def test_range_answers_are_exact() -> None:
    animal = scorer("animal")
    ranges = [q for q in animal.bundle.questions if q.type == "range"]
    assert ranges
    question = ranges[0]
    base = {q.key: (q.options[0].id if q.type in ("single", "range") else [o.id for o in q.options[: q.min or 1]])
            for q in animal.bundle.questions}
    low, high = question.min or 0, question.max or 0
    for native, literal in [(float(low), f"{low}.0"), ((low + high) / 2, repr((low + high) / 2))]:
        by_float = animal.score({**base, question.key: native})
        by_number = animal.score({**base, question.key: Number(literal)})
        by_text = animal.score_json(json.dumps({**base, question.key: "@"}).replace('"@"', literal))
        assert by_float == by_number == by_text
    too_big = animal.score({**base, question.key: high + 1})
    assert isinstance(too_big, AnswerError) and too_big.code == "out-of-range"


@pytest.mark.parametrize("name", SHIPPED)
def test_examples_replay(name: str) -> None:
    reports = replay_examples(scorer(name))
    assert reports and all(report.passed for report in reports)
    assert reports[0].line().startswith('{"example":0,')


@pytest.mark.parametrize("value, message", [
    (float("inf"), '"morning_energy" takes a number from 0 to 10, or an anchor id, got the number Infinity'),
    (float("nan"), '"morning_energy" takes a number from 0 to 10, or an anchor id, got the number NaN'),
    (12345678901234567890.0, '12345678901234567000 is outside "morning_energy"\'s range 0…10; expected a number from 0 to 10, or an anchor id'),
    (1e-7 - 1, '-0.9999999 is outside "morning_energy"\'s range 0…10; expected a number from 0 to 10, or an anchor id'),
    (-1e-7, '-1e-7 is outside "morning_energy"\'s range 0…10; expected a number from 0 to 10, or an anchor id'),
])
def test_native_floats_are_worded_as_javascript_writes_them(value: float, message: str) -> None:
    # The JavaScript runtime reads a native number from String(x); the same float must give
    # the same message in both runtimes.
    bundle = load_bundle(golden_bytes("animal"))
    answers = dict(json.loads(golden_bytes("animal"))["examples"][0]["answers"])
    answers["morning_energy"] = value
    outcome = Scorer(bundle).score(answers)
    assert isinstance(outcome, AnswerError)
    assert outcome.message == message
