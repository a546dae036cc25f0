"""A question's ``when`` in a bundle: every invalid one is the ``invalid-bundle`` error
docs/bundle-format.md ("Conditions") lists, with the Swift runtime's path and message and
in its order (the cases of the Swift runtime's ``BundleConditionTests``)."""

from __future__ import annotations

import copy
import json
from typing import Any, Dict, List, Optional

import pytest

from quizruntime import AllOf, Answered, AnyOf, BundleError, Includes, NotOf, OptionIn, ValueIn, bundle_hash, load_bundle
from quizruntime._bundle import decode_bundle
from quizruntime._model import Condition


def _option(option_id: str, weights: Optional[Dict[str, int]] = None) -> Dict[str, Any]:
    return {"id": option_id, "label": option_id, "weights": weights or {}, "pin": False}


def _question(question_id: str, kind: str, options: List[Dict[str, Any]], **extra: Any) -> Dict[str, Any]:
    return {"id": question_id, "key": question_id, "text": question_id, "type": kind, "required": True,
            "shuffle": False, "pin": False, "options": options, **extra}


#: One question of each type and a last one whose ``when`` the tests vary.
FIXTURE: Dict[str, Any] = {
    "format": "quiz-bundle/1", "quiz": "conditions", "version": "1.0.0", "title": "Conditions",
    "source_locale": "en", "traits": ["a", "b"],
    "scoring": {"initial": {}, "model": "highest", "ties": ["a", "b"], "secondary": False},
    "presentation": {"page_size": 5, "shuffle_questions": False, "shuffle_options": False, "time_limit": None,
                     "draw": []},
    "questions": [
        _question("goal", "single", [_option("lose", {"a": 1}), _option("gain"), _option("keep")]),
        _question("motivation", "scale", [{"value": v, "label": str(v), "weights": {"a": v}, "pin": False}
                                          for v in range(1, 6)]),
        _question("equipment", "multiple", [_option("gym"), _option("home", {"b": 1})], min=0, max=2),
        _question("effort", "range", [_option("low"), _option("mid"), _option("high")], min=0, max=10),
        _question("follow", "single", [_option("yes", {"b": 2}), _option("no")]),
    ],
    "outcomes": {code: {"title": code, "description": code, "recommendations": []} for code in ("a", "b")},
    "examples": [],
}
FORM = ('a condition is exactly one of {"all": […]}, {"any": […]}, {"not": …} and {"question": …} '
        'with one of "answered", "in", "includes"')
P = "/questions/4/when"


def load(when: Any, at: int = 4, draw: bool = False) -> str:
    """The fixture with ``when`` (a JSON text, or a parsed value) on question ``at``,
    decoded: the error, or ``ok`` and the question's condition."""
    value = copy.deepcopy(FIXTURE)
    value["questions"][at]["when"] = json.loads(when) if isinstance(when, str) else when
    if draw:
        value["presentation"]["draw"] = [{"count": 5}]
    try:
        bundle = decode_bundle(value)
    except BundleError as error:
        return f"{error.code} {error.description}"
    return f"ok {bundle.questions[at].condition!r}"


@pytest.mark.parametrize("when, condition", [
    ('{"answered":true,"question":"goal"}', Answered("goal", True)),
    ('{"in":["lose","keep"],"question":"goal"}', OptionIn("goal", ["lose", "keep"])),
    ('{"in":[4,5],"question":"motivation"}', ValueIn("motivation", [4, 5])),
    ('{"includes":"gym","question":"equipment"}', Includes("equipment", "gym")),
    ('{"in":["mid","high"],"question":"effort"}', OptionIn("effort", ["mid", "high"])),
    ('{"all":[{"not":{"answered":false,"question":"goal"}},{"any":[{"in":[1],"question":"motivation"}]}]}',
     AllOf([NotOf(Answered("goal", False)), AnyOf([ValueIn("motivation", [1])])])),
])
def test_every_normalized_form_decodes(when: str, condition: Condition) -> None:
    assert load(when) == f"ok {condition!r}"


@pytest.mark.parametrize("when, expected", [
    ('null', f"{P}: expected an object"),
    ('{"question":"goal","answered":true,"why":1}', f'{P}: unknown member "why"'),
    ('{}', f"{P}: {FORM}"),
    ('{"question":"goal"}', f"{P}: {FORM}"),
    ('{"question":"goal","answered":true,"in":["lose"]}', f"{P}: {FORM}"),
    ('{"all":[],"any":[]}', f"{P}: {FORM}"),
    ('{"not":{"question":"goal","answered":true},"answered":true}', f"{P}: {FORM}"),
    ('{"all":null}', f"{P}/all: expected a non-empty array"),
    ('{"all":[]}', f"{P}/all: expected a non-empty array"),
    ('{"any":{"question":"goal","answered":true}}', f"{P}/any: expected a non-empty array"),
    ('{"not":{"all":[{"question":"goal"}]}}', f"{P}/not/all/0: {FORM}"),
    ('{"question":3,"answered":true}', f"{P}/question: expected a string"),
    ('{"question":"nope","answered":true}', f'{P}/question: "nope" is not a question before this one'),
    ('{"question":"follow","answered":true}', f'{P}/question: "follow" is not a question before this one'),
    ('{"question":"goal","answered":"yes"}', f"{P}/answered: expected true or false"),
    ('{"question":"goal","in":[]}', f"{P}/in: expected a non-empty array"),
    ('{"question":"goal","in":"lose"}', f"{P}/in: expected a non-empty array"),
    ('{"question":"equipment","in":["gym"]}', f'{P}/in: "in" does not read a multiple question ("equipment"); '
                                              'use "includes"'),
    ('{"question":"goal","in":["lose",1]}', f"{P}/in/1: expected a string"),
    ('{"question":"effort","in":[3]}', f"{P}/in/0: expected a string"),
    ('{"question":"motivation","in":["4"]}', f"{P}/in/0: expected an integer within ±10^12"),
    ('{"question":"motivation","in":[4.5]}', f"{P}/in/0: expected an integer within ±10^12"),
    ('{"question":"motivation","in":[true]}', f"{P}/in/0: expected an integer within ±10^12"),
    ('{"question":"goal","in":["lost"]}', f'{P}/in/0: "lost" is not an option of "goal"'),
    ('{"question":"effort","in":["medium"]}', f'{P}/in/0: "medium" is not an anchor of "effort"'),
    ('{"question":"motivation","in":[6]}', f'{P}/in/0: 6 is not a value of "motivation"'),
    ('{"question":"goal","in":["lose","lose"]}', f'{P}/in/1: "lose" is listed twice'),
    ('{"question":"motivation","in":[2,2]}', f"{P}/in/1: 2 is listed twice"),
    ('{"question":"goal","in":["keep","lose"]}', f'{P}/in/1: "lose" is listed out of option order (after "keep")'),
    ('{"question":"motivation","in":[5,4]}', f"{P}/in/1: 4 is listed out of option order (after 5)"),
    ('{"question":"goal","includes":"lose"}', f'{P}/includes: "includes" reads a multiple question; "goal" is single'),
    ('{"question":"equipment","includes":["gym"]}', f"{P}/includes: expected a string"),
    ('{"question":"equipment","includes":"pool"}', f'{P}/includes: "pool" is not an option of "equipment"'),
])
def test_each_invalid_when_is_the_documented_error(when: str, expected: str) -> None:
    assert load(when) == f"invalid-bundle {expected}"


def test_a_question_cannot_read_itself_even_the_first() -> None:
    assert load('{"question":"goal","answered":true}', at=0) == (
        'invalid-bundle /questions/0/when/question: "goal" is not a question before this one')


def test_a_quiz_with_a_draw_has_no_conditions() -> None:
    assert load('{"question":"nope"}', draw=True) == (
        f"invalid-bundle {P}: a quiz with a draw has no conditions: draws and branching do not mix")


def test_conditions_nest_at_most_64_deep() -> None:
    def nested(depth: int) -> Dict[str, Any]:
        value: Dict[str, Any] = {"question": "goal", "answered": True}
        for _ in range(1, depth):
            value = {"not": value}
        return value
    assert load(nested(64)).startswith("ok NotOf(")
    assert load(nested(65)) == f"invalid-bundle {P}{'/not' * 64}: conditions nest at most 64 deep"


def test_when_is_read_after_the_questions_other_members() -> None:
    value = copy.deepcopy(FIXTURE)
    value["questions"][4]["when"] = {"question": "nope"}
    value["questions"][4]["pin"] = "no"
    with pytest.raises(BundleError) as caught:
        decode_bundle(value)
    assert caught.value.description == "/questions/4/pin: expected true or false"


def test_a_loaded_bundle_keeps_its_conditions_through_its_bytes() -> None:
    value = copy.deepcopy(FIXTURE)
    value["questions"][4]["when"] = {"all": [{"question": "goal", "in": ["lose"]},
                                             {"not": {"question": "equipment", "includes": "gym"}}]}
    text = json.dumps(value, ensure_ascii=False)
    bundle = load_bundle(json.dumps({**value, "hash": bundle_hash(text)}, ensure_ascii=False))
    assert bundle.questions[4].condition == AllOf([OptionIn("goal", ["lose"]), NotOf(Includes("equipment", "gym"))])
    assert [q.condition for q in bundle.questions[:4]] == [None] * 4
